/** What the balance lab's page and its workers say to each other. */
import type { BalanceSetup, GameRecord } from '../../balance/games';
import type { Tally } from '../../balance/tally';
import type { FromGamesWorker, ToGamesWorker } from '../lib/workers';

/** Games `from` to `to` (excluded) of a run. */
export interface Job {
  setup: BalanceSetup;
  from: number;
  to: number;
  /** Keep each game's record (the one-line-per-game CSV). */
  records: boolean;
}

export type ToWorker = ToGamesWorker<Job>;

export type FromWorker = FromGamesWorker<{ tally: Tally; records: GameRecord[] }>;
