/**
 * « Pronostic »'s workers warm up as « Outils » opens (`early.ts`
 * `warmOdds`, issue 24: the tap finds their code and the rules ready and
 * compiled hot): the tap then takes those very workers, the warm-up stops for
 * its run, and the figures are those of one thread for the same call and seed
 * (« same seed, same odds »). Workers warmed for another ruleset, or never
 * taken, are ended.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay, type GameState } from '../../src/engine';
import { oddsSeed, runOdds } from '../../src/balance/odds';
import { loadInformed } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { quintebourg } from '../../src/rulesets/quintebourg';
import {
  DEFAULT_GAMES,
  dropWarmOdds,
  holdWarmOdds,
  keepOdds,
  restOdds,
  startOdds,
  takeEarly,
  warmAhead,
  warmOdds,
} from '../../src/ui/odds/early';
import type { FromOddsWorker } from '../../src/ui/odds/protocol';
import { serveOdds } from '../../src/ui/odds/work';
import { fakeWorker } from '../support/fake-odds-worker';

const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const played = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, 7));
if (!played.ok) throw new Error(played.error);
const state = played.value.state;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The dialog's first run from `s` on this thread: the figures any warm-up must leave as they are. */
const oneThread = async (s: GameState) =>
  runOdds(thiercelieux, s, oddsSeed(s), await loadInformed('thiercelieux'), 0, DEFAULT_GAMES);

/** In-process workers, those made, and the games each warm-up played (as its « warmed » reply says). */
function workers() {
  const made: ReturnType<typeof fakeWorker>[] = [];
  const warmedGames: number[] = [];
  /** The mark of the call each reply's counts are for (as `warmedGames`, reply by reply). */
  const warmedMarks: (number | undefined)[] = [];
  const create = () => {
    const w = fakeWorker((m) => {
      if (m.type !== 'warmed') return;
      warmedGames.push(m.games);
      warmedMarks.push(m.kept?.mark);
    });
    made.push(w);
    return w;
  };
  /** Until `n` warm-ups have replied (a warm-up stopped replies on the worker's next turn, maybe after the run's). */
  const replied = async (n: number) => {
    for (let i = 0; i < 500 && warmedGames.length < n; i++) await wait(10);
  };
  return { made, warmedGames, warmedMarks, replied, create };
}

