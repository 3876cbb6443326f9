/**
 * Le Couche tard (004:150-152): he names another player, who wakes to see
 * him; neither shows a card.
 */
import { choose } from '../../../../engine';
import { firstOf, holder, name } from '../../state';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('couche-tard'));

export const coucheTard = roleStep('couche-tard', {
  id: 'couche-tard',
  title: 'Le Couche tard',
  line: () => 'Le Couche tard se réveille et me désigne le joueur par qui il pense avoir été vu cette nuit.',
  wakes: (s) => [holder(s, 'couche-tard')!],
  prompt: (s) => choose(s, { label: 'Joueur qui le voit', min: 1, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const self = holder(s, 'couche-tard')!;
    const target = firstOf(value)!;
    ctx.emit(
      'couche-tard',
      { to: 'players', ids: [self, target] },
      () => `${name(s, target)} voit le Couche tard, ${name(s, self)}.`,
      { target },
    );
    ctx.react('montrer', {
      title: 'Le Couche tard',
      line: `Touchez ${name(s, target)} : il ou elle ouvre les yeux et voit le Couche tard (${name(s, self)}). Ni carte ni parole, un petit signe de la main au plus ; puis tous deux se rendorment.`,
    });
  },
});
