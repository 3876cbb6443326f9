/**
 * Indexes worked out once per immutable part of a game. A finished state is
 * never written: an index built from one of its parts (`s.posts`,
 * `s.players`…) holds as long as that very object does, so it is kept in a
 * `WeakMap` keyed by the part. While a part may still change under its
 * identity (an immer draft, or anything during a playout's resolution on
 * private copies: `engine/draft.ts`), there is no index: the caller answers
 * its one question directly, as cheaply as before (building a whole index
 * for one answer that cannot be kept would cost more).
 *
 * Callers must treat an index as read-only: it is shared by every later call
 * on the same part.
 */
import { mayChange } from '../../engine/draft';

/** `build(part)`, once per identity of `part`; null while `part` may change. */
export function indexByPart<P extends object, V>(build: (part: P) => V): (part: P) => V | null {
  const cache = new WeakMap<P, V>();
  return (part) => {
    if (mayChange(part)) return null;
    let v = cache.get(part);
    if (v === undefined) {
      v = build(part);
      cache.set(part, v);
    }
    return v;
  };
}

/** `build(a, b)`, once per pair of identities (e.g. `s.order` and `s.players`); null while either may change. */
export function indexByParts<A extends object, B extends object, V>(
  build: (a: A, b: B) => V,
): (a: A, b: B) => V | null {
  const cache = new WeakMap<A, WeakMap<B, V>>();
  return (a, b) => {
    if (mayChange(a) || mayChange(b)) return null;
    let byB = cache.get(a);
    if (!byB) cache.set(a, (byB = new WeakMap()));
    let v = byB.get(b);
    if (v === undefined) {
      v = build(a, b);
      byB.set(b, v);
    }
    return v;
  };
}
