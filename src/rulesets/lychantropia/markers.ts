/**
 * How the grimoire shows each marker, and the items each player holds.
 */
import type { MarkerTable, PlayerId } from '../../engine';
import { hand } from './holdings';
import { describeItems } from './items';
import { de } from './state';
import type { LGame, LMarkers } from './types';

export const MARKERS: MarkerTable<LMarkers> = {
  amoureux: { label: 'Amoureux', describe: (lover, s) => `Amoureux ${de(s.players[lover]?.name ?? '?')}` },
  loupBlanc: { label: 'Loup blanc' },
  converti: { label: 'Changé en loup (Chapeau de paille)' },
  charme: { label: 'Charmé' },
  analphabete: { label: 'Analphabète' },
  sansVote: { label: 'Ne vote plus (Herbes du bonheur)' },
};

export function describePlayer(s: LGame, id: PlayerId): string[] {
  return [`Objets : ${describeItems(hand(s, id))}`];
}
