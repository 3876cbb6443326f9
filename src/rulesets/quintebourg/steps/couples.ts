/**
 * Row T: the married couples, one after the other; the MJ taps the heads of
 * those who slept at home, and each learns whether the other was away
 * (000_a045abd3825f1297.txt:634, 191): the family's call
 * (quintebourg-family/couples.ts) reading this book's night map.
 */
import { asItStands, entryNow } from '../../../engine';
import { couplesStep } from '../../quintebourg-family/couples';
import { housePlace, sameLocation } from '../night-map';
import { health } from '../queries';
import type { QCtx, QGame } from '../types';

export const couples = couplesStep({
  atHome: (s: QGame, m) => {
    // The night's map read as it stands: asking writes nothing.
    const map = asItStands(s.rs).night.map;
    return m.pair.filter((id) => map?.[id] && sameLocation(map[id]!, housePlace(s, m.home)));
  },
  told: (s: QGame, id) => health(s, id) !== 'M',
  keep(ctx: QCtx, lines: string[]) {
    ctx.editEntry('night', { lines: { ...entryNow(ctx.s.rs, 'night').lines, couples: lines } });
  },
  kept: (s: QGame) => s.rs.night.lines.couples ?? [],
});
