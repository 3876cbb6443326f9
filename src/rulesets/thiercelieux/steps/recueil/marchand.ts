/**
 * Le Marchand de Sable (004:477-479): each night a player who will not wake,
 * never himself, never the same two nights running.
 */
import { playerIn, type PlayerId, choose, ONE_IF_ANY } from '../../../../engine';
import { firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

function lastNight(s: TGame): PlayerId | null {
  const last = playerIn(s.players, holder(s, 'marchand-de-sable')!).markers.dernierEndormi;
  return last && last.night === s.clock.day - 1 ? last.id : null;
}

/** Never his own self (004:477), never the same one two nights running. */
const BARS = awayAnd(notHolder('marchand-de-sable', '004:477'), {
  test: (s, id) => id === lastNight(s),
  why: (s, id) =>
    `${name(s, id)} a été endormi·e la nuit dernière : le Marchand de Sable n’endort jamais la même personne deux nuits de suite.`,
  line: '004:477',
});

export const marchandDeSable = roleStep('marchand-de-sable', {
  id: 'marchand-de-sable',
  title: 'Le Marchand de Sable',
  line: () => 'Le Marchand de Sable se réveille et me désigne un joueur qui ne pourra pas se réveiller cette nuit.',
  notes: (s) => (lastNight(s) ? [`Endormi la nuit dernière (interdit ce soir) : ${name(s, lastNight(s)!)}.`] : []),
  wakes: (s) => [holder(s, 'marchand-de-sable')!],
  prompt: (s) => choose(s, { label: 'Joueur endormi', min: ONE_IF_ANY, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'marchand-de-sable')!;
    playerIn(ctx.s.players, target).markers.endormi = true;
    playerIn(ctx.s.players, self).markers.dernierEndormi = { id: target, night: s.clock.day };
    ctx.emit(
      'marchand',
      { to: 'players', ids: [self, target] },
      () => `Le Marchand de Sable endort ${name(s, target)} pour la nuit.`,
      { target },
    );
    ctx.react('montrer', {
      title: 'Le Marchand de Sable',
      line: `Touchez discrètement ${name(s, target)} : il ou elle ne se réveillera pas cette nuit, même appelé·e.`,
    });
  },
});
