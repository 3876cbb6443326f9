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

/** The phase's name with its number: « Nuit 2 », « Jour 0 », « Aube du jour 3 », « Deadline du jour 1 ». */
function phaseName(clock: Clock): string {
  switch (clock.phase) {
    case 'setup':
    case 'end':
      return PHASE_NAMES[clock.phase];
    case 'dawn':
    case 'deadline':
      return `${PHASE_NAMES[clock.phase]} du jour ${clock.day}`;
    default:
      return `${PHASE_NAMES[clock.phase]} ${clock.day}`;
  }
}

/** « Nuit 3 (mercredi) » when the ruleset plays a week calendar, else « Nuit 3 ». */
export function clockLabel(clock: Clock, day1?: Weekday): string {
  const base = phaseName(clock);
  if (!day1 || clock.day < 1 || clock.phase === 'setup' || clock.phase === 'end') return base;
  return `${base} (${weekdayOf(clock.day, day1)})`;
}
