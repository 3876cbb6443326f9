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
  /**
   * A warm-up's mark (`Pool.ahead`): a warm-up with one plays these very
   * games ahead, from `from` on, and the worker keeps their counts and
   * records (`Kept`); the same mark again goes on after them.
   */
  reuse?: number;
  /** The run's last word to a marked warm-up: its reply carries the records kept (else only the counts). */
  handOver?: boolean;
}

/**
 * What a worker's marked warm-up has played: games `from` to `from + played`
 * of its job, counted, as the reply to each warm-up; their records only in
 * the reply to the run's last word (`Job.handOver`), which the run reads to
 * play only the games after them.
 */
export interface Kept {
  mark: number;
  played: number;
  tally: Tally;
  records?: GameRecord[];
}

export type ToWorker = ToGamesWorker<Job>;

export type FromWorker = FromGamesWorker<{ tally: Tally; records: GameRecord[] }, Kept>;
