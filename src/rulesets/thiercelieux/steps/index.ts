/** Every step of the ruleset, by id. */
import type { TStep } from './common';
import { aube } from './dawn';
import { chasseur, debat, departage, election, execution, secondTour, successeur, vote } from './day';
import { charmes, endormissement, flute, loups, petiteFille, sauveteur, sorciereMort, sorciereVie, voyante } from './night';
import { amoureux, cupidon, montrer, voleur } from './preparation';

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
    election,
    debat,
    vote,
    departage,
    secondTour,
    execution,
    chasseur,
    successeur,
  ].map((step) => [step.id, step]),
);

