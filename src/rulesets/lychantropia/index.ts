/**
 * Ruleset `lychantropia`: Made in Lychantropia, a forum game for 16 players
 * with two camps and items (002_8a15d59d81dc3fa5.txt). Orders arrive by
 * private message and are resolved at the deadline and at night in the
 * book's order. Reading choices: docs/rulesets/lychantropia.md.
 */
import { withRules, type Ruleset } from '../../engine';
import { ACTION_LINES, STEP_LINES } from './lines';
import { actions } from './actions';
import { nextPhase } from './flow';
import { invariants } from './invariants';
import { describePlayer, MARKERS } from './markers';
import { OPTIONS } from './options';
import { publicity } from './publicity';
import { report } from './report';
import { CAMPS, ROLES } from './roles';
import { init, suggestComposition, validateSetup } from './setup';
import { copyState, HEALTH } from './state';
import { steps } from './steps';
import type { LTypes } from './types';
import { campOf, checkEnd } from './win';

export const lychantropia: Ruleset<LTypes> = {
  id: 'lychantropia',
  name: 'Made in Lychantropia',
  description:
    'Jeu sur forum\u00a0: deux camps, des objets, un Notaire et un Marchand\u00a0; ordres par MP, résolus à la deadline et la nuit dans l’ordre du livre.',
  minPlayers: 5,
  maxPlayers: 20,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  publicPosts: { notaire: 'Notaire', marchand: 'Marchand' },
  typography: 'french',
  callInert: () => false,
  suggestComposition,
  validateSetup,
  init,
  copyState,
  steps: withRules(steps, STEP_LINES),
  actions: withRules(actions, ACTION_LINES),
  nextPhase,
  checkEnd,
  // The end depends on the players and the ruleset's state only (tests/engine/end-check.test.ts).
  endReads: ['players', 'rs', 'order'],
  campOf,
  invariants,
  describePlayer,
  publicity,
  report,
};
