/** How the grimoire shows each marker. */
import type { MarkerTable } from '../../engine';
import type { ToyMarkers } from './types';

export const MARKERS: MarkerTable<ToyMarkers> = {
  marque: { label: 'Marqué' },
};
