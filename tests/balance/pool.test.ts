/**
 * The balance lab's workers (issue 15): a run cut into slices played by
 * several workers gives the very result of one thread with the same seeds;
 * it reports its progress and can be cancelled. The workers here run the
 * real worker code (`work.ts`) in-process, each answering in its own turn.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import { Cancelled, Pool, type WorkerLike } from '../../src/ui/balance/pool';
import { workersFor } from '../../src/ui/lib/pool';
import { fakeLabWorker } from '../support/fake-lab-worker';
import { loadInformed } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

/** The lab's worker in-process (`fakeLabWorker`), each slice it is given logged. */
const fakeWorker = (log: string[]): WorkerLike =>
  fakeLabWorker({ posted: (m) => void log.push(`${m.job.from}-${m.job.to}`) });

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 9,
  cards: null,
  seed: 'pool',
  policy: 'random',
};

describe('the workers pool', () => {
  it('gives the very result of a single thread, slices played by three workers', async () => {
    const log: string[] = [];
    const pool = new Pool(3, () => fakeWorker(log));
    const seen: number[] = [];
    const r = await pool.run(setup, 0, 230, { slice: 40, records: true, progress: (done) => seen.push(done) });
    const single = runGames(thiercelieux, setup, RANDOM_POLICY, 0, 230, { records: true });
    expect(r.tally).toEqual(single.tally);
    expect(r.records).toEqual(single.records);
    expect(log.sort()).toEqual(['0-40', '120-160', '160-200', '200-230', '40-80', '80-120']);
    expect(seen.at(-1)).toBe(230);
    expect(seen.every((d, i) => i === 0 || d >= seen[i - 1]!)).toBe(true);
    pool.close();
  });

  it('cuts a run without a slice size into slices that shrink to its end, the very result of one thread', async () => {
    const log: string[] = [];
    const pool = new Pool(2, () => fakeWorker(log));
    const r = await pool.run(setup, 0, 400, { records: true });
    const single = runGames(thiercelieux, setup, RANDOM_POLICY, 0, 400, { records: true });
    expect(r.tally).toEqual(single.tally);
    expect(r.records).toEqual(single.records);
    // An eighth of the games left on two workers (never under 40): 50, 44, 38… then 40s, the last what is left.
    const sizes = log.map((s) => s.split('-').map(Number)).sort((a, b) => a[0]! - b[0]!);
    expect(sizes[0]).toEqual([0, 50]);
    expect(sizes.at(-1)![1]).toBe(400);
    expect(sizes.every(([a], i) => i === 0 || a === sizes[i - 1]![1])).toBe(true);
    expect(sizes.slice(0, -1).every(([a, b], i) => i === 0 || b! - a! <= sizes[i - 1]![1]! - sizes[i - 1]![0]!)).toBe(
      true,
    );
    pool.close();
  });

  it('plays informed players the same way, and a range of games (what « Équilibrer » asks for)', async () => {
    const informed = { ...setup, policy: 'informed' as const, cards: thiercelieux.suggestComposition(9, {}) };
    const pool = new Pool(2, () => fakeWorker([]));
    const r = await pool.run(informed, 100, 180, { slice: 25 });
    expect(r.tally).toEqual(runGames(thiercelieux, informed, await loadInformed('thiercelieux'), 100, 180).tally);
    pool.close();
  });

  it('plays several runs at once on all the workers, each the very result it gives alone (« Équilibrer »’s rounds)', async () => {
    const log: string[] = [];
    let made = 0;
    const pool = new Pool(2, () => (made++, fakeWorker(log)));
    pool.start();
    expect(made).toBe(2);
    const a = { ...setup, cards: thiercelieux.suggestComposition(9, {}) };
    const b = { ...setup, seed: 'autre' };
    const [ra, rb, empty] = await pool.runMany(
      [
        { setup: a, from: 10, to: 50 },
        { setup: b, from: 0, to: 30 },
        { setup: b, from: 30, to: 30 },
      ],
      { slice: 20 },
    );
    expect(ra!.tally).toEqual(runGames(thiercelieux, a, RANDOM_POLICY, 10, 50).tally);
    expect(rb!.tally).toEqual(runGames(thiercelieux, b, RANDOM_POLICY, 0, 30).tally);
    expect(empty!.tally.games).toBe(0);
    // Every slice of both runs played in one call, by the workers started before it (none more).
    expect(log.sort()).toEqual(['0-20', '10-30', '20-30', '30-50']);
    expect(made).toBe(2);
    pool.close();
  });

  it('is cancelled on demand, and runs again afterwards', async () => {
    const pool = new Pool(2, () => fakeWorker([]));
    const run = pool.run(setup, 0, 2000, { slice: 100 });
    setTimeout(() => pool.cancel(), 5);
    await expect(run).rejects.toBeInstanceOf(Cancelled);
    const again = await pool.run(setup, 0, 20, { slice: 10 });
    expect(again.tally.games).toBe(20);
    pool.close();
  });

  it('reports a worker’s error in French and needs one worker per core', async () => {
    const pool = new Pool(1, () => fakeWorker([]));
    await expect(pool.run({ ...setup, rulesetId: 'inconnu' }, 0, 10)).rejects.toThrow(
      'Règles inconnues : « inconnu ».',
    );
    expect(workersFor(2)).toBe(2);
    expect(workersFor(8)).toBe(8);
    expect(workersFor(1)).toBe(1);
    expect(workersFor(undefined)).toBe(2);
  });
});
