/**
 * « Équilibrer »: from the cards chosen, the nearby compositions (one card
 * swapped for another; a card added in place of a plain villager; a card
 * removed, a plain villager taking its place), the one whose village wins
 * closest to half the games. Sequential halving on intervals: every
 * candidate is played a few games, then four times as many, and so on; after
 * each round a candidate whose interval says it cannot win is dropped, and at
 * most a share goes on (a quarter). A candidate's later rounds go on from the
 * games it has played (game i of a composition is always the same game). The
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
  /** The share of the changes still in the race that may go on after a round, at most (the intervals may drop more). */
  share: number;
}

/** Rounds quadrupling the games while at most a quarter of the field goes on: each round costs about the same. */
export const DEFAULT_PLAN: SearchPlan = { rounds: [30, 120, 480, 2000], keep: 3, share: 0.25 };

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
 * interval says it cannot win (another composition, the start included, is
 * surely closer to 50 %), and at most `share` of them go on (the closest, the
 * earlier on a tie), never fewer than `keep` (the finalists shown).
 */
export function survivors(start: Scored, field: Scored[], keep: number, share: number): Scored[] {
  const reaches = field.map(reach);
  const closest = Math.min(reach(start).far, ...reaches.map((r) => r.far));
  const ranked = field
    .map((s, i) => ({ s, i, out: reaches[i]!.near > closest }))
    .sort((a, b) => Number(a.out) - Number(b.out) || a.s.distance - b.s.distance || a.i - b.i);
  const alive = ranked.filter((r) => !r.out).length;
  const room = Math.min(field.length, Math.max(keep, Math.min(alive, Math.ceil(field.length * share))));
  return ranked
    .slice(0, room)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s);
}

/** The games still in the plan after `round`, with `n` changes in the race (the field shrinking as it may). */
function planned({ rounds, keep, share }: SearchPlan, round: number, n: number): number {
  let total = 0;
  let size = n;
  for (let r = round + 1; r < rounds.length; r++) {
    if (r > round + 1) size = Math.min(size, Math.max(keep, Math.ceil(size * share)));
    total += (size + 1) * (rounds[r]! - rounds[r - 1]!);
  }
  return total;
}

export interface SearchHooks {
  /** Gets the games played so far and the total planned (it shrinks as changes are dropped); false stops. */
  progress?: (done: number, total: number) => boolean | void;
  /**
   * The counts of games 0 to m of these cards already played, for the
   * largest m kept that is at most `games` (a run of the cards chosen, games
   * played ahead, an earlier search): the search goes on from there. Capped
   * at the round's games, so that every change is judged after a round on
   * exactly that round's games, and the answer is the one given without
   * them (the screen lets the start count its run on screen whole).
   */
  known?: (cards: string[], games: number) => { wins: number; games: number } | undefined;
}

/** One round of the search: the games it asks for, and the progress before them. */
export interface Round {
  requests: Request[];
  done: number;
  total: number;
}

/**
 * The search, round by round: yields each round's requests (with the
 * progress so far) and takes their results, one per request; returns the
 * answer. `equilibrate` plays it; `nextRequests` walks it over the games
 * already known, without playing any.
 */
function* searchRounds(
  start: Candidate,
  candidates: Candidate[],
  plan: SearchPlan,
  known: SearchHooks['known'],
): Generator<Round, SearchResult, { wins: number; games: number }[]> {
  const { rounds, keep } = plan;
  let done = 0;
  // A composition with the games known up to `games` (never fewer than it has).
  const upTo = (c: Candidate, had: Scored | null, games: number): Scored => {
    const k = known?.(c.cards, games);
    return k && k.games > (had?.games ?? -1) ? score(c, k.wins, k.games) : (had ?? score(c, 0, 0));
  };
  let first = upTo(start, null, rounds[0]!);
  let field: Scored[] = candidates.map((c) => upTo(c, null, rounds[0]!));
  const after = Math.min(candidates.length, Math.max(keep, Math.ceil(candidates.length * plan.share)));
  let total = (candidates.length + 1) * rounds[0]! + planned(plan, 0, after);
  for (let r = 0; r < rounds.length; r++) {
    const games = rounds[r]!;
    const racing = [first, ...field].map((c) => upTo(c, c, games));
    // A composition already past this round's games (played before the search) plays none.
    const results = yield {
      requests: racing.map((c) => ({ cards: c.cards, from: c.games, to: Math.max(c.games, games) })),
      done,
      total,
    };
    racing.forEach((c) => (done += Math.max(0, games - c.games)));
    const next = racing.map((c, i) => score(c, c.wins + results[i]!.wins, c.games + results[i]!.games));
    first = next[0]!;
    field = r === rounds.length - 1 ? next.slice(1) : survivors(first, next.slice(1), keep, plan.share);
    total = done + planned(plan, r, field.length);
  }
  field.sort((a, b) => a.distance - b.distance);
  // The start first: a change only wins when strictly closer (the sort is stable).
  const best = [first, ...field.slice(0, keep)].sort((a, b) => a.distance - b.distance);
  return { start: first, best, tried: candidates.length, played: done };
}

/**
 * Search the neighbours of `start` for the village's rate closest to 50 %.
 * Each round plays the start and every change still in the race up to the
 * round's games, all in one batch, each from the games it has already
 * played (`known`: a run of the cards chosen, games played ahead, an earlier
 * search).
 */
export async function equilibrate(
  start: Candidate,
  candidates: Candidate[],
  evaluate: Evaluate,
  plan: SearchPlan = DEFAULT_PLAN,
  hooks: SearchHooks = {},
): Promise<SearchResult | null> {
  const { progress } = hooks;
  const search = searchRounds(start, candidates, plan, hooks.known);
  let step = search.next();
  while (!step.done) {
    // The plan before any game, so that the bar has a total from the start; then after each round.
    if (progress?.(step.value.done, step.value.total) === false) return null;
    step = search.next(await evaluate(step.value.requests));
  }
  if (progress?.(step.value.played, step.value.played) === false) return null;
  return step.value;
}

/**
 * The games the search would play next, given those already known (`known`),
 * none played here: the round where some composition still lacks games, and
 * those games; none once the whole answer is known. What « Équilibrer » plays
 * ahead while the MJ reads the results: the same search, so the same answer.
 */
export function nextRequests(
  start: Candidate,
  candidates: Candidate[],
  known: NonNullable<SearchHooks['known']>,
  plan: SearchPlan = DEFAULT_PLAN,
): Request[] {
  const search = searchRounds(start, candidates, plan, known);
  let step = search.next();
  while (!step.done) {
    const missing = step.value.requests.filter((r) => r.to > r.from);
    if (missing.length > 0) return missing;
    step = search.next(step.value.requests.map(() => ({ wins: 0, games: 0 })));
  }
  return [];
}
