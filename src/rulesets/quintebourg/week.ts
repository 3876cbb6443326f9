/**
 * The week (000_a045abd3825f1297.txt:50-56) and the three night tables
 * (000:736-805) as data: each row names the calls it makes on each of its two
 * weekdays. Night N comes before day N and plays the table of day N's
 * weekday. Six tables for seven days: the night before Sunday has none, so
 * there is no such night, and Sunday's fête reports no death (000:56).
 */
import { WEEKDAYS, weekdayOf } from '../../engine/calendar';
import type { Call, PlayerId, Weekday } from '../../engine';
import type { QGame, QStepId, QTypes } from './types';

/**
 * Day 1 is a Thursday, the only weekday that fits both rules of the book: the
 * first night is in the Monday/Thursday table (row G « 1ère nuit », 000:743),
 * and Skadi's third night (000:333) must be the night that calls her, the
 * Saturday column of row C (000:787). A Monday start would put her third
 * night on a Wednesday, which has no Skadi row.
 */
export const DAY1: Weekday = 'jeudi';

export type NightDay = Exclude<Weekday, 'dimanche'>;

const NIGHT_DAYS: NightDay[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

export function weekday(day: number): Weekday {
  return weekdayOf(day, DAY1);
}

export const isSunday = (day: number): boolean => weekday(day) === 'dimanche';

/** Odd days: Monday, Wednesday, Friday; even days: Tuesday, Thursday, Saturday (000:52-54). */
export const isOddDay = (day: number): boolean => ['lundi', 'mercredi', 'vendredi'].includes(weekday(day));
export const isEvenDay = (day: number): boolean => ['mardi', 'jeudi', 'samedi'].includes(weekday(day));

export interface Row {
  /** The table's letter (000:737-805). */
  row: string;
  /** What the row does, in the project's words. */
  label: string;
  /** The calls of each of the table's two weekdays, as the night's agenda schedules them. */
  calls: [Call<QTypes>[], Call<QTypes>[]];
}

const both = (row: string, label: string, calls: Call<QTypes>[]): Row => ({ row, label, calls: [calls, calls] });
const split = (row: string, label: string, first: Call<QTypes>[], second: Call<QTypes>[]): Row => ({ row, label, calls: [first, second] });

/** Rows shared by the three tables. */
const A = both('A', 'Bourreau, médecin : potion de coma, soins, remède', [{ step: 'bourreau' }, { step: 'medecin-soins' }, { step: 'medecin-remede' }]);
const B = both('B', 'Mise à jour de la santé et de l’argent', [{ step: 'maj-debut' }]);
const D = both('D', 'Les Reptiliens désignent leur cible', [{ step: 'reptiliens' }]);
const F = both('F', 'Les amoureux communiquent et choisissent où se voir', [{ step: 'amoureux-lieu' }]);
const H = both('H', 'Marchand de sable et Morphée', [{ step: 'marchand-de-sable' }, { step: 'morphee' }]);
const M = both('M', 'Les amoureux dorment ensemble', [{ step: 'amoureux-nuit' }]);
const N = both('N', 'Laura de la Riponne choisit où squatter', [{ step: 'laura' }]);
const P = both('P', 'Colloque et dodo : qui dort où', [{ step: 'dodo' }]);
const Q = both('Q', 'L’attaque a lieu', [{ step: 'attaque' }]);
const T = both('T', 'Bilan des couples mariés', [{ step: 'couples' }]);
const U = both('U', 'Prophète Sesiano : miracles', [{ step: 'sesiano' }]);
/** Not a row of the book: what the Q and M do this night (000:636-645), just before the last update. */
const DEAD = both('13', 'Occuper les morts', [{ step: 'morts' }]);
/** Printed in the Monday and Tuesday tables only (000:758, 782); the Wednesday table is cut after U (000:805): it surely has it too. */
const V = both('V', 'Mise à jour : miracles, nuits à l’hôpital', [{ step: 'maj-fin' }]);

export const TABLES: { days: [NightDay, NightDay]; rows: Row[] }[] = [
  {
    days: ['lundi', 'jeudi'],
    rows: [
      A,
      B,
      both('C', 'Minus et Cortex', [{ step: 'cortex' }, { step: 'minus' }]),
      D,
      both('E', 'Les Algébristes', [{ step: 'algebristes' }]),
      F,
      both('G', 'Première nuit : Éris et Cupidon créent haineux et plans-cul', [{ step: 'eris-haine' }, { step: 'cupidon-plans' }]),
      H,
      split('I', 'Les curieux retournent une carte', [{ step: 'curieux' }, { step: 'fureteur' }], [{ step: 'curieux' }]),
      both('J', 'Éris fait tourner les postes (dès la 2e nuit)', [{ step: 'eris-postes' }]),
      split('K', 'Les soignants : espion ou poison', [{ step: 'chirurgien' }], [{ step: 'chirurgien' }, { step: 'brancardier' }]),
      both('L', 'L’artiste choisit où sculpter', [{ step: 'artiste-sculpture' }]),
      M,
      N,
      split('O', 'Parrain ou Bras droit ; ronde du Chef des armées', [{ step: 'parrain' }, { step: 'chef-ronde' }], [{ step: 'bras-droit' }, { step: 'chef-ronde' }]),
      P,
      Q,
      split('R', 'Les scientifiques : Stalkeur ou Révélateur', [{ step: 'chercheur' }, { step: 'bricoleur' }], [{ step: 'chercheur' }, { step: 'geek' }]),
      both('S', 'Le Tricheur : larcin ou trucage', [{ step: 'tricheur' }]),
      T,
      U,
      DEAD,
      V,
    ],
  },
  {
    days: ['mardi', 'vendredi'],
    rows: [
      A,
      B,
      both('C', 'Minus et Cortex', [{ step: 'cortex' }, { step: 'minus' }]),
      D,
      both('E', 'Les Analystes', [{ step: 'analystes' }]),
      F,
      both('G', 'Les haineux choisissent où se retrouver', [{ step: 'haineux-lieu' }]),
      H,
      split('I', 'Les curieux retournent une carte', [{ step: 'fouineur' }, { step: 'commere' }], [{ step: 'fouineur' }, { step: 'fureteur' }]),
      both('J', 'Cupidon : un admiré (dès la 2e nuit)', [{ step: 'cupidon-admiration' }]),
      split('K', 'Les soignants : espion ou poison', [{ step: 'infirmier' }, { step: 'anesthesiste' }], [{ step: 'infirmier' }]),
      both('L', 'Les haineux se battent', [{ step: 'haineux-combat' }]),
      M,
      N,
      split('O', 'Bras droit ou Parrain', [{ step: 'bras-droit' }], [{ step: 'parrain' }]),
      P,
      Q,
      split('R', 'Les scientifiques : Stalkeur ou Révélateur', [{ step: 'ingenieur' }], [{ step: 'ingenieur' }, { step: 'bricoleur' }]),
      both('S', 'Le Brigand : larcin ou trucage', [{ step: 'brigand' }]),
      T,
      U,
      DEAD,
      V,
    ],
  },
  {
    days: ['mercredi', 'samedi'],
    rows: [
      A,
      B,
      split('C', 'Minus et Cortex ; le samedi, Skadi choisit son camp', [{ step: 'cortex' }, { step: 'minus' }], [{ step: 'skadi' }]),
      D,
      both('E', 'Les Géomètres', [{ step: 'geometres' }]),
      F,
      both('G', 'Les plans-cul choisissent où se retrouver', [{ step: 'plans-lieu' }]),
      H,
      split('I', 'Les curieux retournent une carte', [{ step: 'indiscret' }], [{ step: 'indiscret' }, { step: 'commere' }]),
      both('J', 'L’artiste : une démission', [{ step: 'artiste-demission' }]),
      split('K', 'Les soignants : espion ou poison', [{ step: 'pharmacien' }, { step: 'brancardier' }], [{ step: 'pharmacien' }, { step: 'anesthesiste' }]),
      both('L', 'Les plans-cul dorment ensemble', [{ step: 'plans-nuit' }]),
      M,
      N,
      split('O', 'Parrain ou Bras droit', [{ step: 'parrain' }], [{ step: 'bras-droit' }]),
      P,
      Q,
      split('R', 'Les scientifiques : Stalkeur ou Révélateur', [{ step: 'scientifique' }, { step: 'geek' }], [{ step: 'scientifique' }]),
      both('S', 'Le Hackeur : larcin ou trucage', [{ step: 'hacker' }]),
      T,
      U,
      DEAD,
      V,
    ],
  },
];

/** The calls of a weekday's night, row after row, as its agenda schedules them (null for Sunday: no night). */
export function nightCalls(day: Weekday): Call<QTypes>[] | null {
  if (day === 'dimanche') return null;
  const table = TABLES.find((t) => t.days.includes(day))!;
  const col = table.days.indexOf(day);
  return table.rows.flatMap((r) => r.calls[col]!);
}

/** The rows of a weekday's night, each with the steps it calls that night (null for Sunday: no night). */
export function nightRows(day: Weekday): { row: string; label: string; calls: QStepId[] }[] | null {
  if (day === 'dimanche') return null;
  const table = TABLES.find((t) => t.days.includes(day))!;
  const col = table.days.indexOf(day);
  return table.rows.map((r) => ({ row: r.row, label: r.label, calls: r.calls[col]!.map((c) => c.step) }));
}

/** Whether `step` is called on the night of `day` (weekday tables only; a step's own guard may still skip it). */
export function calledOn(day: number, step: string): boolean {
  return nightRows(weekday(day))?.some((r) => r.calls.some((c) => c === step)) ?? false;
}

/** How many nights of a week call `step` (the « N nuits par semaine » of the book). */
export function nightsPerWeek(step: string): number {
  return NIGHT_DAYS.filter((d) => nightRows(d)!.some((r) => r.calls.some((c) => c === step))).length;
}

/** The week a day belongs to, Monday to Sunday: week 0 is the first one (days 1 to 4, Thursday to Sunday). */
export function weekOf(day: number): number {
  return Math.floor((day - 1 + WEEKDAYS.indexOf(DAY1)) / 7);
}

/**
 * Powers whose text allows fewer nights than the table calls them: Minus and
 * Cortex act « 4 nuits par semaine » (000:278, 282) while row C calls them on
 * Monday to Friday (000:739, 763, 787). The row is still read every night; once
 * the pair has acted four nights in a week, the fifth call has no effect.
 * Setup option `mcNuits`: « table » keeps the five printed nights.
 */
export function weeklyLimit(s: QGame, power: string): number | null {
  if (power === 'cortex') return s.setup.options.mcNuits === 'table' ? null : 4;
  return null;
}

/** The nights of the current week on which `id` used `power`. */
export function nightsThisWeek(s: QGame, id: PlayerId, power: string): number[] {
  const week = weekOf(s.clock.day);
  return (s.rs.weekly[`${id}/${power}`] ?? []).filter((d) => weekOf(d) === week);
}

/** Why `id` may not use `power` again this week, or null. */
export function weekFull(s: QGame, id: PlayerId, power: string): string | null {
  const limit = weeklyLimit(s, power);
  if (limit === null) return null;
  const used = nightsThisWeek(s, id, power);
  return used.length >= limit ? `déjà ${limit} nuits cette semaine (${used.map((d) => weekday(d)).join(', ')})` : null;
}
