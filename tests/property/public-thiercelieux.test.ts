import { describe } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { publicSideProperties, type GameArgs } from './public-props';

/**
 * Found by the long run (fast-check seed -1779406156, 1 000 games up to 40
 * players): an Imposteur took a Chasseur's face-down card, died again and
 * shot; the log said « Le Chasseur abat Maël 2. » while the board still
 * showed him as Imposteur (cards of the dead hidden). Kept as a fixed case.
 */
const IMPOSTEUR_CHASSEUR: [GameArgs, number] = [
  {
    players: 38,
    options: {
      electionCapitaine: 'jour1',
      egalite: 'personne',
      victoireLoups: 'elimination',
      revelerRoles: false,
      appelerRolesMorts: false,
      sorciereSoinSoiMeme: false,
      sorciereDeuxPotions: false,
      petiteFilleSurprise: true,
      sauveteurPetiteFille: false,
      potionPetiteFille: false,
      cupidonGagneAvecCouple: false,
      dureeDebat: 0,
      evenements: false,
      transformisteVillageois: true,
    },
    seed: '%',
    randomCards: true,
    invocations: 0,
  },
  158,
];

describe('the public side of random thiercelieux games', () =>
  publicSideProperties(thiercelieux, { leak: [IMPOSTEUR_CHASSEUR] }));
