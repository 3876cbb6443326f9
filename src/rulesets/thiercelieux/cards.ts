/**
 * Putting a card in front of a player (the Voleur, the Prêtre's blessing, the
 * Transformiste's draw, the Imposteur's theft, the Homme des Bois bitten):
 * the card's own markers go with it.
 */
import type { Draft } from 'immer';
import type { PlayerState } from '../../engine';
import { CARD_MARKERS, startingMarkers } from './markers';
import type { TMarkers } from './types';

export function putCard(
  p: Draft<PlayerState<TMarkers>>,
  role: string,
  markers: Partial<TMarkers> = startingMarkers(role),
): void {
  for (const key of CARD_MARKERS) delete p.markers[key];
  p.role = role;
  Object.assign(p.markers, markers);
}
