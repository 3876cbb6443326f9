/**
 * How this book configures the family's shared modules
 * (src/rulesets/quintebourg-family): a player stands when I or B, acts when
 * standing and awake (000:399-401, 697), may hold coins unless Q or M
 * (000:126), is widowed when his spouse is Q or M (000:632); the priests are
 * the Prêtre cupide and the Prêtre odieux, who forces marriages (000:535-541).
 */
import type { PlayerId } from '../../engine';
import { COIN_RULES } from './coins';
import { POSTS } from './posts';
import { act } from './common';
import { word } from './health-words';
import { available, believedAlive, health, isStanding } from './queries';
import { unavailable } from './steps/call';
import { coinSteps, type CoinStepRules } from '../quintebourg-family/coin-steps';
import { marriageSteps, type MarriageRules } from '../quintebourg-family/marriage';
import { postSteps, type PostStepRules } from '../quintebourg-family/post-steps';
import type { PlayerRules } from '../quintebourg-family/types';
import type { QGame } from './types';

export const PLAYER_RULES: PlayerRules = {
  book: 'original',
  standing: isStanding,
  available,
  unavailable,
  // The health in words (« n’est plus debout (Coma) »), never the book's letter.
  state: (s: QGame, id) => word(health(s, id)),
  believedAlive,
  act,
};

export const MARRIAGE_RULES: MarriageRules = {
  ...PLAYER_RULES,
  ...COIN_RULES,
  widowed: (s: QGame, spouse: PlayerId) => ['Q', 'M'].includes(health(s, spouse)),
  priests: {
    posts: [
      { post: 'pretre-cupide', label: 'cupide' },
      { post: 'pretre-odieux', label: 'odieux' },
    ],
    forces: 'pretre-odieux',
  },
};

export const POST_STEP_RULES: PostStepRules = {
  ...PLAYER_RULES,
  posts: POSTS,
};

/** Gifts in the day from day 1 (000:561); the Notaire hands out the estates (000:501). */
export const COIN_STEP_RULES: CoinStepRules = {
  ...PLAYER_RULES,
  ...COIN_RULES,
  giftsOpen: (s) => s.clock.phase === 'day' && s.clock.day >= 1,
  notaire: 'notaire',
};

/** The family's calls as this book configures them (the step table lists them). */
export const MARRIAGE_STEPS = marriageSteps(MARRIAGE_RULES);
export const POST_STEPS = postSteps(POST_STEP_RULES);
export const COIN_STEPS = coinSteps(COIN_STEP_RULES);
