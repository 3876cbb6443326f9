/// <reference lib="webworker" />
/** The « Pronostic » Web Worker: warms up, and plays the games it is given on from a state (`work.ts`). */
import type { ToOddsWorker } from './protocol';
import { serveOdds } from './work';

declare const self: DedicatedWorkerGlobalScope;

const handle = serveOdds((m) => self.postMessage(m));

self.onmessage = (event: MessageEvent<ToOddsWorker>) => {
  void handle(event.data);
};
