/// <reference lib="webworker" />
/** The balance lab's Web Worker: plays the slices of a run it is given (`work.ts`). */
import type { ToWorker } from './protocol';
import { work } from './work';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<ToWorker>) => {
  void work(event.data, (m) => self.postMessage(m));
};
