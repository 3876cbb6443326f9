/**
 * The balance lab's worker code (`serve`, `src/ui/balance/work.ts`) played
 * in-process, as a pool sees a Web Worker: each message is handled on a
 * later turn and each answer delivered on a later turn, as across threads.
 * `watch` lets a test see the traffic (what was posted and when the worker
 * took it, what it answered).
 */
import type { WorkerLike } from '../../src/ui/balance/pool';
import type { FromWorker, ToWorker } from '../../src/ui/balance/protocol';
import { serve } from '../../src/ui/balance/work';

export interface LabWorkerWatch {
  /** A message posted to the worker; `taken` is called when the worker starts on it. */
  posted?(message: ToWorker): { taken(): void } | void;
  /** An answer of the worker, when it sends it. */
  answered?(message: FromWorker): void;
}

export function fakeLabWorker(watch: LabWorkerWatch = {}): WorkerLike {
  const handle = serve((m) => {
    watch.answered?.(m);
    setTimeout(() => w.onmessage?.({ data: m }));
  });
  const w: WorkerLike = {
    onmessage: null,
    postMessage(message: ToWorker) {
      const seen = watch.posted?.(message);
      setTimeout(() => {
        seen?.taken();
        void handle(message);
      });
    },
    terminate() {
      w.onmessage = null;
    },
  };
  return w;
}
