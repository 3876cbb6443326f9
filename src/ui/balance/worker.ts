/// <reference lib="webworker" />
/** The balance lab's Web Worker: warms up, and plays the slices of a run it is given (`work.ts`). */
import type { ToWorker } from './protocol';
import { serve } from './work';

declare const self: DedicatedWorkerGlobalScope;

const handle = serve((m) => self.postMessage(m));

self.onmessage = (event: MessageEvent<ToWorker>) => {
  void handle(event.data);
};
