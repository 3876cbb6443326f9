/**
 * Random legal games: they end, with no error and no broken invariant; replay
 * and undo give back the very same states; the command line's simulator
 * (`simulate`, called as `main.ts` does) finishes 300 games of 16 players cleanly.
 */
import { describe, expect, it } from 'vitest';
import { replay, undo, type GameSetup, type Options } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { playerNames, simulate } from '../../src/cli/simulate';
import { lychantropia } from '../../src/rulesets/lychantropia';

function setupOf(players: number, options: Options, seed: string): GameSetup {
  return {
    rulesetId: 'lychantropia',
    options,
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: lychantropia.suggestComposition(players, options),
    seed,
  };
}

const OPTION_SETS: Options[] = [{}, { misesParPas: false, plusieursSacs: true, analphabetePotions: true }];

describe('random Lychantropia games', () => {
  it('end without an error or a broken invariant, from 5 to 20 players, with each option set', () => {
    for (let i = 0; i < 48; i++) {
      const players = 5 + (i % 16);
      const r = playout(lychantropia, setupOf(players, OPTION_SETS[i % 2]!, `p${i}`), `a${i}`);
      expect({ game: i, errors: r.errors, violations: r.violations }).toEqual({ game: i, errors: [], violations: [] });
      expect(r.state.ended).not.toBeNull();
    }
  }, 60_000);

  it('replay to the same state, and undo to the state of the shorter log', () => {
    for (let i = 0; i < 6; i++) {
      const setup = setupOf(16, {}, `r${i}`);
      const r = playout(lychantropia, setup, `b${i}`);
      const full = replay(lychantropia, setup, r.answers);
      if (!full.ok) throw new Error(full.error);
      expect(full.value.state).toEqual(r.state);
      const k = 7 + i * 11;
      const shorter = replay(lychantropia, setup, r.answers.slice(0, r.answers.length - k));
      if (!shorter.ok) throw new Error(shorter.error);
      expect(undo(lychantropia, full.value, k).state).toEqual(shorter.value.state);
    }
  }, 60_000);
});

describe('simulate --ruleset lychantropia --players 16 --games 300', () => {
  it('finishes every game with no error and no broken invariant', () => {
    const report = simulate(lychantropia, { games: 300, players: 16, seed: 'ci', options: {} });
    expect(report).toMatchObject({ games: 300, finished: 300, errors: 0, invariantViolations: 0, samples: [] });
    expect(Object.values(report.wins).reduce((a, b) => a + b, 0)).toBe(300);
    expect(Object.keys(report.wins).sort()).toEqual(expect.arrayContaining(['loups', 'village']));
  }, 180_000);
});
