/**
 * Two runs side by side: each camp's rate in both, the difference in points,
 * and whether it is more than chance (the 95 % two-proportion test): how much
 * does a card, a table size or the players' skill move the balance?
 */
import { Z95 } from './interval';

export interface CampDifference {
  camp: string;
  a: number;
  b: number;
  /** b minus a, as a probability (-1 to 1). */
  delta: number;
  /** Whether the difference is beyond chance at 95 %. */
  significant: boolean;
}

/** Each camp that won at least once in either run, by its wins in `a` and `b` out of `games`. */
export function differences(
  a: { games: number; wins: Record<string, number> },
  b: { games: number; wins: Record<string, number> },
): CampDifference[] {
  const camps = [...new Set([...Object.keys(a.wins), ...Object.keys(b.wins)])];
  return camps.map((camp) => {
    const pa = a.games ? (a.wins[camp] ?? 0) / a.games : 0;
    const pb = b.games ? (b.wins[camp] ?? 0) / b.games : 0;
    const se = Math.sqrt((a.games ? (pa * (1 - pa)) / a.games : 0) + (b.games ? (pb * (1 - pb)) / b.games : 0));
    const delta = pb - pa;
    return { camp, a: pa, b: pb, delta, significant: se > 0 ? Math.abs(delta) > Z95 * se : delta !== 0 };
  });
}
