/** Every step of the ruleset, by id: one missing or unknown fails the typecheck. */
import { tableOf, type StepTable } from '../../../engine';
import type { LTypes } from '../types';
import { bucher } from './bucher';
import { aube, testaments } from './dawn';
import { jour } from './day';
import { enchere, finConstat, pertes, recapDeadline } from './deadline';
import { election, electionTour } from './election';
import { finNuit, rAnalphabetisme, rArbalete, rBoule, rChaudron, rDons, rLoupBlanc, rMort, rPipot } from './night';
import { cibleLoups, rFleches, rLoups, rTonneau, rVie } from './night-attack';
import { nuit } from './night-book';
import { pigeons } from './pigeons';
import { fusil, succession, successeur, testament } from './reactions';
import { depart, objets } from './start';
import { troc, vol } from './troc';

export const steps: StepTable<LTypes> = tableOf([
  objets,
  depart,
  jour,
  pigeons,
  election,
  electionTour,
  enchere,
  bucher,
  pertes,
  troc,
  vol,
  recapDeadline,
  finConstat,
  nuit,
  rFleches,
  rTonneau,
  cibleLoups,
  rVie,
  rLoups,
  rMort,
  rArbalete,
  rLoupBlanc,
  rPipot,
  rAnalphabetisme,
  rChaudron,
  rBoule,
  rDons,
  finNuit,
  aube,
  succession,
  testaments,
  fusil,
  testament,
  successeur,
]);
