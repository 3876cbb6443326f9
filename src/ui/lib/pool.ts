/**
 * The app's one worker pool (« Équilibre », « Statistiques », « Pronostic »):
 * workers kept from one run to the next (the rules stay loaded in them), a
 * run's slices handed to whichever worker is free, two at a time so that a
 * worker never idles for a round trip, the games done reported as they come,
 * and each slice's result handed back in the slices' order, so that the
 * caller adds them up to the very figures one thread gives.
 */
import type { FromGamesWorker, ToGamesWorker, WorkerLike } from './workers';

/** Slices a worker holds at once (« Équilibrer » plays hundreds of small ones). */
const IN_FLIGHT = 2;

/** A slice of games `from` to `to` (excluded). */
export interface SliceJob {
  from: number;
  to: number;
}

export type PoolWorker<Job, Done extends object, Kept = never> = WorkerLike<
  ToGamesWorker<Job>,
  FromGamesWorker<Done, Kept>
>;

export class WorkerPool<Job extends SliceJob, Done extends object, Kept = never> {
  private workers: PoolWorker<Job, Done, Kept>[] = [];
  private next = 1;
  private cancelRun: (() => void) | null = null;
  /** Ends the warm-up under way (its promise resolved): a run, another warm-up or the screen left. */
  private endWarm: (() => void) | null = null;

  /** `cancelled` makes the error a cancelled run rejects with. */
  constructor(
    private readonly size: number,
    private readonly create: () => PoolWorker<Job, Done, Kept>,
    private readonly cancelled: () => Error,
  ) {}

  /** Start the workers now, so that the first run does not wait for their code and the rules. */
  start(): void {
    while (this.workers.length < this.size) this.workers.push(this.create());
  }

  /**
   * Have each worker play games of `job` for `ms` at most (the `i`-th worker
   * those of `job(i)` when it is a function): a worker's first thousands of
   * games run slower, its code not yet compiled hot, and the screen's first
   * run would pay for it. A run stops it at once (a worker finishes the few
   * games of its batch first). Resolves with the games played in all, once
   * every worker is done or a run begins.
   */
  warm(job: Job | ((worker: number) => Job), ms: number): Promise<number> {
    return this.warmEach(job, ms).then((told) => told.reduce((n, t) => n + (t?.games ?? 0), 0));
  }

  /**
   * `warm`, resolved with each worker's reply (the games it played and what
   * it kept), in the workers' order: null for a worker that failed or had not
   * answered when a run began.
   */
  warmEach(job: Job | ((worker: number) => Job), ms: number): Promise<({ games: number; kept?: Kept } | null)[]> {
    if (this.cancelRun) return Promise.resolve([]);
    this.endWarm?.();
    this.start();
    const id = this.next++;
    return new Promise((resolve) => {
      const told: ({ games: number; kept?: Kept } | null)[] = this.workers.map(() => null);
      let waiting = this.workers.length;
      const end = () => {
        if (this.endWarm !== end) return;
        this.endWarm = null;
        for (const w of this.workers) {
          w.onmessage = null;
          w.onfail = null;
        }
        resolve(told);
      };
      this.endWarm = end;
      const over = () => --waiting === 0 && end();
      this.workers.forEach((w, i) => {
        w.onmessage = ({ data }) => {
          if (data.type !== 'warmed' || data.id !== id) return;
          told[i] = data.kept === undefined ? { games: data.games } : { games: data.games, kept: data.kept };
          over();
        };
        // A worker that fails now fails the run too, which says why.
        w.onfail = over;
        w.postMessage({ type: 'warm', id, job: typeof job === 'function' ? job(i) : job, ms });
      });
    });
  }

  /** Whether a warm-up is under way. */
  get warming(): boolean {
    return this.endWarm !== null;
  }

  /** Whether a run is under way. */
  get busy(): boolean {
    return this.cancelRun !== null;
  }

  /** Play the slices on the workers: each slice's result, in the slices' order; `progress` gets the games done in all. */
  run(slices: readonly Job[], progress?: (done: number) => void): Promise<Done[]> {
    if (this.cancelRun) return Promise.reject(new Error('Une simulation est déjà en cours.'));
    this.endWarm?.();
    this.start();
    const results: (Done | null)[] = slices.map(() => null);
    const inFlight = new Map<number, { slice: number; done: number }>();
    const all = slices.reduce((n, s) => n + s.to - s.from, 0);
    let finished = 0;
    let nextSlice = 0;
    return new Promise<Done[]>((resolve, reject) => {
      const release = () => {
        this.cancelRun = null;
        for (const w of this.workers) {
          w.onmessage = null;
          w.onfail = null;
        }
      };
      // A worker mid-slice cannot be interrupted: it is dropped, new ones start the next run.
      const drop = () => {
        for (const w of this.workers) w.terminate();
        this.workers = [];
      };
      const fail = (error: Error, kill: boolean) => {
        release();
        if (kill) drop();
        reject(error);
      };
      this.cancelRun = () => fail(this.cancelled(), true);
      const report = () => {
        let done = finished;
        for (const job of inFlight.values()) done += job.done;
        progress?.(done);
      };
      const give = (w: PoolWorker<Job, Done, Kept>) => {
        if (nextSlice >= slices.length) return;
        const slice = nextSlice++;
        const id = this.next++;
        inFlight.set(id, { slice, done: 0 });
        w.postMessage({ type: 'run', id, job: slices[slice]! });
      };
      if (slices.length === 0) {
        this.cancelRun = null;
        resolve([]);
        return;
      }
      for (const w of this.workers) {
        w.onfail = (message) => fail(new Error(`Le calcul en arrière-plan s’est arrêté\u00a0: ${message}`), true);
        w.onmessage = ({ data }) => {
          // The end of the warm-up this run stopped.
          if (data.type === 'warmed') return;
          const job = inFlight.get(data.id);
          if (!job) return;
          if (data.type === 'progress') {
            job.done = data.done;
            report();
          } else if (data.type === 'error') fail(new Error(data.message), true);
          else {
            inFlight.delete(data.id);
            results[job.slice] = data;
            const { from, to } = slices[job.slice]!;
            finished += to - from;
            report();
            if (finished === all) {
              release();
              resolve(results as Done[]);
            } else give(w);
          }
        };
        // Two slices each: the next one waits in the worker's queue (the `i`-th worker's are `openingSlices(…, i)`).
        for (let i = 0; i < IN_FLIGHT; i++) give(w);
      }
    });
  }

