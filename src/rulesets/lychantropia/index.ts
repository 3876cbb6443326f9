/**
 * Ruleset `lychantropia`: Made in Lychantropia, a forum game for 16 players
 * with two camps and items (002_8a15d59d81dc3fa5.txt). Orders arrive by
 * private message and are resolved at the deadline and at night in the
 * book's order. Reading choices: docs/rulesets/lychantropia.md.
 */
import type { Ruleset } from '../../engine';
import { exclusion } from './actions';
import { nextPhase } from './flow';
import { invariants } from './invariants';
import { describePlayer, MARKERS } from './markers';
import { kindOf } from './items';
import { OPTIONS } from './options';
import { publicity } from './publicity';
import { dealItems, handOut, stockShop, suggestComposition, validateSetup } from './setup';
import { HEALTH, initialState, opt, type LGame, type LState } from './state';
import { steps } from './steps';
import { campOf, checkEnd, CAMPS, ROLES } from './win';

export const lychantropia: Ruleset<LState> = {
  id: 'lychantropia',
  name: 'Made in Lychantropia',
  description: 'Jeu sur forum : deux camps, des objets, un Notaire et un Marchand ; ordres par MP, résolus à la deadline et la nuit dans l’ordre du livre.',
  minPlayers: 5,
  maxPlayers: 20,
  options: OPTIONS,
  camps: CAMPS,
  roles: ROLES,
  markers: MARKERS,
  health: HEALTH,
  publicPosts: { notaire: 'Notaire', marchand: 'Marchand' },
  callInert: () => false,
  suggestComposition,
  validateSetup,
  init(ctx) {
    (ctx.s as { rs: LState }).rs = initialState();
    stockShop(ctx);
    const s = ctx.s as unknown as LGame;
    if (opt<string>(s, 'distributionObjets') === 'hasard') handOut(ctx, dealItems(ctx, s.order));
    ctx.s.rs.shopShown = ctx.s.rs.shop.map(kindOf);
    return ctx.s.rs as LState;
  },
  steps,
  actions: { exclusion },
  nextPhase,
  checkEnd,
  campOf,
  invariants,
  describePlayer,
  publicity,
};
