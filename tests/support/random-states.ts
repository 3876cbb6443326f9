/**
 * Every state of random games (`fastCase`: 4 to 40 players, random cards,
 * invoked actions), replayed through immer: for a property asked of each
 * state in turn (a shortcut against the list it stands for, a filter against
 * the conditions it restates).
 */
import { applyWith, IMMER } from '../../src/engine/apply';
import { startGame, type AnyRuleset, type GameState, type Options } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { fastCase } from '../engine/fast-support';

/** Games 0 to `games` (excluded) with `options` fixed, each state handed to `visit` before its answer is applied. */
export function eachRandomState<S extends GameState>(
  rules: AnyRuleset,
  games: number,
  options: Options,
  tag: string,
  visit: (s: S, game: number) => void,
): void {
  for (let i = 0; i < games; i++) {
    const { setup, invokeRate } = fastCase(rules, i, options);
    const { answers } = playout(rules, setup, `${tag}/${i}`, 2000, { invokeRate, fast: true, simulated: true });
    const started = startGame(rules, setup);
    if (!started.ok) throw new Error(started.error);
    let s = started.value.state as S;
    for (const answer of answers) {
      visit(s, i);
      const res = applyWith(IMMER, rules, s, answer);
      if (res.kind !== 'accepted') throw new Error(`game ${i}: ${res.kind}`);
      s = res.state as S;
    }
  }
}
