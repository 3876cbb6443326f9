/**
 * Player markers shown in the grimoire, and the items each player holds.
 */
import type { MarkerDef, PlayerId } from '../../engine';
import { describeItems } from './items';
import { de, type LGame } from './state';

export const MARKERS: Record<string, MarkerDef> = {
  amoureux: { label: 'Amoureux', describe: (v, s) => `Amoureux ${de(s.players[v as string]?.name ?? '?')}` },
  loupBlanc: { label: 'Loup blanc' },
  converti: { label: 'Changé en loup (Chapeau de paille)' },
  charme: { label: 'Charmé' },
  analphabete: { label: 'Analphabète' },
  sansVote: { label: 'Ne vote plus (Herbes du bonheur)' },
};

export function describePlayer(s: LGame, id: PlayerId): string[] {
  return [`Objets : ${describeItems(s.players[id]!.items)}`];
}
