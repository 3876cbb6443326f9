/**
 * The week (000_a045abd3825f1297.txt:50-56) and the three night tables
 * (000:736-805) as the engine's `Week`: rows A to V (plus the dead's night),
 * each call with the weekdays its table prints it on. Night N comes before
 * day N and plays the calls of day N's weekday. Six tables for seven days:
 * the night before Sunday has none, so there is no such night, and Sunday's
 * fête reports no death (000:56).
 */
import { type Call, type PlayerId, type Weekday, week as W } from '../../engine';
import { familyDays } from '../quintebourg-family/days';
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

/** The family's days (odd, even, Sunday) from day 1 a Thursday. */
export const DAYS = familyDays(DAY1);
export const weekday = DAYS.weekday;
export const isSunday = DAYS.isSunday;
/** Odd days: Monday, Wednesday, Friday; even days: Tuesday, Thursday, Saturday (000:52-54). */
export const isOddDay = DAYS.isOddDay;
export const isEvenDay = DAYS.isEvenDay;

type QCall = Call<QTypes>;

/** The tables' pairs of weekdays: Monday/Thursday (000:737-758), Tuesday/Friday (000:761-782), Wednesday/Saturday (000:785-805). */
const MT: NightDay[] = ['lundi', 'jeudi'];
const TF: NightDay[] = ['mardi', 'vendredi'];
const WS: NightDay[] = ['mercredi', 'samedi'];
const ALL: NightDay[] = [...MT, ...TF, ...WS];

const on = (days: NightDay[], ...steps: QCall[]): W.WeekCall<QCall>[] => steps.map((call) => ({ call, days }));
const row = (r: string, label: string, ...calls: W.WeekCall<QCall>[][]): W.WeekRow<QCall> => ({
  row: r,
  label,
  calls: calls.flat(),
});

/**
 * The three tables as one list of rows: a row's calls are listed in the
 * order each table prints them, each with the two weekdays of its table (a
 * call printed in one column of a table only, on that weekday alone).
 */
