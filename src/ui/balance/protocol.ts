/** What the balance lab's page and its workers say to each other. */
import type { BalanceSetup, GameRecord } from '../../balance/games';
import type { Tally } from '../../balance/tally';

/** Games `from` to `to` (excluded) of a run. */
export interface Job {
  setup: BalanceSetup;
  from: number;
  to: number;
  /** Keep each game's record (the one-line-per-game CSV). */
  records: boolean;
}

export type ToWorker = { type: 'run'; id: number; job: Job };

export type FromWorker =
  /** Games of job `id` played so far. */
  | { type: 'progress'; id: number; done: number }
  | { type: 'done'; id: number; tally: Tally; records: GameRecord[] }
  | { type: 'error'; id: number; message: string };
