/**
 * « Pronostic »: each camp's chance to win from a game in progress, from N
 * games played on from its state by the simulator. The MJ knows every card:
 * each game starts from the true state; only what is still to come is drawn.
 * Game i reseeds the game's own generator with `${seed}-${i}` (dice and draws
 * to come) and answers with `${seed}-${i}-answers`, whoever plays it (one
 * thread, several workers, the command line), so a seed gives one figure.
 * Dice the MJ rolls by hand at the table are rolled by the simulator here.
 */
import type { AnyRuleset, GameState } from '../engine';
import { playout, type InvariantChecks } from '../engine/playout';
import type { Policy } from '../engine/policy';
import { seedRng } from '../engine/random';
import { answerCap, type PolicyId } from './games';
import { wilson } from './interval';
import { countRun, emptyRunCounts, NOBODY, type RunCounts } from './tally';

/** The seed the app uses from a state (and the command line by default): the same state, the same odds. */
export function oddsSeed(state: GameState): string {
  return `pronostic-${state.setup.seed}-${state.seq}`;
}

/** What a game played on leaves for the odds. */
export interface OddsRecord {
  index: number;
  /** Winning camps (several when personal goals add winners); empty when nobody wins. */
  camps: string[];
  finished: boolean;
  /** The clock's day when the game stopped. */
  nights: number;
  problems: string[];
}

/** The counts of a run, merged by addition (two workers' halves give one thread's counts). */
export type OddsTally = RunCounts;

/** The outcome key of games that reached the answers' cap without an end (they count in the 100 %). */
export const UNFINISHED = 'inachevée';
/** The game played on from `state` for game `index` of the run: its generator reseeded, dice rolled by the simulator. */
export function forkOf(state: GameState, seed: string, index: number): GameState {
  const setup = state.setup.handDice ? { ...state.setup, handDice: false } : state.setup;
  return { ...state, setup, rng: seedRng(`${seed}-${index}`) };
}

/**
 * Play game `index` on from `state`. Its invariants are checked on its last
 * state by default (a broken one still counts as a problem, with the game's
 * index); after every answer with `'every'` (the property tests).
 */
export function playOddsGame(
  rules: AnyRuleset,
  state: GameState,
  seed: string,
  index: number,
  policy: Policy,
  invariants: InvariantChecks = 'end',
): OddsRecord {
  const from = forkOf(state, seed, index);
  try {
    const r = playout(rules, from.setup, `${seed}-${index}-answers`, answerCap(state.order.length), {
      policy,
      fast: true,
      // Only the game's parts are read, never its log's text.
      simulated: true,
      from,
      invariants,
    });
    const s = r.state;
    return {
      index,
      camps: s.ended ? [...s.ended.camps] : [],
      finished: s.ended !== null,
      nights: s.clock.day,
      problems: [...r.errors, ...r.violations],
    };
  } catch (e) {
    return { index, camps: [], finished: false, nights: state.clock.day, problems: [String(e)] };
  }
}

/** Count one game in (changes `t`); one that did not finish counts as its own outcome. */
export function countOdds(t: OddsTally, g: OddsRecord): void {
  countRun(t, g, g.problems);
  if (!g.finished) t.outcomes[UNFINISHED] = (t.outcomes[UNFINISHED] ?? 0) + 1;
}

export interface OddsHooks {
  /** Called every `every` games with the games done so far in this slice; return false to stop. */
  progress?(done: number): boolean | void;
  every?: number;
  /** When each game's invariants are checked (`playOddsGame`): on its last state unless told `'every'`. */
  invariants?: InvariantChecks;
}

/** Plain data, deep-copied: unfrozen, as a worker receives it (structured clone). */
function thawed<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(thawed) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = thawed(v);
  return out as T;
}

/**
 * Games `from` to `to` (excluded) of a run, on this thread. The state is
 * thawed once first: a game the app holds is frozen (immer), and the
 * playouts' private copies read a frozen game about three times slower.
 */
export function runOdds(
  rules: AnyRuleset,
  state: GameState,
  seed: string,
  policy: Policy,
  from: number,
  to: number,
  hooks: OddsHooks = {},
): OddsTally {
  const tally = emptyRunCounts();
  const every = hooks.every ?? 100;
  const base = Object.isFrozen(state) ? thawed(state) : state;
  for (let i = from; i < to; i++) {
    const game = playOddsGame(rules, base, seed, i, policy, hooks.invariants);
    countOdds(tally, game);
    if ((i - from + 1) % every === 0 && hooks.progress?.(i - from + 1) === false) break;
  }
  return tally;
}

/** A chance with its 95 % interval (Wilson), rounded to 4 decimals. */
export interface Chance {
  wins: number;
  rate: number;
  low: number;
  high: number;
}

export interface OddsReport {
  games: number;
  seed: string;
  /** Who played on: `random` legal answers, or `informed` players. */
  policy: PolicyId;
  /** The call the odds start from: answers taken so far, the clock. */
  from: { seq: number; day: number; phase: string };
  finished: number;
  /** Games with an internal error or a broken invariant (there should be none). */
  problems: number;
  /** Each outcome (the winners joined with « + », `personne`, `inachevée`), most likely first: they sum to 100 %. */
  outcomes: (Chance & { key: string; camps: string[] })[];
  /** Each camp's chance to be among the winners (alone or with others). */
  camps: Record<string, Chance>;
  meanNights: number;
  samples: { game: number; problems: string[] }[];
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000;

function chance(wins: number, games: number): Chance {
  const w = wilson(wins, games);
  return { wins, rate: round4(w.rate), low: round4(w.low), high: round4(w.high) };
}

/** The report of a run's counts. */
export function oddsReport(t: OddsTally, state: GameState, seed: string, policy: PolicyId): OddsReport {
  const outcomes = Object.entries(t.outcomes)
    .map(([key, wins]) => ({
      key,
      camps: key === NOBODY || key === UNFINISHED ? [] : key.split('+'),
      ...chance(wins, t.games),
    }))
    .sort((a, b) => b.wins - a.wins || (a.key < b.key ? -1 : 1));
  const camps: Record<string, Chance> = {};
  for (const camp of Object.keys(t.wins).sort()) camps[camp] = chance(t.wins[camp]!, t.games);
  return {
    games: t.games,
    seed,
    policy,
    from: { seq: state.seq, day: state.clock.day, phase: state.clock.phase },
    finished: t.finished,
    problems: t.withProblems,
    outcomes,
    camps,
    meanNights: t.games ? Math.round((t.nightsTotal / t.games) * 100) / 100 : 0,
    samples: t.samples.map((s) => ({ game: s.index, problems: s.problems })),
  };
}

/** The odds from `state`: `games` games played on, on this thread. */
export function odds(
  rules: AnyRuleset,
  state: GameState,
  args: { games: number; seed: string; policy: PolicyId; invariants?: InvariantChecks },
  policy: Policy,
): OddsReport {
  const tally = runOdds(rules, state, args.seed, policy, 0, args.games, { invariants: args.invariants });
  return oddsReport(tally, state, args.seed, args.policy);
}
