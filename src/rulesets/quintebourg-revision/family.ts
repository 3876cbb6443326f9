/**
 * How this book configures the family's shared modules
 * (src/rulesets/quintebourg-family): a player stands while alive, acts while
 * alive and awake (001:9, 129), holds coins only alive (001:181), is widowed
 * when his spouse dies (001:193); the priests are the Prêtre capitaliste and
 * the Prêtre odieux, who forces marriages (001:168-169); married couples
 * live in neighbouring houses (001:192).
 */
import type { PlayerId } from '../../engine';
import type { CoinRules } from '../quintebourg-family/coins';
import { coinSteps } from '../quintebourg-family/coin-steps';
import { lootSteps } from '../quintebourg-family/loot-steps';
import { marriageSteps } from '../quintebourg-family/marriage';
import { postSteps, removalAction } from '../quintebourg-family/post-steps';
import type { PlayerRules } from '../quintebourg-family/types';
import { act } from './common';
import { settle } from './marriage';
import { POSTS } from './posts';
import { available, believedAlive, isAlive, unavailable } from './queries';
import type { RGame } from './types';
import { stopReason } from './win';

export const PLAYER_RULES: PlayerRules = {
  book: 'revision',
  standing: isAlive,
  available,
  unavailable,
  state: (s: RGame, id: PlayerId) => (isAlive(s, id) ? 'vivant·e' : 'mort·e'),
  believedAlive,
  act,
};

/** A dead player keeps no coin (001:181). */
export const COIN_RULES: CoinRules = {
  mayHoldCoins: (s: RGame, id: PlayerId) => isAlive(s, id),
};

export const MARRIAGE_STEPS = marriageSteps({
  ...PLAYER_RULES,
  ...COIN_RULES,
  widowed: (s: RGame, spouse: PlayerId) => !isAlive(s, spouse),
  priests: {
    posts: [
      { post: 'pretre-capitaliste', label: 'capitaliste' },
      { post: 'pretre-odieux', label: 'odieux' },
    ],
    forces: 'pretre-odieux',
  },
  settle,
});

/** A post emptied in the day is filled at once (001:143), unless the game stopped meanwhile (001:59-62). */
export const POST_STEPS = postSteps({
  ...PLAYER_RULES,
  posts: POSTS,
  goesOn: (s: RGame) => stopReason(s) === null,
});

/** Gifts at any moment of the day (001:180); the Notaire bequeaths the coins of the single dead, not to himself (001:157). */
export const COIN_STEPS = coinSteps({
  ...PLAYER_RULES,
  ...COIN_RULES,
  giftsOpen: (s) => s.clock.phase === 'day' && s.clock.day >= 1,
  notaire: 'notaire',
});

/** The Cambrioleur may hand his loot on at once (001:127). */
export const LOOT_STEPS = lootSteps({ ...PLAYER_RULES, ...COIN_RULES });

/** When many are dead, the MJ may take posts out of the game (001:166). */
export const RETRAIT = removalAction({ posts: POSTS });
