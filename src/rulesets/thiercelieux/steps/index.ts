/** Every step of the ruleset, by id: one missing or unknown fails the typecheck. */
import { own, tableOf, type Json, type PlayerId, type StepTable } from '../../../engine';
import type { TGame, TTypes } from '../types';
import { aube, immunite, taverne } from './dawn';
import { chasseur, execution, successeur } from './execution';
import {
  charmes,
  endormissement,
  flute,
  loups,
  petiteFille,
  sauveteur,
  sorciereMort,
  sorciereVie,
  voyante,
} from './night';
import { amoureux, cupidon, montrer, voleur } from './preparation';
import { RECUEIL_STEPS } from './recueil';
import { debat, departage, election, secondTour, vote } from './vote';

export const steps: StepTable<TTypes> = tableOf([
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
]);

/** What the Espion reads of the call under way: its title, who it wakes, whether it acts. */
export interface CallUnderWay {
  title: string;
  wakes?(s: TGame, args: Json | undefined): PlayerId[];
  inert?(s: TGame, args: Json | undefined): string | null;
}

/** The step an agenda item names (the agenda keeps ids and arguments as plain JSON, each item the ones of its step). */
export function stepAt(id: string): CallUnderWay {
  const def = own<CallUnderWay>(steps, id);
  if (!def) throw new Error(`Unknown step "${id}"`);
  return def;
}
