/**
 * « Évolution » computed while the MJ is not touching the game (issue 24):
 * after each dawn and each day's end (and when a game opens, or after
 * « Retour »), the odds of the points not yet kept are computed in idle time
 * and kept with the game. Any tap or key on the page stops the run at once;
 * it starts again once the page has been quiet for a while. The code and the
 * worker load only when a run starts.
 */
import { useEffect, useRef, useState } from 'react';
import type { AnyRuleset, Answer, GameSetup, GameState } from '../../engine';
import { turned } from '../../balance/odds-timeline';
import type { BackgroundRun } from './background';
import { watchQuiet, whenIdle } from '../lib/quiet';

/** How long the page stays untouched before a run (re)starts. */
export const QUIET_MS = 4000;

interface Game {
  setup: GameSetup;
  answers: readonly Answer[];
  state: GameState;
}

const NOTHING_FIRST = (): Promise<void> => Promise.resolve();

/**
 * `first`: what a run waits for once the page is quiet, before it starts (the
 * game screen's « Pronostic » warm-up, whose games a tap would want first).
 */
export function useBackgroundOdds(
  gameId: string,
  rules: AnyRuleset,
  game: Game,
  enabled: boolean,
  first: () => Promise<void> = NOTHING_FIRST,
): void {
  const seen = useRef<{ count: number; state: GameState } | null>(null);
  // The game as it was when a run was last called for (a new object each time: a new run).
  const [due, setDue] = useState<Game | null>(null);

  // What calls for a run: the game opened, a dawn told or a day over, an answer taken back, the game's end.
  useEffect(() => {
    const before = seen.current;
    seen.current = { count: game.answers.length, state: game.state };
    if (
      !before ||
      game.answers.length < before.count ||
      (game.answers.length === before.count + 1 && turned(before.state, game.state)) ||
      game.state.ended
    )
      setDue(game);
  }, [game, setDue]);

  useEffect(() => {
    if (!enabled || !due) return;
    let run: BackgroundRun | null = null;
    let cancelIdle: (() => void) | null = null;
    let quiet = false;
    let finished = false;
    const stop = () => {
      quiet = false;
      run?.stop();
      run = null;
      cancelIdle?.();
      cancelIdle = null;
    };
    const start = () => {
      if (finished) return;
      quiet = true;
      cancelIdle = whenIdle(() => {
        cancelIdle = null;
        void Promise.all([import('./background'), first()]).then(([{ runInBackground }]) => {
          if (finished || !quiet || run) return;
          run = runInBackground(gameId, rules, due);
          run.done.then(
            (r) => {
              run = null;
              if (r === 'done') finished = true;
            },
            () => {
              // A rules error: the MJ sees it when « Pronostic » runs; the background does not retry.
              run = null;
              finished = true;
            },
          );
        });
      });
    };
    const unwatch = watchQuiet(QUIET_MS, () => finished || stop(), start);
    return () => {
      finished = true;
      unwatch();
      stop();
    };
  }, [enabled, due, gameId, rules, first]);
}
