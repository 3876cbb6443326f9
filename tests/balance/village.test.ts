/**
 * The village of « Équilibre » and « Équilibrer » (the camp reported first
 * and brought to 50 %): the camp each ruleset declares, not the camp that
 * happens to hold the most seats. In Quinte-bourg the Reptiliens often
 * outnumber the Villageois camp's cards, yet the village is the Villageois
 * (book 000 line 149: the Villageois win once every Reptilien and Seth is
 * dying or dead; the revision's camp list, rules README line 100).
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { runGames } from '../../src/balance/run';
import { villageAmong, villageOf } from '../../src/balance/summary';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { loadRuleset } from '../../src/rulesets/registry';

const VILLAGES: Record<string, string> = {
  thiercelieux: 'village',
  quintebourg: 'villageois',
  'quintebourg-revision': 'villageois',
  lychantropia: 'village',
  newmilenium: 'village',
};

describe('the village « Équilibre » reports and « Équilibrer » aims at', () => {
  it('is the camp each ruleset declares', async () => {
    for (const [id, village] of Object.entries(VILLAGES)) {
      const rules = await loadRuleset(id);
      expect(villageAmong(rules, {}), id).toBe(village);
    }
  });

  it('stays the Villageois in Quinte-bourg when the Reptiliens hold more seats', async () => {
    const rules = await loadRuleset('quintebourg');
    const cards = rules.suggestComposition(20, { mode: 'V' });
    const camps = cards.map((c) => rules.roles.find((r) => r.id === c)?.camp);
    // The suggested 20-player composition: seven Reptiliens' cards, six of the Villageois.
    expect(camps.filter((c) => c === 'reptiliens').length).toBeGreaterThan(
      camps.filter((c) => c === 'villageois').length,
    );
    const setup = {
      rulesetId: 'quintebourg',
      options: { mode: 'V' },
      players: 20,
      cards,
      seed: 'v',
      policy: 'random' as const,
    };
    expect(villageOf(rules, runGames(rules, setup, RANDOM_POLICY, 0, 3).tally)).toBe('villageois');
  });

  it('is the camp most seats start in for a ruleset that declares none', async () => {
    const base = await loadRuleset('thiercelieux');
    const rules = { ...base, camps: base.camps.map(({ id, name }) => ({ id, name })) } as AnyRuleset;
    expect(villageAmong(rules, { loups: 3, village: 2 })).toBe('loups');
    // Ties: the first camp listed.
    expect(villageAmong(rules, { loups: 3, village: 3 })).toBe('village');
  });
});
