/**
 * Ruleset `thiercelieux`: Les Loups-Garous de Thiercelieux, base game (with
 * Nouvelle Lune's Sauveteur, Ancien, Idiot, Voleur and Joueur de Flûte) and
 * the 33 cards of the recueil, in its turn order (004_d59078fd8312dd78.txt:582-649).
 * Reading choices: docs/rulesets/thiercelieux.md.
 */
import { withRules, type Ruleset } from '../../engine';
import { ACTION_LINES, STEP_LINES } from './lines';
import { actions } from './actions';
import { spareCards, suggestComposition, validateSetup } from './composition';
import { nextPhase } from './flow';
import { MARKERS } from './markers';
import { flag, OPTIONS } from './options';
import { CAMPS, ROLES } from './roles';
import { copyNight, copyState, HEALTH, init } from './state';
import type { TTypes } from './types';
import { steps } from './steps';
import { campOf, checkEnd } from './win';
import { endSame } from './end-same';
import { invariants } from './invariants';
import { report } from './report';

export const thiercelieux: Ruleset<TTypes> = {
  id: 'thiercelieux',
  name: 'Les Loups-Garous de Thiercelieux',
  description:
    'Le jeu de base (avec Nouvelle Lune) et les 33 personnages du recueil, dans l’ordre des tours du recueil.',
  minPlayers: 4,
  maxPlayers: 40,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  publicPosts: { capitaine: 'Capitaine' },
  typography: 'french',
  callInert: (s) => flag(s, 'appelerRolesMorts'),
  suggestComposition,
  spareCards,
  validateSetup,
  init,
  copyState,
  // Replaced, never edited in place (`ctx.editEntry`): the playouts' writer shares it, uncopied.
  replacedState: { night: copyNight },
  steps: withRules(steps, STEP_LINES),
  actions: withRules(actions, ACTION_LINES),
  nextPhase,
  checkEnd,
  // The end depends on the cards, lives, markers, the couple and the personal goals' entries: not on the clock, the
  // calls nor the night's or the day's record, which most answers write (tests/engine/end-check.test.ts).
  endReads: [
    'players',
    'order',
    'setup',
    'rs.lovers',
    'rs.villagersPowerless',
    'rs.fanaticHero',
    'rs.assassinTargets',
    'rs.enemies',
  ],
  // The same parts compared by the ruleset, each player only where the check reads (end-same.ts).
  endSame,
  campOf,
  invariants,
  report,
};
