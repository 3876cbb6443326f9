/**
 * What must hold after every answer, whatever the MJ tapped (property tests
 * and the simulator): two distinct roles each, the Assassins' targets, the
 * secret numbers, uses never below zero, houses and hiding places, the
 * Maire, nobody dead acting, the book's once-a-night rules.
 */
import { actsAfterDeath, lastValid, type PlayerId, playerRead } from '../../engine';
import { numbersProblem } from './mechanisms/order-numbers';
import { NIGHT_ROLES } from './roles';
import { targetCount } from './setup';
import { alive, announcedDead, nature } from './queries/people';
import { housesInPlay } from './queries/houses';
import { maire } from './queries/votes';
import type { NGame } from './types';

/**
 * The problems of the night roles' order numbers, kept by the engine with the
 * hands, numbers and seating they were checked for. Most answers move
 * neither (a role changes hands at a death or a swap, a number at a death),
 * yet every answer checked every role against every seat. The seating is
 * compared seat by seat, since a resolution that reads it gets a copy.
 */
interface RoleNumbersChecked {
  hands: object;
  numbers: object;
  order: readonly PlayerId[];
  problems: readonly string[];
}

const sameSeats = (a: readonly PlayerId[], b: readonly PlayerId[]) =>
  a === b || (a.length === b.length && a.every((id, i) => id === b[i]));

const sameRoleNumbers = (last: RoleNumbersChecked, s: NGame): boolean =>
  last.hands === s.rs.hands && last.numbers === s.rs.numbers && sameSeats(last.order, s.order);

/** Each night role's order numbers: distinct, and given exactly to its holders (`numbersProblem`). */
function nightRoleNumbers(s: NGame): readonly string[] {
  return lastValid(checkRoleNumbers, s, sameRoleNumbers).problems;
}

function checkRoleNumbers(s: NGame): RoleNumbersChecked {
  const { hands, numbers } = s.rs;
  const problems: string[] = [];
  for (const role of NIGHT_ROLES) {
    const held = s.order.filter((id) => hands[id]!.roles.includes(role));
    const problem = numbersProblem(held, numbers[role] ?? {});
    if (problem) problems.push(`${role}: ${problem}`);
  }
  return { hands, numbers, order: s.order.slice(), problems };
}

function hands(s: NGame, out: string[]): void {
  if (Object.keys(s.rs.hands).length === 0) return;
  for (const id of s.order) {
    const h = s.rs.hands[id];
    if (!h) {
      out.push(`${id} has no roles`);
      continue;
    }
    if (h.roles[0] === h.roles[1]) out.push(`${id} holds the same role twice`);
    const assassin = nature(s, id) === 'assassin';
    if (assassin !== h.targets.length > 0) out.push(`${id}: targets do not match the nature`);
    if (
      assassin &&
      (h.targets.length !== targetCount(s.order.length) ||
        new Set(h.targets).size !== h.targets.length ||
        h.targets.includes(id))
    )
      out.push(`${id}: wrong targets`);
  }
  out.push(...nightRoleNumbers(s));
  const assassins = s.order.filter((id) => nature(s, id) === 'assassin');
  const problem = numbersProblem(assassins, s.rs.numbers.assassin ?? {});
  if (problem) out.push(`assassin: ${problem}`);
}

function night(s: NGame, out: string[]): void {
  const n = s.rs.night;
  if (s.clock.phase !== 'night') return;
  const inPlay = housesInPlay(s);
  for (const [hider, house] of Object.entries(n.hidden)) {
    if (hider === house) out.push(`${hider} hides in his own house`);
    if (!inPlay.includes(house)) out.push(`${hider} hides in a house out of play`);
    if (n.beds[hider] !== house) out.push(`${hider} hides in ${house} but sleeps elsewhere`);
  }
  for (const h of n.protected)
    if (s.rs.last.protected.includes(h)) out.push(`house ${h} protected two nights in a row`);
  for (const h of n.salbatar)
    if (s.rs.last.salbatar.includes(h)) out.push(`house ${h} salbatarised two nights in a row`);
  const paired = n.swaps.flat();
  if (new Set(paired).size !== paired.length) out.push('a player is in two swaps');
}

/** The acts after their actor's death (a death undone (a resurrection) does not count; whether the actor is still dead is asked each time). */
const afterDeath = actsAfterDeath<NGame['rs']['acts'][number], NGame['rs']['deaths'][number]>((d) => !d.undone);

export function invariants(s: NGame): string[] {
  const out: string[] = [];
  hands(s, out);
  night(s, out);
  for (const id of s.order) {
    const uses = s.rs.uses[id];
    // A plain loop over the keys: this runs for every seat after every answer (no list of entries to make).
    if (uses) for (const k in uses) if (uses[k as keyof typeof uses]! < 0) out.push(`${id}: ${k} below zero`);
    if (announcedDead(s, id) && alive(s, id)) out.push(`${id} is announced dead but alive`);
    if (playerRead(s.players, id).markers.absent !== undefined && !alive(s, id) && !s.ended) {
      // A Fuyard is untouchable while away: he cannot die then.
      out.push(`${id} died while away`);
    }
  }
  for (const a of afterDeath(s.rs.acts, s.rs.deaths))
    if (!alive(s, a.actor)) out.push(`${a.actor} acted (${a.what}) after dying`);
  const m = maire(s);
  const succeeding = s.rs.successions.length > 0 || s.agenda.some((a) => a.step === 'successeur');
  if (m && !alive(s, m) && !succeeding && !s.ended) out.push(`the Maire ${m} is dead`);
  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}
