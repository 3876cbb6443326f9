/**
 * Lychantropia's part of a game's report (engine `report.ts`): the items each
 * player holds (an item is spent when used: its copies are the uses left),
 * and the table's own data: the shop and what returns to it, the order book
 * as it stands, the day's bids and auction, the lovers, the dead and their
 * causes. Raw data, for scenario checks.
 */
import type { RulesetReport } from '../../engine';
import { hand } from './holdings';
import { kindOf } from './items';
import type { LGame } from './types';

export function report(s: LGame): RulesetReport {
  const rs = s.rs;
  const players: RulesetReport['players'] = {};
  for (const id of s.order) players[id] = { items: hand(s, id).map(kindOf) };
  return {
    players,
    table: {
      shop: rs.shop.map(kindOf),
      toShop: rs.toShop.map(kindOf),
      removed: rs.removed,
      book: {
        deadline: rs.book.deadline,
        closed: rs.book.closed,
        orders: rs.book.orders.map((o) => ({ player: o.player, kind: o.kind, value: o.value })),
      },
      bids: rs.day.bids,
      auction: rs.day.auction,
      lovers: rs.lovers,
      whiteWolf: rs.whiteWolf,
      deaths: rs.deaths,
      testaments: rs.testaments,
    },
  };
}
