/**
 * How this book configures the family's shared modules
 * (src/rulesets/quintebourg-family): a player stands when I or B, acts when
 * standing and awake (000:399-401, 697), may hold coins unless Q or M
 * (000:126), is widowed when his spouse is Q or M (000:632); the priests are
 * the Prêtre cupide and the Prêtre odieux, who forces marriages (000:535-541).
 */
import type { PlayerId } from '../../engine';
import { COIN_RULES } from './coins';
import { act } from './common';
import { available, believedAlive, health, isStanding } from './queries';
import { unavailable } from './steps/call';
import type { MarriageRules } from '../quintebourg-family/marriage';
import type { PlayerRules } from '../quintebourg-family/types';
import type { QGame } from './types';

export const PLAYER_RULES: PlayerRules = {
  standing: isStanding,
  available,
  unavailable,
  state: health,
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
