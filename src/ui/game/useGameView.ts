import { useMemo } from 'react';
import {
  availableActions,
  clockLabel,
  currentCall,
  grimoire,
  phaseProgress,
  type PlayerId,
} from '../../engine';
import type { OpenGame } from '../store/session';

/** Everything the game screen renders, from the engine's selectors (memoized per state). */
export function useGameView(game: OpenGame) {
  const { rules, timeline } = game;
  const state = timeline.state;
  return useMemo(() => {
    const nameOf = (id: PlayerId): string => state.players[id]?.name ?? id;
    return {
      state,
      rules,
      seq: timeline.answers.length,
      clock: clockLabel(state.clock, rules.calendar?.day1),
      call: currentCall(rules, state),
      progress: phaseProgress(rules, state),
      actions: availableActions(rules, state),
      rows: grimoire(rules, state),
      nameOf,
    };
  }, [rules, state, timeline.answers.length]);
}

export type GameView = ReturnType<typeof useGameView>;
