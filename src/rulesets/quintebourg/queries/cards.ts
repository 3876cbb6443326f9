/** Who holds which card: a party card (the role dealt) or an effect card (000_a045abd3825f1297.txt:112-118). */
import { asItStands, holdersOfCard, type PlayerId } from '../../../engine';
import type { QGame } from '../types';

/** Read as it stands: asking does not copy every player's cards (`copy-on-access.ts`). */
export function effectOf(s: QGame, id: PlayerId): string {
  return asItStands(s.rs).cards[id]!.effect;
}

/** Players holding a party card, in seating order (the engine's index, checked by content: read-only, shared by every call). */
export function partyHolders(s: QGame, card: string): readonly PlayerId[] {
  return holdersOfCard(s, card);
}

export function partyHolder(s: QGame, card: string): PlayerId | null {
  return partyHolders(s, card)[0] ?? null;
}

export function effectHolder(s: QGame, card: string): PlayerId | null {
  const cards = asItStands(s.rs).cards;
  // A plain loop: asked at every card's call of the night (an index per cards record was rebuilt too often to pay).
  for (const id of s.order) if (cards[id]!.effect === card) return id;
  return null;
}
