/**
 * The balance lab's workers: one per core, less one for the screen (at least
 * one), started when the screen opens and kept from one run to the next. A
 * run (or several at once) is cut into slices handed to whichever worker is
 * free; the slices' counts are added up and their games put back in order,
 * so the result is the very one a single thread gives with the same seeds.
 */
import type { BalanceSetup, GameRecord } from '../../balance/games';
import { emptyTally, merge, type Tally } from '../../balance/tally';
import type { WorkerLike as GamesWorkerLike } from '../lib/workers';
import type { FromWorker, ToWorker } from './protocol';

/** What the pool needs of a worker (a Web Worker, or an in-process stand-in in tests). */
export type WorkerLike = GamesWorkerLike<ToWorker, FromWorker>;

export interface RunResult {
  tally: Tally;
  /** Each game, in order (when asked for). */
  records: GameRecord[];
}

export interface RunOptions {
  records?: boolean;
  /** Games per slice. */
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

/** Slices a worker holds at once (« Équilibrer » plays hundreds of small ones). */
const IN_FLIGHT = 2;

/** Workers for this device: one per core, less one for the screen. */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, (cores ?? 2) - 1);
}

/** Games `from` to `to` (excluded) of a setup. */
export interface RunRange {
  setup: BalanceSetup;
  from: number;
  to: number;
}

/** A run's slices, in order, as one result. */
function gather(slices: (RunResult | null)[]): RunResult {
  const all = slices.filter((r): r is RunResult => r !== null);
  return { tally: all.map((r) => r.tally).reduce(merge, emptyTally()), records: all.flatMap((r) => r.records) };
}

export class Pool {
  private workers: WorkerLike[] = [];
  private next = 1;
  private cancelRun: (() => void) | null = null;

  constructor(
    private readonly size: number,
    private readonly create: () => WorkerLike,
  ) {}

  /** Start the workers now (the screen is opened), so that the first run does not wait for them. */
  start(): void {
    while (this.workers.length < this.size) this.workers.push(this.create());
  }

  /** Play games `from` to `to` of `setup` on the workers. */
  async run(setup: BalanceSetup, from: number, to: number, options: RunOptions = {}): Promise<RunResult> {
    return (await this.runMany([{ setup, from, to }], options))[0]!;
  }

  /**
   * Play several runs at once (« Équilibrer »'s compositions): their slices
   * are handed to whichever worker is free, so every worker is busy until the
   * last slice; each run's result is the very one `run` gives alone.
   * `progress` gets the games done in all.
   */
  runMany(runs: RunRange[], options: RunOptions = {}): Promise<RunResult[]> {
    if (this.cancelRun) return Promise.reject(new Error('Une simulation est déjà en cours.'));
    this.start();
    const sliceSize = options.slice ?? DEFAULT_SLICE;
    const slices: { run: number; from: number; to: number }[] = [];
    runs.forEach(({ from, to }, run) => {
      for (let a = from; a < to; a += sliceSize) slices.push({ run, from: a, to: Math.min(to, a + sliceSize) });
    });
    const results: (RunResult | null)[] = slices.map(() => null);
    const inFlight = new Map<number, { slice: number; done: number }>();
    const all = slices.reduce((n, s) => n + s.to - s.from, 0);
    let finished = 0;
    let nextSlice = 0;
    return new Promise<RunResult[]>((resolve, reject) => {
      const stop = (error: Error) => {
        this.cancelRun = null;
        for (const w of this.workers) {
          w.onmessage = null;
          w.onfail = null;
        }
        reject(error);
      };
      this.cancelRun = () => {
        // A worker mid-slice cannot be interrupted: it is dropped, new ones start the next run.
        for (const w of this.workers) w.terminate();
        this.workers = [];
        stop(new Cancelled());
      };
      const report = () => {
        let done = finished;
        for (const job of inFlight.values()) done += job.done;
        options.progress?.(done);
      };
      const give = (w: WorkerLike) => {
        if (nextSlice >= slices.length) return;
        const slice = nextSlice++;
        const id = this.next++;
        inFlight.set(id, { slice, done: 0 });
        const { run, from, to } = slices[slice]!;
        w.postMessage({
          type: 'run',
          id,
          job: { setup: runs[run]!.setup, from, to, records: options.records === true },
        });
      };
      const listen = (w: WorkerLike) => {
        w.onfail = (message) => {
          for (const x of this.workers) x.terminate();
          this.workers = [];
          stop(new Error(`Le calcul en arrière-plan s’est arrêté\u00a0: ${message}`));
        };
        w.onmessage = ({ data }) => {
          const job = inFlight.get(data.id);
          if (!job) return;
          if (data.type === 'progress') {
            job.done = data.done;
            report();
            return;
          }
          if (data.type === 'error') {
            stop(new Error(data.message));
            return;
          }
          inFlight.delete(data.id);
          results[job.slice] = { tally: data.tally, records: data.records };
          const { from, to } = slices[job.slice]!;
          finished += to - from;
          report();
          if (finished === all) {
            this.cancelRun = null;
            for (const x of this.workers) x.onmessage = null;
            resolve(runs.map((_, run) => gather(results.filter((_, i) => slices[i]!.run === run))));
            return;
          }
          give(w);
        };
      };
      if (slices.length === 0) {
        this.cancelRun = null;
        resolve(runs.map(() => gather([])));
        return;
      }
      for (const w of this.workers) {
        listen(w);
        // Two slices each: the next one waits in the worker's queue, so it never idles for a round trip.
        for (let i = 0; i < IN_FLIGHT; i++) give(w);
      }
    });
  }

  /** Stop the run under way (its promise rejects with `Cancelled`). */
  cancel(): void {
    this.cancelRun?.();
  }

  /** Stop everything (the screen is left). */
  close(): void {
    this.cancel();
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}
