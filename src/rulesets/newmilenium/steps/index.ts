/** Every step of the ruleset, by id: one missing or unknown fails the typecheck. */
import { tableOf, type StepTable } from '../../../engine';
import type { NTypes } from '../types';
import { bucher } from './bucher';
import { assassinPrime, loupsChoix, necroChoix } from './choices';
import { aube, aubeMorts } from './dawn';
import { jour } from './day';
import { bilan, finConstat } from './deadline';
import { election, maireJour0, succession, successeur } from './maire';
import { finNuit, nQuestion, nTour, nuit } from './night';
import { chasseur, vengeance, vengeur } from './reactions';
import { depart, tirage } from './start';

export const steps: StepTable<NTypes> = tableOf([
  tirage,
  depart,
  jour,
  maireJour0,
  election,
  bucher,
  bilan,
  finConstat,
  nuit,
  nTour,
  nQuestion,
  loupsChoix,
  assassinPrime,
  necroChoix,
  finNuit,
  aubeMorts,
  succession,
  vengeance,
  aube,
  chasseur,
  vengeur,
  successeur,
]);
