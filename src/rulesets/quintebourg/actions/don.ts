/** Coins given at any moment of the day (000_a045abd3825f1297.txt:561), in three taps: who gives, to whom (don-a), how many (don-montant). */
import { first } from '../common';
import { coinsOf } from '../coins';
import { isStanding } from '../queries';
import type { QGame } from '../types';
import { action } from './timing';

const donors = (s: QGame) => s.order.filter((id) => isStanding(s, id) && coinsOf(s, id) > 0);

export const don = action({
  id: 'don',
  title: 'Don de pièces',
  available: (s) => s.clock.phase === 'day' && s.clock.day >= 1 && s.order.some((id) => isStanding(s, id) && coinsOf(s, id) > 0),
  line: () => 'Qui donne des pièces ?',
  prompt: (s) => ({ kind: 'players', label: 'Donneur', min: 1, max: 1, candidates: donors(s) }),
  resolve(ctx, value) {
    ctx.react('don-a', { from: first(value)! });
  },
});
