/** What the « Pronostic » screen and its workers say to each other. */
import type { GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import type { OddsTally } from '../../balance/odds';

/** Games `from` to `to` (excluded) played on from `state`. */
export interface OddsJob {
  state: GameState;
  seed: string;
  policy: PolicyId;
  from: number;
  to: number;
}

export type ToOddsWorker = { type: 'run'; id: number; job: OddsJob };

export type FromOddsWorker =
  | { type: 'progress'; id: number; done: number }
  | { type: 'done'; id: number; tally: OddsTally }
  | { type: 'error'; id: number; message: string };
