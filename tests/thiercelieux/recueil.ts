/**
 * Shared set-up for the recueil's scenario tests: no Capitaine unless a test
 * wants one, so that the random election does not steer a scenario.
 */
import type { Options } from '../../src/engine';
import { Village } from './fixtures';

/** A table of `cards` (seat by seat); `extra`: the centre cards (Voleur); `seed`: pins the dice and draws. */
export function table(cards: string[], options: Options = {}, more: { extra?: string[]; seed?: string } = {}): Village {
  return new Village({ cards, options: { electionCapitaine: 'sans', ...options }, ...more });
}
