/**
 * « Équilibre »'s workers warm up when the screen opens (issue 25: « the
 * workers start once per screen, not per run »): they play games of the
 * setup, thrown away, so that the first run goes at full pace. The warm-up
 * changes no result, and a run started during it waits at most for the
 * small batch under way, after which the warm-up stops. The workers here run
 * the real worker code (`work.ts`'s `serve`) in-process.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import { Cancelled, Pool, type WorkerLike } from '../../src/ui/balance/pool';
import type { FromWorker } from '../../src/ui/balance/protocol';
import { WARM_BATCH_MS } from '../../src/ui/lib/warm-up';
import { fakeLabWorker } from '../support/fake-lab-worker';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

interface Seen {
  /** When each message was posted to the worker, and when the worker took it. */
  posted: { type: string; at: number; taken?: number }[];
  /** What the worker answered, with when. */
  answers: { m: FromWorker; at: number }[];
}

/** The lab's worker in-process (`fakeLabWorker`), its traffic timed into `seen`. */
function fakeWorker(seen: Seen): WorkerLike {
  return fakeLabWorker({
    posted(message) {
      const entry: Seen['posted'][number] = { type: message.type, at: performance.now() };
      seen.posted.push(entry);
      return { taken: () => (entry.taken = performance.now()) };
    },
    answered: (m) => seen.answers.push({ m, at: performance.now() }),
  });
}

// Twelve players on the suggested cards: the bench's setup (README, « Équilibre »).
const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 12,
  cards: thiercelieux.suggestComposition(12, {}),
  seed: 'chaud',
  policy: 'random',
};

describe('the warm-up of « Équilibre »’s workers', () => {
  it('plays games for the time given, and a run afterwards gives the very result of one thread', async () => {
    const seen: Seen = { posted: [], answers: [] };
    const pool = new Pool(2, () => fakeWorker(seen));
    const warmed = await pool.warm(setup, 60);
    expect(warmed).toBeGreaterThan(0);
    expect(seen.answers.filter((a) => a.m.type === 'warmed')).toHaveLength(2);
    const r = await pool.run(setup, 0, 120, { slice: 30, records: true });
    const single = runGames(thiercelieux, setup, RANDOM_POLICY, 0, 120, { records: true });
    expect(r.tally).toEqual(single.tally);
    expect(r.records).toEqual(single.records);
    pool.close();
  });

  it('stops for a run: the run waits one small batch at most, and the warm-up ends there', async () => {
    const seen: Seen = { posted: [], answers: [] };
    const pool = new Pool(1, () => fakeWorker(seen));
    // Long enough that a warm-up which did not stop would outlast the test.
    const warming = pool.warm(setup, 60_000);
    // The worker has its rules and is playing warm-up batches.
    await new Promise((r) => setTimeout(r, 200));
    const r = await pool.run(setup, 0, 40, { slice: 40 });
    expect(r.tally).toEqual(runGames(thiercelieux, setup, RANDOM_POLICY, 0, 40).tally);
    // The warm-up's promise is over as soon as the run began.
    await warming;
    const run = seen.posted.find((p) => p.type === 'run')!;
    // One batch (a game more at most: a batch ends after the game that passes its time), not the warm-up's minute.
    expect(run.taken! - run.at).toBeLessThan(WARM_BATCH_MS + 100);
    const done = seen.answers.find((a) => a.m.type === 'done')!;
    // The worker reports its stopped warm-up right after the run's slice.
    await new Promise((r) => setTimeout(r, 100));
    const warmed = seen.answers.find((a) => a.m.type === 'warmed');
    expect(warmed).toBeDefined();
    expect(warmed!.at - done.at).toBeLessThan(WARM_BATCH_MS + 100);
    pool.close();
  });

  it('warms up again the workers that replace those of a cancelled run', async () => {
    const seen: Seen = { posted: [], answers: [] };
    let made = 0;
    const pool = new Pool(2, () => (made++, fakeWorker(seen)));
    await pool.warm(setup, 20);
    const run = pool.run(setup, 0, 2000, { slice: 100 });
    setTimeout(() => pool.cancel(), 5);
    await expect(run).rejects.toBeInstanceOf(Cancelled);
    // Two workers warmed up, dropped with the run, and two new ones warming up.
    expect(made).toBe(4);
    expect(seen.posted.filter((p) => p.type === 'warm')).toHaveLength(4);
    pool.close();
  });
});
