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
import { shrinkingSlices, slicesOf, WorkerPool } from '../lib/pool';
import { WARM_GAMES } from '../lib/warm-up';
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

/**
 * The smallest slice of a run (games): a slice costs a round trip and the
 * state's copy to the worker (a few milliseconds for a Quinte-bourg game at
 * day 5); 40 of its games are about a tenth of a second of a worker's time.
 */
const MIN_SLICE = 40;

export interface OddsRunOptions {
  /** Games per slice (equal slices); by default they shrink to the run's end (`shrinkingSlices`). */
  slice?: number;
  progress?(done: number): void;
}

/** Workers kept between runs (the app's pool, `../lib/pool`), one run at a time: a new run cancels the one under way. */
export class OddsPool {
  private readonly pool: WorkerPool<OddsJob, { tally: OddsTally }>;
  private current: OddsRun | null = null;

  constructor(
    private readonly size: number,
    create: () => OddsWorkerLike,
  ) {
    this.pool = new WorkerPool<OddsJob, { tally: OddsTally }>(size, create, () => new OddsCancelled());
  }

  /**
   * Start the workers now and have them play games on from the job's state
   * for `ms` at most, thrown away (`WorkerPool.warm`): their code and the
   * rules load and get compiled hot while the MJ reads the menu. A run stops
   * it at once. Resolves with the games played.
   */
  warm(job: Omit<OddsJob, 'from' | 'to'>, ms: number): Promise<number> {
    return this.pool.warm({ ...job, from: 0, to: WARM_GAMES }, ms);
  }

  run(job: Omit<OddsJob, 'from' | 'to'>, games: number, options: OddsRunOptions = {}): OddsRun {
    this.current?.cancel();
    // Slices that shrink to the run's end, so that no worker waits long for the last one alone.
    const slices =
      options.slice === undefined ? shrinkingSlices(0, games, this.size, MIN_SLICE) : slicesOf(0, games, options.slice);
    const done = this.pool
      .run(
        slices.map((s) => ({ ...job, ...s })),
        options.progress,
      )
      .then((slices) => slices.reduce((t, s) => mergeOdds(t, s.tally), emptyOddsTally()));
    const run: OddsRun = {
      done,
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
