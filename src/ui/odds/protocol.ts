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
  | FromGamesWorker<{ tally: OddsTally }>
  /** A point of the evolution, as soon as it is computed (kept even if the run is then stopped). */
  | { type: 'point'; id: number; point: OddsPointData }
  /** The evolution, once every point is known. */
  | { type: 'evolved'; id: number; evolution: EvolutionData };