describe('the warm-up of « Pronostic »’s workers', () => {
  afterEach(() => {
    dropWarmOdds();
    takeEarly()?.pool.close();
    vi.unstubAllGlobals();
  });

  it('plays games on from the call, and stops for the next message', async () => {
    const answers: FromOddsWorker[] = [];
    const handle = serveOdds((m) => answers.push(m));
    const job = { state, seed: 'chauffe', policy: 'informed' as const, from: 0, to: 1_000_000 };
    const warming = handle({ type: 'warm', id: 1, job, ms: 60_000 });
    await wait(200);
    // A run stops it: the warm-up's minute is not waited for.
    await handle({ type: 'run', id: 2, job: { ...job, from: 0, to: 10 } });
    await warming;
    const warmed = answers.find((m) => m.type === 'warmed');
    expect(warmed).toMatchObject({ id: 1 });
    expect(warmed!.type === 'warmed' && warmed!.games).toBeGreaterThan(0);
    expect(answers.find((m) => m.type === 'done')).toMatchObject({ id: 2 });
  });

  it('is what the tap takes: the same workers, and the one-thread figures', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const { made, warmedGames, replied, create } = workers();
    warmOdds(state, create, 60_000);
    expect(made).toHaveLength(2);
    await wait(300);
    // Opening the menu again at the same call keeps the workers already warm, and goes on after their games.
    warmOdds(state, create, 60_000);
    expect(made).toHaveLength(2);
    await wait(300);
    startOdds(state, create);
    expect(made).toHaveLength(2);
    const early = takeEarly()!;
    const tally = await early.run.done;
    expect(tally).toEqual(await oneThread(state));
    // The four warm-ups were stopped (by the second, then by the run), having played games: the run counted them all
    // (the run's own warm-up of no time, which asks each worker what it kept, played none).
    await replied(6);
    expect(warmedGames).toHaveLength(6);
    expect(warmedGames.filter((n) => n > 0)).toHaveLength(4);
    expect(await early.run.reused).toBe(warmedGames.reduce((a, b) => a + b, 0));
    expect(made.some((w) => w.terminated)).toBe(false);
    // « Recalculer »: the same job again plays every game (the warm-up's games are counted once).
    const again = early.pool.run({ state, seed: early.seed, policy: early.policy }, DEFAULT_GAMES);
    expect(await again.done).toEqual(tally);
    expect(await again.reused).toBe(0);
  });

  it('keeps the counts of the games it played, and goes on after them when warmed again with the same mark', async () => {
    const answers: FromOddsWorker[] = [];
    const handle = serveOdds((m) => answers.push(m));
    const job = { state, seed: 'chauffe', policy: 'informed' as const, from: 100, to: 2000, reuse: 7 };
    const first = handle({ type: 'warm', id: 1, job, ms: 60_000 });
    // Well before the 1 900 games are played (a few hundred a second here).
    await wait(50);
    // A tap: the same warm-up sent again with no time stops it; its reply is the worker's last word.
    await handle({ type: 'warm', id: 2, job, ms: 0 });
    await first;
    const second = handle({ type: 'warm', id: 3, job, ms: 60_000 });
    await wait(50);
    await handle({ type: 'warm', id: 4, job, ms: 0 });
    await second;
    const told = (id: number) => {
      const m = answers.find((a) => a.type === 'warmed' && a.id === id);
      if (m?.type !== 'warmed') throw new Error(`no reply to ${id}`);
      return m;
    };
    expect(told(1).games).toBeGreaterThan(0);
    expect(told(2).games).toBe(0);
    expect(told(3).games).toBeGreaterThan(0);
    // The last word: every game both warm-ups played, from the job's first on, counted once (one thread's counts).
    const played = told(1).games + told(3).games;
    expect(told(4).kept).toMatchObject({ mark: 7, played });
    const informed = await loadInformed('thiercelieux');
    expect(told(4).kept!.tally).toEqual(runOdds(thiercelieux, state, 'chauffe', informed, 100, 100 + played));
    // Another mark starts afresh.
    await handle({ type: 'warm', id: 5, job: { ...job, reuse: 8 }, ms: 0 });
    expect(told(5).kept).toMatchObject({ mark: 8, played: 0 });
  });

  it('stops at a tap on the screen and keeps the workers and their games for the tap on « Pronostic »', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const { made, warmedGames, replied, create } = workers();
    const hold = holdWarmOdds();
    const sum = () => warmedGames.reduce((a, b) => a + b, 0);
    warmOdds(state, create, 60_000);
    // Well before the workers' shares are all played (2 000 games here).
    await wait(50);
    restOdds();
    await replied(4);
    // Both warm-ups answered (stopped, not done), and so did the rest's own, having played nothing.
    expect(warmedGames).toHaveLength(4);
    const before = sum();
    expect(before).toBeGreaterThan(0);
    await wait(200);
    // Nothing is played while the MJ works.
    expect(sum()).toBe(before);
    // The next quiet moment at the same call goes on after those games.
    warmOdds(state, create, 60_000);
    await wait(50);
    startOdds(state, create);
    expect(made).toHaveLength(2);
    const early = takeEarly()!;
    expect(await early.run.done).toEqual(await oneThread(state));
    // The second warm-up's two replies and the run's two of no time.
    await replied(8);
    expect(sum()).toBeGreaterThan(before);
    expect(await early.run.reused).toBe(sum());
    // The dialog closed: its workers, hot, are kept for the screen's next « Pronostic ».
    keepOdds(early.pool, state.rulesetId);
    startOdds(state, create);
    expect(made).toHaveLength(2);
    const again = takeEarly()!;
    expect(again.pool).toBe(early.pool);
    expect(await again.run.done).toEqual(await oneThread(state));
    // A quiet moment at the call « Pronostic » was tapped at plays nothing again; at another call, it warms.
    keepOdds(again.pool, state.rulesetId);
    const played = sum();
    const replies = warmedGames.length;
    warmAhead(state, create, 60_000);
    await wait(100);
    restOdds();
    await wait(50);
    expect(warmedGames).toHaveLength(replies);
    const later = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, 8));
    if (!later.ok) throw new Error(later.error);
    warmAhead(later.value.state, create, 60_000);
    await wait(100);
    restOdds();
    await replied(replies + 4);
    expect(sum()).toBeGreaterThan(played);
    expect(made).toHaveLength(2);
    startOdds(later.value.state, create);
    const third = takeEarly()!;
    expect(await third.run.done).toEqual(await oneThread(later.value.state));
    expect(await third.run.reused).toBeGreaterThan(0);
    // The screen left: kept workers are ended, and a dialog closing after it does not keep its own.
    keepOdds(third.pool, state.rulesetId);
    hold();
    expect(made.every((w) => w.terminated)).toBe(true);
    const late = workers();
    startOdds(state, late.create);
    const last = takeEarly()!;
    await last.run.done;
    keepOdds(last.pool, state.rulesetId);
    expect(late.made.every((w) => w.terminated)).toBe(true);
  });

  it('plays the call the menu was opened at: a tap at another call counts none of its games', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const later = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, 8));
    if (!later.ok) throw new Error(later.error);
    const { warmedGames, create } = workers();
    warmOdds(state, create, 60_000);
    await wait(300);
    startOdds(later.value.state, create);
    const early = takeEarly()!;
    expect(await early.run.done).toEqual(await oneThread(later.value.state));
    expect(Math.min(...warmedGames)).toBeGreaterThan(0);
    expect(await early.run.reused).toBe(0);
  });

  it('plays the new call when the menu opens again after an answer, on the same workers', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const later = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, 8));
    if (!later.ok) throw new Error(later.error);
    const { made, warmedGames, warmedMarks, replied, create } = workers();
    warmOdds(state, create, 60_000);
    await wait(100);
    warmOdds(later.value.state, create, 60_000);
    await wait(300);
    startOdds(later.value.state, create);
    expect(made).toHaveLength(2);
    const early = takeEarly()!;
    const tally = await early.run.done;
    // The first call's warm-ups ended when the second began; the second's games were counted.
    await replied(6);
    expect(warmedGames).toHaveLength(6);
    // The second call's mark is the last one told; the first call's games are not counted.
    const second = Math.max(...warmedMarks.map((m) => m ?? -1));
    const first = Math.min(...warmedMarks.map((m) => m ?? Infinity));
    expect(first).toBeLessThan(second);
    const of = (mark: number) => warmedGames.reduce((n, g, i) => (warmedMarks[i] === mark ? n + g : n), 0);
    expect(of(first)).toBeGreaterThan(0);
    expect(await early.run.reused).toBe(of(second));
    expect(await early.run.reused).toBeGreaterThan(0);
    expect(tally).toEqual(await oneThread(later.value.state));
  });

  it('is no warm-up where no worker can be made, and does not throw (the menu opens all the same)', () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const none = (): never => {
      throw new ReferenceError('Worker is not defined');
    };
    expect(() => warmOdds(state, none, 50)).not.toThrow();
    let made = 0;
    startOdds(state, () => (made++, fakeWorker()));
    // Nothing warm was kept: the tap made its own workers.
    expect(made).toBe(2);
  });

  it('ends workers warmed for another ruleset, and those never taken', () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    const made: ReturnType<typeof fakeWorker>[] = [];
    const create = () => {
      const w = fakeWorker();
      made.push(w);
      return w;
    };
    const other = quintebourg.id;
    expect(other).not.toBe(state.rulesetId);
    warmOdds({ ...state, rulesetId: other }, create, 50);
    expect(made).toHaveLength(2);
    startOdds(state, create);
    // Warm for Quinte-bourg: ended; the tap made its own.
    expect(made).toHaveLength(4);
    expect(made.slice(0, 2).every((w) => w.terminated)).toBe(true);
    warmOdds(state, create, 50);
    dropWarmOdds();
    expect(made.slice(4).every((w) => w.terminated)).toBe(true);
  });
});
