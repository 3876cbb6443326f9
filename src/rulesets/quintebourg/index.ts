/**
 * Ruleset `quintebourg`: Les gens étranges de Quinte-bourg, original edition
 * (000_a045abd3825f1297.txt), modes V, M and E. Design and reading choices:
 * docs/rulesets/quintebourg.md.
 */
import { withRules, type Ruleset } from '../../engine';
import { actions } from './actions';
import { cardsHeld } from './cards';
import { nextPhase } from './flow';
import { HEALTH } from './health';
import { invariants } from './invariants';
import { ACTION_LINES, STEP_LINES } from './lines';
import { describePlayer, MARKERS } from './markers';
import { onHealthChange } from './on-health';
import { OPTIONS } from './options';
import { POST_NAMES } from './posts';
import { publicity } from './publicity';
import { report } from './report';
import { CAMPS, ROLES } from './roles';
import { randomDeal, spareCards, suggestComposition, validateSetup } from './setup';
import { copyDay, copyNight, copyState, initialState } from './state';
import { steps } from './steps';
import type { QTypes } from './types';
import { campOf, checkEnd } from './win';
import { DAY1 } from './week';

export const quintebourg: Ruleset<QTypes> = {
  id: 'quintebourg',
  name: 'Les gens étranges de Quinte-bourg',
  description:
    'Trois modes (Villageois, Mathématiciens, Étranges)\u00a0; santé I/B/C/Q/M, hôpital, pièces, postes publics, lois, mariages, mafia\u00a0; trois tableaux de nuit selon le jour de la semaine.',
  minPlayers: 6,
  maxPlayers: 21,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  typography: 'french',
  calendar: { day1: DAY1 },
  publicPosts: POST_NAMES,
  // Every row of the night table is read, even for a card nobody holds or who cannot act (000:697).
  callInert: () => true,
  suggestComposition,
  validateSetup,
  spareCards,
  randomDeal,
  cardsOf: cardsHeld,
  init: initialState,
  copyState,
  // Replaced, never edited in place (`ctx.editEntry`, `ctx.pushEntry`): the playouts' writer shares them, uncopied.
  replacedState: { night: copyNight, day: copyDay },
  steps: withRules(steps, STEP_LINES),
  actions: withRules(actions, ACTION_LINES),
  nextPhase,
  onHealthChange,
  checkEnd,
  campOf,
  invariants,
  describePlayer,
  publicity,
  report,
};
