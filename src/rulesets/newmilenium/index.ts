/**
 * Ruleset `newmilenium`: NewMilenium remanié, a forum game of natures, two
 * weighted roles each, houses and immediate nights
 * (003_7860fbf4cb88296e.txt). Orders arrive by private message; the night is
 * resolved turn by turn in the book's order, asking the MJ whenever a player
 * learned something before his turn. Reading choices:
 * docs/rulesets/newmilenium.md.
 */
import { playerRead, withRules, type Ruleset } from '../../engine';
import { nextPhase } from './flow';
import { invariants } from './invariants';
import { STEP_LINES } from './lines';
import { describePlayer, MARKERS } from './markers';
import { OPTIONS } from './options';
import { publicity } from './publicity';
import { report } from './report';
import { CAMPS, ROLES } from './roles';
import { init, suggestComposition, validateSetup } from './setup';
import { copyState, HEALTH } from './state';
import { steps } from './steps';
import type { NTypes } from './types';
import { campOf, checkEnd } from './win';

export const newmilenium: Ruleset<NTypes> = {
  id: 'newmilenium',
  name: 'NewMilenium remanié',
  description:
    'Jeu sur forum\u00a0: une nature et deux rôles tirés au sort par joueur, des maisons, des nuits où chaque action compte tout de suite\u00a0; un Maire élu au jour 0.',
  minPlayers: 5,
  maxPlayers: 40,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  typography: 'french',
  publicPosts: { maire: 'Maire' },
  callInert: () => false,
  suggestComposition,
  validateSetup,
  cardsOf: (s, id) => [playerRead(s.players, id).role, ...(s.rs.hands[id]?.roles ?? [])],
  init,
  copyState,
  steps: withRules(steps, STEP_LINES),
  nextPhase,
  checkEnd,
  // The end depends on the players and the ruleset's state only (tests/engine/end-check.test.ts).
  endReads: ['players', 'rs', 'order'],
  campOf,
  invariants,
  describePlayer,
  report,
  publicity,
};