export const WEEK: W.Week<QCall> = {
  day1: DAY1,
  nights: ALL,
  rows: [
    row(
      'A',
      'Bourreau, médecin : potion de coma, soins, remède',
      on(ALL, { step: 'bourreau' }, { step: 'medecin-soins' }, { step: 'medecin-remede' }),
    ),
    row('B', 'Mise à jour de la santé et de l’argent', on(ALL, { step: 'maj-debut' })),
    // Row C: M & C Monday to Friday; Saturday's column is Skadi's (000:787).
    row(
      'C',
      'Minus et Cortex ; le samedi, Skadi choisit son camp',
      on(['lundi', 'jeudi', 'mardi', 'vendredi', 'mercredi'], { step: 'cortex' }, { step: 'minus' }),
      on(['samedi'], { step: 'skadi' }),
    ),
    row('D', 'Les Reptiliens désignent leur cible', on(ALL, { step: 'reptiliens' })),
    row(
      'E',
      'Les Algébristes, les Analystes ou les Géomètres',
      on(MT, { step: 'algebristes' }),
      on(TF, { step: 'analystes' }),
      on(WS, { step: 'geometres' }),
    ),
    row('F', 'Les amoureux communiquent et choisissent où se voir', on(ALL, { step: 'amoureux-lieu' })),
    row(
      'G',
      'Première nuit : haineux et plans-cul ; ensuite, où ils se retrouvent',
      on(MT, { step: 'eris-haine' }, { step: 'cupidon-plans' }),
      on(TF, { step: 'haineux-lieu' }),
      on(WS, { step: 'plans-lieu' }),
    ),
    row('H', 'Marchand de sable et Morphée', on(ALL, { step: 'marchand-de-sable' }, { step: 'morphee' })),
    row(
      'I',
      'Les curieux retournent une carte',
      on(MT, { step: 'curieux' }),
      on(TF, { step: 'fouineur' }),
      on(WS, { step: 'indiscret' }),
      on(['lundi', 'vendredi'], { step: 'fureteur' }),
      on(['mardi', 'samedi'], { step: 'commere' }),
    ),
    row(
      'J',
      'Éris, Cupidon ou l’artiste agissent sur les postes (dès la 2e nuit)',
      on(MT, { step: 'eris-postes' }),
      on(TF, { step: 'cupidon-admiration' }),
      on(WS, { step: 'artiste-demission' }),
    ),
    row(
      'K',
      'Les soignants : espion ou poison',
      on(MT, { step: 'chirurgien' }),
      on(TF, { step: 'infirmier' }),
      on(WS, { step: 'pharmacien' }),
      on(['jeudi', 'mercredi'], { step: 'brancardier' }),
      on(['mardi', 'samedi'], { step: 'anesthesiste' }),
    ),
    row(
      'L',
      'L’artiste sculpte, les haineux se battent ou les plans-cul dorment ensemble',
      on(MT, { step: 'artiste-sculpture' }),
      on(TF, { step: 'haineux-combat' }),
      on(WS, { step: 'plans-nuit' }),
    ),
    row('M', 'Les amoureux dorment ensemble', on(ALL, { step: 'amoureux-nuit' })),
    row('N', 'Laura de la Riponne choisit où squatter', on(ALL, { step: 'laura' })),
    row(
      'O',
      'Parrain ou Bras droit ; ronde du Chef des armées',
      on(['lundi', 'vendredi', 'mercredi'], { step: 'parrain' }),
      on(['jeudi', 'mardi', 'samedi'], { step: 'bras-droit' }),
      on(MT, { step: 'chef-ronde' }),
    ),
    row('P', 'Colloque et dodo : qui dort où', on(ALL, { step: 'dodo' })),
    row('Q', 'L’attaque a lieu', on(ALL, { step: 'attaque' })),
    row(
      'R',
      'Les scientifiques : Stalkeur ou Révélateur',
      on(MT, { step: 'chercheur' }),
      on(TF, { step: 'ingenieur' }),
      on(WS, { step: 'scientifique' }),
      on(['lundi', 'vendredi'], { step: 'bricoleur' }),
      on(['jeudi', 'mercredi'], { step: 'geek' }),
    ),
    row(
      'S',
      'Le Tricheur, le Brigand ou le Hackeur : larcin ou trucage',
      on(MT, { step: 'tricheur' }),
      on(TF, { step: 'brigand' }),
      on(WS, { step: 'hacker' }),
    ),
    row('T', 'Bilan des couples mariés', on(ALL, { step: 'couples' })),
    row('U', 'Prophète Sesiano : miracles', on(ALL, { step: 'sesiano' })),
    // Not a row of the book: what the Q and M do this night (000:636-645), just before the last update.
    row('13', 'Occuper les morts', on(ALL, { step: 'morts' })),
    // Printed in the Monday and Tuesday tables only (000:758, 782); the Wednesday table is cut after U (000:805): it surely has it too.
    row('V', 'Mise à jour : miracles, nuits à l’hôpital', on(ALL, { step: 'maj-fin' })),
  ],
};

/** The calls of a weekday's night, row after row, as its agenda schedules them (null for Sunday: no night). */
export function nightCalls(day: Weekday, edits?: W.NightEdits): QCall[] | null {
  return W.nightCalls(WEEK, day, edits);
}

/** The rows of a weekday's night, each with the steps it calls that night (null for Sunday: no night). */
export function nightRows(
  day: Weekday,
  edits?: W.NightEdits,
): { row: string; label: string; calls: QStepId[] }[] | null {
  return W.nightRows(WEEK, day, edits)?.map((r) => ({ ...r, calls: r.calls.filter(isStep) })) ?? null;
}

const STEPS = new Set<string>(W.weekSteps(WEEK));
const isStep = (step: string): step is QStepId => STEPS.has(step);

/** Whether `step` is called on the night of `day` (weekday tables only; a step's own guard may still skip it). */
export function calledOn(day: number, step: string, edits?: W.NightEdits): boolean {
  return W.calledOn(WEEK, day, step, edits);
}

/** How many nights of a week call `step` (the « N nuits par semaine » of the book). */
export function nightsPerWeek(step: string): number {
  return W.nightsPerWeek(WEEK, step);
}

/** The week a day belongs to, Monday to Sunday: week 0 is the first one (days 1 to 4, Thursday to Sunday). */
export const weekOf = DAYS.weekOf;

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
  return W.nightsThisWeek(s.rs.weekly, `${id}/${power}`, s.clock.day, DAY1);
}

/** Why `id` may not use `power` again this week, or null. */
export function weekFull(s: QGame, id: PlayerId, power: string): string | null {
  return W.weekFull(s.rs.weekly, `${id}/${power}`, { day: s.clock.day, day1: DAY1, limit: weeklyLimit(s, power) });
}
