/**
 * Running the lab: the workers' pool (made when the screen opens, closed when
 * it is left), the progress of the run under way, and its results.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROGRESS_MS, throttled } from '../lib/throttle';
import type { BalanceSetup } from '../../balance/games';
import { workersFor } from '../lib/pool';
import { Pool, type AheadRun, type RunRange, type RunResult, type WorkerLike } from './pool';
import { poolWorker } from '../lib/workers';

export interface Progress {
  label: string;
  done: number;
  total: number;
  /** performance.now() when the run began. */
  started: number;
  /** Games per second so far. */
  rate: number;
}

export interface Step {
  label: string;
  setup: BalanceSetup;
  from: number;
  to: number;
  records?: boolean;
}

/** A Web Worker (`worker.ts`, bundled by Vite and precached for offline use) as the pool sees it. */
export function createWorker(): WorkerLike {
  return poolWorker(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
}

/**
 * How long the workers warm up when the screen opens (ms): their first
 * thousands of games run at a third of their later pace, and a run on the
 * screen would pay for it (README, « Équilibre »).
 */
export const WARM_MS = 1500;

export function useRuns() {
  const pool = useRef<Pool | null>(null);
  const [progress, setProgressNow] = useState<Progress | null>(null);
  // The bar is drawn a few times a second, not at each of the workers' reports; its end at once.
  const [setProgress] = useState(() => {
    const t = throttled<Progress | null>(setProgressNow, PROGRESS_MS);
    return (p: Progress | null): void =>
      p === null || p.done === 0 || (p.total > 0 && p.done >= p.total) ? t.flush(p) : t(p);
  });
  const cancelled = useRef(false);

  useEffect(() => {
    pool.current = new Pool(workersFor(navigator.hardwareConcurrency), createWorker);
    // Started now, once for the screen: a run (and each round of « Équilibrer ») finds them ready.
    pool.current.start();
    return () => pool.current?.close();
  }, []);

  /** Warm the workers up on a setup (`Pool.warm`); resolves when they are done, or a run has begun. */
  const warm = useCallback((setup: BalanceSetup): Promise<number> => pool.current!.warm(setup, WARM_MS), []);

  /** Play the runs a tap would start ahead, while the MJ reads the setup (`Pool.ahead`, `useLabAhead`). */
  const ahead = useCallback((runs: readonly AheadRun[], ms: number): void => {
    void pool.current?.ahead(runs, ms);
  }, []);

  /** A tap on the screen: the run played ahead stops, its games kept (`Pool.rest`). */
  const rest = useCallback((): void => pool.current?.rest(), []);

  /** Play steps one after the other, one progress bar for all (`total` games). */
  const play = useCallback(
    async (steps: Step[], total = steps.reduce((n, s) => n + s.to - s.from, 0)): Promise<RunResult[]> => {
      const p = pool.current!;
      cancelled.current = false;
      const started = performance.now();
      let before = 0;
      const out: RunResult[] = [];
      try {
        for (const step of steps) {
          const show = (done: number) => {
            const all = before + done;
            const seconds = (performance.now() - started) / 1000;
            setProgress({ label: step.label, done: all, total, started, rate: seconds > 0 ? all / seconds : 0 });
          };
          show(0);
          out.push(await p.run(step.setup, step.from, step.to, { records: step.records === true, progress: show }));
          before += step.to - step.from;
        }
        return out;
      } finally {
        setProgress(null);
      }
    },
    [setProgress],
  );

  /**
   * Several runs at once, whose progress the caller counts (« Équilibrer »
   * plays a round of compositions under one bar): `show(done)` gets the
   * games done in this batch.
   */
  const raw = useCallback(
    (runs: RunRange[], show: (done: number) => void): Promise<RunResult[]> =>
      pool.current!.runMany(runs, { progress: show }),
    [],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    pool.current?.cancel();
  }, []);

  return { play, raw, warm, ahead, rest, cancel, progress, setProgress };
}
