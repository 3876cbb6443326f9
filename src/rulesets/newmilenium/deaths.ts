/**
 * Every death and what it sets off at once (003:18, 73, 121, 125, 129-130):
 * the Paranoïaque learns his killer, the Nécromanciennes learn the name, the
 * Chasseur shoots, the Vengeur and a dead Maire name their choice (by day at
 * once, after a night at dawn). And the Nécromancienne's potion, which undoes
 * a death of the same night.
 */
import type { PlayerId } from '../../engine';
import { mj, tell } from './night/common';
import { roleName } from './roles';
import { alive, de, hasRole, name, roleNames, rolesOf } from './queries/people';
import { boostedToday, salbatarised } from './queries/powers';
import { maire } from './queries/votes';
import { ALIVE, DEAD } from './state';
import type { Cause, NCtx, NGame } from './types';

export const CAUSE_LABEL: Record<Cause, string> = {
  loups: 'attaqué·e par les loups',
  assassin: 'tué·e par un assassin',
  sorcier: 'emporté·e par un rituel de mort',
  chasseur: 'abattu·e par un chasseur',
  bucher: 'brûlé·e au bûcher',
};

const atNight = (s: NGame) => s.clock.phase === 'night';

/** A reaction was just scheduled: at night the turns pause until it is answered. */
export function pause(ctx: NCtx): void {
  if (atNight(ctx.s)) ctx.s.rs.night.halt = true;
}

function killerLine(s: NGame, cause: Cause, by: readonly PlayerId[]): string | null {
  const who = by.map((id) => name(s, id));
  switch (cause) {
    case 'loups':
      return by.length === 1 ? `le loup ${who[0]}` : null;
    case 'assassin':
      return `${who[0]}, Assassin`;
    case 'sorcier':
      return `${who[0]}, par son rituel de Sorcier`;
    case 'chasseur':
      return `${who[0]}, Chasseur`;
    case 'bucher':
      return null;
  }
}

/** Kill a player (every death of this ruleset goes through here); false when he was already dead. */
export function kill(ctx: NCtx, id: PlayerId, cause: Cause, by: PlayerId[]): boolean {
  const s = ctx.s;
  if (!alive(s, id)) return false;
  s.rs.tick++;
  s.rs.deaths.push({
    id,
    cause,
    by,
    day: s.clock.day,
    phase: atNight(s) ? 'night' : 'deadline',
    tick: s.rs.tick,
    undone: false,
  });
  ctx.setHealth(id, DEAD, CAUSE_LABEL[cause]);
  const who = name(s, id);
  const powerless = salbatarised(s, id);
  // The Paranoïaque learns his killer, unless several wolves (003:121).
  const killer = killerLine(s, cause, by);
  if (hasRole(s, id, 'paranoiaque') && !powerless && killer)
    tell(ctx, [id], `Paranoïaque : ${who} apprend qu’il ou elle meurt par ${killer}.`, `Vous mourez : ${killer}.`);
  if (atNight(s)) {
    // The Nécromanciennes know at once who dies (003:73); with the Croque-Mort, the roles too (003:125).
    for (const n of s.order.filter(
      (x) => x !== id && alive(s, x) && hasRole(s, x, 'necromancienne') && !salbatarised(s, x),
    )) {
      const combo = hasRole(s, n, 'croque-mort');
      const roles = combo ? ` (${roleNames(rolesOf(s, id))})` : '';
      tell(
        ctx,
        [n],
        `Nécromancienne : ${name(s, n)} apprend la mort ${de(who)}${roles}.`,
        `${who} vient de mourir${roles}.`,
      );
    }
  }
  if (hasRole(s, id, 'chasseur') && !powerless) {
    ctx.react('chasseur', { id, shots: boostedToday(s, id, 'chasseur') ? 2 : 1 });
    pause(ctx);
  }
  if (hasRole(s, id, 'vengeur') && !powerless) {
    const boosted = boostedToday(s, id, 'vengeur');
    if (atNight(s)) s.rs.vengeances.push({ id, boosted });
    else ctx.react('vengeur', { id, boosted });
  }
  if (maire(s) === id) {
    if (atNight(s)) s.rs.successions.push(id);
    else ctx.react('successeur', { id });
  }
  return true;
}

/** The deaths of this night not undone, in order. */
export function nightDeaths(s: NGame): PlayerId[] {
  return s.rs.deaths.filter((d) => d.day === s.clock.day && d.phase === 'night' && !d.undone).map((d) => d.id);
}

/** Bring back a player who died this night (the Nécromancienne's potion, 003:73). */
export function resurrect(ctx: NCtx, id: PlayerId, by: PlayerId): void {
  const s = ctx.s;
  const d = [...s.rs.deaths].reverse().find((x) => x.id === id && !x.undone);
  if (!d) throw new Error(`${id} has no death to undo`);
  d.undone = true;
  ctx.setHealth(id, ALIVE, 'ramené·e à la vie');
  s.rs.successions = s.rs.successions.filter((x) => x !== id);
  s.rs.vengeances = s.rs.vengeances.filter((x) => x.id !== id);
  mj(ctx, `${name(s, by)} ramène ${name(s, id)} à la vie (${roleName('necromancienne')}).`);
}
