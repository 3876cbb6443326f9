/**
 * What the players' shared screen shows beyond the generic projection: the
 * shop as the MJ last revealed it at dawn (002_8a15d59d81dc3fa5.txt:17, 45),
 * and the Notaire's auction, bid in public (lines 61-69).
 */
import type { PublicBlock, PublicRules } from '../../engine';
import { auctionItem } from './day-orders';
import { ITEMS, type ItemKind } from './items';
import { name } from './state';
import type { LGame, LTypes } from './types';

/** The shop as revealed: each item once, with its count, in the order first seen. */
function shopBlock(s: LGame): PublicBlock {
  const counts = new Map<ItemKind, number>();
  for (const k of s.rs.shopShown) counts.set(k, (counts.get(k) ?? 0) + 1);
  return { kind: 'tally', title: 'Boutique', rows: [...counts].map(([k, count]) => ({ label: ITEMS[k].name, count })) };
}

/** The auction while it is bid (open in the day, closed at the deadline): the item, then every bid in order. */
function auctionBlock(s: LGame, item: ItemKind): PublicBlock {
  const bids = s.rs.day.bids.map((b) => `${name(s, b.player)} : ${b.amount} voix`);
  const open = s.clock.phase === 'day';
  return {
    kind: 'lines',
    title: 'Enchère du Notaire',
    lines: [
      `Objet : ${ITEMS[item].name}`,
      ...(bids.length > 0 ? bids : ['Aucune mise.']),
      open ? 'Les mises sont ouvertes.' : 'Les mises sont closes.',
    ],
  };
}

export const publicity: PublicRules<LTypes> = {
  blocks(s) {
    const out = [shopBlock(s)];
    const item = s.clock.phase === 'day' || s.clock.phase === 'deadline' ? auctionItem(s) : null;
    if (item) out.push(auctionBlock(s, item));
    return out;
  },
};
