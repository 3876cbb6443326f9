/**
 * An entry of a ruleset's state that the rules replace whole and never edit
 * in place (`replacedState` in `ruleset.ts`): read as it stands, and written
 * as a new record one level deep that shares everything else with the one
 * before, copied through the ruleset's literal for it. The playouts' writer
 * then hands such an entry out as it stands, frozen (`deep-freeze.ts`), where
 * it would deep-copy it for every resolution that read one of its parts. One
 * way for every ruleset: the rules write through `ctx.editEntry` and
 * `ctx.pushEntry` (`context.ts`), which call these.
 */
import { literalCopier } from './literal-copy';
import { asItStands } from './part-as-it-stands';
import type { AnyRuleset } from './ruleset';

type Rec = Record<string, unknown>;

/** The lists of a record: its keys whose values are arrays. */
export type ListKey<E> = { [L in keyof E]-?: E[L] extends readonly unknown[] ? L : never }[keyof E];
/** What a list holds. */
export type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/** The entry `key` of a ruleset's state as it stands, to read (never to write). */
export const entryNow = <R extends object, K extends keyof R>(rs: R, key: K): R[K] => asItStands(rs)[key];

/**
 * `rs[key]` replaced by a copy with `patch` written, its other parts shared:
 * the copy by the ruleset's literal for the entry (one shape, whatever the
 * entry went through), the patch's keys then stored one by one (a spread of
 * it would meet every call's shape).
 */
export function editEntry(rules: AnyRuleset, rs: Rec, key: string, patch: object): void {
  const literal = (rules.replacedState as Readonly<Record<string, (entry: never) => unknown>> | undefined)?.[key];
  const now = entryNow(rs, key) as Rec;
  const next = literal === undefined ? { ...now } : literalCopier(literal)!(now);
  for (const k in patch) next[k] = (patch as Rec)[k];
  rs[key] = next;
}

/** `item` added at the end of the list `list` of the entry `key`: a new list and a new record, the rest shared. */
export function pushEntry(rules: AnyRuleset, rs: Rec, key: string, list: string, item: unknown): void {
  const items = (entryNow(rs, key) as Rec)[list] as readonly unknown[];
  editEntry(rules, rs, key, { [list]: [...items, item] });
}
