/**
 * What the voice may say at a call, and nothing else: the public
 * announcements the answer that led here produced (read first, as the screen
 * shows them), then the call's line to read aloud. Never the MJ's notes, the
 * reason a call is « sans effet », a refusal, who wakes, a document or a
 * place: those stay on the MJ's screen. Pure, so the leak property
 * (tests/property/voice-*.test.ts) checks exactly what the app says.
 */
import { effectOf, typo, type CallView, type Effect } from '../../engine';

export function utterancesAt(call: CallView | null, effects: readonly Effect[]): string[] {
  const announce = effectOf(effects, 'announce');
  const lines = announce ? announce.lines.map((l) => typo(l)) : [];
  if (call && call.line.trim() !== '') lines.push(typo(call.line));
  return lines.filter((l) => l.trim() !== '');
}

/** What the timers say (fixed words: never the timer's label, which may be a night's secret). */
export const TIMER_MINUTE = 'Plus qu’une minute.';
export const TIMER_END = 'Temps écoulé.';
