/**
 * `mayStop` (stop-filter.ts) counts the table once and rules out the states
 * where no stop condition can hold, before `stopReason` asks each condition
 * (000:159-164). It restates those conditions in counts, so it must never say
 * « no » where a condition holds: checked at every state of random games, the
 * three modes, 4 to 40 players, random cards and invoked actions.
 */
import { describe, expect, it } from 'vitest';
import { checkStopFilter } from '../support/stop-filter-check';
import { loadRuleset } from '../../src/rulesets/registry';
import { mayStop } from '../../src/rulesets/quintebourg/stop-filter';
import { conditionMet } from '../../src/rulesets/quintebourg/win';
import type { QGame } from '../../src/rulesets/quintebourg/types';

const rules = await loadRuleset('quintebourg');
const GAMES = process.env.VEILLEUR_LONG ? 600 : 60;

describe('the stop filter', () => {
  for (const mode of ['V', 'M', 'E']) {
    it(`mode ${mode}: never rules out a state where a stop condition holds (000:159-164)`, () => {
      const held = checkStopFilter<QGame>(rules, GAMES, { mode }, mayStop, conditionMet);
      // The check saw states where a condition holds (each game's end at least).
      expect(held).toBeGreaterThan(0);
    }, 300_000);
  }
});
