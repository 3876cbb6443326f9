/**
 * The book line each call applies (003_7860fbf4cb88296e.txt): a refusal of
 * its prompt (a player who may not be chosen, too many, an order of a kind
 * nobody may give now) names it in the MJ's « Pourquoi ? ». A record over
 * every id: a new call without its line fails the typecheck.
 */
import type { StepId } from '../../engine';
import type { NTypes } from './types';

export const STEP_LINES: Record<StepId<NTypes>, string> = {
  tirage: '003:3',
  depart: '003:4',
  jour: '003:12-19',
  maire: '003:17',
  election: '003:17',
  bucher: '003:15-17',
  bilan: '003:15-16',
  'fin-constat': '003:16',
  nuit: '003:20-23',
  'n-tour': '003:22',
  'n-question': '003:22-23',
  'loups-choix': '003:20-21',
  'assassin-prime': '003:68',
  'necro-choix': '003:73',
  'fin-nuit': '003:22',
  'aube-morts': '003:16',
  succession: '003:18',
  successeur: '003:18',
  vengeance: '003:130',
  vengeur: '003:130',
  aube: '003:16',
  chasseur: '003:129',
};
