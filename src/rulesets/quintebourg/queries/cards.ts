/** Who holds which card: a party card (the role dealt) or an effect card (000_a045abd3825f1297.txt:112-118). */
import type { PlayerId } from '../../../engine';
import { indexByParts } from '../../quintebourg-family/memo';
import type { QGame } from '../types';

export function effectOf(s: QGame, id: PlayerId): string {
  return s.rs.cards[id]!.effect;
}

const NOBODY: readonly PlayerId[] = [];

/**
 * Each party card's holders in seating order, one walk over the table per
 * seating and players record (`memo.ts`: a finished state's parts never
 * change), where many steps' `when` asked for one card each.
 */
const holdersByCard = indexByParts((order: readonly PlayerId[], players: QGame['players']): ReadonlyMap<string, readonly PlayerId[]> => {
  const out = new Map<string, PlayerId[]>();
  for (const id of order) {
    const card = players[id]!.role;
    const ids = out.get(card);
    if (ids) ids.push(id);
    else out.set(card, [id]);
  }
  return out;
});

/** Players holding a party card, in seating order (shared: never write into it). */
export function partyHolders(s: QGame, card: string): readonly PlayerId[] {
  const byCard = holdersByCard(s.order, s.players);
  // Inside a resolution (no index): one walk for this one card.
  if (!byCard) return s.order.filter((id) => s.players[id]!.role === card);
  return byCard.get(card) ?? NOBODY;
}

export function partyHolder(s: QGame, card: string): PlayerId | null {
  return partyHolders(s, card)[0] ?? null;
}

/** Each effect card's first holder in seating order, one walk per seating and cards record (`memo.ts`). */
const holderByEffect = indexByParts((order: readonly PlayerId[], cards: QGame['rs']['cards']): ReadonlyMap<string, PlayerId> => {
  const out = new Map<string, PlayerId>();
  for (const id of order) {
    const effect = cards[id]!.effect;
    if (!out.has(effect)) out.set(effect, id);
  }
  return out;
});

export function effectHolder(s: QGame, card: string): PlayerId | null {
  const byEffect = holderByEffect(s.order, s.rs.cards);
  // Inside a resolution (no index): one walk for this one card.
  if (!byEffect) return s.order.find((id) => s.rs.cards[id]!.effect === card) ?? null;
  return byEffect.get(card) ?? null;
}
