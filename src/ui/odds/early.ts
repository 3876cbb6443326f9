/**
 * The « Pronostic » workers started at the MJ's tap, while the dialog's code
 * is still loading (about a third of a second on this 2-core machine): the
 * workers' own code loads meanwhile, and the dialog's pool takes them for its
 * first run. Kept tiny: the game screen imports it.
 */
import { poolWorker } from '../lib/workers';
import type { FromOddsWorker, ToOddsWorker } from './protocol';
import type { OddsWorkerLike } from './pool';

/** A Web Worker (`worker.ts`, bundled by Vite and precached for offline use) as the run sees it. */
export function createWorker(): OddsWorkerLike {
  return poolWorker<ToOddsWorker, FromOddsWorker>(
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
  );
}

/**
 * One worker per core: unlike « Équilibre », whose runs last while the MJ
 * goes on using the screen, the MJ waits for these figures, and the screen
 * has nothing else to do meanwhile.
 */
export function oddsWorkers(cores: number | undefined): number {
  return Math.max(1, cores ?? 2);
}

let started: OddsWorkerLike[] = [];

/** Start the dialog's workers now (the tap on « Pronostic »). */
export function startOddsWorkers(): void {
  if (started.length === 0) started = Array.from({ length: oddsWorkers(navigator.hardwareConcurrency) }, createWorker);
}

/** A worker started at the tap if one is left, else a new one. */
export function takeWorker(): OddsWorkerLike {
  return started.pop() ?? createWorker();
}
