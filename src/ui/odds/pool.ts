/**
 * The « Pronostic » workers: the games cut into slices handed to whichever
 * worker is free; the slices' counts added up give the very counts one
 * thread gives with the same seed. An `OddsPool` keeps its workers from one
 * run to the next (the rules stay loaded in them: « Recalculer » and the
 * evolution's many runs start at once); « Annuler » ends them at once, and
 * the next run makes new ones.
 */
import { emptyOddsTally, mergeOdds, type OddsTally } from '../../balance/odds';
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

export interface OddsRunOptions {
  slice?: number;
  progress?(done: number): void;
}

/** Workers kept between runs, one run at a time. */
export class OddsPool {
  private workers: OddsWorkerLike[] = [];
  private current: OddsRun | null = null;

  constructor(
    private readonly size: number,
    private readonly create: () => OddsWorkerLike,
  ) {}

  /** Start the workers now (their code and the rules load while the MJ reads). */
  warm(): void {
    while (this.workers.length < this.size) this.workers.push(this.create());
  }

  run(job: Omit<OddsJob, 'from' | 'to'>, games: number, options: OddsRunOptions = {}): OddsRun {
    this.current?.cancel();
    this.warm();
    const run = runOn(this.workers, job, games, options, () => {
      for (const w of this.workers) w.terminate();
      this.workers = [];
    });
    this.current = run;
    return run;
  }

  close(): void {
    this.current?.cancel();
    for (const w of this.workers) w.terminate();
    this.workers = [];
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
  const workers = Array.from({ length: size }, create);
  const end = () => workers.forEach((w) => w.terminate());
  const run = runOn(workers, job, games, options, end);
  run.done.then(end, () => {});
  return run;
}

/** The run on these workers; `kill` ends them when it is cancelled or fails (a worker mid-slice cannot be stopped otherwise). */
function runOn(
  workers: OddsWorkerLike[],
  job: Omit<OddsJob, 'from' | 'to'>,
  games: number,
  options: OddsRunOptions,
  kill: () => void,
): OddsRun {
  const size = workers.length;
  const sliceSize = options.slice ?? Math.max(50, Math.ceil(games / (size * 4)));
  const slices: [number, number][] = [];
  for (let a = 0; a < games; a += sliceSize) slices.push([a, Math.min(games, a + sliceSize)]);
  const inFlight = new Map<number, { slice: number; done: number }>();
  let tally = emptyOddsTally();
  let finished = 0;
  let next = 0;
  let settled = false;
  let fail: (e: Error) => void = () => {};
  const end = () => {
    settled = true;
    for (const w of workers) {
      w.onmessage = null;
      w.onfail = null;
    }
  };
  const done = new Promise<OddsTally>((resolve, reject) => {
    fail = (e) => {
      if (settled) return;
      end();
      kill();
      reject(e);
    };
    if (slices.length === 0) {
      settled = true;
      resolve(tally);
      return;
    }
    let id = 0;
    const give = (w: OddsWorkerLike) => {
      if (next >= slices.length) return;
      const slice = next++;
      const [from, to] = slices[slice]!;
      inFlight.set(++id, { slice, done: 0 });
      w.postMessage({ type: 'run', id, job: { ...job, from, to } });
    };
    const report = () => {
      let n = finished;
      for (const j of inFlight.values()) n += j.done;
      options.progress?.(n);
    };
    for (const w of workers.slice(0, Math.min(size, slices.length))) {
      w.onfail = (message) => fail(new Error(`Le calcul en arrière-plan s’est arrêté\u00a0: ${message}`));
      w.onmessage = ({ data }) => {
        const j = inFlight.get(data.id);
        if (!j || settled) return;
        if (data.type === 'progress') {
          j.done = data.done;
          report();
        } else if (data.type === 'error') fail(new Error(data.message));
        else {
          inFlight.delete(data.id);
          tally = mergeOdds(tally, data.tally);
          const [from, to] = slices[j.slice]!;
          finished += to - from;
          report();
          if (finished === games) {
            end();
            resolve(tally);
          } else give(w);
        }
      };
      give(w);
    }
  });
  return { done, cancel: () => fail(new OddsCancelled()) };
}
