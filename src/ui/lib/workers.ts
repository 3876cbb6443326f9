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

/**
 * A worker's replies: games played so far, the result, or why it failed; the
 * warm-up's end, its games, and what it kept for the next run (`Kept`: the
 * « Pronostic »'s counts; none for « Équilibre »).
 */
export type FromGamesWorker<Done extends object, Kept = never> =
  | { type: 'warmed'; id: number; games: number; kept?: Kept }
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

/**
 * A Web Worker (bundled by Vite and precached for offline use) as a pool sees it. A failure while nobody listens
 * (its script would not load while the pool was idle) is kept and told to the next listener: a worker that died
 * idle fails the next run at once, which would otherwise wait for it for ever.
 */
export function poolWorker<In, Out>(worker: Worker): WorkerLike<In, Out> {
  let failed: string | null = null;
  let onfail: ((message: string) => void) | null = null;
  const like: WorkerLike<In, Out> = {
    onmessage: null,
    get onfail() {
      return onfail;
    },
    set onfail(listener) {
      onfail = listener ?? null;
      const message = failed;
      // Told after the listener's pool has set up the rest of its run.
      if (listener && message !== null) queueMicrotask(() => onfail === listener && listener(message));
    },
    postMessage: (m) => worker.postMessage(m),
    terminate: () => worker.terminate(),
  };
  worker.onmessage = (e: MessageEvent<Out>) => like.onmessage?.({ data: e.data });
  worker.onerror = (e) => {
    failed = e.message || 'erreur inconnue';
    onfail?.(failed);
  };
  return like;
}
