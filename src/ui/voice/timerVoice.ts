/**
 * The timers' words. The Timer component knows no game: the game screen
 * tells this module whether the voice is on and how it speaks, and the
 * timer asks it to say its fixed words. Nothing is said anywhere else (the
 * players' window has its own, silent, copy of this module).
 */
import { say, type SpeakOptions } from './speech';
import { TIMER_END, TIMER_MINUTE } from './utterances';

let active: SpeakOptions | null = null;

export function setTimerVoice(options: SpeakOptions | null): void {
  active = options;
}

export function sayTimer(what: 'minute' | 'end'): void {
  if (active) void say([what === 'minute' ? TIMER_MINUTE : TIMER_END], active);
}
