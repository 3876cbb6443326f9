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
   * games ahead and the worker keeps them; a run's slice with the same mark
   * counts those it holds instead of playing them again.
   */
  reuse?: number;
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
  /** A slice's counts, and how many of its games the worker's warm-up had played (`OddsJob.reuse`). */
  | FromGamesWorker<{ tally: OddsTally; reused: number }>
  /** A point of the evolution, as soon as it is computed (kept even if the run is then stopped). */
  | { type: 'point'; id: number; point: OddsPointData }
  /** The evolution, once every point is known. */
  | { type: 'evolved'; id: number; evolution: EvolutionData };
