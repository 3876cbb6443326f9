/**
 * A random order-book edit (`playout.ts`, `randomOrder`) counts the (kind,
 * player) pairs instead of listing them (issue 15's speed): with the same
 * draws it must pick the very pair the list gave, so that every seeded
 * playout plays the same game as before. Checked against the listing, on
 * random books: kinds open to everyone or to some, givers outside the book's
 * players, kinds nobody may give.
 */
import { describe, expect, it } from 'vitest';
import type { Json, OrderKind, OrdersPrompt, Prompt } from '../../src/engine';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng, shuffled } from '../../src/engine/random';
import type { RngState } from '../../src/engine/types';

/** The edit as the playouts drew it before: every pair listed, one drawn. */
function listed(prompt: OrdersPrompt, rng: RngState): Json {
  const pairs = prompt.kinds.flatMap((k) =>
    (k.players ?? prompt.players).filter((p) => prompt.players.includes(p)).map((p) => [p, k] as const),
  );
  if (pairs.length === 0 || nextInt(rng, Math.min(pairs.length, 8) + 1) === 0) return { close: true };
  const [player, kind] = pairs[nextInt(rng, pairs.length)]!;
  return { put: { player, kind: kind.id, value: randomValue(kind.prompt, rng) } };
}

const VALUES: Prompt[] = [
  { kind: 'number', label: 'n', min: 1, max: 9 },
  { kind: 'yesno', label: 'y' },
  { kind: 'players', label: 'p', min: 1, max: 2, candidates: ['p1', 'p2', 'p3'] },
];

/** A random book: up to 12 players, up to 10 kinds, some open to all, some to a few (one maybe outside the book). */
function randomBook(seed: string): OrdersPrompt {
  const rng = seedRng(seed);
  const table = Array.from({ length: 14 }, (_, i) => `p${i + 1}`);
  const players = shuffled(rng, table).slice(0, nextInt(rng, 13));
  const kinds: OrderKind[] = Array.from({ length: nextInt(rng, 11) }, (_, i) => {
    const prompt = VALUES[nextInt(rng, VALUES.length)]!;
    const shape = nextInt(rng, 3);
    if (shape === 0) return { id: `k${i}`, label: `k${i}`, prompt };
    return {
      id: `k${i}`,
      label: `k${i}`,
      prompt,
      players: shuffled(rng, shape === 1 ? players : table).slice(0, nextInt(rng, 6)),
    };
  });
  return { kind: 'orders', label: 'Ordres', players, kinds };
}

describe('a random order-book edit', () => {
  it('picks the pair the full list of pairs gave, with the same draws', () => {
    let puts = 0;
    for (let i = 0; i < 3000; i++) {
      const book = randomBook(`book-${i}`);
      const a = seedRng(`draws-${i}`);
      const b = seedRng(`draws-${i}`);
      const edit = randomValue(book, a);
      expect(edit, `book ${i}`).toEqual(listed(book, b));
      // The same draws were taken: the generators are in the same state.
      expect(a).toEqual(b);
      if (edit !== null && typeof edit === 'object' && 'put' in edit) puts++;
    }
    expect(puts).toBeGreaterThan(1500);
  });
});
