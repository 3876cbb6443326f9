/**
 * Random legal games of every mode: the simulator must finish them with no
 * error and no broken invariant (the issue's `simulate --ruleset quintebourg
 * --option mode=V|M|E`): health moves only along the steps its cause allows
 * (000_a045abd3825f1297.txt:70-106), nobody harms a Q before the first return
 * (000:104), coins are conserved but for what a rule removes (000:126, 437),
 * nobody unavailable acts (000:75-81), one post each (000:471).
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { simulate } from '../../src/cli/simulate';
import { quintebourg } from '../../src/rulesets/quintebourg';

const rules = quintebourg as AnyRuleset;

describe('random games of Quinte-bourg', () => {
  it.each([
    ['V', 6, 60],
    ['V', 12, 80],
    ['M', 9, 60],
    ['M', 16, 50],
    ['E', 12, 60],
    ['E', 21, 30],
  ])(
    'mode %s, %i players, %i games: all finish, no error, no broken invariant',
    (mode, players, games) => {
      const r = simulate(rules, { games, players, seed: `qb-${mode}-${players}`, options: { mode } });
      expect(r.samples).toEqual([]);
      expect(r).toMatchObject({ games, finished: games, errors: 0, invariantViolations: 0 });
    },
    120000,
  );

  it.each(['V', 'M', 'E'])(
    'mode %s with random compositions and powers invoked at any moment (gifts, kills, conversions)',
    (mode) => {
      const r = simulate(rules, {
        games: 60,
        players: 12,
        seed: `qb-inv-${mode}`,
        options: { mode, composition: 'random-all' },
        invokeRate: 0.1,
      });
      expect(r.samples).toEqual([]);
      expect(r).toMatchObject({ finished: 60, errors: 0, invariantViolations: 0 });
    },
    120000,
  );
});
