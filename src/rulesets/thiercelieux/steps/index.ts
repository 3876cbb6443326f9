/** Every step of the ruleset, by id. */
import type { TStep } from './common';
import { aube, immunite, taverne } from './dawn';
import { chasseur, debat, departage, election, execution, secondTour, successeur, vote } from './day';
import { charmes, endormissement, flute, loups, petiteFille, sauveteur, sorciereMort, sorciereVie, voyante } from './night';
import { amoureux, cupidon, montrer, voleur } from './preparation';
import { RECUEIL_STEPS } from './recueil';

export const steps: Record<string, TStep> = Object.fromEntries(
  [
    endormissement,
    voleur,
    cupidon,
    amoureux,
    voyante,
    sauveteur,
    loups,
    petiteFille,
    sorciereVie,
    sorciereMort,
    flute,
    charmes,
    montrer,
    aube,
    immunite,
    taverne,
    election,
    debat,
    vote,
    departage,
    secondTour,
    execution,
    chasseur,
    successeur,
    ...RECUEIL_STEPS,
  ].map((step) => [step.id, step]),
);
