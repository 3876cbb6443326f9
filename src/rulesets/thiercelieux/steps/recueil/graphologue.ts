/**
 * Le Graphologue (004:247-249, 004:588): each player wrote his character on a
 * slip before the game; each night the MJ draws one at random, shows it, and
 * throws it away.
 */
import { playerRead, de } from '../../../../engine';
import { roleDef } from '../../roles';
import { holder, name } from '../../state';
import type { Slip, TGame } from '../../types';
import { roleStep } from '../common';

/** The slips as written at setup, once the cards were seen (before the Voleur). */
export function writtenSlips(s: TGame): Slip[] {
  return s.order.map((id) => ({ player: id, role: playerRead(s.players, id).initialRole }));
}

const heap = (s: TGame): Slip[] => s.rs.slips ?? writtenSlips(s);

export const graphologue = roleStep('graphologue', {
  id: 'graphologue',
  title: 'Le Graphologue',
  inert: (s) => (heap(s).length === 0 ? 'il ne reste plus de billet' : null),
  enter(ctx) {
    const s = ctx.base;
    const slip = ctx.pick(
      heap(s),
      'billet du Graphologue',
      (x) => `« ${roleDef(x.role).name} » ${de(name(s, x.player))}`,
    );
    ctx.s.rs.slips = heap(s).filter((x) => x.player !== slip.player);
    ctx.s.rs.slipsDrawn.push(slip.player);
    ctx.s.rs.slipDraw = slip;
  },
  line: (s) => {
    const slip = s.rs.slipDraw;
    return `Le Graphologue se réveille et examine le billet que je lui montre${slip ? ` : « ${roleDef(slip.role).name} »` : ''}. Puis je le jette.`;
  },
  notes: (s) => (s.rs.slipDraw ? [`Billet écrit par ${name(s, s.rs.slipDraw.player)}.`] : []),
  wakes: (s) => [holder(s, 'graphologue')!],
  prompt: () => ({ kind: 'ack', label: 'Billet montré et jeté' }),
  resolve(ctx) {
    const s = ctx.base;
    const slip = s.rs.slipDraw!;
    ctx.emit(
      'graphologue',
      { to: 'players', ids: [holder(s, 'graphologue')!] },
      () => `Le Graphologue examine un billet : « ${roleDef(slip.role).name} ».`,
      { slip },
    );
    ctx.s.rs.slipDraw = null;
  },
});
