/**
 * What the app's worker pools (« Équilibre », « Pronostic ») say to their
 * Web Workers, and a worker as a pool sees it: one shape for both, so that
 * tests hand the pools in-process stand-ins.
 */

/**
 * A job of games `from` to `to` (excluded), sent to a worker; or a warm-up:
 * games of the job played for `ms` at most and thrown away, so that the
 * worker's code is compiled hot before a run (a run stops it at once).
 */
export type ToGamesWorker<Job> =
  { type: 'run'; id: number; job: Job } | { type: 'warm'; id: number; job: Job; ms: number };

/** A worker's replies: games played so far, the result, or why it failed; the warm-up's end and its games. */
export type FromGamesWorker<Done extends object> =
  | { type: 'warmed'; id: number; games: number }
  | { type: 'progress'; id: number; done: number }
  | ({ type: 'done'; id: number } & Done)
  | { type: 'error'; id: number; message: string };

export interface WorkerLike<In, Out> {
  postMessage(message: In): void;
  onmessage: ((event: { data: Out }) => void) | null;
  /** The worker itself failed (its script would not load…). */
  onfail?: ((message: string) => void) | null;
  terminate(): void;
}

/** A Web Worker (bundled by Vite and precached for offline use) as a pool sees it. */
export function poolWorker<In, Out>(worker: Worker): WorkerLike<In, Out> {
  const like: WorkerLike<In, Out> = {
    onmessage: null,
    onfail: null,
    postMessage: (m) => worker.postMessage(m),
    terminate: () => worker.terminate(),
  };
  worker.onmessage = (e: MessageEvent<Out>) => like.onmessage?.({ data: e.data });
  worker.onerror = (e) => like.onfail?.(e.message || 'erreur inconnue');
  return like;
}
