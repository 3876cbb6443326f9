/** The toy's starting state and the queries its steps share. */
import { emptyBook, type PlayerId, playerIn } from '../../engine';
import type { ToyGame, ToyState } from './types';

export function initialState(): ToyState {
  return { book: emptyBook(), lastRoll: null };
}

/** Living players, in seating order. */
export const living = (s: ToyGame): PlayerId[] => s.order.filter((id) => playerIn(s.players, id).health === 'vivant');

/** Who holds the Chef card. */
export const chef = (s: ToyGame): PlayerId => s.order.find((id) => playerIn(s.players, id).role === 'chef')!;
