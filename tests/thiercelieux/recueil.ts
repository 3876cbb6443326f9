/**
 * The old set-up of the recueil's scenario tests, for the tests not moved to
 * table.ts's `recueil` yet (barred.test.ts): no Capitaine unless a test wants one.
 */
import type { Options } from '../../src/engine';
import { Village } from './fixtures';

/** A table of `cards` (seat by seat); `extra`: the centre cards (Voleur); `seed`: pins the dice and draws. */
export function table(cards: string[], options: Options = {}, more: { extra?: string[]; seed?: string } = {}): Village {
  return new Village({ cards, options: { electionCapitaine: 'sans', ...options }, ...more });
}
