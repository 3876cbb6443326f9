/// <reference lib="webworker" />
/** The « Pronostic » Web Worker: plays the games it is given on from a state (`work.ts`). */
import type { ToOddsWorker } from './protocol';
import { workOdds } from './work';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<ToOddsWorker>) => {
  void workOdds(event.data, (m) => self.postMessage(m));
};
