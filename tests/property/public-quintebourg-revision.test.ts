import { describe } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { publicSideProperties, type GameArgs } from './public-props';

/** Found by the property run: kept as a fixed case. */
const FOUND: [GameArgs, number] = [
  {
    players: 19,
    options: {
      carnage: false,
      mjCourageux: false,
      parlerRoles: false,
      idealistes: 'moitie',
      pieces: 2,
      pretre: 'odieux',
      adjoints: true,
      pickpockets: false,
      bourreau: false,
      senateurFantome: false,
      reporter: 'une',
      assassinHerite: 'deux-pieces',
      dureeDebat: 0,
      dureeFete: 0,
    },
    seed: 'zhe0"p_',
    randomCards: true,
    invocations: 0.02,
  },
  117,
];

describe('the public side of random quintebourg-revision games', () =>
  publicSideProperties(quintebourgRevision, { leak: [FOUND] }));