  /** Stop the run under way (its promise rejects with the `cancelled` error). */
  cancel(): void {
    this.cancelRun?.();
  }

  /** Stop everything (the screen is left). */
  close(): void {
    this.cancel();
    this.endWarm?.();
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}

/**
 * Workers for this device, the same for every pool: one per core. The games
 * run on the workers' threads, the screen's thread only draws progress, so
 * nothing is gained by leaving a core idle; the MJ waits for these figures
 * (« Équilibre », « Équilibrer », « Pronostic » alike).
 */
export function workersFor(cores: number | undefined): number {
  return Math.max(1, cores ?? 2);
}

/**
 * The smallest slice of a shrinking run (games): a slice costs a round trip
 * and the job's copy to the worker (a few milliseconds for a Quinte-bourg
 * game at day 5); 40 of its games are about a tenth of a second of a
 * worker's time there, a fiftieth in Thiercelieux.
 */
export const MIN_SLICE = 40;

/**
 * Games `from` to `to` cut for `workers` workers into slices that shrink as
 * the run goes on: each a `2 × IN_FLIGHT × workers`-th of the games left,
 * never under `min` (guided self-scheduling). The first slices are as big
 * as the equal ones of a quarter of a worker's share were (few round trips:
 * each copies the job to a worker), and those still queued when the run
 * ends are small: no worker idles long while another finishes a big one
 * (with those equal slices, a Quinte-bourg « Pronostic » could leave a core
 * idle for most of a second at the end).
 */
export function shrinkingSlices(from: number, to: number, workers: number, min: number): SliceJob[] {
  const share = 2 * IN_FLIGHT * Math.max(1, workers);
  const out: SliceJob[] = [];
  for (let a = from; a < to;) {
    const b = Math.min(to, a + Math.max(min, Math.ceil((to - a) / share)));
    out.push({ from: a, to: b });
    a = b;
  }
  return out;
}

/**
 * Games that lie in several ranges (those a warm-up left to play) cut as
 * `shrinkingSlices` cuts one: as if the ranges were one after the other, a
 * slice that would straddle two being cut in two.
 */
export function shrinkingOver(ranges: readonly SliceJob[], workers: number, min: number): SliceJob[] {
  const total = ranges.reduce((n, r) => n + r.to - r.from, 0);
  const out: SliceJob[] = [];
  let range = 0;
  let offset = 0; // games of the ranges before `range`
  for (const { from, to } of shrinkingSlices(0, total, workers, min)) {
    for (let a = from; a < to;) {
      while (a >= offset + ranges[range]!.to - ranges[range]!.from) offset += ranges[range]!.to - ranges[range++]!.from;
      const r = ranges[range]!;
      const b = Math.min(to, offset + r.to - r.from);
      out.push({ from: r.from + a - offset, to: r.from + b - offset });
      a = b;
    }
  }
  return out;
}

/** Games `from` to `to` shared out in `parts` ranges one after the other, as even as can be. */
export function sharesOf(from: number, to: number, parts: number): SliceJob[] {
  const n = to - from;
  return Array.from({ length: parts }, (_, i) => ({
    from: from + Math.floor((i * n) / parts),
    to: from + Math.floor(((i + 1) * n) / parts),
  }));
}

/**
 * What the workers' last words say of a run played ahead in shares
 * (`sharesOf(0, games, workers)`): the share each worker kept for
 * `mark` (games from its start on), and the games still to play. A worker
 * that did not answer, or kept another mark's games, leaves its whole share.
 */
export function keptOfShares<K extends { mark: number; played: number }>(
  told: readonly ({ kept?: K } | null)[],
  games: number,
  workers: number,
  mark: number,
): { kept: { from: number; kept: K }[]; left: SliceJob[] } {
  const kept: { from: number; kept: K }[] = [];
  const left: SliceJob[] = [];
  sharesOf(0, games, workers).forEach((share, i) => {
    const k = told[i]?.kept;
    const played = k?.mark === mark ? Math.min(k.played, share.to - share.from) : 0;
    if (played > 0) kept.push({ from: share.from, kept: k! });
    if (share.from + played < share.to) left.push({ from: share.from + played, to: share.to });
  });
  return { kept, left };
}

/** Games `from` to `to` cut into slices of `size` games. */
export function slicesOf(from: number, to: number, size: number): SliceJob[] {
  const out: SliceJob[] = [];
  for (let a = from; a < to; a += size) out.push({ from: a, to: Math.min(to, a + size) });
  return out;
}
