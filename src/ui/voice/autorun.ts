/**
 * Which calls the guided night runs by itself: those with nothing to decide.
 * A call « sans effet » (a dead, absent or sleeping role called anyway, so
 * that the table cannot tell), or a bare « Suivant » that gives the MJ
 * nothing to do: no note to act on, no hint under the button, nobody to wake
 * or show a card to (a wake, or a line where the MJ touches or shows), no
 * document to copy, no map, no timer, no ring. Only at
 * night: the day is the table's, the MJ leads it.
 */
import { effectOf, type CallView, type Effect, type PhaseId } from '../../engine';

const MJ_ACTS = /(?<![\p{L}])(?:je touche|touchez|je (?:lui|leur) montre|montrez)(?![\p{L}])/iu;

export function runsByItself(call: CallView | null, effects: readonly Effect[], phase: PhaseId): boolean {
  if (!call || phase !== 'night') return false;
  if (call.inert !== null) return true;
  if (call.prompt.kind !== 'ack' || call.prompt.label) return false;
  if (call.notes.length > 0 || call.places) return false;
  // The line itself has the MJ touch or show something (« Je touche les deux amoureux »): the MJ's hands are busy.
  if (MJ_ACTS.test(call.line)) return false;
  return !(['wake', 'documents', 'timer', 'ring'] as const).some((t) => effectOf(effects, t));
}

/**
 * Whether the guided night moves on by itself once the call is read: a call with nothing to decide whose line was
 * said whole, or a call « sans effet » even if the voice left out a sentence of it. The MJ's part of a line is in
 * its notes (docs/rulesets/anatomy.md), so what the voice leaves out of an inert call is a card or camp name it
 * cannot prove the table heard (« Seth et le Fennec… »): the MJ has nothing to do there, and the call must not
 * stand out from the others by waiting.
 */
export function runsAlone(call: CallView | null, effects: readonly Effect[], phase: PhaseId, whole: boolean): boolean {
  return runsByItself(call, effects, phase) && (whole || call?.inert != null);
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
