/** Camps and cards: data, with the project's own one-line summaries. */
import type { CampDef, RoleDef } from '../../engine';

export const CAMPS: CampDef[] = [{ id: 'a', name: 'A' }];

export const ROLES: RoleDef[] = [
  { id: 'chef', name: 'Chef', camp: 'a', summary: 'Désigne.' },
  { id: 'pion', name: 'Pion', camp: 'a', max: 5, summary: 'Rien.' },
];

export function suggestComposition(players: number): string[] {
  return ['chef', ...Array.from({ length: players - 1 }, () => 'pion')];
}
