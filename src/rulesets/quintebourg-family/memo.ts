/**
 * Answers worked out once per immutable part of a game. A finished state is
 * never written: a value computed from one of its parts (`s.posts`,
 * `s.players`…) holds as long as that very object does, so it is kept in a
 * `WeakMap` keyed by the part. While a part may still change under its
 * identity (an immer draft, or anything during a playout's resolution on
 * private copies: `engine/draft.ts`), the answer is worked out afresh.
 *
 * Callers must treat what they get as read-only: it is shared by every later
 * call on the same part.
 */
import { mayChange } from '../../engine/draft';

/** `compute(part)`, once per identity of `part` (a part of a finished state). */
export function memoByPart<P extends object, V>(compute: (part: P) => V): (part: P) => V {
  const cache = new WeakMap<P, V>();
  return (part) => {
    if (mayChange(part)) return compute(part);
    let v = cache.get(part);
    if (v === undefined) {
      v = compute(part);
      cache.set(part, v);
    }
    return v;
  };
}

/** `compute(a, b)`, once per pair of identities (two parts of finished states, e.g. `s.order` and `s.players`). */
export function memoByParts<A extends object, B extends object, V>(compute: (a: A, b: B) => V): (a: A, b: B) => V {
  const cache = new WeakMap<A, WeakMap<B, V>>();
  return (a, b) => {
    if (mayChange(a) || mayChange(b)) return compute(a, b);
    let byB = cache.get(a);
    if (!byB) cache.set(a, (byB = new WeakMap()));
    let v = byB.get(b);
    if (v === undefined) {
      v = compute(a, b);
      byB.set(b, v);
    }
    return v;
  };
}
