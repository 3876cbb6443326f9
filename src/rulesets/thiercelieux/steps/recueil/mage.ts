/**
 * Le Mage (004:336-338): once a game, a player (himself allowed) leaves the
 * room until the next night falls: called in the void, out of reach, no vote.
 */
import { choose } from '../../../../engine';
import { AWAY, firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { playerIn } from '../../../../engine';

const used = (s: TGame) => playerIn(s.players, holder(s, 'mage')!).markers.mageUtilise === true;

export const mage = roleStep('mage', {
  id: 'mage',
  title: 'Le Mage',
  inert: (s) => (used(s) ? 'pouvoir déjà utilisé' : null),
  line: () => 'Le Mage se réveille et m’indique s’il veut faire disparaître quelqu’un (lui-même compris).',
  wakes: (s) => [holder(s, 'mage')!],
  prompt: (s) => choose(s, { label: 'Joueur qui disparaît (ou personne)', min: 0, max: 1 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'mage')!;
    playerIn(ctx.s.players, target).markers.disparu = true;
    playerIn(ctx.s.players, self).markers.mageUtilise = true;
    ctx.emit(
      'mage',
      { to: 'players', ids: [self, target] },
      () => `Le Mage fait disparaître ${name(s, target)} jusqu’à la prochaine nuit.`,
      { target },
    );
    ctx.react('montrer', {
      title: 'Le Mage',
      line: `Touchez ${name(s, target)} : il ou elle quitte la pièce sur-le-champ et ne reviendra qu’au début de la prochaine nuit.`,
    });
  },
});
