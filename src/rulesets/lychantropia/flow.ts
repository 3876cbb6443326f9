/**
 * The game's rhythm as data (002_8a15d59d81dc3fa5.txt:15-39): day 0 elects
 * the Notaire and the Marchand; then each day is a dawn, a day of orders and
 * a deadline resolved in the book's order, and each night is a book of orders
 * resolved in the book's night order.
 */
import type { AgendaItem, PhasePlan } from '../../engine';
import { opt, type LGame } from './state';

/** Day 0 (lines 42-43): the items entered by hand if so, the camps and items told, the election's book. */
export const DAY_ZERO = ['objets', 'depart', 'jour'];

/** The deadline of day 0: no bûcher, auction, troc or theft (line 42). */
export const DEADLINE_ZERO = ['pigeons', 'election', 'pertes', 'recap-deadline', 'fin-constat'];

/** The deadline, lines 19-24: Pigeons, auction, bûcher, troc, theft; then the recap post. */
export const DEADLINE = ['pigeons', 'enchere', 'bucher', 'pertes', 'troc', 'vol', 'recap-deadline', 'fin-constat'];

/**
 * The night, lines 26-38, after the book of orders: Flèches d'amour, Tonneau
 * de bière, Potion de vie (once the wolves' target is settled), the wolves'
 * attack, Potion de mort, Arbalète, the white wolf, Pipot, Potion
 * d'analphabétisme, Chaudron, Boule de cristal, the lovers' gifts; then the
 * Aimant picks up the dead's items.
 */
export const NIGHT = [
  'nuit',
  'r-fleches',
  'r-tonneau',
  'cible-loups',
  'r-vie',
  'r-loups',
  'r-mort',
  'r-arbalete',
  'r-loup-blanc',
  'r-pipot',
  'r-analphabetisme',
  'r-chaudron',
  'r-boule',
  'r-dons',
  'fin-nuit',
];

/** Dawn, line 17: the recap, the successors of the night's dead post holders, the testaments. */
export const DAWN = ['aube', 'succession', 'testaments', 'fin-constat'];

const items = (steps: string[]): AgendaItem[] => steps.map((step) => ({ step }));

export function nextPhase(s: LGame): PhasePlan {
  const { phase, day } = s.clock;
  switch (phase) {
    case 'setup':
      return { phase: 'day', day: 0, agenda: items(DAY_ZERO.filter((x) => x !== 'objets' || opt<string>(s, 'distributionObjets') === 'manuelle')) };
    case 'day':
      return { phase: 'deadline', day, agenda: items(day === 0 ? DEADLINE_ZERO : DEADLINE) };
    case 'deadline':
      return { phase: 'night', day: day + 1, agenda: items(NIGHT) };
    case 'night':
      return { phase: 'dawn', day, agenda: items(DAWN) };
    default:
      return { phase: 'day', day, agenda: items(['jour']) };
  }
}
