/**
 * Invoked actions (001:7-10): the powers used at any moment (the kills, the
 * conversions, the Prophète's resurrection, the Assassin, the Procureur's
 * inquiry, Poirot's show), the gifts in the day (001:180), the MJ's week
 * and posts (001:166). One file per family of powers.
 */
import { tableOf, type ActionTable } from '../../../engine';
import { COIN_STEPS, RETRAIT } from '../family';
import { WEEK_STEPS } from '../steps';
import type { RTypes } from '../types';
import { noire, sheherazade } from './conversions';
import { fennec, rouge, seth } from './kills';
import { assassin, enquete, prophete, show } from './others';

export const actions: ActionTable<RTypes> = tableOf([
  COIN_STEPS.don,
  WEEK_STEPS.modifier,
  RETRAIT,
  sheherazade,
  prophete,
  seth,
  rouge,
  fennec,
  noire,
  assassin,
  enquete,
  show,
]);
