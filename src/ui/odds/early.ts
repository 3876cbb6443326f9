/**
 * « Pronostic » started at the MJ's tap, while the dialog's code is still
 * loading (about a third of a second on this 2-core machine): the workers
 * start and the first run (the dialog's default, from the call the game is
 * at) is under way at once; the dialog then takes the pool and that run, with
 * the progress made so far, instead of starting them itself. Kept small: the
 * game screen imports it.
 */
import type { GameState } from '../../engine';
import { oddsSeed } from '../../balance/odds';
import { defaultOddsPolicy } from '../../balance/odds-players';
import type { PolicyId } from '../../balance/games';
import { poolWorker } from '../lib/workers';
import { workersFor } from '../lib/pool';
import { OddsPool, type OddsRun, type OddsWorkerLike } from './pool';
import type { FromOddsWorker, ToOddsWorker } from './protocol';

/** Games of the dialog's first run (it offers 500, 2 000 and 10 000). */
export const DEFAULT_GAMES = 2000;

/** A Web Worker (`worker.ts`, bundled by Vite and precached for offline use) as the run sees it. */
export function createWorker(): OddsWorkerLike {
  return poolWorker<ToOddsWorker, FromOddsWorker>(
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
  );
}

/** A run started at the tap, until the dialog takes it. */
export interface EarlyRun {
  pool: OddsPool;
  run: OddsRun;
  state: GameState;
  seed: string;
  policy: PolicyId;
  games: number;
  /** Games done so far. */
  done: number;
  /** performance.now() at the tap. */
  started: number;
  /** The dialog's progress, once it has taken the run. */
  onProgress: ((done: number) => void) | null;
}

let early: EarlyRun | null = null;

/** The tap on « Pronostic »: the workers and the dialog's first run start now. */
export function startOdds(state: GameState, create: () => OddsWorkerLike = createWorker): void {
  early?.pool.close();
  const pool = new OddsPool(workersFor(navigator.hardwareConcurrency), create);
  const seed = oddsSeed(state);
  const policy = defaultOddsPolicy(state.rulesetId);
  const e: EarlyRun = {
    pool,
    state,
    seed,
    policy,
    games: DEFAULT_GAMES,
    done: 0,
    started: performance.now(),
    onProgress: null,
    run: null!,
  };
  e.run = pool.run({ state, seed, policy }, DEFAULT_GAMES, {
    progress: (done) => {
      e.done = done;
      e.onProgress?.(done);
    },
  });
  early = e;
}

/** The run started at the tap, for the dialog to take (once); null when there is none. */
export function takeEarly(): EarlyRun | null {
  const e = early;
  early = null;
  return e;
}
