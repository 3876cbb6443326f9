/** Every step of the ruleset, by id. */
import type { LStep } from './common';
import { aube, testaments } from './dawn';
import { bucher, enchere, finConstat, pertes, pigeons, recapDeadline } from './deadline';
import { jour } from './day';
import { election, electionTour } from './election';
import { cibleLoups, finNuit, rAnalphabetisme, rArbalete, rBoule, rChaudron, rDons, rFleches, rLoupBlanc, rLoups, rMort, rPipot, rTonneau, rVie } from './night';
import { nuit } from './night-book';
import { fusil, succession, successeur, testament } from './reactions';
import { depart, objets } from './start';
import { troc, vol } from './troc';

export const steps: Record<string, LStep> = Object.fromEntries(
  [
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
  ].map((step) => [step.id, step]),
);
