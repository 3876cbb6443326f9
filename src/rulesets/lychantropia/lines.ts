/**
 * The book line each call and each invoked action applies
 * (002_8a15d59d81dc3fa5.txt): a refusal of its prompt names it in the MJ's
 * « Pourquoi ? ». A record over every id: a new call without its line fails
 * the typecheck. A refusal that follows another rule names its own line where
 * it is written.
 */
import type { StepId } from '../../engine';
import type { LTypes } from './types';

export const STEP_LINES: Record<StepId<LTypes>, string> = {
  objets: '002:71-72',
  depart: '002:42',
  jour: '002:18',
  pigeons: '002:20',
  election: '002:43',
  'election-tour': '002:43',
  enchere: '002:21',
  bucher: '002:22',
  pertes: '002:40',
  troc: '002:23',
  vol: '002:24',
  'recap-deadline': '002:19',
  'fin-constat': '002:4-14',
  nuit: '002:26',
  'r-fleches': '002:27',
  'r-tonneau': '002:28',
  'cible-loups': '002:5',
  'r-vie': '002:29',
  'r-loups': '002:30',
  'r-mort': '002:31',
  'r-arbalete': '002:32',
  'r-loup-blanc': '002:33',
  'r-pipot': '002:34',
  'r-analphabetisme': '002:35',
  'r-chaudron': '002:36',
  'r-boule': '002:37',
  'r-dons': '002:38',
  'fin-nuit': '002:39-40',
  aube: '002:17',
  succession: '002:43',
  testaments: '002:98',
  fusil: '002:84',
  testament: '002:98',
  successeur: '002:43',
};

export const ACTION_LINES: Record<LTypes['actions'], string> = {
  exclusion: '002:107',
};
