/** What the « Pronostic » screen and its workers say to each other. */
import type { Answer, GameSetup, GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import type { OddsTally } from '../../balance/odds';
import type { EvolutionData, OddsPointData } from '../../storage/odds-schema';
import type { FromGamesWorker, ToGamesWorker } from '../lib/workers';

/** Games `from` to `to` (excluded) played on from `state`. */
export interface OddsJob {
  state: GameState;
  seed: string;
  policy: PolicyId;
  from: number;
  to: number;
  /**
   * A warm-up's mark (`OddsPool.warm`): a warm-up with one plays these very
   * games ahead, from `from` on, and the worker keeps their counts (`Kept`);
   * the same mark again goes on after them.
   */
  reuse?: number;
}

/**
 * What a worker's marked warm-up has played: games `from` to `from + played`
 * of its job, counted, as the reply to each warm-up (the one a tap sends with
 * no time is the final word: the run plays only the games after them).
 */
export interface Kept {
  mark: number;
  played: number;
  tally: OddsTally;
}

/**
 * The background run of « Évolution », whole in the worker: it replays the
 * game from its answers, finds the dawns and days, and plays on from each
 * point not yet `known` (the main thread only posts this and stores).
 */
export interface EvolutionWork {
  setup: GameSetup;
  answers: Answer[];
  known: OddsPointData[];
  games: number;
  policy: PolicyId;
}

export type ToOddsWorker = ToGamesWorker<OddsJob> | { type: 'evolution'; id: number; job: EvolutionWork };

export type FromOddsWorker =
  /** A slice's counts; a warm-up's end with the counts it kept. */
  | FromGamesWorker<{ tally: OddsTally }, Kept>
  /** A point of the evolution, as soon as it is computed (kept even if the run is then stopped). */
  | { type: 'point'; id: number; point: OddsPointData }
  /** The evolution, once every point is known. */
  | { type: 'evolved'; id: number; evolution: EvolutionData };
