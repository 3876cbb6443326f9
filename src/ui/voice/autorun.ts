/**
 * Which calls the guided night runs by itself: those with nothing to decide
 * and nothing for the MJ's hands (quietCall.ts), and, when the MJ's setting
 * says so (`touchAlone`, on by default), those where his hands only touch the
 * players named on screen (« Les Amoureux »): he does it while the voice
 * reads and pauses. Only at night: the day is the table's, the MJ leads it.
 */
import type { CallView, Effect, PhaseId } from '../../engine';
import { quietCall, touchOnly } from '../game/quietCall';

export function runsByItself(
  call: CallView | null,
  effects: readonly Effect[],
  phase: PhaseId,
  touchAlone = false,
): boolean {
  if (call === null || phase !== 'night') return false;
  return quietCall(call, effects) || (touchAlone && touchOnly(call, effects));
}

/**
 * Whether the guided night moves on by itself once the call is read: a call with nothing to decide whose line was
 * said whole, or a call « sans effet » even if the voice left out a sentence of it. The MJ's part of a line is in
 * its notes (docs/rulesets/anatomy.md), so what the voice leaves out of an inert call is a card or camp name it
 * cannot prove the table heard (« Seth et le Fennec… »): the MJ has nothing to do there, and the call must not
 * stand out from the others by waiting.
 */
export function runsAlone(
  call: CallView | null,
  effects: readonly Effect[],
  phase: PhaseId,
  whole: boolean,
  touchAlone = false,
): boolean {
  return runsByItself(call, effects, phase, touchAlone) && (whole || call?.inert != null);
}

/** The answer the MJ's « Suivant » sends at such a call, exactly (CallPanel: `emptyValue` of an ack is null). */
export function nextAnswer(call: CallView): { kind: 'answer'; step: string; value: null } {
  return { kind: 'answer', step: call.step, value: null };
}

/** A pause in [min, max] seconds, in milliseconds, drawn with `random` (the UI's own draw, never the game's). */
export function drawPause(min: number, max: number, random: () => number = Math.random): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  return Math.round((lo + (hi - lo) * random()) * 1000);
}
