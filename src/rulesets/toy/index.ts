/**
 * Ruleset `toy`: the smallest complete ruleset, the running example of
 * docs/rulesets/anatomy.md and the engine's own tests (two calls a night, a
 * die, an order book, a reaction, an invoked action). Not in the app.
 */
import { ALIVE_DEAD, type Ruleset } from '../../engine';
import { actions } from './actions';
import { nextPhase } from './flow';
import { MARKERS } from './markers';
import { OPTIONS } from './options';
import { CAMPS, ROLES, suggestComposition } from './roles';
import { initialState } from './state';
import { steps } from './steps';
import type { ToyTypes } from './types';
import { campOf, checkEnd } from './win';

export const toy: Ruleset<ToyTypes> = {
  id: 'toy',
  name: 'Jeu jouet',
  description: 'Pour tester le moteur.',
  minPlayers: 3,
  maxPlayers: 6,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: ALIVE_DEAD,
  calendar: { day1: 'lundi' },
  callInert: () => true,
  suggestComposition,
  init: initialState,
  steps,
  actions,
  nextPhase,
  checkEnd,
  campOf,
};
