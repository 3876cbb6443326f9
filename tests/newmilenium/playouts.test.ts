/**
 * Random legal NewMilenium games (the simulator's answers): from 5 to 40
 * players, with every option, they end with no error and no broken
 * invariant, and replay to the very same state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, undo, type GameSetup, type Options } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { playerNames, simulate } from '../../src/cli/simulate';
import { newmilenium } from '../../src/rulesets/newmilenium';

const OPTION_SETS: Record<string, string>[] = [
  {},
  { maisons: 'true' },
  { loupsMaisonLoup: 'true' },
  { planqueSimplifie: 'true' },
  { distributionRoles: 'manuelle', ciblesAssassin: 'manuelle' },
];

describe('the simulator on NewMilenium', () => {
  it.each(OPTION_SETS.map((o) => [JSON.stringify(o), o] as const))(
    'finishes games of 8 to 30 players with options %s, without error',
    (_label, options) => {
      for (const players of [8, 17, 30]) {
        const r = simulate(newmilenium, { games: 3, players, seed: `sim-${players}`, options });
        expect(r.samples).toEqual([]);
        expect(r.errors).toBe(0);
        expect(r.invariantViolations).toBe(0);
        expect(r.finished).toBe(3);
      }
    },
  );
});

const optionArb = fc.record({
  distributionRoles: fc.constantFrom('hasard', 'manuelle'),
  ciblesAssassin: fc.constantFrom('hasard', 'manuelle'),
  maisons: fc.boolean(),
  loupsMaisonLoup: fc.boolean(),
  planqueSimplifie: fc.boolean(),
});

function setupOf(players: number, options: Options, seed: string): GameSetup {
  return {
    rulesetId: 'newmilenium',
    options,
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: newmilenium.suggestComposition(players, options),
    seed,
  };
}

describe('random NewMilenium games', () => {
  it('end with no error nor broken invariant, whatever the table and the options', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 40 }),
        optionArb,
        fc.string({ minLength: 1, maxLength: 6 }),
        (players, options, seed) => {
          const r = playout(newmilenium, setupOf(players, options, seed), `${seed}/r`, 6000);
          expect(r.errors).toEqual([]);
          expect(r.violations).toEqual([]);
          expect(r.state.ended).not.toBeNull();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('replay to the same state, and undo to the state of the shorter log', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 14 }),
        optionArb,
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 60 }),
        (players, options, seed, back) => {
          const setup = setupOf(players, options, seed);
          const r = playout(newmilenium, setup, `${seed}/r`, 6000);
          const full = replay(newmilenium, setup, r.answers);
          if (!full.ok) throw new Error(full.error);
          expect(full.value.state).toEqual(r.state);
          const k = Math.min(back, r.answers.length);
          const shorter = replay(newmilenium, setup, r.answers.slice(0, r.answers.length - k));
          if (!shorter.ok) throw new Error(shorter.error);
          expect(undo(newmilenium, full.value, k).state).toEqual(shorter.value.state);
        },
      ),
      { numRuns: 10 },
    );
  });
});
