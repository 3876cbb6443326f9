/**
 * The « Pronostic » runs on the app's worker pool (`../lib/pool`, the one
 * « Équilibre » uses): the games cut into slices handed to whichever worker
 * is free; the slices' counts added up give the very counts one thread gives
 * with the same seed. An `OddsPool` keeps its workers from one run to the
 * next (the rules stay loaded in them: « Recalculer » and the evolution's
 * many runs start at once); « Annuler » ends them at once, and the next run
 * makes new ones.
 */
import { emptyOddsTally, mergeOdds, type OddsTally } from '../../balance/odds';
import { MIN_SLICE, openingSlices, shrinkingSlices, slicesOf, WorkerPool, type SliceJob } from '../lib/pool';
import type { WorkerLike } from '../lib/workers';
import type { FromOddsWorker, OddsJob, ToOddsWorker } from './protocol';

/** What a run needs of a worker (a Web Worker, or an in-process stand-in in tests). */
export type OddsWorkerLike = WorkerLike<ToOddsWorker, FromOddsWorker>;

/** Thrown when a run is cancelled. */
export class OddsCancelled extends Error {
  constructor() {
    super('Pronostic annulé.');
  }
}

export interface OddsRun {
  /** The counts, once every game is played. */
  done: Promise<OddsTally>;
  /** Stop now: `done` rejects with `OddsCancelled`. */
  cancel(): void;
}

/** A run on the pool's workers. */
export interface PoolRun extends OddsRun {
  /** How many of its games the workers' warm-up had played ahead (`OddsPool.warm`); 0 if it fails. */
  reused: Promise<number>;
}

export interface OddsRunOptions {
  /** Games per slice (equal slices); by default they shrink to the run's end (`shrinkingSlices`). */
  slice?: number;
  progress?(done: number): void;
}

/** Workers kept between runs (the app's pool, `../lib/pool`), one run at a time: a new run cancels the one under way. */
export class OddsPool {
  private readonly pool: WorkerPool<OddsJob, { tally: OddsTally; reused: number }>;
  private current: OddsRun | null = null;
  /** The warm-up under way or last done, whose games the next run of the same job counts (`OddsJob.reuse`). */
  private warmed: { job: Omit<OddsJob, 'from' | 'to'>; games: number; mark: number } | null = null;
  private marks = 0;

  constructor(
    private readonly size: number,
    create: () => OddsWorkerLike,
  ) {
    this.pool = new WorkerPool<OddsJob, { tally: OddsTally; reused: number }>(size, create, () => new OddsCancelled());
  }

  /**
   * Start the workers now and have them play, for `ms` at most, the games a
   * run of `games` games of `job` would hand them first (`openingSlices`):
   * their code and the rules load and get compiled hot while the MJ reads
   * the menu, and the next run of that very job (the same state object,
   * seed and policy, as many games) counts the games they played instead of
   * playing them again. A run stops it at once. Resolves with the games played.
   */
  warm(job: Omit<OddsJob, 'from' | 'to'>, ms: number, games: number): Promise<number> {
    const mark = ++this.marks;
    this.warmed = { job, games, mark };
    const slices = this.slices(games);
    return this.pool.warm((worker) => {
      const first = openingSlices(slices, worker);
      // A worker beyond the run's slices (a tiny run) plays none.
      const range = first.length ? { from: first[0]!.from, to: first.at(-1)!.to } : { from: games, to: games };
      return { ...job, ...range, reuse: mark };
    }, ms);
  }

  /** Slices that shrink to the run's end, so that no worker waits long for the last one alone (or equal ones of `slice`). */
  private slices(games: number, slice?: number): SliceJob[] {
    return slice === undefined ? shrinkingSlices(0, games, this.size, MIN_SLICE) : slicesOf(0, games, slice);
  }

  /** The warm-up's mark when `job` is the one it played ahead (once: « Recalculer » plays its games again). */
  private reuseFor(job: Omit<OddsJob, 'from' | 'to'>, games: number): number | undefined {
    const w = this.warmed;
    this.warmed = null;
    const same =
      w && w.games === games && w.job.state === job.state && w.job.seed === job.seed && w.job.policy === job.policy;
    return same ? w.mark : undefined;
  }

  run(job: Omit<OddsJob, 'from' | 'to'>, games: number, options: OddsRunOptions = {}): PoolRun {
    this.current?.cancel();
    const reuse = this.reuseFor(job, games);
    let reused = 0;
    const done = this.pool
      .run(
        this.slices(games, options.slice).map((s) => ({ ...job, ...s, ...(reuse === undefined ? {} : { reuse }) })),
        options.progress,
      )
      .then((slices) => {
        reused = slices.reduce((n, s) => n + s.reused, 0);
        return slices.reduce((t, s) => mergeOdds(t, s.tally), emptyOddsTally());
      });
    const run: PoolRun = {
      done,
      reused: done.then(
        () => reused,
        () => 0,
      ),
      cancel: () => {
        if (this.current === run) this.pool.cancel();
      },
    };
    this.current = run;
    void done.then(
      () => this.current === run && (this.current = null),
      () => this.current === run && (this.current = null),
    );
    return run;
  }

  close(): void {
    this.current = null;
    this.pool.close();
  }
}

/** Play `games` games of `job` (its `from`/`to` ignored) on `size` new workers, ended with the run. */
export function runOddsOn(
  size: number,
  create: () => OddsWorkerLike,
  job: Omit<OddsJob, 'from' | 'to'>,
  games: number,
  options: OddsRunOptions = {},
): OddsRun {
  const pool = new OddsPool(size, create);
  const run = pool.run(job, games, options);
  void run.done.then(
    () => pool.close(),
    () => pool.close(),
  );
  return run;
}
