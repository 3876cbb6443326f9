/**
 * Days, nights and weekdays. Night N precedes day N; day 0 is the day before
 * the first night (elections in the forum games).
 */
import type { Clock, Weekday } from './types';

export const WEEKDAYS: Weekday[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** Weekday of day `day`, given the weekday of day 1. */
export function weekdayOf(day: number, day1: Weekday): Weekday {
  const start = WEEKDAYS.indexOf(day1);
  return WEEKDAYS[(((start + day - 1) % 7) + 7) % 7]!;
}

export function isSunday(day: number, day1: Weekday): boolean {
  return weekdayOf(day, day1) === 'dimanche';
}

const PHASE_NAMES: Record<Clock['phase'], string> = {
  setup: 'Mise en place',
  night: 'Nuit',
  dawn: 'Aube',
  day: 'Jour',
  deadline: 'Deadline',
  end: 'Fin de partie',
};

/** "Nuit 2", "Jour 0", "Aube 3". */
export function clockLabel(clock: Clock, day1?: Weekday): string {
  const base = clock.phase === 'setup' || clock.phase === 'end' ? PHASE_NAMES[clock.phase] : `${PHASE_NAMES[clock.phase]} ${clock.day}`;
  if (!day1 || clock.day < 1 || clock.phase === 'setup' || clock.phase === 'end') return base;
  return `${base} (${weekdayOf(clock.day, day1)})`;
}
