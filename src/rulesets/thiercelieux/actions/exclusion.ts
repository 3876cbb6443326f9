/**
 * The MJ removes a player (caught cheating, leaving the table).
 */
import { kill } from '../deaths';
import { living } from '../state';
import { action } from './action';
import { designate } from '../steps/barred';

/** Excluded: the card is revealed as at a death; no card or blessing stops it. */
export const exclusion = action({
  id: 'exclusion',
  title: 'Exclure un joueur',
  available: (s) => living(s).length > 0,
  line: () => 'Le MJ retire un joueur de la partie (triche, départ…). Sa carte est révélée comme à une mort.',
  prompt: (s) => designate(s, { kind: 'players', label: 'Joueur exclu', min: 1, max: 1, candidates: living(s) }),
  resolve(ctx, value) {
    kill(ctx, value[0]!, 'exclusion');
  },
});
