/**
 * « Équilibrer »: from the cards chosen, the nearby compositions (one card
 * swapped for another; a card added in place of a plain villager; a card
 * removed, a plain villager taking its place), the one whose village wins
 * closest to half the games. Successive halving: every candidate is played
 * a few games, the best quarter more, and so on; the finalists are played
 * as long as the starting cards, so they are compared on equal terms.
 */
import { roleName, type AnyRuleset, type Options } from '../engine';
import { fillerCard, fits } from './compositions';
import { wilson, type Interval } from './interval';

export type Change =
  | { kind: 'swap'; out: string; in: string }
  /** A plain villager gives way to `card`. */
  | { kind: 'add'; card: string }
  /** `card` gives way to a plain villager. */
  | { kind: 'remove'; card: string };

export interface Candidate {
  cards: string[];
  /** null: the cards the MJ chose. */
  change: Change | null;
}

const key = (cards: readonly string[]): string => [...cards].sort().join('|');

/** Every composition one change away from `cards` that the ruleset's setup checks accept. */
export function neighbours(
  rules: AnyRuleset,
  players: number,
  options: Options,
  cards: readonly string[],
): Candidate[] {
  const filler = fillerCard(rules, players);
  const seen = new Set([key(cards)]);
  const out: Candidate[] = [];
  for (const leaving of new Set(cards)) {
    for (const role of rules.roles) {
      if (role.id === leaving) continue;
      const next = [...cards];
      next[next.indexOf(leaving)] = role.id;
      const k = key(next);
      if (seen.has(k) || !fits(rules, players, options, next)) continue;
      seen.add(k);
      const change: Change =
        leaving === filler
          ? { kind: 'add', card: role.id }
          : role.id === filler
            ? { kind: 'remove', card: leaving }
            : { kind: 'swap', out: leaving, in: role.id };
      out.push({ cards: next, change });
    }
  }
  return out;
}

/** The MJ's words for a change (« Voyante → Chasseur », « + Sorcière », « − Ancien »). */
export function describeChange(rules: AnyRuleset, change: Change | null): string {
  if (change === null) return 'Les cartes choisies';
  if (change.kind === 'add') return `+ ${roleName(rules, change.card)} (à la place d’un simple villageois)`;
  if (change.kind === 'remove') return `− ${roleName(rules, change.card)} (un simple villageois à sa place)`;
  return `${roleName(rules, change.out)} → ${roleName(rules, change.in)}`;
}

/** Games `from` to `to` (excluded) of a composition: how many the village won, of how many. */
export type Evaluate = (cards: string[], from: number, to: number) => Promise<{ wins: number; games: number }>;

export interface Scored extends Candidate {
  wins: number;
  games: number;
  rate: Interval;
  /** How far from half the village's rate is. */
  distance: number;
}

export interface SearchPlan {
  /** Games each candidate plays in each round (cumulative), the last being the finalists'. */
  rounds: number[];
  /** How many candidates go on to the next round, at least. */
  keep: number;
}

export const DEFAULT_PLAN: SearchPlan = { rounds: [40, 160, 640, 2000], keep: 3 };

export interface SearchResult {
  start: Scored;
  /** The finalists, the closest to 50 % first (the start among them when nothing beats it). */
  best: Scored[];
  /** Candidates tried in the first round. */
  tried: number;
}

const score = (c: Candidate, wins: number, games: number): Scored => {
  const rate = wilson(wins, games);
  return { ...c, wins, games, rate, distance: Math.abs(rate.rate - 0.5) };
};

/**
 * Search the neighbours of `start` for the village's rate closest to 50 %.
 * `progress` gets the games played so far and the total planned (it grows
 * little: later rounds are planned from the start); returning false stops.
 */
export async function equilibrate(
  start: Candidate,
  candidates: Candidate[],
  evaluate: Evaluate,
  plan: SearchPlan = DEFAULT_PLAN,
  progress?: (done: number, total: number) => boolean | void,
): Promise<SearchResult | null> {
  const rounds = plan.rounds;
  const last = rounds[rounds.length - 1]!;
  let total = last;
  let size = candidates.length;
  for (let r = 0; r < rounds.length; r++) {
    total += size * (rounds[r]! - (rounds[r - 1] ?? 0));
    size = Math.min(size, Math.max(plan.keep, Math.ceil(size / 4)));
  }
  let done = 0;
  const play = async (
    c: Scored | Candidate,
    from: number,
    to: number,
    before = { wins: 0, games: 0 },
  ): Promise<Scored | null> => {
    const r = await evaluate(c.cards, from, to);
    done += to - from;
    if (progress?.(done, total) === false) return null;
    return score(c, before.wins + r.wins, before.games + r.games);
  };
  const startScore = await play(start, 0, last);
  if (!startScore) return null;
  let pool: Scored[] = candidates.map((c) => score(c, 0, 0));
  let played = 0;
  for (const games of rounds) {
    const next: Scored[] = [];
    for (const c of pool) {
      const s = await play(c, played, games, c);
      if (!s) return null;
      next.push(s);
    }
    played = games;
    next.sort((a, b) => a.distance - b.distance);
    pool = next.slice(0, Math.max(plan.keep, Math.ceil(next.length / 4)));
  }
  // The start first: a change only wins when strictly closer (the sort is stable).
  const best = [startScore, ...pool.slice(0, plan.keep)].sort((a, b) => a.distance - b.distance);
  return { start: startScore, best, tried: candidates.length };
}
