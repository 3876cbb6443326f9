/**
 * La Lectrice de rêves (004:324-326): she names a player, who mimes his
 * character to her, eyes shut, silent and seated, twenty seconds at most.
 */
import { choose } from '../../../../engine';
import { firstOf, holder, name } from '../../state';
import { roleStep } from '../common';
import { step } from '../step';
import { awayAnd, notHolder } from '../barred';

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('lectrice'));

export const lectrice = roleStep('lectrice', {
  id: 'lectrice',
  title: 'La Lectrice de rêves',
  line: () => 'La Lectrice de rêves se réveille et désigne le joueur dont elle veut sonder les rêves.',
  wakes: (s) => [holder(s, 'lectrice')!],
  prompt: (s) => choose(s, { label: 'Joueur sondé', min: 1, max: 1 }, BARS),
  resolve(ctx, value) {
    const target = firstOf(value)!;
    ctx.emit(
      'lectrice',
      { to: 'players', ids: [holder(ctx.base, 'lectrice')!, target] },
      () => `La Lectrice de rêves sonde ${name(ctx.base, target)}.`,
      { target },
    );
    ctx.react('lectrice-mime', { target });
  },
});

export const lectriceMime = step({
  id: 'lectrice-mime',
  title: 'Le rêve mimé',
  line: (s, { target }) =>
    `Je touche ${name(s, target)} : sans ouvrir les yeux, sans un bruit et sans se lever, il ou elle mime son personnage à la Lectrice. Vingt secondes au plus.`,
  wakes: (_s, { target }) => [target],
  timer: () => 20,
  prompt: () => ({ kind: 'ack', label: 'La Lectrice se rendort' }),
  resolve() {},
});
