/**
 * The revision's `mayStop` (stop-filter.ts) counts the table once and rules
 * out the states where no stop condition can hold, before `stopReason` asks
 * each condition (001_47f38bdc018e2680.txt:38-62). It restates those
 * conditions in counts, so it must never say « no » where a condition holds:
 * checked at every state of random games, 4 to 40 players, random cards and
 * invoked actions.
 */
import { describe, expect, it } from 'vitest';
import { applyWith, IMMER } from '../../src/engine/apply';
import { startGame } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { loadRuleset } from '../../src/rulesets/registry';
import { mayStop } from '../../src/rulesets/quintebourg-revision/stop-filter';
import { conditionMet } from '../../src/rulesets/quintebourg-revision/win';
import type { RGame } from '../../src/rulesets/quintebourg-revision/types';
import { fastCase } from '../engine/fast-support';

const rules = await loadRuleset('quintebourg-revision');
const GAMES = process.env.VEILLEUR_LONG ? 600 : 80;

describe('the revision’s stop filter', () => {
  it('never rules out a state where a stop condition holds (001:38-62)', () => {
    let held = 0;
    for (let i = 0; i < GAMES; i++) {
      const { setup, invokeRate } = fastCase(rules, i);
      const { answers } = playout(rules, setup, `stop/${i}`, 2000, { invokeRate, fast: true, simulated: true });
      const started = startGame(rules, setup);
      if (!started.ok) throw new Error(started.error);
      let s = started.value.state as RGame;
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
        s = res.state as RGame;
      }
    }
    // The check saw states where a condition holds (each game's end at least).
    expect(held).toBeGreaterThan(0);
  }, 300_000);
});
