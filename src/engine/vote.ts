/**
 * Votes and elections: weighted ballots, extra votes, ranking and ties.
 * Pure functions; rulesets decide what a tie means (captain, re-vote, draw…).
 */
import type { Ballots, Voter } from './prompts';
import type { PlayerId } from './types';

export interface Ballot {
  voter: PlayerId;
  target: PlayerId | null;
  weight: number;
}

export interface Tally {
  /** Votes received per candidate (only candidates with at least one vote). */
  counts: Record<PlayerId, number>;
  /** Candidates sorted by votes, most first (ties keep first-voted order). */
  ranking: { id: PlayerId; votes: number }[];
  /** The candidates sharing the most votes (empty when nobody got a vote). */
  leaders: PlayerId[];
  top: number;
  blank: number;
}

/** Turn a ballots answer into weighted ballots. */
export function ballotsOf(value: Ballots, voters: readonly Voter[]): Ballot[] {
  return voters.map((v) => ({ voter: v.id, target: value[v.id] ?? null, weight: v.weight }));
}

/** `n` more votes for `id`, in `ids`' order of first votes (a new candidate goes last). */
function add(ids: PlayerId[], totals: number[], id: PlayerId, n: number): void {
  const at = ids.indexOf(id);
  if (at < 0) {
    ids.push(id);
    totals.push(n);
  } else totals[at] = totals[at]! + n;
}

/** Count ballots plus extra votes (a Sac d'or, a Corbeau's two votes, an auction's bid). */
export function tally(ballots: readonly Ballot[], extra?: Record<PlayerId, number>): Tally {
  // Votes per candidate in two lists, in first-voted order (as the ranking's ties want), the record built once at
  // the end: a vote names a dozen candidates at most, and a pass over them cost less than a Map made per vote.
  // No helper closure for adding: a tally runs after every vote of every simulated game.
  const ids: PlayerId[] = [];
  const totals: number[] = [];
  let blank = 0;
  for (const b of ballots) {
    if (b.target === null) blank += b.weight;
    else if (b.weight !== 0) add(ids, totals, b.target, b.weight);
  }
  if (extra !== undefined)
    for (const id in extra) {
      const n = extra[id]!;
      if (n !== 0) add(ids, totals, id, n);
    }
  // A record without prototype is a dictionary from the start: a plain `{}` given the candidates' ids in each
  // vote's own order made V8 build a new hidden class per key per order (most of a tally's time, and garbage).
  // Its keys keep the same order, so the events' data read and serialise the same.
  const counts = Object.create(null) as Record<PlayerId, number>;
  const ranking: { id: PlayerId; votes: number }[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const n = totals[i]!;
    counts[id] = n;
    if (n <= 0) continue;
    // Insertion in place, most votes first, after those with as many (the stable order a sort by votes gives).
    const entry = { id, votes: n };
    let at = ranking.length;
    ranking.push(entry);
    for (; at > 0 && ranking[at - 1]!.votes < n; at--) ranking[at] = ranking[at - 1]!;
    ranking[at] = entry;
  }
  const top = ranking.length > 0 ? ranking[0]!.votes : 0;
  const leaders: PlayerId[] = [];
  for (const r of ranking) {
    if (r.votes !== top) break;
    leaders.push(r.id);
  }
  return { counts, ranking, leaders, top, blank };
}

/** The candidates tied at rank `place` (0 = first), after removing `excluded`. */
export function tiedAt(t: Tally, place: number, excluded: readonly PlayerId[] = []): PlayerId[] {
  const levels = [...new Set(t.ranking.filter((r) => !excluded.includes(r.id)).map((r) => r.votes))];
  const level = levels[place];
  if (level === undefined) return [];
  return t.ranking.filter((r) => r.votes === level && !excluded.includes(r.id)).map((r) => r.id);
}

/** "Paul (3), Léa (3), Marc (1) — 2 blancs" */
export function describeTally(t: Tally, name: (id: PlayerId) => string): string {
  const parts = t.ranking.map((r) => `${name(r.id)} (${r.votes})`);
  const text = parts.length > 0 ? parts.join(', ') : 'aucune voix';
  return t.blank > 0 ? `${text} — ${t.blank} blanc${t.blank > 1 ? 's' : ''}` : text;
}
