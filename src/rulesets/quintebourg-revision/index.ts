/**
 * Ruleset `quintebourg-revision`: the later Quinte-bourg
 * (001_47f38bdc018e2680.txt), alive or dead, ghosts and spirits, camps and
 * personal goals, sharing the family's library with the original
 * (src/rulesets/quintebourg-family). Reading choices:
 * docs/rulesets/quintebourg-revision.md.
 */
import { withRules, type Ruleset } from '../../engine';
import { actions } from './actions';
import { HEALTH } from './health';
import { invariants } from './invariants';
import { ACTION_LINES, STEP_LINES } from './lines';
import { describePlayer, MARKERS } from './markers';
import { report } from './report';
import { OPTIONS } from './options';
import { POST_NAMES } from './posts';
import { publicity } from './publicity';
import { cardsHeld } from './queries';
import { CAMPS, ROLES } from './roles';
import { randomDeal, spareCards, suggestComposition, validateSetup } from './setup';
import { copyState, initialState } from './state';
import { steps } from './steps';
import type { RTypes } from './types';
import { DAY1 } from './week';
import { nextPhase } from './flow';
import { campOf, checkEnd } from './win';

export const quintebourgRevision: Ruleset<RTypes> = {
  id: 'quintebourg-revision',
  name: 'Quinte-bourg (révision)',
  description:
    'Vivants et morts\u00a0: fantômes, esprits, héritage\u00a0; camps cumulés et objectifs personnels\u00a0; postes, sessions, lois, mariages\u00a0; le tableau du lundi et du jeudi, une semaine que le MJ modifie\u00a0; mode carnage.',
  minPlayers: 6,
  maxPlayers: 20,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  typography: 'french',
  calendar: { day1: DAY1 },
  publicPosts: POST_NAMES,
  // Every call is read, even for a card nobody holds or who cannot act: the table learns nothing from the calls.
  callInert: () => true,
  suggestComposition,
  validateSetup,
  spareCards,
  randomDeal,
  cardsOf: cardsHeld,
  init: initialState,
  copyState,
  steps: withRules(steps, STEP_LINES),
  actions: withRules(actions, ACTION_LINES),
  nextPhase,
  checkEnd,
  // The end waits for the night's calls: it reads the clock and the agenda too (tests/engine/end-check.test.ts).
  endReads: ['clock', 'agenda', 'players', 'rs', 'order', 'posts', 'setup'],
  campOf,
  invariants,
  describePlayer,
  report,
  publicity,
};
