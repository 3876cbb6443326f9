/**
 * The app's simulations (« Équilibre »'s `runGames`, « Pronostic »'s
 * `runOdds`) check the invariants on each game's last state only; the
 * command line's `simulate` and the property tests check them after every
 * answer. A broken invariant that lasts to the end is reported by both, with
 * the game's index to replay it; one broken for a single answer only by the
 * check after every answer.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { runOdds } from '../../src/balance/odds';
import { runGames } from '../../src/balance/run';
import { simulate } from '../../src/cli/simulate';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

/** Thiercelieux with one planted invariant more, broken in the states `broken` picks. */
function planted(broken: (s: GameState) => boolean): AnyRuleset {
  const invariants = (s: GameState): string[] => [
    ...(thiercelieux.invariants?.(s as never) ?? []),
    ...(broken(s) ? ['planted'] : []),
  ];
  return { ...thiercelieux, invariants } as AnyRuleset;
}

/** Broken from the first night on, to the end: every game's last state breaks it. */
const lasting = planted((s) => s.clock.day >= 1);
/** Broken only in the state after the second answer. */
const once = planted((s) => s.seq === 2);

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 8,
  cards: null,
  seed: 'planted',
  policy: 'random',
};

describe('invariants checked at the end of each game (the app) or after every answer (the command line)', () => {
  it('a violation lasting to the end is reported by the app’s balance run, with each game’s index', () => {
    const { tally, records } = runGames(lasting, setup, RANDOM_POLICY, 0, 3, { records: true });
    expect(records.map((r) => [r.index, r.violations])).toEqual([
      [0, ['planted']],
      [1, ['planted']],
      [2, ['planted']],
    ]);
    expect(tally.games).toBe(3);
  });

  it('a violation lasting to the end counts as a problem of the app’s odds, with the game’s index', () => {
    const { state } = playout(thiercelieux, { ...gameSetup(), seed: 'planted-odds' }, 'planted-odds-answers', 4, {
      fast: true,
    });
    const t = runOdds(lasting, state, 's', RANDOM_POLICY, 0, 3);
    expect(t.withProblems).toBe(3);
    expect(t.samples.map((x) => [x.index, x.problems])).toEqual([
      [0, ['planted']],
      [1, ['planted']],
      [2, ['planted']],
    ]);
  });

  it('a violation of one answer only: seen by the check after every answer, not by the check at the end', () => {
    const game = { ...gameSetup(), seed: 'planted-once' };
    expect(playout(once, game, 'a', 2000, { fast: true, simulated: true }).violations).toEqual(['planted']);
    expect(playout(once, game, 'a', 2000, { fast: true, simulated: true, invariants: 'end' }).violations).toEqual([]);
    // The command line's `simulate` checks after every answer; the app's run does not see it.
    const report = simulate(once, { games: 2, players: 8, seed: 'planted', options: {} });
    expect(report.invariantViolations).toBe(2);
    expect(runGames(once, setup, RANDOM_POLICY, 0, 2, { records: true }).records.map((r) => r.violations)).toEqual([
      [],
      [],
    ]);
  });

  it('the same games either way: the check changes what is reported, never the game', () => {
    const game = { ...gameSetup(), seed: 'same' };
    const every = playout(thiercelieux, game, 'b', 2000, { fast: true, simulated: true });
    const end = playout(thiercelieux, game, 'b', 2000, { fast: true, simulated: true, invariants: 'end' });
    expect(end.answers).toEqual(every.answers);
    expect(end.state.ended).toEqual(every.state.ended);
    expect(end.violations).toEqual([]);
  });
});

/** An 8-player Thiercelieux table with its suggested cards. */
function gameSetup() {
  return {
    rulesetId: 'thiercelieux',
    options: {},
    players: Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `Joueur ${i + 1}` })),
    composition: thiercelieux.suggestComposition(8, {}),
    seed: 'x',
  };
}
