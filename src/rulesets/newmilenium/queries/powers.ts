/**
 * Whether a player may use his powers now, what he has left, and the
 * Sympathique's gifts in force (003:75, 95-117).
 */
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import type { Boost, NGame, RoleId, UseKey } from '../types';
import { absent, alive, present } from './people';

/** Salbatarised: no power this night nor the following day (003:75). Night N and day N share the number N. */
export function salbatarised(s: NGame, id: PlayerId): boolean {
  const at = playerRead(s.players, id).markers.salbatarise;
  return at !== undefined && at === s.clock.day && s.clock.phase !== 'setup';
}

/** Present and not salbatarised. */
export function canAct(s: NGame, id: PlayerId): boolean {
  return present(s, id) && !salbatarised(s, id);
}

/** Why a player's order of the night does nothing, for the MJ's log: dead, away, or his powers taken by the Salbatar. */
export function whyIdle(s: NGame, id: PlayerId): string {
  if (!alive(s, id)) return 'est mort·e';
  if (absent(s, id)) return 'est absent·e';
  return 'a perdu ses pouvoirs';
}

/**
 * The uses and the gifts are read as they stand (`asItStands`): inside a
 * playout's resolution, reading through `s.rs` would copy every player's
 * record for one number; a write goes through `s.rs`, which keeps its copy
 * in the record as it stands, so a read after a write sees it.
 */
export function usesLeft(s: NGame, id: PlayerId, key: UseKey): number {
  return asItStands(s.rs).uses[id]?.[key] ?? 0;
}

function boostOf(s: NGame, id: PlayerId, role: RoleId, day: number): Boost | undefined {
  return (asItStands(s.rs).boosts[id] ?? []).find((b) => b.role === role && b.day === day);
}

/** A gift valid « ce jour-ci » (Meneur, Institutrice, Chasseur, Vengeur, Lâche): given today. */
export function boostedToday(s: NGame, id: PlayerId, role: RoleId): boolean {
  return boostOf(s, id, role, s.clock.day) !== undefined;
}

/**
 * A gift valid « la nuit prochaine » (Voyante, Salvateur, Salbatar, Corbeau,
 * Araignée) or until the next day (Croque-Mort): given the day before this
 * night, or the day before this dawn.
 */
export function boostedTonight(s: NGame, id: PlayerId, role: RoleId): boolean {
  return boostOf(s, id, role, s.clock.day - 1) !== undefined;
}

/** The Détective's gift waits for his next investigation (003:108). */
export function boostedDetective(s: NGame, id: PlayerId): boolean {
  return (asItStands(s.rs).boosts[id] ?? []).some((b) => b.role === 'detective');
}
