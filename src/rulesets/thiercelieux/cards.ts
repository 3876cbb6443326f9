/**
 * Putting a card in front of a player (the Voleur, the Prêtre's blessing, the
 * Transformiste's draw, the Imposteur's theft, the Homme des Bois bitten):
 * the card's own markers go with it.
 */
import type { Draft } from 'immer';
import type { Json, PlayerState } from '../../engine';
import { CARD_MARKERS, startingMarkers } from './markers';

export function putCard(p: Draft<PlayerState>, role: string, markers: Record<string, Json> = startingMarkers(role)): void {
  for (const key of CARD_MARKERS) delete p.markers[key];
  p.role = role;
  Object.assign(p.markers, markers);
}
