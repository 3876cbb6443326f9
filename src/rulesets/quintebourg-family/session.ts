/**
 * The Président's session and the day's law (000:503-517; 001:149-154,
 * 158-165): a special session never two days running; the Président's own
 * vote breaks a tie among the leaders; after a special session's execution,
 * the next three by votes face a tribunal, the Procureur choosing among
 * those tied for its last places; the law of the day is proposed by players
 * in the book's order of priority, tier after tier.
 */
import type { PlayerId } from '../../engine';
import { names } from './text';
import type { FamilyGame } from './types';

/** A vote's ranking: each candidate with his votes, most first. */
export type VoteRanking = readonly { id: PlayerId; votes: number }[];

/** Whether a special session may be opened today: none was yesterday (000:505, 001:149). */
export function specialAllowed(s: FamilyGame): boolean {
  return s.rs.lastSpecial !== s.clock.day - 1;
}

/** The leader the Président voted for, when one of his ballots named one of the tied (000:509, 001:151), else null. */
export function presidentsPick(
  rounds: readonly Readonly<Record<PlayerId, PlayerId | null>>[],
  president: PlayerId | null,
  leaders: readonly PlayerId[],
): PlayerId | null {
  if (!president) return null;
  return rounds.map((r) => r[president]).find((t): t is PlayerId => !!t && leaders.includes(t)) ?? null;
}

/** Who faces the tribunal: everyone ranked (`size` or fewer), or those sure of a place and those tied for the last ones, `need` to be chosen. */
export type TribunalCut = { accused: PlayerId[] } | { sure: PlayerId[]; tied: PlayerId[]; need: number };

/**
 * The tribunal after a special session's execution (000:513, 001:154): the
 * next `size` by votes among `eligible` (the ranking without the executed and
 * those a rule kept out); a tie for the last places is the Procureur's.
 */
export function tribunalCut(eligible: VoteRanking, size = 3): TribunalCut {
  if (eligible.length <= size) return { accused: eligible.map((r) => r.id) };
  const cut = eligible[size - 1]!.votes;
  const sure = eligible.filter((r) => r.votes > cut).map((r) => r.id);
  const tied = eligible.filter((r) => r.votes === cut).map((r) => r.id);
  return { sure, tied, need: size - sure.length };
}

/** One tier of the law's proposers, in the book's order (the original: the M, the Q, no post, the poorest; the revision: the last ghost, the other ghosts, no post, the poorest). */
export interface ProposerTier {
  label: string;
  ids: PlayerId[];
}

/** The MJ's notes: « 1. Les M : Ana », « 2. Les Q : personne »… */
export function proposerLines(s: FamilyGame, tiers: readonly ProposerTier[]): string[] {
  return tiers.map((t, i) => `${i + 1}. ${t.label} : ${t.ids.length > 0 ? names(s, t.ids) : 'personne'}`);
}

/** The poorest among `among` (000:517, 001:163). */
export function poorest(
  s: FamilyGame,
  among: readonly PlayerId[],
  coinsOf: (s: FamilyGame, id: PlayerId) => number,
): PlayerId[] {
  const least = Math.min(...among.map((id) => coinsOf(s, id)));
  return among.filter((id) => coinsOf(s, id) === least);
}
