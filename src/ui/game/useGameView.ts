import { useMemo } from 'react';
import {
  apply,
  availableActions,
  bookFromAnswers,
  standingBook,
  clockLabel,
  currentCall,
  effectOf,
  grimoire,
  phaseProgress,
  type AnyRuleset,
  type CallView,
  type GameState,
  type PlayerId,
} from '../../engine';
import { callKeyOf } from '../public/timerMemory';
import type { OpenGame } from '../store/session';

/**
 * The grimoire follows the call being read (issue 23): a call the MJ only
 * reads (« Suivant ») states what it makes true — « Le village se réveille,
 * sauf Chloé » — while the state changes only once it is answered; the rows
 * are those of its reading, so Chloé is not shown « Vivant » beside that line.
 * A call the MJ answers otherwise shows the table as it is.
 */
function rowsAsRead(rules: AnyRuleset, state: GameState, call: CallView | null): ReturnType<typeof grimoire> {
  if (call?.prompt.kind !== 'ack') return grimoire(rules, state);
  const read = apply(rules, state, { kind: 'answer', step: call.step, value: null });
  return read.kind === 'accepted' && !read.state.ended ? grimoire(rules, read.state) : grimoire(rules, state);
}

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
      rows: rowsAsRead(rules, state, call),
      nameOf,
    };
  }, [rules, state, timeline.effects, timeline.answers]);
}

export type GameView = ReturnType<typeof useGameView>;
