/**
 * A week of night tables: the rows of the night, in order, each call of a row
 * with the weekdays it happens on (« N nuits par semaine » is how many), a
 * per-game edit of those weekdays held in the game's state, and a weekly
 * limit for powers whose text allows fewer nights than the table calls them.
 *
 * A ruleset writes its table once as data (`Week`); the MJ's edits for one
 * game (`NightEdits`, step → weekdays) live in the ruleset's state, so they
 * replay with the answers and can change during the game. A call keeps its
 * place in its row whatever weekdays it is moved to.
 */
import { WEEKDAYS, weekdayOf } from './calendar';
import type { Weekday } from './types';

/** One call of a row and the weekdays the table calls it on. */
export interface WeekCall<C extends { step: string }> {
  call: C;
  days: readonly Weekday[];
}

/** A row of the night table (« D : les Reptiliens désignent leur cible »). */
export interface WeekRow<C extends { step: string }> {
  /** The row's name in the book (a letter, a number). */
  row: string;
  /** What the row does, in the project's words. */
  label: string;
  calls: readonly WeekCall<C>[];
}

export interface Week<C extends { step: string }> {
  /** The weekday of day 1. */
  day1: Weekday;
  /** The weekdays that have a night before them (Quinte-bourg: every one but Sunday). */
  nights: readonly Weekday[];
  rows: readonly WeekRow<C>[];
}

/** The MJ's edits for one game: a step id → the weekdays it is called on instead of the table's. */
export type NightEdits = Record<string, readonly Weekday[]>;

/**
 * What a ruleset's state holds for the week: the nights each weekly-limited
 * power was used (`${player}/${power}` → night numbers, current week only)
 * and, once the MJ changed them, the edited nights of the calls.
 */
export type WeekSlice = {
  weekly: Record<string, number[]>;
  nights?: NightEdits;
};

const own = (edits: NightEdits | undefined, step: string): readonly Weekday[] | undefined =>
  edits && Object.prototype.hasOwnProperty.call(edits, step) ? edits[step] : undefined;

/** The weekdays a call happens on in this game: the MJ's edit of its step, else the table's. */
export function daysOf<C extends { step: string }>(c: WeekCall<C>, edits?: NightEdits): readonly Weekday[] {
  return own(edits, c.call.step) ?? c.days;
}

/** The weekday of day `day`. */
export function weekdayIn<C extends { step: string }>(week: Week<C>, day: number): Weekday {
  return weekdayOf(day, week.day1);
}

/** Whether a night comes before a day of this weekday. */
export function hasNight<C extends { step: string }>(week: Week<C>, day: Weekday): boolean {
  return week.nights.includes(day);
}

/** The calls of a weekday's night, row after row (null: no night before that weekday). */
export function nightCalls<C extends { step: string }>(week: Week<C>, day: Weekday, edits?: NightEdits): C[] | null {
  if (!hasNight(week, day)) return null;
  if (edits === undefined) return tableNight(week, day).slice();
  return callsOn(week, day, edits);
}

function callsOn<C extends { step: string }>(week: Week<C>, day: Weekday, edits?: NightEdits): C[] {
  return week.rows.flatMap((r) => r.calls.filter((c) => daysOf(c, edits).includes(day)).map((c) => c.call));
}

/** The table's own night of each weekday, per week: a `Week` is the ruleset's constant data, never written. */
const tableNights = new WeakMap<Week<{ step: string }>, Map<Weekday, readonly { step: string }[]>>();

/** A weekday's night as the table prints it, worked out once per week and weekday (each night of every game asks again). */
function tableNight<C extends { step: string }>(week: Week<C>, day: Weekday): readonly C[] {
  let byDay = tableNights.get(week);
  if (!byDay) tableNights.set(week, (byDay = new Map()));
  let calls = byDay.get(day);
  if (!calls) byDay.set(day, (calls = callsOn(week, day)));
  // Stored for this very `week` object, whose calls are `C`s: the map's entry type cannot say so.
  return calls as readonly C[];
}

