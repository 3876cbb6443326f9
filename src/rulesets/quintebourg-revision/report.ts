/**
 * The revision's part of a game's report (engine `report.ts`): each player's
 * coins (001:180-181), where he sleeps (the night's map once drawn, else his
 * house, or the morgue for the dead: 001:126, 192), the one-time powers of his
 * camp card with their use left (001:72-99), his camps, specialties, goals
 * and fate; and the town's own table (the treasury, the couples, the lovers,
 * the charmed, the law, the militia's protections). Raw data, for scenario
 * checks.
 */
import { playerRead, type Json, type PlayerId, type PowerUses, type RulesetReport } from '../../engine';
import { coinsOf } from '../quintebourg-family/coins';
import { homeOf } from '../quintebourg-family/pairs';
import { POWERS } from './markers';
import { house, MORGUE, placeKey, placeLabel, type Place } from './night-map/places';
import { canUse } from './common';
import { campsOf, isAlive, specialtiesOf } from './queries';
import type { RGame } from './types';

function sleeps(s: RGame, id: PlayerId): { place: string; label: string; mapped: boolean } {
  const drawn = s.rs.night.map?.[id];
  const place: Place = drawn ?? (isAlive(s, id) ? house(homeOf(s, id)) : MORGUE);
  return { place: placeKey(place), label: placeLabel(s, place), mapped: drawn !== undefined };
}

function powersOf(s: RGame, id: PlayerId): Record<string, PowerUses> | undefined {
  const out: Record<string, PowerUses> = {};
  for (const p of POWERS)
    if (playerRead(s.players, id).role === p.card)
      out[p.power] = { label: p.label, left: canUse(s, id, p.power) ? 1 : 0 };
  return Object.keys(out).length > 0 ? out : undefined;
}

export function report(s: RGame): RulesetReport {
  const rs = s.rs;
  const players: RulesetReport['players'] = {};
  for (const id of s.order) {
    const dead = rs.dead[id];
    const more: Record<string, Json> = {
      camps: [...campsOf(s, id)],
      specialties: [...specialtiesOf(s, id)],
      inherited: [...(rs.inherited[id] ?? [])],
      goals: [...(rs.goals[id] ?? [])],
      charmed: rs.charmed.includes(id),
      ...(dead ? { fate: dead.fate, turned: [...dead.turned], ...(dead.heir ? { heir: dead.heir } : {}) } : {}),
    };
    const powers = powersOf(s, id);
    players[id] = { coins: coinsOf(s, id), sleeps: sleeps(s, id), ...(powers ? { powers } : {}), more };
  }
  return {
    players,
    table: {
      treasury: {
        total: rs.coins.total,
        pot: rs.coins.pot,
        removed: rs.coins.removed,
        estates: { ...rs.coins.estates },
      },
      lovers: rs.lovers ? [...rs.lovers] : null,
      spouses: rs.spouses.map((m) => ({ pair: [...m.pair], home: m.home })),
      richest: rs.richest,
      charmed: [...rs.charmed],
      law: rs.day.law ? { by: rs.day.law.by, excluded: [...rs.day.law.excluded] } : null,
      protections: rs.protections.map((p) => ({ night: p.night, house: p.house })),
      executions: [...rs.executions],
    },
  };
}
