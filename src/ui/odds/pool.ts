/**
 * The « Pronostic » runs on the app's worker pool (`../lib/pool`, the one
 * « Équilibre » uses): the games cut into slices handed to whichever worker
 * is free; the slices' counts added up give the very counts one thread gives
 * with the same seed. An `OddsPool` keeps its workers from one run to the
 * next (the rules stay loaded in them: « Recalculer » and the evolution's
 * many runs start at once); « Annuler » ends them at once, and the next run
 * makes new ones.
 */
import type { OddsTally } from '../../balance/odds';
import { emptyRunCounts, mergeRuns } from '../../balance/tally';
import { keptOfShares, MIN_SLICE, sharesOf, shrinkingOver, slicesOf, WorkerPool, type SliceJob } from '../lib/pool';
import type { WorkerLike } from '../lib/workers';
import type { FromOddsWorker, Kept, OddsJob, ToOddsWorker } from './protocol';

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

type Job = Omit<OddsJob, 'from' | 'to'>;

/** Workers kept between runs (the app's pool, `../lib/pool`), one run at a time: a new run cancels the one under way. */
export class OddsPool {
  private readonly pool: WorkerPool<OddsJob, { tally: OddsTally }, Kept>;
  private current: OddsRun | null = null;
  /** The warm-up under way or last done, whose games the next run of the same job counts (`OddsJob.reuse`). */
  private warmed: { job: Job; games: number; mark: number } | null = null;
  private marks = 0;

  constructor(
    private readonly size: number,
    create: () => OddsWorkerLike,
  ) {
    this.pool = new WorkerPool<OddsJob, { tally: OddsTally }, Kept>(size, create, () => new OddsCancelled());
  }

  /**
   * Start the workers now and have them play, for `ms` at most, the games of
   * a run of `games` games of `job`, each worker from the start of its share
   * (`sharesOf`): their code and the rules load and get compiled hot while
   * the MJ reads the screen or the menu, and the next run of that very job
   * (the same state object, seed and policy, as many games) plays only the
   * games after those they played, and counts theirs. The same job warmed
   * again goes on after the games already played (a warm-up stopped by a
   * tap, then resumed). A run stops it at once. Resolves with the games played.
   */
  warm(job: Job, ms: number, games: number): Promise<number> {
    return this.warmWhole(job, ms, games).then((w) => w.played);
  }

  /**
   * `warm`, with the run's counts once its warm-ups have played every one of
   * its games (null until then): the very counts the run would give, which
   * the game keeps (`keepWholeRun`, `early.ts`).
   */
  warmWhole(job: Job, ms: number, games: number): Promise<{ played: number; counts: OddsTally | null }> {
    const w = this.warmed;
    const mark = w && w.games === games && sameJob(w.job, job) ? w.mark : ++this.marks;
    this.warmed = { job, games, mark };
    return this.pool.warmEach(this.shares(job, games, mark), ms).then((told) => {
      const played = told.reduce((n, t) => n + (t?.games ?? 0), 0);
      const { kept, left } = keptOfShares(told, games, this.size, mark);
      const counts = left.length === 0 ? kept.reduce((t, k) => mergeRuns(t, k.kept.tally), emptyRunCounts()) : null;
      return { played, counts };
    });
  }

  /** The `i`-th worker's warm-up: its share of the run's games, marked. */
  private shares(job: Job, games: number, mark: number): (worker: number) => OddsJob {
    const shares = sharesOf(0, games, this.size);
    return (worker) => ({ ...job, ...shares[worker]!, reuse: mark });
  }

  /**
   * Stop the warm-up under way, if any, and keep the workers and the games
   * played: the next run of the same job counts them, the next warm-up of it
   * goes on after them.
   */
  rest(): void {
    const w = this.warmed;
    if (w && this.pool.warming) void this.warm(w.job, 0, w.games);
  }

  /** Stop the run under way, if any, and keep the workers (those mid-slice are ended: new ones start the next run). */
  stop(): void {
    this.current?.cancel();
    this.current = null;
  }

  /**
   * What the warm-up of `mark` left: the counts of the games its workers
   * played, and the games still to play. Each worker is asked with a warm-up
   * of no time, whose reply is its last word (the one under way has
   * stopped); a worker that does not say leaves its whole share to play.
   */
  private async kept(job: Job, games: number, mark: number): Promise<{ tally: OddsTally; left: SliceJob[] }> {
    const told = await this.pool.warmEach(this.shares(job, games, mark), 0);
    const { kept, left } = keptOfShares(told, games, this.size, mark);
    return { tally: kept.reduce((t, k) => mergeRuns(t, k.kept.tally), emptyRunCounts()), left };
  }

  run(job: Job, games: number, options: OddsRunOptions = {}): PoolRun {
    this.current?.cancel();
    const w = this.warmed;
    // Once: « Recalculer » plays its games again.
    this.warmed = null;
    const mark = w && w.games === games && sameJob(w.job, job) ? w.mark : undefined;
    let cancelled = false;
    let reused = 0;
    const play = ({ tally, left }: { tally: OddsTally; left: SliceJob[] }): Promise<OddsTally> => {
      if (cancelled) throw new OddsCancelled();
      reused = tally.games;
      const progress = options.progress && ((done: number) => options.progress!(reused + done));
      progress?.(0);
      const slices =
        options.slice === undefined
          ? shrinkingOver(left, this.size, MIN_SLICE)
          : left.flatMap((r) => slicesOf(r.from, r.to, options.slice!));
      return this.pool
        .run(
          slices.map((s) => ({ ...job, ...s })),
          progress,
        )
        .then((slices) => slices.reduce((t, s) => mergeRuns(t, s.tally), tally));
    };
    // No warm-up of this job: the run starts at once.
    const done =
      mark === undefined
        ? play({ tally: emptyRunCounts(), left: [{ from: 0, to: games }] })
        : this.kept(job, games, mark).then(play);
    const run: PoolRun = {
      done,
      reused: done.then(
        () => reused,
        () => 0,
      ),
      cancel: () => {
        if (this.current !== run) return;
        cancelled = true;
        this.pool.cancel();
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

/** The same games: the same state object, seed and policy. */
function sameJob(a: Job, b: Job): boolean {
  return a.state === b.state && a.seed === b.seed && a.policy === b.policy;
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
