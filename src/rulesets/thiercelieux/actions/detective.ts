/**
 * The MJ catches a player peeking (004:162-167): the Détective, or whoever the
 * MJ took for him, is removed at once.
 */
import { choose } from '../../../engine';
import { kill } from '../deaths';
import { DEAD_ONLY, livingHolders } from '../state';
import { action } from './action';

export const detective = action({
  id: 'detective',
  title: 'Prendre un joueur à épier',
  // While a Détective lives (the MJ knows when he is dead; anyone else caught cheating is an exclusion).
  available: (s) => s.clock.phase === 'night' && livingHolders(s, 'detective').length > 0,
  line: () =>
    'Le MJ a vu, sans le moindre doute, un joueur entrouvrir les yeux hors de son droit : le Détective (ou celui que le MJ a pris pour lui) quitte la partie sur-le-champ.',
  prompt: (s) => choose(s, { label: 'Joueur pris sur le fait', min: 1, max: 1 }, DEAD_ONLY),
  resolve(ctx, value) {
    kill(ctx, value[0]!, 'mutation');
  },
});