/** The rows of a weekday's night, each with the steps it calls that night (null: no night). */
export function nightRows<C extends { step: string }>(
  week: Week<C>,
  day: Weekday,
  edits?: NightEdits,
): { row: string; label: string; calls: string[] }[] | null {
  if (!hasNight(week, day)) return null;
  return week.rows.map((r) => ({
    row: r.row,
    label: r.label,
    calls: r.calls.filter((c) => daysOf(c, edits).includes(day)).map((c) => c.call.step),
  }));
}

/** Whether `step` is called on the night before day `day` (a step's own guard may still skip it). */
export function calledOn<C extends { step: string }>(
  week: Week<C>,
  day: number,
  step: string,
  edits?: NightEdits,
): boolean {
  return nightRows(week, weekdayIn(week, day), edits)?.some((r) => r.calls.includes(step)) ?? false;
}

/** How many nights of a week call `step`: the book's « N nuits par semaine ». */
export function nightsPerWeek<C extends { step: string }>(week: Week<C>, step: string, edits?: NightEdits): number {
  return week.nights.filter((d) => nightRows(week, d, edits)!.some((r) => r.calls.includes(step))).length;
}

/** Every step the table calls, in the night's order (what an edit may name). */
export function weekSteps<C extends { step: string }>(week: Week<C>): string[] {
  return [...new Set(week.rows.flatMap((r) => r.calls.map((c) => c.call.step)))];
}

/** The week a day belongs to, Monday to Sunday: week 0 holds day 1. */
export function weekOf(day: number, day1: Weekday): number {
  return Math.floor((day - 1 + WEEKDAYS.indexOf(day1)) / 7);
}

/**
 * Why an edit cannot be made (a French reason), or null: the step must be a
 * call of the table, and the weekdays nights of the week.
 */
export function editRefusal<C extends { step: string }>(
  week: Week<C>,
  step: string,
  days: readonly Weekday[],
): string | null {
  if (!weekSteps(week).includes(step)) return `« ${step} » n’est pas un appel du tableau de nuit.`;
  const bad = days.filter((d) => !hasNight(week, d));
  if (bad.length > 0) return `Pas de nuit avant ${bad.join(', ')}.`;
  if (new Set(days).size !== days.length) return 'Un même jour est donné deux fois.';
  return null;
}

/** The edits once `step` is called on `days` (in the week's order); a step set back to the table's nights loses its edit. */
export function withEdit<C extends { step: string }>(
  week: Week<C>,
  edits: NightEdits | undefined,
  step: string,
  days: readonly Weekday[],
): NightEdits {
  const sorted = week.nights.filter((d) => days.includes(d));
  const table = week.rows.flatMap((r) => r.calls).find((c) => c.call.step === step)?.days ?? [];
  const same = sorted.length === table.length && sorted.every((d) => table.includes(d));
  const out: Record<string, readonly Weekday[]> = {};
  for (const [k, v] of Object.entries(edits ?? {})) if (k !== step) out[k] = v;
  if (!same) out[step] = sorted;
  return out;
}

/** The nights of `day`'s week on which `key` (a player's power) was used. */
export function nightsThisWeek(
  weekly: Readonly<Record<string, readonly number[]>>,
  key: string,
  day: number,
  day1: Weekday,
): number[] {
  const week = weekOf(day, day1);
  return (Object.prototype.hasOwnProperty.call(weekly, key) ? weekly[key]! : []).filter(
    (d) => weekOf(d, day1) === week,
  );
}

/** Record that `key` was used on the night of `day`; earlier weeks are forgotten. */
export function recordNight(weekly: Record<string, number[]>, key: string, day: number, day1: Weekday): void {
  const nights = weekly[key] ?? [];
  if (!nights.includes(day)) weekly[key] = [...nights.filter((d) => weekOf(d, day1) === weekOf(day, day1)), day];
}

/** Why `key` may not be used again this week under a limit of `limit` nights (« déjà 4 nuits cette semaine (lundi, …) »), or null. */
export function weekFull(
  weekly: Readonly<Record<string, readonly number[]>>,
  key: string,
  opts: { day: number; day1: Weekday; limit: number | null },
): string | null {
  const { day, day1, limit } = opts;
  if (limit === null) return null;
  const used = nightsThisWeek(weekly, key, day, day1);
  return used.length >= limit
    ? `déjà ${limit} nuits cette semaine (${used.map((d) => weekdayOf(d, day1)).join(', ')})`
    : null;
}
