/**
 * The places of a night of the revision: the houses (each player has his
 * own, married or not, 001:192) and the morgue where the dead lie (001:126).
 */
import { asItStands, type PlayerId } from '../../../engine';
import { de } from '../../quintebourg-family/text';
import type { RGame } from '../types';

export type Place = { kind: 'house'; owner: PlayerId } | { kind: 'morgue' };

export const house = (owner: PlayerId): Place => ({ kind: 'house', owner });
export const MORGUE: Place = { kind: 'morgue' };

export function samePlace(a: Place, b: Place): boolean {
  return a.kind === 'house' ? b.kind === 'house' && a.owner === b.owner : b.kind === a.kind;
}

/** A key unique to the place (a map row's `key`). */
export const placeKey = (p: Place): string => (p.kind === 'house' ? `house:${p.owner}` : 'morgue');

/**
 * « la maison d’Ana », « la morgue ». The owner's name is read as it stands:
 * in a resolution, a read through the writer's record would copy the player
 * to read his name once (`copy-on-access.ts`).
 */
export function placeLabel(s: RGame, p: Place): string {
  return p.kind === 'house' ? `la maison ${de(asItStands(s.players)[p.owner]?.name ?? p.owner)}` : 'la morgue';
}
