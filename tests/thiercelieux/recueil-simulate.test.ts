/**
 * Random games drawn from every card, the base game's and the recueil's:
 * the simulator must finish them with no error and no broken invariant
 * (what `simulate --option composition=random-all` runs).
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { randomComposition, simulate } from '../../src/cli/simulate';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { RECUEIL_ROLES } from '../../src/rulesets/thiercelieux/roles-recueil';

const rules = thiercelieux as AnyRuleset;

describe('random compositions from every card', () => {
  it('draw the recueil’s cards too', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const card of randomComposition(rules, 12, {}, `r${i}`)) seen.add(card);
    for (const r of RECUEIL_ROLES) expect(seen.has(r.id)).toBe(true);
  });

  it.each([
    [5, 80],
    [8, 100],
    [12, 120],
    [16, 60],
  ])(
    'finish with no error and no broken invariant (%i players, %i games)',
    (players, games) => {
      const r = simulate(rules, { games, players, seed: `recueil-${players}`, options: { composition: 'random-all' } });
      expect(r.samples).toEqual([]);
      expect(r).toMatchObject({ games, finished: games, errors: 0, invariantViolations: 0 });
    },
    60000,
  );

  it('with the options a table may change (events, the Transformiste’s variant, hidden cards, wolves at parity)', () => {
    const r = simulate(rules, {
      games: 80,
      players: 10,
      seed: 'recueil-options',
      options: {
        composition: 'random-all',
        evenements: 'true',
        transformisteVillageois: 'true',
        revelerRoles: 'false',
        victoireLoups: 'parite',
        appelerRolesMorts: 'false',
      },
    });
    expect(r.samples).toEqual([]);
    expect(r).toMatchObject({ finished: 80, errors: 0, invariantViolations: 0 });
  }, 60000);
});
