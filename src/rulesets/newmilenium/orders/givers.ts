/**
 * Who may give an order, declared once (the engine's `bars.ts`): the bars an
 * order kind lists leave seats out of its givers, each with its French
 * reason and the book's line (003_7860fbf4cb88296e.txt). Module constants:
 * a book's prompt is built at every call of a playout.
 */
import { type Bar, type Bars, type PlayerId, playerRead } from '../../../engine';
import { roleName } from '../roles';
import { absent, alive, hasRole, isWolf, name, roleSeats } from '../queries/people';
import { salbatarised, usesLeft } from '../queries/powers';
import type { NGame, RoleId, UseKey } from '../types';

type NBar = Bar<NGame>;

/** The dead and the Fuyard away give no order (003:127). */
export const AWAY: NBar = {
  test: (s, id) => !alive(s, id) || absent(s, id),
  why: (s, id) =>
    alive(s, id)
      ? { reason: `${name(s, id)} est absent·e : il ou elle ne donne pas d’ordre.`, rule: '003:127' }
      : { reason: `${name(s, id)} est mort·e : seuls les vivants donnent des ordres.` },
};

/** Salbatarised: no power this night nor the following day (003:75). */
export const SALBATARISED: NBar = {
  test: salbatarised,
  why: (s, id) => `${name(s, id)} est salbatarisé·e : plus de pouvoir cette nuit ni le jour qui suit.`,
  line: '003:75',
};

/** A power of limited use, spent: what its holder already did, as the MJ says it (`NBSP` before « : »). */
const SPENT: Partial<Record<UseKey, (who: string) => string>> = {
  planque: (who) =>
    `${who} s’est déjà planqué·e autant de fois que la partie le permet (trois, une de plus par cadeau du Sympathique).`,
  rituel: (who) => `${who} a déjà accompli son rituel de mort.`,
  potion: (who) => `${who} a déjà utilisé sa potion de vie.`,
  chatelain: (who) => `${who} a déjà annulé un bûcher\u00a0: le Châtelain ne le fait qu’une fois.`,
  sympathique: (who) => `${who} a déjà fait son cadeau de Sympathique\u00a0: une fois dans la partie.`,
};

/** A role's order: its living holders in the game, with their powers (and, given, a use left). */
export function asRole(role: RoleId, line: string, use?: UseKey): Bars<NGame> {
  const holds: NBar = {
    test: (s, id) => !hasRole(s, id, role),
    why: (s, id) => `${name(s, id)} n’a pas le rôle ${roleName(role)}.`,
    line,
    pass: (s) => roleSeats(s, role),
  };
  if (!use) return [AWAY, holds, SALBATARISED];
  const spent: NBar = {
    test: (s, id) => usesLeft(s, id, use) <= 0,
    why: (s, id) => SPENT[use]?.(name(s, id)) ?? `${name(s, id)} a déjà utilisé tout son pouvoir de ${roleName(role)}.`,
    line,
  };
  return [AWAY, holds, SALBATARISED, spent];
}

/** Struck by a Vengeur: no vote today (003:130). */
export const MUTE: NBar = {
  test: (s, id) => playerRead(s.players, id).markers.muet === s.clock.day,
  why: (s, id) => `${name(s, id)} a été frappé·e par le Vengeur : pas de vote aujourd’hui.`,
  line: '003:130',
};

/** Only the wolves name the pack's target (003:20). */
export const NOT_WOLF: NBar = {
  test: (s, id) => !isWolf(s, id),
  why: (s, id) => `${name(s, id)} n’est pas un loup : seuls les loups désignent la maison attaquée.`,
  line: '003:20',
};

/**
 * A rule about the day, for every seat at once: true when it shuts the order
 * (put it first). It lets every seat through or none (`pass`): a shut order's
 * givers are then found without testing each seat against every bar.
 */
export function shutWhen(test: (s: NGame) => boolean, reason: string, line: string): NBar {
  return { test, why: () => reason, line, pass: (s) => (test(s) ? NO_SEAT : s.order) };
}

const NO_SEAT: readonly PlayerId[] = Object.freeze([]);
