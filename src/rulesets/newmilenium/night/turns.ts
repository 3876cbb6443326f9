/**
 * The night's turns, in the book's order (003:51-63): a row per role, its
 * holders by their secret numbers (003:3, 49); the wolves act as one pack;
 * the swaps are one row. Who may still act in a turn decides whom the MJ
 * asks before it (003:23).
 */
import { inNumberOrder } from '../mechanisms/order-numbers';
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import type { Kind } from '../book';
import {
  araignee,
  assassin,
  corbeau,
  detective,
  loups,
  necromancienne,
  planque,
  salbatar,
  salvateur,
  sorcier,
  voyanteNatures,
  voyanteRoles,
} from '../orders/night';
import { hasRole, isWolf, presentPlayers } from '../queries/people';
import { canAct, usesLeft } from '../queries/powers';
import type { NGame, NightTurn, Rank, RoleId, UseKey } from '../types';

export const RANKS: readonly Rank[] = [
  'planque',
  'echanges',
  'salbatar',
  'voyante',
  'sorcier',
  'salvateur',
  'loups',
  'assassin',
  'necromancienne',
  'corbeau',
  'araignee',
  'detective',
];

/** The role whose holders act in a row (the swaps, the wolves and the Assassins have none). */
const ROLE_OF: Partial<Record<Rank, RoleId>> = {
  planque: 'planque',
  salbatar: 'salbatar',
  voyante: 'voyante',
  sorcier: 'sorcier',
  salvateur: 'salvateur',
  necromancienne: 'necromancienne',
  corbeau: 'corbeau',
  araignee: 'araignee',
  detective: 'detective',
};

/** The orders each row carries out. */
export const RANK_KINDS: Record<Rank, readonly Kind[]> = {
  planque: [planque],
  echanges: [],
  salbatar: [salbatar],
  voyante: [voyanteRoles, voyanteNatures],
  sorcier: [sorcier],
  salvateur: [salvateur],
  loups: [loups],
  assassin: [assassin],
  necromancienne: [necromancienne],
  corbeau: [corbeau],
  araignee: [araignee],
  detective: [detective],
};

export const RANK_TITLE: Record<Rank, string> = {
  planque: 'Planqués',
  echanges: 'Échanges de maisons',
  salbatar: 'Salbatars',
  voyante: 'Voyantes',
  sorcier: 'Sorciers',
  salvateur: 'Salvateurs',
  loups: 'Loups',
  assassin: 'Assassins',
  necromancienne: 'Nécromanciennes',
  corbeau: 'Corbeaux',
  araignee: 'Araignées',
  detective: 'Détectives',
};

/** Uses a row spends (none: every night). */
const USE_OF: Partial<Record<Rank, UseKey>> = {
  planque: 'planque',
  sorcier: 'rituel',
  assassin: 'meurtre',
  necromancienne: 'potion',
};

/** Tonight's turns, from the players present at nightfall. */
export function nightTurns(s: NGame): NightTurn[] {
  const here = presentPlayers(s);
  const out: NightTurn[] = [];
  for (const key of RANKS) {
    const role = ROLE_OF[key];
    if (key === 'echanges') out.push({ key, actors: [] });
    else if (key === 'loups') {
      const pack = here.filter((id) => isWolf(s, id));
      if (pack.length > 0) out.push({ key, actors: pack });
    } else {
      // Read as it stands: asked inside a resolution, a read through `s.rs` would copy every role's numbers.
      const numbers = asItStands(s.rs).numbers[role ?? 'assassin'] ?? {};
      const held = here.filter((id) => (role ? hasRole(s, id, role) : playerRead(s.players, id).role === 'assassin'));
      for (const id of inNumberOrder(held, numbers)) out.push({ key, actors: [id] });
    }
  }
  return out;
}

/** Who may still act in this turn now: present, not salbatarised, with a use left (003:75). */
export function activeActors(s: NGame, turn: NightTurn): PlayerId[] {
  const use = USE_OF[turn.key];
  return turn.actors.filter((id) => canAct(s, id) && (!use || usesLeft(s, id, use) > 0));
}
