/**
 * Shared set-up for the recueil's scenario tests: no Capitaine unless a test
 * wants one, so that the random election does not steer a scenario.
 */
import type { Options } from '../../src/engine';
import { Table } from './driver';

export function table(cards: string[], options: Options = {}, spare: string[] = [], seed = 'test'): Table {
  return new Table(cards, { electionCapitaine: 'sans', ...options }, spare, seed);
}

export { Table };
