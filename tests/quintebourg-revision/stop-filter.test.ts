/**
 * The revision's `mayStop` (stop-filter.ts) counts the table once and rules
 * out the states where no stop condition can hold, before `stopReason` asks
 * each condition (001_47f38bdc018e2680.txt:38-62). It restates those
 * conditions in counts, so it must never say « no » where a condition holds:
 * checked at every state of random games, 4 to 40 players, random cards and
 * invoked actions.
 */
import { describe, expect, it } from 'vitest';
import { checkStopFilter } from '../support/stop-filter-check';
import { loadRuleset } from '../../src/rulesets/registry';
import { mayStop } from '../../src/rulesets/quintebourg-revision/stop-filter';
import { conditionMet } from '../../src/rulesets/quintebourg-revision/win';
import type { RGame } from '../../src/rulesets/quintebourg-revision/types';

const rules = await loadRuleset('quintebourg-revision');
const GAMES = process.env.VEILLEUR_LONG ? 600 : 80;

describe('the revision’s stop filter', () => {
  it('never rules out a state where a stop condition holds (001:38-62)', () => {
    const held = checkStopFilter<RGame>(rules, GAMES, {}, mayStop, conditionMet);
    // The check saw states where a condition holds (each game's end at least).
    expect(held).toBeGreaterThan(0);
  }, 300_000);
});
