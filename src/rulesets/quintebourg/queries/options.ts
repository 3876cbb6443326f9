/** The setup's options as the rules read them (the engine has checked and completed them: options.ts). */
import type { QGame } from '../types';

/** A number option (a duration, a count). */
export function numberOption(s: QGame, id: string): number {
  const v = s.setup.options[id];
  return typeof v === 'number' ? v : 0;
}

/** A choice option's value. */
export function choiceOption(s: QGame, id: string): string {
  const v = s.setup.options[id];
  return typeof v === 'string' ? v : '';
}
