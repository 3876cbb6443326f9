/**
 * Random legal games of the revision (the issue's `simulate --ruleset
 * quintebourg-revision`, default options and mode carnage): every game ends,
 * with no error and no broken invariant — coins conserved but for what a rule
 * removes (001:128, 156), nobody dead acting but as the rules allow
 * (001:9, 200-205), two specialties at most (001:214), one post each
 * (001:139), the militia never twice running on one house (001:198) — with
 * powers invoked at any moment, 6 to 20 players.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { simulate } from '../../src/cli/simulate';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';

const rules = quintebourgRevision as AnyRuleset;

describe('random games of the Quinte-bourg revision', () => {
  it.each([6, 9, 12, 16, 20])(
    'default options, %i players, powers invoked: all finish, no error, no broken invariant',
    (players) => {
      const r = simulate(rules, { games: 25, players, seed: `rev-${players}`, options: {}, invokeRate: 0.08 });
      expect(r.samples).toEqual([]);
      expect(r).toMatchObject({ games: 25, finished: 25, errors: 0, invariantViolations: 0 });
    },
    120000,
  );

  it.each([7, 14, 20])(
    'mode carnage, %i players, powers invoked',
    (players) => {
      const r = simulate(rules, {
        games: 25,
        players,
        seed: `rev-carnage-${players}`,
        options: { carnage: 'true' },
        invokeRate: 0.08,
      });
      expect(r.samples).toEqual([]);
      expect(r).toMatchObject({ finished: 25, errors: 0, invariantViolations: 0 });
    },
    120000,
  );

  it('random compositions and every optional post, MJ courageux, the strict Idéalistes, the Reporter’s two cards, the free heir', () => {
    const options = {
      composition: 'random-all',
      adjoints: 'true',
      pretre: 'odieux',
      mjCourageux: 'true',
      idealistes: 'majorite',
      reporter: 'deux',
      assassinHerite: 'gratuit',
      senateurFantome: 'false',
    };
    const r = simulate(rules, { games: 30, players: 11, seed: 'rev-all', options, invokeRate: 0.1 });
    expect(r.samples).toEqual([]);
    expect(r).toMatchObject({ finished: 30, errors: 0, invariantViolations: 0 });
  }, 120000);
});
