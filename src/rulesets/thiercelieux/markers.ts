/**
 * Player markers shown in the grimoire, and the ones a card starts with.
 */
import type { Json, MarkerDef } from '../../engine';

export const MARKERS: Record<string, MarkerDef> = {
  amoureux: {
    label: 'Amoureux',
    describe: (v, s) => `Amoureux de ${s.players[v as string]?.name ?? '?'}`,
  },
  charme: { label: 'Charmé' },
  protege: { label: 'Protégé cette nuit' },
  potionVie: { label: 'Potion de vie', describe: (v) => (v ? 'Potion de vie disponible' : 'Potion de vie utilisée') },
  potionMort: { label: 'Potion de mort', describe: (v) => (v ? 'Potion de mort disponible' : 'Potion de mort utilisée') },
  ancienBlesse: { label: 'A survécu à une attaque des loups' },
  idiotRevele: { label: 'Idiot dévoilé (ne vote plus)' },
};

/** Markers a card brings with it (set at the deal, or when the Voleur takes the card). */
export function startingMarkers(role: string): Record<string, Json> {
  if (role === 'sorciere') return { potionVie: true, potionMort: true };
  return {};
}
