/**
 * The balance lab's workers (the app's pool, `../lib/pool`): one per core
 * (`workersFor`), started when the screen opens and
 * kept from one run to the next. A
 * run (or several at once) is cut into slices handed to whichever worker is
 * free; the slices' counts are added up and their games put back in order,
 * so the result is the very one a single thread gives with the same seeds.
 */
import type { BalanceSetup, GameRecord } from '../../balance/games';
import { setupKey } from '../../balance/played';
import { emptyTally, merge, type Tally } from '../../balance/tally';
import type { WorkerLike as GamesWorkerLike } from '../lib/workers';
import {
  keptOfShares,
  MIN_SLICE,
  sharesOf,
  shrinkingOver,
  shrinkingSlices,
  slicesOf,
  WorkerPool,
  type SliceJob,
} from '../lib/pool';
import { WARM_GAMES } from '../lib/warm-up';
import type { FromWorker, Job, Kept, ToWorker } from './protocol';

/** What a worker hands back for a slice. */
type Played = { tally: Tally; records: GameRecord[] };

/** What the pool needs of a worker (a Web Worker, or an in-process stand-in in tests). */
export type WorkerLike = GamesWorkerLike<ToWorker, FromWorker>;

export interface RunResult {
  tally: Tally;
  /** Each game, in order (when asked for). */
  records: GameRecord[];
  /** How many of its games the workers had played ahead (`Pool.ahead`). */
  ahead?: number;
}

export interface RunOptions {
  records?: boolean;
  /** Games per slice (equal slices); a single run's shrink to its end by default (`shrinkingSlices`), several runs' are `DEFAULT_SLICE`. */
  slice?: number;
  /** Games done so far out of the run's total. */
  progress?(done: number): void;
}

/** A run a tap would start, to play ahead (`Pool.ahead`): its setup and its games (from game 0). */
export interface AheadRun {
  setup: BalanceSetup;
  games: number;
}

/** A run played ahead, with its setup's key and the mark its workers keep its games under. */
interface MarkedRun extends AheadRun {
  key: string;
  mark: number;
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

/** A piece of a run's games: those from `from` on, counted (a slice played, or what a warm-up kept). */
type Piece = RunResult & { from: number };

/** The lab's runs on the app's worker pool (`../lib/pool`). */
export class Pool {
  private readonly pool: WorkerPool<Job, Played, Kept>;
  /** The last warm-up asked for: the workers that replace those of a cancelled run do it again. */
  private warmed: { setup: BalanceSetup; ms: number } | null = null;
  /** The runs played ahead (`ahead`), in the order a tap plays them: the next run of one of those very setups counts its games. */
  private aheads: MarkedRun[] = [];
  /** The run played ahead now, if any (`rest` stops it). */
  private current: MarkedRun | null = null;
  /** Bumped by a tap, a run or a new `ahead`: the runs played ahead go no further. */
  private turn = 0;
  private marks = 0;
  /** Bumped by `cancel`: a run still asking the workers what they kept stops there. */
  private cancels = 0;

