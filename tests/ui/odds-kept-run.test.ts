/**
 * « Pronostic »'s run played whole at a call is kept with the game (issue 24,
 * `early.ts` `keepWholeRun`, `storage/odds-run.ts`): a game reopened at that
 * call shows its figures at the tap without playing a game, the very counts
 * one thread gives for the call's seed (« same seed, same odds »); a call the
 * game has left, other answers at the same count or an unreadable row are
 * never trusted, and the games are played.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay, type Answer } from '../../src/engine';
import { oddsSeed, runOdds } from '../../src/balance/odds';
import { loadInformed } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { appendAnswer, createStoredGame, deleteGame, loadOddsRun } from '../../src/storage';
import {
  DEFAULT_GAMES,
  followGame,
  holdWarmOdds,
  keepWholeRun,
  startOdds,
  takeEarly,
  warmOdds,
} from '../../src/ui/odds/early';
import { fakeWorker } from '../support/fake-odds-worker';
import { withFreshDB } from '../storage/helpers';

const db = withFreshDB();
const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const answers = scenario.answers.slice(0, 7) as Answer[];

/** The game after `list`, as a screen opening it gets it: a new state object each time. */
function stateAfter(list: readonly Answer[]) {
  const played = replay(thiercelieux, scenario.setup, list);
  if (!played.ok) throw new Error(played.error);
  return played.value.state;
}

async function storedGame(list: readonly Answer[]): Promise<string> {
  const id = await createStoredGame(scenario.setup, 'Partie', 'Préparation');
  for (let i = 0; i < list.length; i++) await appendAnswer(id, i, list[i]!, { summary: `Après ${i + 1}` });
  return id;
}

/** Workers made by the pool, counted. */
function counting() {
  const made = { n: 0 };
  return { made, create: () => (made.n++, fakeWorker()) };
}

async function oneThread(state: ReturnType<typeof stateAfter>) {
  return runOdds(thiercelieux, state, oddsSeed(state), await loadInformed('thiercelieux'), 0, DEFAULT_GAMES);
}

describe('the run « Pronostic » kept with the game', () => {
  let release: () => void = () => {};
  beforeEach(() => {
    // A 2-core device (node has no navigator): one worker per core.
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    release = holdWarmOdds();
  });
  afterEach(() => {
    takeEarly()?.pool.close();
    release();
    vi.unstubAllGlobals();
  });

  it('played ahead whole at the call, is shown at the next tap of the reopened game without a game played', async () => {
    const id = await storedGame(answers);
    const state = stateAfter(answers);
    await followGame(id, state, answers);
    // The MJ lingers on the call: the workers play the tap's whole run ahead.
    warmOdds(state, counting().create, 60_000);
    await vi.waitFor(async () => expect(await db().oddsRuns.get(id)).toBeDefined(), { timeout: 30_000 });
    const expected = await oneThread(state);
    expect((await loadOddsRun(id, answers))?.counts).toEqual(expected);

    // The game closed and reopened (a reload): a new screen, a new state object for the same answers, and
    // « Pronostic » tapped before the game's kept run is read back: the tap waits for the read.
    release();
    release = holdWarmOdds();
    const reopened = stateAfter(answers);
    void followGame(id, reopened, answers);
    const { made, create } = counting();
    startOdds(reopened, create);
    const early = takeEarly()!;
    expect(await early.run.done).toEqual(expected);
    expect(early.kept).toBe(true);
    expect(made.n).toBe(0);

    // « Retour », then the same answer: the same call as a new state object keeps its run.
    const again = stateAfter(answers);
    await followGame(id, again, answers);
    const second = counting();
    startOdds(again, second.create);
    expect(await takeEarly()!.run.done).toEqual(expected);
    expect(second.made.n).toBe(0);
  });

  it('is not used once the answers up to its call differ, nor for another call, nor when its row is unreadable', async () => {
    const id = await storedGame(answers);
    const state = stateAfter(answers);
    await followGame(id, state, answers);
    await keepWholeRun(state, { seed: oddsSeed(state), policy: 'informed', counts: await oneThread(state) });
    expect(await db().oddsRuns.get(id)).toBeDefined();

    // Another 7th answer (« Retour », then another choice): the same count of answers, another game.
    const other = [...answers.slice(0, 6), { ...answers[6]!, value: null } as Answer];
    expect(await loadOddsRun(id, other)).toBeNull();
    // The game moved on a call: the run was played from the call before.
    expect(await loadOddsRun(id, answers.slice(0, 6))).toBeNull();
    expect(await loadOddsRun(id, answers)).not.toBeNull();

    // A row a damaged device or an older version left: never shown.
    const row = (await db().oddsRuns.get(id))!;
    await db().oddsRuns.put({ ...row, counts: { ...row.counts, games: -3 } });
    expect(await loadOddsRun(id, answers)).toBeNull();

    // Reopened with that row: the tap plays the games.
    release();
    release = holdWarmOdds();
    const reopened = stateAfter(answers);
    await followGame(id, reopened, answers);
    const { made, create } = counting();
    startOdds(reopened, create);
    const early = takeEarly()!;
    expect(await early.run.done).toEqual(await oneThread(reopened));
    expect(early.kept).toBe(false);
    expect(made.n).toBe(2);
  });

  it('keeps only the tap’s own run (the app’s players, its number of games), and goes with the game', async () => {
    const id = await storedGame(answers);
    const state = stateAfter(answers);
    await followGame(id, state, answers);
    const counts = await oneThread(state);
    await keepWholeRun(state, { seed: oddsSeed(state), policy: 'random', counts });
    await keepWholeRun(state, { seed: oddsSeed(state), policy: 'informed', counts: { ...counts, games: 500 } });
    // A call the game has left.
    const left = stateAfter(answers.slice(0, 6));
    await keepWholeRun(left, { seed: oddsSeed(left), policy: 'informed', counts });
    expect(await db().oddsRuns.count()).toBe(0);
    await keepWholeRun(state, { seed: oddsSeed(state), policy: 'informed', counts });
    expect(await db().oddsRuns.count()).toBe(1);
    await deleteGame(id);
    expect(await db().oddsRuns.count()).toBe(0);
  });
});
