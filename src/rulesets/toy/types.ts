import { type Game, type OrderBook } from '../../engine';
/**
 * The toy ruleset's types, declared once: its state, its markers, its steps
 * with their arguments, its actions. Every other file reads them from here.
 */

/** The ruleset's own state (`GameState.rs`). */
export type ToyState = {
  book: OrderBook;
  lastRoll: number | null;
};

/** Each player's markers: `marque` once the Chef designated him. */
export type ToyMarkers = {
  marque: boolean;
};

/** Every step, with what it is scheduled with (`undefined`: nothing). */
export type ToySteps = {
  de: undefined;
  designer: undefined;
  annonce: { id: string };
  ordres: undefined;
};

export type ToyTypes = {
  rs: ToyState;
  markers: ToyMarkers;
  steps: ToySteps;
  actions: 'reveil';
};

export type ToyGame = Game<ToyTypes>;
