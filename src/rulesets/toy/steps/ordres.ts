/** A forum-style order book: the call repeats until the MJ closes it. */
import { editBook, inResolutionOrder, playerIn } from '../../../engine';
import { living } from '../state';
import { step } from './step';

export const ordres = step({
  id: 'ordres',
  title: 'Ordres',
  phase: 'deadline',
  line: () => 'Saisissez les ordres.',
  timer: () => 15,
  prompt: (s) => ({
    kind: 'orders',
    label: 'Ordres',
    players: living(s),
    kinds: [
      { id: 'vote', label: 'Vote', prompt: { kind: 'players', label: 'Cible', min: 1, max: 1, candidates: living(s) } },
      { id: 'don', label: 'Don', prompt: { kind: 'number', label: 'Pièces', min: 1, max: 9 } },
    ],
  }),
  // The answer is an `OrderEdit`, already read and checked against each kind's prompt.
  validate: (s, edit) =>
    'put' in edit && edit.put.kind === 'don' && playerIn(s.players, edit.put.player).role === 'chef'
      ? 'Le Chef ne donne rien.'
      : null,
  resolve(ctx, edit) {
    const error = editBook(ctx.s.rs.book, edit, ctx.base.seq);
    if (error) throw new Error(error);
    if (ctx.s.rs.book.closed) {
      const order = inResolutionOrder(ctx.s.rs.book, ['don', 'vote']).map((o) => `${o.kind}:${o.player}`);
      ctx.emit('ordres', { to: 'mj' }, () => `Résolution : ${order.join(' ')}`);
    }
  },
  repeat: (s) => !s.rs.book.closed,
});
