/**
 * An entry of a ruleset's state that the rules replace whole and never edit
 * in place (`replacedState` in `ruleset.ts`): read as it stands, and written
 * as a new record one level deep that shares everything else with the one
 * before. The playouts' writer then hands such an entry out as it stands,
 * frozen (`deep-freeze.ts`), where it would deep-copy it for every resolution
 * that read one of its parts. One way for every ruleset that declares one.
 */
import { asItStands } from './part-as-it-stands';

/** The entry `key` of a ruleset's state as it stands, to read (never to write). */
export const entryNow = <R extends object, K extends keyof R>(rs: R, key: K): R[K] => asItStands(rs)[key];

/** The entry `key` replaced by a copy with `patch` written: a new record, its other parts shared. */
export function editEntry<R extends object, K extends keyof R>(rs: R, key: K, patch: Partial<R[K]>): void {
  rs[key] = { ...entryNow(rs, key), ...patch };
}

/** The lists of a record: its keys whose values are arrays. */
type ListKey<E> = { [L in keyof E]-?: E[L] extends readonly unknown[] ? L : never }[keyof E];
type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/** `item` added at the end of the list `list` of the entry `key`: a new list and a new record, the rest shared. */
export function pushEntry<R extends object, K extends keyof R, L extends ListKey<R[K]>>(
  rs: R,
  key: K,
  list: L,
  item: ItemOf<R[K][L]>,
): void {
  const items = entryNow(rs, key)[list] as readonly unknown[];
  editEntry(rs, key, { [list]: [...items, item] } as unknown as Partial<R[K]>);
}
