/**
 * Seeded randomness kept in the game state (sfc32), so that `apply` stays pure
 * and a replay draws exactly the same numbers.
 */
import type { RngState } from './types';

/** Hash a seed string into four 32-bit words (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Advance the generator in place; returns a float in [0, 1). */
export function nextFloat(st: RngState): number {
  // Indexed reads, not a destructuring: a playout draws thousands of numbers, and destructuring walks an iterator.
  let a = st[0] >>> 0;
  let b = st[1] >>> 0;
  let c = st[2] >>> 0;
  let d = st[3] >>> 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  st[0] = a >>> 0;
  st[1] = b >>> 0;
  st[2] = c >>> 0;
  st[3] = d >>> 0;
  return (t >>> 0) / 4294967296;
}

/** Integer in [0, n). */
export function nextInt(st: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt needs a positive integer, got ${n}`);
  return Math.floor(nextFloat(st) * n);
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(st: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1);
    // A swap through a local: a swap by destructuring builds an array each turn.
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}

/** Draw a key with probability proportional to its integer weight. */
export function weightedKey<K extends string>(st: RngState, weights: Readonly<Record<K, number>>): K {
  // Object.keys types its result as string[]; the keys are those of `weights`, hence K.
  const keys = (Object.keys(weights) as K[]).filter((k) => weights[k] > 0);
  const total = keys.reduce((sum, k) => sum + weights[k], 0);
  if (total <= 0) throw new Error('weightedKey needs at least one positive weight');
  let r = nextInt(st, total);
  for (const k of keys) {
    r -= weights[k];
    if (r < 0) return k;
  }
  return keys[keys.length - 1]!;
}
