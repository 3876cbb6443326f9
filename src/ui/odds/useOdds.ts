/**
 * Running « Pronostic »: N games played on from the state in Web Workers
 * (one per core, less one for the screen), their progress, « Annuler ».
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { oddsReport, type OddsReport } from '../../balance/odds';
import { OddsCancelled, OddsPool, type OddsRun } from './pool';
import { oddsWorkers, takeWorker } from './early';

export type OddsStatus =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; report: OddsReport; seconds: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** The dialog's workers (those started at the tap, `early.ts`), ended when it closes. */
export function usePool(): OddsPool {
  const [pool] = useState(() => new OddsPool(oddsWorkers(navigator.hardwareConcurrency), takeWorker));
  useEffect(() => () => pool.close(), [pool]);
  return pool;
}

export function useOdds() {
  const [status, setStatus] = useState<OddsStatus>({ kind: 'idle' });
  const run = useRef<OddsRun | null>(null);
  const pool = usePool();

  const start = useCallback(
    (state: GameState, games: number, seed: string, policy: PolicyId) => {
      run.current?.cancel();
      const started = performance.now();
      setStatus({ kind: 'running', done: 0, total: games });
      // The state goes to the workers as plain data (a structured clone).
      const current = pool.run({ state, seed, policy }, games, {
        progress: (done) => setStatus({ kind: 'running', done, total: games }),
      });
      run.current = current;
      current.done.then(
        (tally) => {
          if (run.current !== current) return;
          setStatus({
            kind: 'done',
            report: oddsReport(tally, state, seed, policy),
            seconds: (performance.now() - started) / 1000,
          });
        },
        (e: unknown) => {
          if (run.current !== current) return;
          setStatus(
            e instanceof OddsCancelled
              ? { kind: 'cancelled' }
              : { kind: 'failed', message: e instanceof Error ? e.message : String(e) },
          );
        },
      );
    },
    [pool],
  );

  const cancel = useCallback(() => run.current?.cancel(), []);
  return { status, start, cancel, pool };
}
