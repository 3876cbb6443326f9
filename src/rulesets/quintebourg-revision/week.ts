/**
 * The week (001:1-3) and its night table as the engine's `Week`. The book
 * keeps only the Monday/Thursday table (001:219-237); the other weekdays are
 * built the way the original's three tables are (000:736-805: a table for
 * each pair of weekdays, Monday/Thursday, Tuesday/Friday, Wednesday/Saturday),
 * each call on as many nights as its text says:
 *
 * - every night: the ghosts, the Reptiliens, the lovers, the Marchand de
 *   sable, Orphée and the Sirène, Laura, the attack (« chaque nuit »);
 * - two nights, the Monday/Thursday table's own: Reporter, Cambrioleur, Éris's
 *   quarrel, the Dresseur de rapace, the Ingénieure;
 * - the Psychopathe's three: Monday, Thursday, and Saturday;
 * - the posts' row prints Minus & Cortex on Monday and Freyja's adoration on
 *   Thursday: Minus & Cortex take Tuesday and Wednesday too (three nights),
 *   Éris's farce Friday and the Artiste's caricature Saturday (one night
 *   each);
 * - the long actions the table does not print, as the original's row L: the
 *   Artiste's sculpture Tuesday and Friday, Freyja's allumeuse Wednesday and
 *   Saturday; the village's dream Tuesday and Friday, its nightmare Wednesday
 *   and Saturday (two nights each, 001:217-218).
 *
 * Night N comes before day N and plays the calls of day N's weekday; there is
 * no night before Sunday's fête (001:3). Day 1 is a Monday: the first night
 * is the one table the book kept. The MJ moves calls for a game (rs.nights,
 * the family's week editor).
 */
import { type Call, type Weekday, week as W } from '../../engine';
import { familyDays } from '../quintebourg-family/days';
import type { RStepId, RTypes } from './types';

export const DAY1: Weekday = 'lundi';
export const DAYS = familyDays(DAY1);

type RCall = Call<RTypes>;
type NightDay = Exclude<Weekday, 'dimanche'>;

const MT: NightDay[] = ['lundi', 'jeudi'];
const TF: NightDay[] = ['mardi', 'vendredi'];
const WS: NightDay[] = ['mercredi', 'samedi'];
const ALL: NightDay[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

const on = (days: NightDay[], ...steps: RCall[]): W.WeekCall<RCall>[] => steps.map((call) => ({ call, days }));
const row = (r: string, label: string, ...calls: W.WeekCall<RCall>[][]): W.WeekRow<RCall> => ({
  row: r,
  label,
  calls: calls.flat(),
});

export const WEEK: W.Week<RCall> = {
  day1: DAY1,
  nights: ALL,
  rows: [
    row('1', 'Les fantômes choisissent une maison à protéger', on(ALL, { step: 'fantomes' })),
    row('2', 'Les Reptiliens choisissent leur cible', on(ALL, { step: 'reptiliens' })),
    row('3', 'Les amoureux communiquent et choisissent leur maison', on(ALL, { step: 'amoureux' })),
    row('4', 'Le Marchand de sable', on(ALL, { step: 'marchand-de-sable' })),
    row('5', 'Le Reporter', on(MT, { step: 'reporter' })),
    row('6', 'Le Cambrioleur', on(MT, { step: 'cambrioleur' })),
    row('7', 'Le Psychopathe', on(['lundi', 'jeudi', 'samedi'], { step: 'psychopathe' })),
    row('8', 'Éris\u00a0: la querelle', on(MT, { step: 'querelle' })),
    row(
      '8b',
      'L’Artiste sculpte ou Freyja allume (non imprimé au tableau)',
      on(TF, { step: 'sculpture' }),
      on(WS, { step: 'allumeuse' }),
    ),
    row(
      '9',
      'Les postes publics : Minus et Cortex, Freyja, Éris, l’Artiste',
      on(['lundi', 'mardi', 'mercredi'], { step: 'cortex' }),
      on(['jeudi'], { step: 'adoration' }),
      on(['vendredi'], { step: 'farce' }),
      on(['samedi'], { step: 'caricature' }),
    ),
    row('10', 'Orphée et la Sirène charment', on(ALL, { step: 'orphee' }, { step: 'sirene' })),
    row('11', 'Laura de la Riponne choisit sa maison', on(ALL, { step: 'laura' })),
    row('12', 'Les amoureux se retrouvent', on(ALL, { step: 'amoureux-nuit' })),
    row('12b', 'Qui dort où', on(ALL, { step: 'carte' })),
    row('13', 'Le Dresseur de rapace', on(MT, { step: 'rapace' })),
    row('14', 'L’attaque', on(ALL, { step: 'attaque' })),
    row('15', 'L’Ingénieure', on(MT, { step: 'ingenieure' })),
    row('16', 'Bilan des couples (mode MJ courageux)', on(ALL, { step: 'couples' })),
    row('17', 'Le rêve ou le cauchemar du village', on(TF, { step: 'reve' }), on(WS, { step: 'cauchemar' })),
  ],
};

/** The calls the night's structure needs where they are: the map and the attack (never moved). */
const FIXED = new Set<string>(['carte', 'attaque']);

/** The calls the MJ may move, in the night's order. */
export const EDITABLE: RStepId[] = W.weekSteps(WEEK).filter((id): id is RStepId => !FIXED.has(id));

/** The calls of a weekday's night, row after row (null for Sunday: no night). */
export function nightCalls(day: Weekday, edits?: W.NightEdits): RCall[] | null {
  return W.nightCalls(WEEK, day, edits);
}
