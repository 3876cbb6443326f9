/** The two taps after « Don de pièces »: to whom, how many (000_a045abd3825f1297.txt:561). */
import type { PlayerId } from '../../../engine';
import { act, first, game, type QStep } from '../common';
import { moveCoins } from '../coins';
import { health } from '../state';
import { name } from '../text';

export const donA: QStep = {
  id: 'don-a',
  title: 'Don : à qui',
  line: (s, args) => `À qui ${name(s, (args as { from: PlayerId }).from)} donne-t-il ou elle des pièces ?`,
  prompt: (s, args) => ({ kind: 'players', label: 'Bénéficiaire', min: 1, max: 1, candidates: s.order.filter((id) => id !== (args as { from: PlayerId }).from && health(s, id) !== 'Q' && health(s, id) !== 'M') }),
  resolve(ctx, value, args) {
    ctx.react('don-montant', { from: (args as { from: PlayerId }).from, to: first(value)! });
  },
};

export const donMontant: QStep = {
  id: 'don-montant',
  title: 'Don : combien',
  line: (s, args) => `Combien de pièces ${name(s, (args as { from: PlayerId }).from)} donne-t-il ou elle à ${name(s, (args as { to: PlayerId }).to)} ?`,
  prompt: (s, args) => ({ kind: 'number', label: 'Pièces', min: 1, max: Math.max(1, s.players[(args as { from: PlayerId }).from]!.money) }),
  validate: (s, value, args) => ((value as number) > s.players[(args as { from: PlayerId }).from]!.money ? 'Il n’a pas autant de pièces.' : null),
  resolve(ctx, value, args) {
    const { from, to } = args as { from: PlayerId; to: PlayerId };
    act(ctx, from, 'don');
    moveCoins(ctx, from, to, value as number, 'don');
    ctx.emit('don', { to: 'public' }, `${name(game(ctx), from)} donne des pièces à ${name(game(ctx), to)}.`);
  },
};
