import { describe } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { publicSideProperties, type GameArgs } from './public-props';

/**
 * Found by the long run: with the items drawn by hand, twenty random edits of
 * the deal in a row were refused (each asked for two copies of an item nobody
 * could take twice) and the playout gave up. The deal now offers two copies
 * only of an item someone may still draw twice.
 */
const MANUAL_DEAL: [GameArgs, number] = [
  {
    players: 10,
    options: { distributionObjets: 'manuelle', misesParPas: false, plusieursSacs: false, analphabetePotions: false },
    seed: 'YY@xq:E\\',
    randomCards: false,
    invocations: 0.02,
  },
  22,
];

describe('the public side of random lychantropia games', () =>
  publicSideProperties(lychantropia, { leak: [MANUAL_DEAL] }));
