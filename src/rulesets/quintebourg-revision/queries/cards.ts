/** Who holds which card: the camp card dealt as the role, the specialties in the state (001:25, 212-215). */
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import { isPower } from '../roles';
import type { RGame } from '../types';

/** The specialty cards a player holds, the dealt one first. */
export function specialtiesOf(s: RGame, id: PlayerId): readonly string[] {
  // Read as they stand: in a resolution, a read through the writer's record would copy them (`copy-on-access.ts`).
  return asItStands(s.rs).specialties[id] ?? [];
}

/** The powers among them (« Sans spécialité » is none). */
export function powersOf(s: RGame, id: PlayerId): string[] {
  return specialtiesOf(s, id).filter(isPower);
}

/** The holder of a specialty card (each card is unique; heritage moves it), or null. */
export function specialtyHolder(s: RGame, card: string): PlayerId | null {
  return s.order.find((id) => specialtiesOf(s, id).includes(card)) ?? null;
}

/** The holder of a camp card, or null (the first in seating order for a card dealt several times). */
export function cardHolder(s: RGame, card: string): PlayerId | null {
  return s.order.find((id) => playerRead(s.players, id).role === card) ?? null;
}

/** Every card a player holds: his camp card, then his specialties. */
export function cardsHeld(s: RGame, id: PlayerId): string[] {
  return [playerRead(s.players, id).role, ...specialtiesOf(s, id)];
}
