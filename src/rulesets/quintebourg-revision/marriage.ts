/**
 * Where a married couple lives (001:192): in neighbouring houses, distinct.
 * The houses are the seats at the table: once married, one of the two moves
 * next to the other (he swaps seats with the other's neighbour on the left,
 * clockwise), unless they already sit side by side.
 */
import type { PlayerId } from '../../engine';
import { swapSeats } from '../quintebourg-family/dawn-posts';
import { marry, type Settling } from '../quintebourg-family/marriage';
import { de, name } from '../quintebourg-family/text';
import type { FamilyGame } from '../quintebourg-family/types';

/** Whether two players sit side by side. */
function sideBySide(s: FamilyGame, a: PlayerId, b: PlayerId): boolean {
  const n = s.order.length;
  const d = Math.abs(s.order.indexOf(a) - s.order.indexOf(b));
  return d === 1 || d === n - 1;
}

export const settle: Settling = {
  line: 'Les époux vivent dans deux maisons voisines : lequel des deux déménage à côté de l’autre ?',
  label: (s, mover, other) =>
    sideBySide(s, mover, other)
      ? `${name(s, mover)} reste à côté ${de(name(s, other))} (déjà voisins)`
      : `${name(s, mover)} s’installe à côté ${de(name(s, other))}`,
  done(ctx, { asker, partner }, mover) {
    const s: FamilyGame = ctx.s;
    const other = mover === asker ? partner : asker;
    const seat = s.order.indexOf(other);
    const next = s.order[(seat + 1) % s.order.length]!;
    const moves = !sideBySide(s, mover, other);
    if (moves) swapSeats(ctx, mover, next);
    const where = moves
      ? `${name(s, mover)} s’installe à côté ${de(name(s, other))}, à la place ${de(name(s, next))}`
      : 'ils sont déjà voisins';
    marry(
      ctx,
      { pair: [asker, partner], home: other },
      `${name(s, asker)} et ${name(s, partner)} se marient : ${where}.`,
    );
  },
};
