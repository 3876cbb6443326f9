/**
 * The camps a player belongs to now (000_a045abd3825f1297.txt:138-155): the
 * first in the win table's order is the one he wins with; Seth looks like a
 * Reptilien and attends their meetings (000:284-289).
 */
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import { CAMP_ORDER, MATH, type CampId } from '../roles';
import type { AttackCamp, QGame } from '../types';

/** Read as it stands: asking does not copy every player's camps (`copy-on-access.ts`); never write into it. */
export function campsOf(s: QGame, id: PlayerId): readonly CampId[] {
  return asItStands(s.rs).camps[id] ?? [];
}

export function inCamp(s: QGame, id: PlayerId, camp: CampId): boolean {
  return campsOf(s, id).includes(camp);
}

/** The camp a player wins with: the first of theirs in the win table (000:151). */
export function winCamp(s: QGame, id: PlayerId): CampId {
  return campsOf(s, id)[0] ?? 'skadi';
}

export function sortCamps(camps: readonly CampId[]): CampId[] {
  return [...new Set(camps)].sort((a, b) => CAMP_ORDER.indexOf(a) - CAMP_ORDER.indexOf(b));
}

/** A Reptilien for the Reptiliens' and the village's win: members of the camp (000:144, 149). */
export function isReptilien(s: QGame, id: PlayerId): boolean {
  return inCamp(s, id, 'reptiliens');
}

/** Looks like a Reptilien: Seth is one in appearance (000:284-289). */
export function looksReptilien(s: QGame, id: PlayerId): boolean {
  return isReptilien(s, id) || playerRead(s.players, id).role === 'seth';
}

/** Takes part in the camp's meetings and attacks (Seth with the Reptiliens: 000:286). */
export function attendsCamp(s: QGame, id: PlayerId, camp: AttackCamp): boolean {
  return camp === 'reptiliens' ? looksReptilien(s, id) : inCamp(s, id, camp);
}

export function leaderOf(camp: AttackCamp): string {
  return camp === 'reptiliens' ? 'reptilienne-alpha' : MATH[camp].leader;
}
