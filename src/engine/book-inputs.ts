/**
 * What an order book's prompt may read besides the book itself, for the
 * forum rulesets that keep each kind's line from one state to the next
 * (Lychantropia, NewMilenium). A finished state is never changed
 * (`draft.ts`), so while these parts are the same objects, a kind that does
 * not read the book gives the same line.
 */

/** Parts of a game that change with every answer and that no kind reads (the answers' count, the log, the calls); `rs` is walked apart. */
const BOOKKEEPING = new Set(['seq', 'rng', 'events', 'agenda', 'done', 'rs']);

/** Every part of the game but the bookkeeping, and every part of the ruleset's state but the book. */
export function bookInputs<R extends object, G extends { rs: R }>(s: G): unknown[] {
  const out: unknown[] = [];
  for (const key in s) if (!BOOKKEEPING.has(key)) out.push(s[key]);
  const rs: R = s.rs;
  for (const key in rs) if (key !== 'book') out.push(rs[key]);
  return out;
}
