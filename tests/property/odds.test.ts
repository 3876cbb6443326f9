/**
 * « Pronostic » from any call of any ruleset (issue 24): a random game of
 * each of the five rulesets is stopped at a random call, and the odds from
 * there are computed: no error, no broken invariant in the games played on,
 * and the outcomes (winners, nobody, unfinished) sum to 100 %.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { odds } from '../../src/balance/odds';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { TIMEOUT, runs } from './runs';
import { randomSetup } from './texts';

const RULESETS: AnyRuleset[] = [thiercelieux, quintebourg, quintebourgRevision, lychantropia, newmilenium];

describe.each(RULESETS.map((r) => [r.id, r] as const))('odds from a random call of %s', (_id, rules) => {
  it(
    'play on without a problem and sum to 100 % over the outcomes',
    () => {
      fc.assert(
        fc.property(fc.nat(500), fc.nat(300), fc.string({ minLength: 1, maxLength: 6 }), (game, cut, seed) => {
          const setup = randomSetup(rules, game);
          // Stopped after `cut` answers (or at its end): the call the MJ asks from.
          const { state } = playout(rules, setup, `odds-${game}`, cut, { fast: true });
          const r = odds(rules, state, { games: 6, seed, policy: 'random', invariants: 'every' }, RANDOM_POLICY);
          expect(r.samples).toEqual([]);
          expect(r.problems).toBe(0);
          expect(r.outcomes.reduce((n, o) => n + o.wins, 0)).toBe(6);
          expect(r.outcomes.reduce((n, o) => n + o.rate, 0)).toBeCloseTo(1, 3);
          // A camp's chance is at least any outcome's it wins in.
          for (const o of r.outcomes) for (const c of o.camps) expect(r.camps[c]!.wins).toBeGreaterThanOrEqual(o.wins);
          if (state.ended) expect(r.outcomes).toHaveLength(1);
        }),
        { numRuns: runs(6, 100) },
      );
    },
    TIMEOUT,
  );
});
