/**
 * The background run of « Évolution » (loaded lazily by `useBackgroundOdds`):
 * the odds at each dawn and each day's end not yet kept with the game,
 * computed on one worker (the other core stays with the screen) and kept
 * point by point, then the game's evolution. `stop` ends it at once: a point
 * under way is lost, the points done are kept.
 */
import type { AnyRuleset, Answer, GameSetup } from '../../engine';
import { defaultOddsPolicy } from '../../balance/odds-players';
import { loadOdds, saveEvolution, saveOddsPoints } from '../../storage';
import { evolution, evolutionData } from './evolution';
import { GAMES_PER_CALL } from './games';
import { OddsCancelled, OddsPool, type OddsRun } from './pool';
import { createWorker } from './useOdds';

export interface BackgroundRun {
  done: Promise<'done' | 'cancelled'>;
  stop(): void;
}

export function runInBackground(
  gameId: string,
  rules: AnyRuleset,
  game: { setup: GameSetup; answers: readonly Answer[] },
): BackgroundRun {
  const pool = new OddsPool(1, createWorker);
  let stopped = false;
  let current: OddsRun | null = null;
  const policy = defaultOddsPolicy(rules.id);
  const work = async (): Promise<'done' | 'cancelled'> => {
    const kept = await loadOdds(gameId, game.answers);
    if (stopped) return 'cancelled';
    const result = await evolution(rules, game, GAMES_PER_CALL, policy, pool, {
      progress: () => {},
      cancelled: () => stopped,
      setRun: (r) => (current = r),
      known: kept.points,
      computed: (point) => void saveOddsPoints(gameId, [point]).catch(() => {}),
      current: false,
    });
    await saveEvolution(gameId, evolutionData(result, GAMES_PER_CALL, policy));
    return 'done';
  };
  const done = work().then(
    (r) => r,
    (e: unknown) => {
      if (e instanceof OddsCancelled || stopped) return 'cancelled' as const;
      throw e;
    },
  );
  void done.finally(() => pool.close()).catch(() => {});
  return {
    done,
    stop: () => {
      stopped = true;
      current?.cancel();
      pool.close();
    },
  };
}
