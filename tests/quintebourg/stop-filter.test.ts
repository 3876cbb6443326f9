/**
 * `mayStop` (stop-filter.ts) counts the table once and rules out the states
 * where no stop condition can hold, before `stopReason` asks each condition
 * (000:159-164). It restates those conditions in counts, so it must never say
 * « no » where a condition holds: checked at every state of random games, the
 * three modes, 4 to 40 players, random cards and invoked actions.
 */
import { describe, expect, it } from 'vitest';
import { applyWith, IMMER } from '../../src/engine/apply';
import { startGame } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { loadRuleset } from '../../src/rulesets/registry';
import { mayStop } from '../../src/rulesets/quintebourg/stop-filter';
import { conditionMet } from '../../src/rulesets/quintebourg/win';
import type { QGame } from '../../src/rulesets/quintebourg/types';
import { fastCase } from '../engine/fast-support';

const rules = await loadRuleset('quintebourg');
const GAMES = process.env.VEILLEUR_LONG ? 600 : 60;

describe('the stop filter', () => {
  for (const mode of ['V', 'M', 'E']) {
    it(`mode ${mode}: never rules out a state where a stop condition holds (000:159-164)`, () => {
      let held = 0;
      for (let i = 0; i < GAMES; i++) {
        const { setup, invokeRate } = fastCase(rules, i, { mode });
        const { answers } = playout(rules, setup, `stop/${i}`, 2000, { invokeRate, fast: true, simulated: true });
        const started = startGame(rules, setup);
        if (!started.ok) throw new Error(started.error);
        let s = started.value.state as QGame;
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
          s = res.state as QGame;
        }
      }
      // The check saw states where a condition holds (each game's end at least).
      expect(held).toBeGreaterThan(0);
    }, 300_000);
  }
});
