import { type Weekday, weekdayOf, weekOf } from '../../engine';
/**
 * The Quinte-bourg week, the same in both books (000:50-56, 001:1-3): odd
 * days are Monday, Wednesday and Friday, even days Tuesday, Thursday and
 * Saturday, and Sunday is the village's fête (no death, no execution), so it
 * is neither. Configured by the weekday of day 1.
 */

const ODD: readonly Weekday[] = ['lundi', 'mercredi', 'vendredi'];
const EVEN: readonly Weekday[] = ['mardi', 'jeudi', 'samedi'];

export interface FamilyDays {
  day1: Weekday;
  weekday(day: number): Weekday;
  isSunday(day: number): boolean;
  isOddDay(day: number): boolean;
  isEvenDay(day: number): boolean;
  /** The post (or anything) of the day: `odd` on odd days, `even` on even days, null on Sunday (the adjoints, the pickpockets). */
  ofTheDay<V>(day: number, odd: V, even: V): V | null;
  /** The week of a day, Monday to Sunday: week 0 holds day 1. */
  weekOf(day: number): number;
}

export function familyDays(day1: Weekday): FamilyDays {
  const weekday = (day: number): Weekday => weekdayOf(day, day1);
  const isOddDay = (day: number): boolean => ODD.includes(weekday(day));
  const isEvenDay = (day: number): boolean => EVEN.includes(weekday(day));
  return {
    day1,
    weekday,
    isSunday: (day) => weekday(day) === 'dimanche',
    isOddDay,
    isEvenDay,
    ofTheDay: (day, odd, even) => (isOddDay(day) ? odd : isEvenDay(day) ? even : null),
    weekOf: (day) => weekOf(day, day1),
  };
}
