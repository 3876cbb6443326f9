/**
 * A worker that dies while its pool is idle (its script would not load
 * between two runs, or during the warm-up) fails the next run at once with
 * its reason, instead of leaving the run waiting for it for ever
 * (`src/ui/lib/workers.ts` `poolWorker`, `src/ui/lib/pool.ts`).
 */
import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/ui/lib/pool';
import { poolWorker } from '../../src/ui/lib/workers';

/** A Web Worker's surface, enough for `poolWorker`: it never answers; `die` fires its `error` event. */
function deadWorker() {
  const fake = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    onerror: null as ((e: { message: string }) => void) | null,
    posted: [] as unknown[],
    postMessage(m: unknown) {
      fake.posted.push(m);
    },
    terminate() {},
    die(message: string) {
      fake.onerror?.({ message });
    },
  };
  return fake;
}

describe('a worker that died while nobody listened', () => {
  it('tells its failure to the next listener', async () => {
    const fake = deadWorker();
    const like = poolWorker<unknown, unknown>(fake as unknown as Worker);
    fake.die('script introuvable');
    const told: string[] = [];
    like.onfail = (m) => told.push(m);
    await Promise.resolve();
    expect(told).toEqual(['script introuvable']);
  });

  it('fails the next run at once, with the reason, instead of waiting for ever', async () => {
    const fakes = [deadWorker(), deadWorker()];
    let made = 0;
    const pool = new WorkerPool<{ from: number; to: number }, { n: number }>(
      2,
      () => poolWorker(fakes[made++]! as unknown as Worker),
      () => new Error('annulé'),
    );
    pool.start();
    fakes[0]!.die('script introuvable');
    await expect(pool.run([{ from: 0, to: 10 }])).rejects.toThrow(/script introuvable/);
  });
});
