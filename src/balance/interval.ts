/**
 * The 95 % interval of a win rate: Wilson's score interval, which stays
 * inside [0, 1] and stays honest for small samples and for rates near 0 or 1
 * (a village that never wins in 20 games still has a chance up to 16 %).
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

/** `successes` out of `n`, with its 95 % Wilson interval (all 0 when n is 0). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n <= 0) return { rate: 0, low: 0, high: 0 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
