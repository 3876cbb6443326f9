/**
 * Invoked actions, at any moment (000_a045abd3825f1297.txt:168): the kill
 * powers of Seth, the Fennec and the red Reptilienne, the black Reptilienne's
 * conversion, Sesiano's conversion, the assassin's attempt, a boss against
 * his sbire; and, in the day, coins given, the Procureur's investigation, a
 * boss allowed a new sbire, an optional post taken out of the game. Sunday's
 * fête has no death (000:56): no kill then. One file per power.
 */
import { tableOf, type ActionTable } from '../../../engine';
import type { QTypes } from '../types';
import { assassinat } from './assassinat';
import { conversion } from './conversion';
import { don } from './don';
import { elimination } from './elimination';
import { enquete } from './enquete';
import { fennec } from './fennec';
import { noire } from './noire';
import { recrutement } from './recrutement';
import { retraitPoste } from './retrait-poste';
import { rouge } from './rouge';
import { seth } from './seth';

export const actions: ActionTable<QTypes> = tableOf([
  don,
  seth,
  rouge,
  fennec,
  noire,
  conversion,
  assassinat,
  elimination,
  recrutement,
  enquete,
  retraitPoste,
]);
