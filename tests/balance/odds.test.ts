/**
 * « Pronostic » (issue 24): the odds from a game in progress. The same seed
 * gives the same odds on one thread, on workers and on the command line; a
 * camp that has already won has 100 %; from the first call, the odds agree
 * with « Équilibre »'s figure for the same setup and seed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../src/engine';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { gameSetup, type BalanceSetup } from '../../src/balance/games';
import { forkOf, odds, runOdds } from '../../src/balance/odds';
import { runGames } from '../../src/balance/run';
import { oddsCommand, parseOddsArgs, scenarioState } from '../../src/cli/odds';
import { runOddsOn, OddsCancelled, OddsPool } from '../../src/ui/odds/pool';
import { fakeWorker } from '../support/fake-odds-worker';
import { loadInformed } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

/** docs/scenarios/thiercelieux-des.json after the first day's vote (7 answers): the game goes on. */
function midGameFile(): string {
  const file = JSON.parse(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'odds-'));
  const path = join(dir, 'mid.json');
  writeFileSync(path, JSON.stringify({ ...file, answers: file.answers.slice(0, 7) }));
  return path;
}

describe('odds from a state', () => {
  const path = midGameFile();
  const state = scenarioState(thiercelieux, readFileSync(path, 'utf8'));

  it('starts from a game still going; the simulator rolls the dice still to come, even those rolled by hand', () => {
    expect(state.ended).toBeNull();
    const byHand: GameState = { ...state, setup: { ...state.setup, handDice: true } };
    expect(forkOf(byHand, 's', 0).setup.handDice).toBe(false);
    expect(forkOf(state, 's', 0).rng).not.toEqual(forkOf(state, 's', 1).rng);
  });

  it('gives the same odds for the same seed: one thread, workers, the command line', async () => {
    const one = odds(thiercelieux, state, { games: 120, seed: 'same', policy: 'random' }, RANDOM_POLICY);
    const run = runOddsOn(3, fakeWorker, { state, seed: 'same', policy: 'random' }, 120, { slice: 25 });
    const pooled = await run.done;
    expect(pooled).toEqual(runOdds(thiercelieux, state, 'same', RANDOM_POLICY, 0, 120));
    const cli = await oddsCommand([path, '--games', '120', '--seed', 'same', '--policy', 'random']);
    expect(cli).toEqual(one);
    expect(one.problems).toBe(0);
    // Not every game ends the same way from here (else the test could not tell seeds apart).
    expect(one.outcomes.length).toBeGreaterThan(1);
    const other = odds(thiercelieux, state, { games: 120, seed: 'other', policy: 'random' }, RANDOM_POLICY);
    expect(other.outcomes).not.toEqual(one.outcomes);
  });

  it('gives the same odds for informed players on workers and on one thread', async () => {
    const informed = await loadInformed('thiercelieux');
    const pooled = await runOddsOn(2, fakeWorker, { state, seed: 'inf', policy: 'informed' }, 60, { slice: 20 }).done;
    expect(pooled).toEqual(runOdds(thiercelieux, state, 'inf', informed, 0, 60));
  });

  it('keeps its workers from one run to the next, and makes new ones after « Annuler »', async () => {
    let made = 0;
    const pool = new OddsPool(2, () => (made++, fakeWorker()));
    const a = await pool.run({ state, seed: 'p', policy: 'random' }, 60, { slice: 20 }).done;
    const b = await pool.run({ state, seed: 'q', policy: 'random' }, 40, { slice: 20 }).done;
    expect(made).toBe(2);
    expect(a).toEqual(runOdds(thiercelieux, state, 'p', RANDOM_POLICY, 0, 60));
    expect(b).toEqual(runOdds(thiercelieux, state, 'q', RANDOM_POLICY, 0, 40));
    const cancelled = pool.run({ state, seed: 'r', policy: 'random' }, 400);
    cancelled.cancel();
    await expect(cancelled.done).rejects.toBeInstanceOf(OddsCancelled);
    const c = await pool.run({ state, seed: 'p', policy: 'random' }, 60, { slice: 20 }).done;
    expect(made).toBe(4);
    expect(c).toEqual(a);
    pool.close();
  });

  it('stops when cancelled', async () => {
    const run = runOddsOn(2, fakeWorker, { state, seed: 'x', policy: 'random' }, 2000, { slice: 50 });
    run.cancel();
    await expect(run.done).rejects.toBeInstanceOf(OddsCancelled);
  });

  it('gives 100 % to the camp that has already won (the village wins once no wolf is left, 004:261)', () => {
    const ended = scenarioState(thiercelieux, readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
    expect(ended.ended?.camps).toEqual(['village']);
    const r = odds(thiercelieux, ended, { games: 50, seed: 'won', policy: 'random' }, RANDOM_POLICY);
    expect(r.camps.village).toMatchObject({ wins: 50, rate: 1 });
    expect(r.outcomes).toHaveLength(1);
  });

  it('agrees from the first call with « Équilibre » for the same setup and seed', () => {
    const setup: BalanceSetup = {
      rulesetId: 'thiercelieux',
      options: {},
      players: 8,
      cards: thiercelieux.suggestComposition(8, {}),
      seed: 'equal',
      policy: 'random',
    };
    const games = 600;
    const lab = runGames(thiercelieux, setup, RANDOM_POLICY, 0, games).tally;
    const created = createGame(thiercelieux, gameSetup(thiercelieux, setup, 0));
    if (!created.ok) throw new Error(created.error);
    const first: GameState = created.value;
    expect(first.seq).toBe(0);
    const r = odds(thiercelieux, first, { games, seed: setup.seed, policy: 'random' }, RANDOM_POLICY);
    // Équilibre deals anew for each game; from the first call the deal is known: the two agree within their
    // intervals (the difference of two rates over 600 games each, at three standard errors).
    for (const camp of ['village', 'loups']) {
      const a = (lab.wins[camp] ?? 0) / games;
      const b = r.camps[camp]?.rate ?? 0;
      const se = Math.sqrt((a * (1 - a) + b * (1 - b)) / games);
      expect(Math.abs(a - b)).toBeLessThanOrEqual(3 * se + 1e-9);
    }
  });
});

describe('the odds command', () => {
  it('refuses bad arguments with a French message', () => {
    expect(() => parseOddsArgs([])).toThrow(/fichier du scénario/);
    expect(() => parseOddsArgs(['a.json', '--games', '0'])).toThrow(/entier positif/);
    expect(() => parseOddsArgs(['a.json', '--policy', 'smart'])).toThrow(/random ou informed/);
    expect(() => parseOddsArgs(['a.json', '--players', '3'])).toThrow(/Argument inattendu/);
    expect(parseOddsArgs(['a.json', '--games=30', '--seed', 's', '--policy', 'random'])).toEqual({
      file: 'a.json',
      games: 30,
      seed: 's',
      policy: 'random',
    });
  });
});
