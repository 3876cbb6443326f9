/**
 * Running « Pronostic »: N games played on from the state in Web Workers
 * (one per core), their progress, « Annuler »; the first run is the one
 * started at the tap (`early.ts`) when it is the same.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { oddsReport, type OddsReport } from '../../balance/odds';
import { OddsCancelled, OddsPool, type OddsRun } from './pool';
import { workersFor } from '../lib/pool';
import { createWorker, keepOdds, keepWholeRun, takeEarly } from './early';
import { PROGRESS_MS, throttled } from '../lib/throttle';

export type OddsStatus =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  /** `kept`: the run was read back from the game (played whole at this call before), not played now. */
  | { kind: 'done'; report: OddsReport; seconds: number; kept?: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Workers for the screen, made when it opens and ended when it closes (the end screen's evolution). */
export function usePool(): OddsPool {
  const [pool] = useState(() => new OddsPool(workersFor(navigator.hardwareConcurrency), createWorker));
  useEffect(() => () => pool.close(), [pool]);
  return pool;
}

export function useOdds() {
  const [status, setStatus] = useState<OddsStatus>({ kind: 'idle' });
  // The bar is drawn a few times a second, not at each of the workers' reports (each a render the workers' cores pay for).
  const [progress] = useState(() => throttled<OddsStatus>(setStatus, PROGRESS_MS));
  useEffect(() => () => progress.cancel(), [progress]);
  const run = useRef<OddsRun | null>(null);
  // The run started at the tap (`early.ts`), if any: its pool, its workers warm, becomes the dialog's.
  const [early] = useState(takeEarly);
  const [pool] = useState(() => early?.pool ?? new OddsPool(workersFor(navigator.hardwareConcurrency), createWorker));
  // The ruleset of the last run: the workers, hot for it, are kept for the screen's next « Pronostic » (`keepOdds`).
  const ruleset = useRef<string | null>(early?.state.rulesetId ?? null);
  useEffect(() => () => (ruleset.current === null ? pool.close() : keepOdds(pool, ruleset.current)), [pool]);
  const waiting = useRef(early);

  const start = useCallback(
    (state: GameState, games: number, seed: string, policy: PolicyId) => {
      run.current?.cancel();
      ruleset.current = state.rulesetId;
      const e = waiting.current;
      waiting.current = null;
      const show = (done: number) => progress({ kind: 'running', done, total: games });
      let current: OddsRun;
      let started = performance.now();
      let taken: typeof e = null;
      if (e && e.seed === seed && e.games === games && e.policy === policy) {
        // The very run the dialog would start, already under way since the tap.
        current = e.run;
        started = e.started;
        taken = e;
        e.onProgress = show;
        progress.flush({ kind: 'running', done: e.done, total: games });
      } else {
        progress.flush({ kind: 'running', done: 0, total: games });
        // The state goes to the workers as plain data (a structured clone).
        current = pool.run({ state, seed, policy }, games, { progress: show });
      }
      run.current = current;
      current.done.then(
        (tally) => {
          // Kept with the game when it is the tap's run (its seed, players and games: `keepWholeRun` checks).
          void keepWholeRun(state, { seed, policy, counts: tally });
          if (run.current !== current) return;
          progress.cancel();
          setStatus({
            kind: 'done',
            report: oddsReport(tally, state, seed, policy),
            seconds: (performance.now() - started) / 1000,
            // Known once its run began (the kept run is read as the game opens).
            ...(taken?.kept ? { kept: true } : {}),
          });
        },
        (e: unknown) => {
          if (run.current !== current) return;
          progress.cancel();
          setStatus(
            e instanceof OddsCancelled
              ? { kind: 'cancelled' }
              : { kind: 'failed', message: e instanceof Error ? e.message : String(e) },
          );
        },
      );
    },
    [pool, progress],
  );

  const cancel = useCallback(() => run.current?.cancel(), []);
  return { status, start, cancel, pool };
}
