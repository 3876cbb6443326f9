/**
 * Le Justicier (004:308-314): after a day without death he wakes first
 * (004:613); after a night without death, last (004:640). Both may happen.
 */
import { choose } from '../../../../engine';
import { nightOutcome } from '../../outcome';
import { firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

/** Yesterday was played (not skipped by an eclipse of the sun) and nobody died in it. Never on night 1. */
export function dayWithoutDeath(s: TGame): boolean {
  const day = s.clock.day - 1;
  return day >= 1 && s.rs.lastDay === day && !s.rs.deaths.some((d) => !d.night && d.day === day);
}

/** The Justicier never names himself. */
const BARS = awayAnd(notHolder('justicier'));

export const justicierJour = roleStep('justicier', {
  id: 'justicier-jour',
  title: 'Le Justicier (jour sans mort)',
  when: dayWithoutDeath,
  line: () =>
    'Personne n’est mort hier. Le Justicier se réveille et fait sa propre loi : il peut me désigner un joueur qu’il élimine.',
  wakes: (s) => [holder(s, 'justicier')!],
  prompt: (s) => choose(s, { label: 'Victime du Justicier (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const target = firstOf(value);
    if (!target) return;
    ctx.editEntry('night', { justicierJour: target });
    ctx.emit(
      'justicier',
      { to: 'players', ids: [holder(ctx.base, 'justicier')!] },
      () => `Le Justicier élimine ${name(ctx.base, target)}.`,
      { target },
    );
  },
});

export const justicierNuit = roleStep('justicier', {
  id: 'justicier-nuit',
  title: 'Le Justicier (nuit sans mort)',
  when: (s) => nightOutcome(s).deaths.length === 0,
  line: () =>
    'Personne n’est mort cette nuit. Le Justicier se réveille, le dernier : il peut me désigner un joueur qu’il élimine.',
  notes: () => ['Un joueur sauvé plus tôt cette nuit (par la potion de vie…) meurt s’il est désigné.'],
  wakes: (s) => [holder(s, 'justicier')!],
  prompt: (s) => choose(s, { label: 'Victime du Justicier (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const target = firstOf(value);
    if (!target) return;
    ctx.editEntry('night', { justicierNuit: target });
    ctx.emit(
      'justicier',
      { to: 'players', ids: [holder(ctx.base, 'justicier')!] },
      () => `Le Justicier élimine ${name(ctx.base, target)}.`,
      { target },
    );
  },
});
