/**
 * A stop filter (Quinte-bourg's and its revision's `mayStop`) restates the
 * stop conditions in counts: it must never say « no » where a condition
 * holds. Checked at every state of random games (`fastCase`: 4 to 40
 * players, random cards, invoked actions), replayed through immer.
 */
import { expect } from 'vitest';
import { applyWith, IMMER } from '../../src/engine/apply';
import { startGame, type AnyRuleset, type GameState, type Options } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { fastCase } from '../engine/fast-support';

/** The states where a condition held: the caller checks there were some (each game's end at least). */
export function checkStopFilter<S extends GameState>(
  rules: AnyRuleset,
  games: number,
  options: Options,
  mayStop: (s: S) => boolean,
  conditionMet: (s: S) => unknown,
): number {
  let held = 0;
  for (let i = 0; i < games; i++) {
    const { setup, invokeRate } = fastCase(rules, i, options);
    const { answers } = playout(rules, setup, `stop/${i}`, 2000, { invokeRate, fast: true, simulated: true });
    const started = startGame(rules, setup);
    if (!started.ok) throw new Error(started.error);
    let s = started.value.state as S;
    for (const answer of answers) {
      const met = conditionMet(s);
      if (met !== null) held++;
      expect({ game: i, seq: s.seq, filter: mayStop(s) || met === null }).toEqual({
        game: i,
        seq: s.seq,
        filter: true,
      });
      const res = applyWith(IMMER, rules, s, answer);
      if (res.kind !== 'accepted') throw new Error(`game ${i}: ${res.kind}`);
      s = res.state as S;
    }
  }
  return held;
}
