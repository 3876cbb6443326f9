import { useMemo } from 'react';
import {
  availableActions,
  bookFromAnswers,
  standingBook,
  clockLabel,
  currentCall,
  effectOf,
  grimoire,
  phaseProgress,
  type PlayerId,
} from '../../engine';
import { callKeyOf } from '../public/timerMemory';
import type { OpenGame } from '../store/session';

/** Everything the game screen renders, from the engine's selectors (memoized per state). */
export function useGameView(game: OpenGame) {
  const { rules, timeline } = game;
  const state = timeline.state;
  return useMemo(() => {
    const nameOf = (id: PlayerId): string => state.players[id]?.name ?? id;
    const call = currentCall(rules, state);
    return {
      state,
      rules,
      seq: timeline.answers.length,
      /** The call on screen (an invoked action does not change it: its timer and announcements stay). */
      callKey: callKeyOf(timeline.answers, call),
      clock: clockLabel(state.clock, rules.calendar?.day1),
      call,
      /** An order book's orders so far, read back from the log (any ruleset, wherever it keeps its book). */
      book:
        call?.prompt.kind === 'orders'
          ? call.prompt.standing
            ? standingBook(call.prompt.standing)
            : bookFromAnswers(timeline.answers, call.step)
          : undefined,
      /** What the engine said to do at this call, as the answer that led here returned it. */
      effects: timeline.effects,
      /** The game-over effect: the end screen shows only when the engine said so. */
      over: effectOf(timeline.effects, 'gameOver')?.end ?? null,
      progress: phaseProgress(rules, state),
      actions: availableActions(rules, state),
      rows: grimoire(rules, state),
      nameOf,
    };
  }, [rules, state, timeline.effects, timeline.answers]);
}

export type GameView = ReturnType<typeof useGameView>;
