/** An action a player may invoke between two calls. */
import { actionsOf } from '../../../engine';
import { living } from '../state';
import type { ToyTypes } from '../types';

export const reveil = actionsOf<ToyTypes>()({
  id: 'reveil',
  title: 'Réveil',
  available: (s) => living(s).length > 0,
  line: () => 'Un joueur se réveille.',
  prompt: (s) => ({ kind: 'players', label: 'Qui', min: 1, max: 1, candidates: living(s) }),
  resolve(ctx, ids) {
    ctx.emit('reveil', { to: 'players', ids }, 'Réveil.');
  },
});
