/**
 * The balance lab's workers (the app's pool, `../lib/pool`): one per core
 * (`workersFor`), started when the screen opens and
 * kept from one run to the next. A
 * run (or several at once) is cut into slices handed to whichever worker is
 * free; the slices' counts are added up and their games put back in order,
 * so the result is the very one a single thread gives with the same seeds.
 */
import type { BalanceSetup, GameRecord } from '../../balance/games';
import { emptyTally, merge, type Tally } from '../../balance/tally';
import type { WorkerLike as GamesWorkerLike } from '../lib/workers';
import { MIN_SLICE, shrinkingSlices, slicesOf, WorkerPool, type SliceJob } from '../lib/pool';
import { WARM_GAMES } from '../lib/warm-up';
import type { FromWorker, Job, ToWorker } from './protocol';

/** What a worker hands back for a slice. */
type Played = { tally: Tally; records: GameRecord[] };

/** What the pool needs of a worker (a Web Worker, or an in-process stand-in in tests). */
export type WorkerLike = GamesWorkerLike<ToWorker, FromWorker>;

export interface RunResult {
  tally: Tally;
  /** Each game, in order (when asked for). */
  records: GameRecord[];
}

export interface RunOptions {
  records?: boolean;
  /** Games per slice (equal slices); a single run's shrink to its end by default (`shrinkingSlices`), several runs' are `DEFAULT_SLICE`. */
  slice?: number;
  /** Games done so far out of the run's total. */
  progress?(done: number): void;
}

/** Thrown when a run is cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('Simulation annulée.');
  }
}

export const DEFAULT_SLICE = 250;

/** Games `from` to `to` (excluded) of a setup. */
export interface RunRange {
  setup: BalanceSetup;
  from: number;
  to: number;
}

/** A run's slices, in order, as one result. */
function gather(all: RunResult[]): RunResult {
  return { tally: all.map((r) => r.tally).reduce(merge, emptyTally()), records: all.flatMap((r) => r.records) };
}

/** The lab's runs on the app's worker pool (`../lib/pool`). */
export class Pool {
  private readonly pool: WorkerPool<Job, Played>;
  /** The last warm-up asked for: the workers that replace those of a cancelled run do it again. */
  private warmed: { setup: BalanceSetup; ms: number } | null = null;

  constructor(
    private readonly size: number,
    create: () => WorkerLike,
  ) {
    this.pool = new WorkerPool<Job, Played>(size, create, () => new Cancelled());
  }

  /** Start the workers now (the screen is opened), so that the first run does not wait for them. */
  start(): void {
    this.pool.start();
  }

  /**
   * Warm the workers up on `setup` for `ms` at most (`WorkerPool.warm`): the
   * games played are thrown away, a run stops it at once. Resolves with the
   * games played, once the workers are done or a run begins.
   */
  warm(setup: BalanceSetup, ms: number): Promise<number> {
    this.warmed = { setup, ms };
    return this.pool.warm({ setup, from: 0, to: WARM_GAMES, records: true }, ms);
  }

  /**
   * Play games `from` to `to` of `setup` on the workers, in slices that
   * shrink to the run's end: no worker waits long for another's last one.
   */
  async run(setup: BalanceSetup, from: number, to: number, options: RunOptions = {}): Promise<RunResult> {
    const cut = options.slice === undefined ? shrinkingSlices(from, to, this.size, MIN_SLICE) : undefined;
    return (await this.play([{ setup, from, to }], options, cut && (() => cut)))[0]!;
  }

  /**
   * Play several runs at once (« Équilibrer »'s compositions): their slices
   * are handed to whichever worker is free, so every worker is busy until the
   * last slice; each run's result is the very one `run` gives alone.
   * `progress` gets the games done in all.
   */
  runMany(runs: RunRange[], options: RunOptions = {}): Promise<RunResult[]> {
    return this.play(runs, options);
  }

  /** The runs' slices (`cut`, or equal ones) on the workers, each run's gathered in order. */
  private async play(
    runs: RunRange[],
    options: RunOptions,
    cut: (range: RunRange) => SliceJob[] = ({ from, to }) => slicesOf(from, to, options.slice ?? DEFAULT_SLICE),
  ): Promise<RunResult[]> {
    const records = options.records === true;
    const slices = runs.flatMap((range, run) =>
      cut(range).map((s) => ({ run, job: { setup: range.setup, ...s, records } })),
    );
    const played = await this.pool.run(
      slices.map((s) => s.job),
      options.progress,
    );
    return runs.map((_, run) =>
      gather(played.filter((_, i) => slices[i]!.run === run).map((p) => ({ tally: p.tally, records: p.records }))),
    );
  }

  /** Stop the run under way (its promise rejects with `Cancelled`). */
  cancel(): void {
    const running = this.pool.busy;
    this.pool.cancel();
    // A run's workers cannot be interrupted and are dropped: the new ones warm up as the first did.
    if (running && this.warmed) void this.warm(this.warmed.setup, this.warmed.ms);
  }

  /** Stop everything (the screen is left). */
  close(): void {
    this.pool.close();
  }
}
