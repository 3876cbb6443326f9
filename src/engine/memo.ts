/**
 * The one memo of the engine and the rulesets: answers worked out from the
 * parts of a game, kept while those parts are the same objects.
 *
 * Why identity is enough: a finished state is never written (immer freezes
 * it; the playouts' writer, `copy-on-access.ts`, never writes the game it
 * started from), so a part that is the same object holds the same content.
 * Why the engine alone decides: a part may still change under its identity
 * inside a resolution (an immer draft, or the private copies the playouts'
 * writer hands out), and only the engine knows when (`draft.ts`). Then
 * nothing is kept: the answer is worked out afresh, or the caller is told
 * there is no index (`indexed`) and answers its one question directly.
 *
 * A ruleset never keeps state of its own (no top-level `let`, `Map` or
 * `WeakMap` written after load: `tests/engine/boundaries.test.ts`): it hands
 * its compute function, a top-level function, to one of these, and the
 * function itself is the key of its answers. Answers are shared by every
 * later caller: never write into one.
 */
import { mayChange } from './draft';

/** Anything a memo is keyed by: a compute function names its own answers. */
type Slot = object;

/**
 * A part seen finished stays finished: a finished state is never written, so
 * an answer kept for it holds even inside a resolution, which may hand out
 * that very part (the setup, as it is). What may change there (a draft, a
 * private copy) is another object, never kept.
 */

/** Per compute function: the last part asked and its answer (`memo`, `memoBy`: one answer, as a game moves forward). */
const LAST_BY_PART = new Map<Slot, { key: object; value: unknown }>();

function lastKept<A, V>(compute: (arg: A) => V, arg: A, key: object): V {
  const last = LAST_BY_PART.get(compute);
  if (last?.key === key) return last.value as V;
  if (mayChange(key)) return compute(arg);
  const value = compute(arg);
  LAST_BY_PART.set(compute, { key, value });
  return value;
}

/** `compute(key)`, kept for the last identity of `key` asked (worked out afresh while `key` may change). */
export function memo<K extends object, V>(compute: (key: K) => V, key: K): V {
  return lastKept(compute, key, key);
}

/**
 * `compute(s)`, kept for the last identity of `key` asked: the part of `s`
 * that `compute` reads and that changes (a players record, a queue). Worked
 * out afresh while `key` may change.
 */
export function memoBy<S, V>(compute: (s: S) => V, s: S, key: object): V {
  return lastKept(compute, s, key);
}

/** Per compute function: its indexes by identity of the part (`indexed`). */
const BY_PART = new Map<Slot, WeakMap<object, unknown>>();

/** `compute(key)`, once per identity of `key`; null while `key` may change (the caller then answers its one question directly). */
export function indexed<K extends object, V>(compute: (key: K) => V, key: K): V | null {
  let answers = BY_PART.get(compute);
  if (!answers) BY_PART.set(compute, (answers = new WeakMap()));
  if (answers.has(key)) return answers.get(key) as V;
  if (mayChange(key)) return null;
  const value = compute(key);
  answers.set(key, value);
  return value;
}

/** Per compute function of two parts: its answers by identity of the first, then of the second. */
const BY_PARTS = new Map<Slot, WeakMap<object, WeakMap<object, unknown>>>();

/** `compute(a, b)`, once per pair of identities (e.g. `s.order` and `s.players`); null while either may change. */
export function indexed2<A extends object, B extends object, V>(compute: (a: A, b: B) => V, a: A, b: B): V | null {
  let byA = BY_PARTS.get(compute);
  if (!byA) BY_PARTS.set(compute, (byA = new WeakMap()));
  const known = byA.get(a);
  if (known?.has(b)) return known.get(b) as V;
  if (mayChange(a) || mayChange(b)) return null;
  let byB = known;
  if (!byB) byA.set(a, (byB = new WeakMap()));
  const value = compute(a, b);
  byB.set(b, value);
  return value;
}

/** Per compute function: the last answer, with the inputs it was worked out from. */
const LAST = new Map<Slot, { inputs: readonly unknown[]; value: unknown }>();

/** Two lists holding the very same items, in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * `compute(arg)`, kept while `inputs` (the parts of the game it reads, as
 * the caller lists them) are the very same items as last time: one answer
 * per compute function, for the answers a game asks of its state after state
 * while most of its parts stay the same objects. Worked out afresh while an
 * input may change.
 */
export function latest<A, V>(compute: (arg: A) => V, arg: A, inputs: readonly unknown[]): V {
  return inputs.some(mayChange) ? compute(arg) : lastOfInputs(compute, arg, inputs);
}

/** `latest`, but null while an input may change (the caller then answers its one question directly). */
export function latestIndexed<A, V>(compute: (arg: A) => V, arg: A, inputs: readonly unknown[]): V | null {
  return inputs.some(mayChange) ? null : lastOfInputs(compute, arg, inputs);
}

function lastOfInputs<A, V>(compute: (arg: A) => V, arg: A, inputs: readonly unknown[]): V {
  const last = LAST.get(compute);
  if (last && sameItems(last.inputs, inputs)) return last.value as V;
  const value = compute(arg);
  LAST.set(compute, { inputs, value });
  return value;
}

/** Per compute function of a text: its answers by text. */
const BY_TEXT = new Map<Slot, Map<string, unknown>>();
/** Texts kept per compute function at most: the map is emptied beyond (a game reads a few hundred at most). */
const TEXTS_KEPT = 10_000;

/**
 * `compute(text)`, once per text: for answers that depend on a short text
 * alone (a copy's kind, an offer read, a label typeset). Shared by every
 * caller: a value that is an object is frozen by `compute`, never written.
 */
export function byText<V>(compute: (text: string) => V, text: string): V {
  let answers = BY_TEXT.get(compute);
  if (!answers) BY_TEXT.set(compute, (answers = new Map()));
  const known = answers.get(text);
  if (known !== undefined) return known as V;
  const value = compute(text);
  if (answers.size >= TEXTS_KEPT) answers.clear();
  answers.set(text, value);
  return value;
}

/** Per compute function: the last answer of `lastValid`. */
const LAST_VALID = new Map<Slot, unknown>();

/**
 * The last answer of `compute`, kept while `valid(answer, arg)` says it
 * still holds for `arg` (a check of content, where identities change though
 * the content does not: a resolution copies what it reads). Worked out
 * afresh, and not kept, while `arg` may change.
 */
export function lastValid<A extends object, V>(compute: (arg: A) => V, arg: A, valid: (last: V, arg: A) => boolean): V {
  if (mayChange(arg)) return compute(arg);
  const last = LAST_VALID.get(compute) as V | undefined;
  if (last !== undefined && valid(last, arg)) return last;
  const value = compute(arg);
  LAST_VALID.set(compute, value);
  return value;
}
