/**
 * The background run of « Évolution » (loaded lazily by `useBackgroundOdds`):
 * the odds at each dawn and each day's end not yet kept with the game. The
 * main thread only posts the game's answers and the points kept to one
 * worker (the other core stays with the screen), which replays the game and
 * plays on from each point (`evolution-work.ts`); each point it sends back is
 * kept at once, then the game's evolution. `stop` ends it at once: the worker
 * is terminated, a point under way is lost, and nothing it might still have
 * sent is kept (the points kept before are).
 */
import type { AnyRuleset, Answer, GameSetup } from '../../engine';
import { defaultOddsPolicy } from '../../balance/odds-players';
import { loadOdds, saveEvolution, saveOddsPoints, type EvolutionData } from '../../storage';
import { GAMES_PER_CALL } from './games';
import type { OddsWorkerLike } from './pool';
import { createWorker } from './early';

export interface BackgroundRun {
  done: Promise<'done' | 'cancelled'>;
  stop(): void;
}

class Stopped extends Error {}

export function runInBackground(
  gameId: string,
  rules: AnyRuleset,
  game: { setup: GameSetup; answers: readonly Answer[] },
  create: () => OddsWorkerLike = createWorker,
): BackgroundRun {
  const policy = defaultOddsPolicy(rules.id);
  let stopped = false;
  let worker: OddsWorkerLike | null = null;
  let interrupt: (() => void) | null = null;
  const end = () => {
    if (!worker) return;
    worker.onmessage = null;
    worker.onfail = null;
    worker.terminate();
    worker = null;
  };
  const work = async (): Promise<'done' | 'cancelled'> => {
    const kept = await loadOdds(gameId, game.answers);
    if (stopped) return 'cancelled';
    const w = create();
    worker = w;
    const evolution = await new Promise<EvolutionData>((resolve, reject) => {
      interrupt = () => reject(new Stopped());
      w.onfail = (message) => reject(new Error(`Le calcul en arrière-plan s’est arrêté\u00a0: ${message}`));
      w.onmessage = ({ data }) => {
        if (stopped) return;
        if (data.type === 'point') void saveOddsPoints(gameId, [data.point]).catch(() => {});
        else if (data.type === 'evolved') resolve(data.evolution);
        else if (data.type === 'error') reject(new Error(data.message));
      };
      // The answers go as plain data (a structured clone); the worker replays them.
      w.postMessage({
        type: 'evolution',
        id: 1,
        job: { setup: game.setup, answers: [...game.answers], known: kept.points, games: GAMES_PER_CALL, policy },
      });
    }).finally(end);
    if (stopped) return 'cancelled';
    await saveEvolution(gameId, evolution);
    return 'done';
  };
  const done = work().catch((e: unknown) => {
    if (e instanceof Stopped || stopped) return 'cancelled' as const;
    throw e;
  });
  return {
    done,
    stop: () => {
      stopped = true;
      end();
      interrupt?.();
    },
  };
}