  constructor(
    private readonly size: number,
    create: () => WorkerLike,
  ) {
    this.pool = new WorkerPool<Job, Played, Kept>(size, create, () => new Cancelled());
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
   * Have the workers play, for `ms` at most, the games of the runs a tap
   * would start, one after the other (« Comparer », both kinds of players:
   * up to four), each worker from the start of its share of each
   * (`sharesOf`), keeping their counts and records: while the MJ reads the
   * setup, those runs are played ahead, and each (the same setup, from game
   * 0 to its `games`) then plays only the games after them. The same runs
   * played ahead again go on after the games already played; a run stops it
   * at once. Resolves with the games played.
   */
  async ahead(runs: readonly AheadRun[], ms: number): Promise<number> {
    const turn = ++this.turn;
    this.aheads = runs.map(({ setup, games }) => {
      const key = setupKey(setup);
      return this.aheads.find((a) => a.key === key && a.games === games) ?? { key, setup, games, mark: ++this.marks };
    });
    const end = performance.now() + ms;
    let played = 0;
    for (const run of this.aheads) {
      const left = end - performance.now();
      if (turn !== this.turn || left <= 0) break;
      this.current = run;
      // Resolves once every worker has played its share, the time is out, or a tap or a run stopped it.
      played += await this.pool.warm(this.shares(run.setup, run.games, run.mark, false), left);
    }
    if (turn === this.turn) this.current = null;
    return played;
  }

  /** The `i`-th worker's share of the run played ahead, marked (`handOver`: the run's last word, records included). */
  private shares(setup: BalanceSetup, games: number, mark: number, handOver: boolean): (worker: number) => Job {
    const shares = sharesOf(0, games, this.size);
    return (worker) => ({ setup, ...shares[worker]!, records: true, reuse: mark, ...(handOver ? { handOver } : {}) });
  }

  /**
   * Stop the run played ahead, if it is under way, and keep the workers and
   * the games played (a tap on the screen): the next run of that setup counts
   * them, the next `ahead` of it goes on after them.
   */
  rest(): void {
    this.turn++;
    const w = this.current;
    this.current = null;
    // A warm-up of no time with the same mark ends the one under way; the worker keeps what it played.
    if (w && this.pool.warming) void this.pool.warm(this.shares(w.setup, w.games, w.mark, false), 0);
  }

  /**
   * What the run played ahead left: the pieces its workers played, and the
   * games still to play. Each worker is asked with a warm-up of no time,
   * whose reply is its last word (the one under way has stopped) and carries
   * its records; a worker that does not say leaves its whole share to play.
   */
  private async kept(setup: BalanceSetup, games: number, mark: number): Promise<{ pieces: Piece[]; left: SliceJob[] }> {
    const told = await this.pool.warmEach(this.shares(setup, games, mark, true), 0);
    const { kept, left } = keptOfShares(told, games, this.size, mark);
    return { pieces: kept.map(({ from, kept: k }) => ({ from, tally: k.tally, records: k.records ?? [] })), left };
  }

  /**
   * Play games `from` to `to` of `setup` on the workers, in slices that
   * shrink to the run's end: no worker waits long for another's last one.
   * The run played ahead of that very setup (`ahead`) is counted, once: only
   * the games after those its workers played are played now.
   */
  async run(setup: BalanceSetup, from: number, to: number, options: RunOptions = {}): Promise<RunResult> {
    this.turn++;
    this.current = null;
    const key = setupKey(setup);
    const w = this.aheads.find((a) => a.key === key && a.games === to);
    // Counted once: the next run of this setup plays all its games.
    this.aheads = this.aheads.filter((a) => a !== w);
    if (options.slice !== undefined || from !== 0 || !w) {
      const cut = options.slice === undefined ? shrinkingSlices(from, to, this.size, MIN_SLICE) : undefined;
      return (await this.play([{ setup, from, to }], options, cut && (() => cut)))[0]!;
    }
    const cancels = this.cancels;
    const { pieces, left } = await this.kept(setup, to, w.mark);
    if (cancels !== this.cancels) throw new Cancelled();
    const reused = pieces.reduce((n, p) => n + p.tally.games, 0);
    const progress = options.progress && ((done: number) => options.progress!(reused + done));
    progress?.(0);
    const records = options.records === true;
    const slices = shrinkingOver(left, this.size, MIN_SLICE);
    const played = await this.pool.run(
      slices.map((s) => ({ setup, ...s, records })),
      progress,
    );
    const all: Piece[] = [...pieces, ...played.map((p, i) => ({ from: slices[i]!.from, ...p }))];
    const out = gather(all.sort((a, b) => a.from - b.from));
    return { tally: out.tally, records: records ? out.records : [], ahead: reused };
  }

  /**
   * Play several runs at once (« Équilibrer »'s compositions): their slices
   * are handed to whichever worker is free, so every worker is busy until the
   * last slice; each run's result is the very one `run` gives alone.
   * `progress` gets the games done in all.
   */
  runMany(runs: RunRange[], options: RunOptions = {}): Promise<RunResult[]> {
    this.turn++;
    this.current = null;
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
    this.cancels++;
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
