/** What the « Pronostic » screen and its workers say to each other. */
import type { GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import type { OddsTally } from '../../balance/odds';
import type { FromGamesWorker, ToGamesWorker } from '../lib/workers';

/** Games `from` to `to` (excluded) played on from `state`. */
export interface OddsJob {
  state: GameState;
  seed: string;
  policy: PolicyId;
  from: number;
  to: number;
}

export type ToOddsWorker = ToGamesWorker<OddsJob>;

export type FromOddsWorker = FromGamesWorker<{ tally: OddsTally }>;
