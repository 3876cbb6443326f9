/**
 * What the players' shared screen shows beyond the generic projection: the
 * shop as the MJ last revealed it at dawn (002_8a15d59d81dc3fa5.txt:17, 45),
 * and the Notaire's auction, bid in public (lines 61-69).
 */
import type { PublicRules, PublicSection } from '../../engine';
import { auctionItem } from './day-orders';
import { ITEMS, type ItemKind } from './items';
import type { LState } from './state';

export const publicity: PublicRules<LState> = {
  sections(s) {
    const out: PublicSection[] = [];
    const counts = new Map<ItemKind, number>();
    for (const k of s.rs.shopShown) counts.set(k, (counts.get(k) ?? 0) + 1);
    out.push({ kind: 'shop', title: 'Boutique', items: [...counts].map(([k, count]) => ({ name: ITEMS[k].name, count })) });
    const item = s.clock.phase === 'day' || s.clock.phase === 'deadline' ? auctionItem(s) : null;
    if (item) {
      out.push({
        kind: 'auction',
        title: 'Enchère du Notaire',
        item: ITEMS[item].name,
        bids: s.rs.day.bids.map((b) => ({ player: b.player, amount: b.amount })),
        open: s.clock.phase === 'day',
      });
    }
    return out;
  },
};
