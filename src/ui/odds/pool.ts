/**
 * The « Pronostic » workers: the games cut into slices handed to whichever
 * worker is free; the slices' counts added up give the very counts one
 * thread gives with the same seed. Workers are made for a run and ended with
 * it (a run is a tap, not a session): « Annuler » ends them at once.
 */
import { emptyOddsTally, mergeOdds, type OddsTally } from '../../balance/odds';
import type { FromOddsWorker, OddsJob, ToOddsWorker } from './protocol';

/** What a run needs of a worker (a Web Worker, or an in-process stand-in in tests). */
export interface OddsWorkerLike {
  postMessage(message: ToOddsWorker): void;
  onmessage: ((event: { data: FromOddsWorker }) => void) | null;
  onfail?: ((message: string) => void) | null;
  terminate(): void;
}

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

/** Play `games` games of `job` (its `from`/`to` ignored) on `size` workers, in slices of `slice`. */
export function runOddsOn(
  size: number,
  create: () => OddsWorkerLike,
  job: Omit<OddsJob, 'from' | 'to'>,
  games: number,
  options: { slice?: number; progress?(done: number): void } = {},
): OddsRun {
  const sliceSize = options.slice ?? Math.max(50, Math.ceil(games / (size * 4)));
  const slices: [number, number][] = [];
  for (let a = 0; a < games; a += sliceSize) slices.push([a, Math.min(games, a + sliceSize)]);
  const workers: OddsWorkerLike[] = [];
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
      w.terminate();
    }
  };
  const done = new Promise<OddsTally>((resolve, reject) => {
    fail = (e) => {
      if (settled) return;
      end();
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
    for (let k = 0; k < Math.min(size, slices.length); k++) {
      const w = create();
      workers.push(w);
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
