/**
 * The game's rhythm as data (002_8a15d59d81dc3fa5.txt:15-39): day 0 elects
 * the Notaire and the Marchand; then each day is a dawn, a day of orders and
 * a deadline resolved in the book's order, and each night is a book of orders
 * resolved in the book's night order.
 */
import type { Call, PhasePlan } from '../../engine';
import { manualDeal } from './options';
import type { LGame, LTypes } from './types';

type Calls = readonly Call<LTypes>[];

/** Day 0 (lines 42-43): the items entered by hand if so, the camps and items told, the election's book. */
export const DAY_ZERO: Calls = [{ step: 'objets' }, { step: 'depart' }, { step: 'jour' }];

/** The deadline of day 0: no bûcher, auction, troc or theft (line 42). */
export const DEADLINE_ZERO: Calls = [
  { step: 'pigeons' },
  { step: 'election' },
  { step: 'pertes' },
  { step: 'recap-deadline' },
  { step: 'fin-constat' },
];

/** The deadline, lines 19-24: Pigeons, auction, bûcher, troc, theft; then the recap post. */
export const DEADLINE: Calls = [
  { step: 'pigeons' },
  { step: 'enchere' },
  { step: 'bucher' },
  { step: 'pertes' },
  { step: 'troc' },
  { step: 'vol' },
  { step: 'recap-deadline' },
  { step: 'fin-constat' },
];

/**
 * The night, lines 26-38, after the book of orders: Flèches d'amour, Tonneau
 * de bière, Potion de vie (once the wolves' target is settled), the wolves'
 * attack, Potion de mort, Arbalète, the white wolf, Pipot, Potion
 * d'analphabétisme, Chaudron, Boule de cristal, the lovers' gifts; then the
 * Aimant picks up the dead's items.
 */
export const NIGHT: Calls = [
  { step: 'nuit' },
  { step: 'r-fleches' },
  { step: 'r-tonneau' },
  { step: 'cible-loups' },
  { step: 'r-vie' },
  { step: 'r-loups' },
  { step: 'r-mort' },
  { step: 'r-arbalete' },
  { step: 'r-loup-blanc' },
  { step: 'r-pipot' },
  { step: 'r-analphabetisme' },
  { step: 'r-chaudron' },
  { step: 'r-boule' },
  { step: 'r-dons' },
  { step: 'fin-nuit' },
];

/** Dawn, line 17: the recap, the successors of the night's dead post holders, the testaments. */
export const DAWN: Calls = [{ step: 'aube' }, { step: 'succession' }, { step: 'testaments' }, { step: 'fin-constat' }];

/** Fresh calls for the agenda (the lists above stay as they are). */
const items = (calls: Calls): Call<LTypes>[] => calls.map((c) => ({ ...c }));

export function nextPhase(s: LGame): PhasePlan<LTypes> {
  const { phase, day } = s.clock;
  switch (phase) {
    case 'setup':
      return { phase: 'day', day: 0, agenda: items(DAY_ZERO.filter((c) => c.step !== 'objets' || manualDeal(s))) };
    case 'day':
      return { phase: 'deadline', day, agenda: items(day === 0 ? DEADLINE_ZERO : DEADLINE) };
    case 'deadline':
      return { phase: 'night', day: day + 1, agenda: items(NIGHT) };
    case 'night':
      return { phase: 'dawn', day, agenda: items(DAWN) };
    default:
      return { phase: 'day', day, agenda: items([{ step: 'jour' }]) };
  }
}
