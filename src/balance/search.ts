/**
 * « Équilibrer »: from the cards chosen, the nearby compositions (one card
 * swapped for another; a card added in place of a plain villager; a card
 * removed, a plain villager taking its place), the one whose village wins
 * closest to half the games. Sequential halving on intervals: every
 * candidate is played a few games, then twice as many, and so on; after each
 * round a candidate whose interval says it cannot be a finalist is dropped,
 * and at most half go on. A candidate's later rounds go on from the games it
 * has played (game i of a composition is always the same game). The
 * finalists are played as long as the starting cards, so they are compared
 * on equal terms; all the games of a round are asked for at once, so that
 * every worker has some.
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

/** Games `from` to `to` (excluded) of a composition. */
export interface Request {
  cards: string[];
  from: number;
  to: number;
}

/**
 * Play every request at once (all the workers busy, whatever the composition):
 * for each, in order, how many games the village won, of how many.
 */
export type Evaluate = (requests: Request[]) => Promise<{ wins: number; games: number }[]>;

export interface Scored extends Candidate {
  wins: number;
  games: number;
  rate: Interval;
  /** How far from half the village's rate is. */
  distance: number;
}

export interface SearchPlan {
  /** Games each composition still in the race has played after each round (cumulative), the last being the finalists'. */
  rounds: number[];
  /** How many changes are kept to the end (the finalists shown besides the cards chosen), at least. */
  keep: number;
}

/** Rounds doubling the games, so that each round costs about the same while the field halves. */
export const DEFAULT_PLAN: SearchPlan = { rounds: [40, 80, 160, 320, 640, 1280, 2000], keep: 3 };

/**
 * z of the intervals that drop a composition: 99 % rather than 95 %, since
 * about a hundred compositions are judged after each of several rounds, and
 * a finalist wrongly dropped is never seen again.
 */
export const Z_DROP = 2.5758293035489;

export interface SearchResult {
  start: Scored;
  /** The finalists, the closest to 50 % first (the start among them when nothing beats it). */
  best: Scored[];
  /** Candidates tried in the first round. */
  tried: number;
  /** Games played in all (each game once: a composition's later rounds go on from where it stopped). */
  played: number;
}

const score = (c: Candidate, wins: number, games: number): Scored => {
  const rate = wilson(wins, games);
  return { ...c, wins, games, rate, distance: Math.abs(rate.rate - 0.5) };
};

/** The distance to 50 % a composition's interval allows: at best, at worst. */
function reach(s: Scored): { near: number; far: number } {
  const { low, high } = wilson(s.wins, s.games, Z_DROP);
  const near = low > 0.5 ? low - 0.5 : high < 0.5 ? 0.5 - high : 0;
  return { near, far: Math.max(Math.abs(low - 0.5), Math.abs(high - 0.5)) };
}

/**
 * The changes still in the race after a round: a change goes as soon as its
 * interval says it cannot be among the `keep` closest (that many others are
 * surely closer, the start counting as one), and at most half of them go on
 * (the closest, the earlier on a tie), never fewer than `keep`.
 */
export function survivors(start: Scored, field: Scored[], keep: number): Scored[] {
  const reaches = field.map(reach);
  const fars = [reach(start).far, ...reaches.map((r) => r.far)].sort((a, b) => a - b);
  // Strictly closer than `near` at worst: `keep` of those (besides itself, whose far ≥ near) make it hopeless.
  const hopeless = (near: number) => fars.filter((f) => f < near).length >= keep;
  const ranked = field
    .map((s, i) => ({ s, i, out: hopeless(reaches[i]!.near) }))
    .sort((a, b) => Number(a.out) - Number(b.out) || a.s.distance - b.s.distance || a.i - b.i);
  const alive = ranked.filter((r) => !r.out).length;
  const room = Math.min(field.length, Math.max(keep, Math.min(alive, Math.ceil(field.length / 2))));
  return ranked
    .slice(0, room)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s);
}

/** The games still in the plan after `round`, with `n` changes in the race (the field halving each round at most). */
function planned(rounds: number[], round: number, n: number, keep: number): number {
  let total = 0;
  let size = n;
  for (let r = round + 1; r < rounds.length; r++) {
    size = Math.min(size, Math.max(keep, Math.ceil(size / 2)));
    total += (size + 1) * (rounds[r]! - rounds[r - 1]!);
  }
  return total;
}

/**
 * Search the neighbours of `start` for the village's rate closest to 50 %.
 * Each round plays the start and every change still in the race up to the
 * round's games, all in one batch; `progress` gets the games played so far
 * and the total planned (it shrinks as changes are dropped); returning false
 * stops.
 */
export async function equilibrate(
  start: Candidate,
  candidates: Candidate[],
  evaluate: Evaluate,
  plan: SearchPlan = DEFAULT_PLAN,
  progress?: (done: number, total: number) => boolean | void,
): Promise<SearchResult | null> {
  const { rounds, keep } = plan;
  let done = 0;
  let first = score(start, 0, 0);
  let field: Scored[] = candidates.map((c) => score(c, 0, 0));
  let total = (candidates.length + 1) * rounds[0]! + planned(rounds, 0, candidates.length, keep);
  // The plan before any game, so that the bar has a total from the start.
  if (progress?.(0, total) === false) return null;
  for (let r = 0; r < rounds.length; r++) {
    const games = rounds[r]!;
    const racing = [first, ...field];
    const results = await evaluate(racing.map((c) => ({ cards: c.cards, from: c.games, to: games })));
    racing.forEach((c) => (done += games - c.games));
    const next = racing.map((c, i) => score(c, c.wins + results[i]!.wins, c.games + results[i]!.games));
    first = next[0]!;
    field = r === rounds.length - 1 ? next.slice(1) : survivors(first, next.slice(1), keep);
    total = done + planned(rounds, r, field.length, keep);
    if (progress?.(done, total) === false) return null;
  }
  field.sort((a, b) => a.distance - b.distance);
  // The start first: a change only wins when strictly closer (the sort is stable).
  const best = [first, ...field.slice(0, keep)].sort((a, b) => a.distance - b.distance);
  return { start: first, best, tried: candidates.length, played: done };
}
