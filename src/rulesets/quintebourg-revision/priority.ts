import { type PriorityTable } from '../../engine';
/**
 * The long-action priority table (001:12-23), highest first, read by the
 * engine's `topAction`: a player performs exactly one long action a night
 * (001:11), the highest of those he is called to.
 */

export type LongAction =
  'sommeil' | 'enlevement' | 'sculpture' | 'combat' | 'copulation' | 'amoureux' | 'squat' | 'attaque' | 'maison';

export const PRIORITY: PriorityTable = [
  { id: 'sommeil', label: 'Sommeil lourd' },
  { id: 'enlevement', label: 'Enlèvement' },
  { id: 'sculpture', label: 'Sculpte' },
  { id: 'combat', label: 'Se bat' },
  { id: 'copulation', label: 'Copule' },
  { id: 'amoureux', label: 'Nuit des amoureux' },
  { id: 'squat', label: 'Squatte' },
  { id: 'attaque', label: 'Attaque' },
  { id: 'maison', label: 'Dort chez soi' },
];

export function actionLabel(id: string): string {
  return PRIORITY.find((e) => e.id === id)?.label ?? id;
}
