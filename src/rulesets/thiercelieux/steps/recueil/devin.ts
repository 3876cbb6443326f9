/**
 * Le Devin (004:177-181): once a game, the victim the wolves must take
 * tonight, even one of their own; never himself. On the last wolf, nobody dies.
 */
import { choose } from '../../../../engine';
import { firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { notHolder, awayAnd } from '../barred';
import { playerIn } from '../../../../engine';

const used = (s: TGame) => playerIn(s.players, holder(s, 'devin')!).markers.devinUtilise === true;

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('devin'));

export const devin = roleStep('devin', {
  id: 'devin',
  title: 'Le Devin',
  // Once the power is used, he is no longer called (004:177).
  when: (s) => !used(s),
  line: () => 'Le Devin se réveille et m’indique s’il a deviné qui sera la victime des loups cette nuit.',
  wakes: (s) => [holder(s, 'devin')!],
  prompt: (s) => choose(s, { label: 'Victime imposée aux loups (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'devin')!;
    ctx.editEntry('night', { forced: target });
    playerIn(ctx.s.players, self).markers.devinUtilise = true;
    ctx.emit(
      'devin',
      { to: 'players', ids: [self] },
      () => `Le Devin prédit que les loups dévoreront ${name(s, target)}.`,
      {
        target,
      },
    );
  },
});
