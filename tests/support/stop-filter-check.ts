/**
 * A stop filter (Quinte-bourg's and its revision's `mayStop`) restates the
 * stop conditions in counts: it must never say « no » where a condition
 * holds. Checked at every state of random games (`fastCase`: 4 to 40
 * players, random cards, invoked actions), replayed through immer.
 */
import { expect } from 'vitest';
import type { AnyRuleset, GameState, Options } from '../../src/engine';
import { eachRandomState } from './random-states';

/** The states where a condition held: the caller checks there were some (each game's end at least). */
export function checkStopFilter<S extends GameState>(
  rules: AnyRuleset,
  games: number,
  options: Options,
  mayStop: (s: S) => boolean,
  conditionMet: (s: S) => unknown,
): number {
  let held = 0;
  eachRandomState<S>(rules, games, options, 'stop', (s, i) => {
    const met = conditionMet(s);
    if (met !== null) held++;
    expect({ game: i, seq: s.seq, filter: mayStop(s) || met === null }).toEqual({
      game: i,
      seq: s.seq,
      filter: true,
    });
  });
  return held;
}
