import { type PriorityTable } from '../../engine';
/**
 * The long-action priority table (000_a045abd3825f1297.txt:174-189), highest
 * first, read by the engine's `topAction`. The Chef des armées' round (000:531)
 * is not in the book's table. Reading choice: it comes below every night the
 * table imposes (a B Chef stays at the hospital, 000:76, whose only exception is
 * the sbire on guard; a lovers' or a duo's night keeps him), and above the
 * attack and what follows: the house he chose to defend is his duty.
 */

export type LongAction =
  | 'sommeil'
  | 'veille'
  | 'recherche'
  | 'faction'
  | 'ronde'
  | 'repos'
  | 'sculpture'
  | 'combat'
  | 'plans-cul'
  | 'amoureux'
  | 'attaque'
  | 'colloque'
  | 'squat'
  | 'maison';

export const PRIORITY: PriorityTable = [
  { id: 'sommeil', label: 'Sommeil lourd' },
  { id: 'veille', label: 'Veille son amoureux à l’hôpital' },
  { id: 'recherche', label: 'Recherche du remède' },
  { id: 'faction', label: 'Faction de sbire' },
  { id: 'repos', label: 'Repos à l’hôpital' },
  { id: 'sculpture', label: 'Sculpture' },
  { id: 'combat', label: 'Combat de haineux' },
  { id: 'plans-cul', label: 'Nuit des plans-cul' },
  { id: 'amoureux', label: 'Nuit des amoureux' },
  { id: 'ronde', label: 'Ronde du Chef des armées' },
  { id: 'attaque', label: 'Attaque' },
  { id: 'colloque', label: 'Colloque de maths' },
  { id: 'squat', label: 'Squat' },
  { id: 'maison', label: 'Dort chez soi' },
];

export function actionLabel(id: string): string {
  return PRIORITY.find((e) => e.id === id)?.label ?? id;
}
