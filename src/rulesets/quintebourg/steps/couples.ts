/**
 * Row T: the married couples, one after the other; the MJ taps the heads of
 * those who slept at home, and each learns whether the other was away
 * (000_a045abd3825f1297.txt:634, 191): the family's call
 * (quintebourg-family/couples.ts) reading this book's night map.
 */
import { asItStands } from '../../../engine';
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
  // The call's last write: the night opened one level, not read through the game (the playouts' writer would
  // deep-copy it whole, map included, for one entry); nothing else of the night is written, so the rest is shared.
  keep(ctx: QCtx, lines: string[]) {
    const night = asItStands(ctx.s.rs).night;
    ctx.s.rs.night = { ...night, lines: { ...night.lines, couples: lines } };
  },
  kept: (s: QGame) => s.rs.night.lines.couples ?? [],
});
