/**
 * The order books of the day and of the night, built from kinds described as
 * data: who may give the order, its prompt, its own rule check. The engine's
 * order book (`engine/orders.ts`) keeps the orders; this module wires the
 * kinds to a step, and reads an order's value back with its kind's type (the
 * book's prompt is in `book-prompt.ts`).
 */
import {
  type AnswerOf,
  type AnyAnswer,
  type Bar,
  type Bars,
  editBook,
  entered,
  type Entered,
  orderOf as engineOrderOf,
  memoBy,
  type Json,
  type OrderDef as EngineOrderDef,
  type OrderEdit,
  type PlayerId,
  type Prompt,
  type Refusal,
  type Why,
} from '../../engine';
import { CAUSE_LABEL } from './deaths';
import { count, holders } from './holdings';
import { ITEM_KINDS, ITEM_LINE, itemName, type ItemKind } from './items';
import { alive, living, name } from './state';
import type { Death, LCtx, LGame } from './types';

/** One kind of order as written: its `check` and `describe` receive the value its prompt takes. */
export interface OrderSpec<P extends Prompt> {
  id: string;
  label: string;
  /**
   * Who may give this order now, declared once (the engine's `bars.ts`): the
   * living no bar catches, in seating order, are its givers, and each seat
   * left out says why with the first bar that catches it. Module constants.
   */
  givers: Bars<LGame>;
  /**
   * The item this order uses, when only its holders may give it: nobody
   * holding it shuts the kind (unless `closed` says otherwise), and a bar
   * before the kind's own leaves out a player without it, naming the item's line.
   */
  item?: ItemKind;
  prompt(s: LGame): P;
  /** Rule checks of one player's order (French reason and the book's line), beyond the prompt's shape. */
  check?(s: LGame, player: PlayerId, value: AnswerOf<P>): Refusal | null;
  /** How the order reads in the MJ's list. */
  describe(s: LGame, value: AnswerOf<P>): string;
  /** Why nobody may give it now, with the book's line (asked when no seat may); a refusal then names that rule. */
  closed?(s: LGame): Why | null;
  /**
   * A giver may not name himself (the house reading of `docs/rulesets/lychantropia.md`,
   * « Naming oneself »): the engine's `OrderKind.notSelf`, so the order screen
   * never offers him his own name, and a typed or pasted one is refused with this rule.
   */
  notSelf?: Why;
  /**
   * Its givers' bars, `prompt` or `closed` read the book or the
   * day's bids (a bid needs an auction open): its line in the book's prompt
   * is worked out again after every order (`book-prompt.ts`).
   */
  readsBook?: true;
  /** The order of the moment (the day's vote, the pack's target): in place on every giver's row (`OrderKind.main`). */
  main?: true;
  /**
   * Given for every seat, the dead included: the deal of the items, which
   * waits for two items in every hand, an excluded player's too (002:71-72).
   * Every other kind is the living's (`DEAD`).
   */
  everySeat?: true;
  /**
   * The book's line saying this order is given on the forum (a vote 002:18,
   * a troc offer 002:54, an auction and its bids 002:61-62): it may change
   * until the deadline. Every other player's order is sent by MP and may not
   * change once given (002:105); the MJ's own entries (`everySeat`) may.
   */
  onForum?: string;
}

/** One kind of order as a book handles it, whatever its prompt (the engine's, `order-kinds.ts`); `read` gives back a kept value with its type, `id` the id as written. */
export type OrderDef<V = AnyAnswer, I extends string = string> = EngineOrderDef<LGame, V, I>;

/**
 * Declare a kind of order (list `prompt` before `check` and `describe`, so
 * that the compiler infers the prompt and types the value from it).
 */
export function defineOrder<const P extends Prompt, const I extends string>(
  spec: OrderSpec<P> & { id: I },
): OrderDef<AnswerOf<P>, I> {
  // The one place an order's value gets its type back: the engine read it against this kind's prompt before it entered the book (read-answer.ts), and the book keeps it as it came.
  const read = (value: Json): AnswerOf<P> => value as AnswerOf<P>;
  return {
    id: spec.id,
    label: spec.label,
    givers: [...(spec.everySeat ? [] : [DEAD]), ...(spec.item ? [HOLDS[spec.item]] : []), ...spec.givers],
    prompt: (s) => spec.prompt(s),
    // The kind's own rule first (a Pigeon count), then whether the player may still change it (002:105).
    check: (s, player, value) =>
      spec.check?.(s, player, read(value)) ??
      (spec.onForum || spec.everySeat ? null : changedByMp(s, spec, player, value)),
    describe: (s, value) => spec.describe(s, read(value)),
    read,
    closed: (s) => spec.closed?.(s) ?? (spec.item ? nobodyHolds(spec.item) : null),
    ...(spec.readsBook ? { readsBook: true as const } : {}),
    ...(spec.main ? { main: true as const } : {}),
    ...(spec.notSelf ? { notSelf: spec.notSelf } : {}),
  };
}

/**
 * A choice sent by MP may not change (002:105): a second, different order of
 * the same kind from the same player is refused. The same order again changes
 * nothing and passes; the MJ corrects his own typing by cancelling first.
 */
function changedByMp(s: LGame, spec: { id: string; label: string }, player: PlayerId, value: Json): Refusal | null {
  const given = s.rs.book.orders.find((o) => o.player === player && o.kind === spec.id);
  if (!given || JSON.stringify(given.value) === JSON.stringify(value)) return null;
  return {
    reason: `${name(s, player)} a déjà envoyé son ordre « ${spec.label} » par MP : un choix fait par MP ne change pas (annulez l’ordre pour corriger une erreur de saisie).`,
    rule: '002:105',
  };
}

/**
 * The dead give no order: the first bar of every kind, and why a dead seat
 * is not in the book at all (`book-prompt.ts`). Who, and how he died (the MJ's
 * screen knows the cause). The book has no line of its own for it (002:15 is
 * only the heading « DEROULEMENT DE LA PARTIE »): the refusal names the
 * call's line, the one saying who acts in it (the day's vote: « Les joueurs
 * … votent », 002:18; the night's, 002:26); a player the MJ excluded, the
 * exclusion's line (002:107).
 */
export function deadWhy(s: LGame, id: PlayerId): Why {
  // Asked for every kind and every dead seat of a prompt built inside a resolution (no memo then): the one death read.
  const deaths = s.rs.deaths;
  for (let i = deaths.length - 1; i >= 0; i--) if (deaths[i]!.id === id) return reasonOf(s, deaths[i]!);
  return { reason: `${name(s, id)} est mort·e : seuls les vivants donnent des ordres.` };
}

/**
 * Each dead seat's reason (`deadWhy`), kept while the list of deaths is the
 * same object: a playout makes a new prompt after every order, and the list
 * changes only when someone dies. Shared: never write into it.
 */
export function deadReasons(s: LGame): Readonly<Record<PlayerId, Why>> {
  return memoBy(reasonsOf, s, s.rs.deaths);
}

function reasonsOf(s: LGame): Record<PlayerId, Why> {
  const reasons: Record<PlayerId, Why> = {};
  for (const d of s.rs.deaths) reasons[d.id] = reasonOf(s, d);
  return reasons;
}

function reasonOf(s: LGame, death: Death): Why {
  const who = name(s, death.id);
  if (death.cause === 'exclusion')
    return {
      reason: `${who} a été exclu·e de la partie par le MJ : il ou elle ne donne plus d’ordre.`,
      rule: '002:107',
    };
  return { reason: `${who} est mort·e (${CAUSE_LABEL[death.cause]}) : seuls les vivants donnent des ordres.` };
}

const DEAD: Bar<LGame> = {
  test: (s, id) => !alive(s, id),
  pass: living,
  why: deadWhy,
};

/** A bar per item: who does not hold it may not give an order that uses it. */
export const HOLDS = Object.fromEntries(
  ITEM_KINDS.map((item): [ItemKind, Bar<LGame>] => [
    item,
    {
      // The living holders, from the engine's index (a dead seat is caught by `DEAD` first).
      test: (s, id) => !alive(s, id) || count(s, id, item) === 0,
      why: (s, id) => doesNotHold(s, id, item),
      pass: (s) => holders(s, item),
    },
  ]),
) as Record<ItemKind, Bar<LGame>>;

/** Nobody holds the item an order uses (its line in the book). */
export function nobodyHolds(item: ItemKind): Why {
  return NOBODY_HOLDS[item];
}

/** One reason per item, made once: a shut kind's line is kept while its reason is the same object (`order-kinds.ts`). */
const NOBODY_HOLDS = Object.fromEntries(
  ITEM_KINDS.map((item): [ItemKind, Why] => [
    item,
    { reason: `Personne ne possède « ${itemName(item)} ».`, rule: ITEM_LINE[item] },
  ]),
) as Record<ItemKind, Why>;

/** A player who does not hold the item an order uses (read only for a refused order: `barred` is worked out lazily). */
export function doesNotHold(s: LGame, player: PlayerId, item: ItemKind): Why {
  return { reason: `${name(s, player)} ne possède pas « ${itemName(item)} ».`, rule: ITEM_LINE[item] };
}

/** A refusal about one item: its French reason and the item's line. */
export const aboutItem = (item: ItemKind, reason: string): Refusal => ({ reason, rule: ITEM_LINE[item] });

/** The rule checks of a book edit (the prompt's shape is checked by the engine first). */
export function checkEdit(s: LGame, kinds: readonly OrderDef[], edit: OrderEdit, line: string): Refusal | null {
  if ('cancel' in edit) {
    // Only an order in the book can be taken back: the MJ's bookkeeping, which the book does not state, so the
    // refusal names the call's line, the one saying who gives orders now (not the heading 002:15).
    const { player, kind } = edit.cancel;
    const given = s.rs.book.orders.some((o) => o.player === player && o.kind === kind);
    const label = kinds.find((k) => k.id === kind)?.label ?? kind;
    return given ? null : { reason: `${name(s, player)} n’a pas d’ordre « ${label} » à annuler.`, rule: line };
  }
  if (!('put' in edit)) return null;
  const def = kinds.find((k) => k.id === edit.put.kind);
  return def?.check(s, edit.put.player, edit.put.value) ?? null;
}

/**
 * Edit the book on a plain copy, then put it in place: editing the drafted
 * list would make immer wrap every order in a proxy.
 */
export function applyEdit(ctx: LCtx, edit: OrderEdit): void {
  const before = ctx.base.rs.book;
  const book = { ...before, orders: before.orders.slice() };
  const err = editBook(book, edit, ctx.base.seq);
  if (err) throw new Error(err);
  ctx.s.rs.book = book;
}

/** The orders of one kind, in arrival order, each value typed by its kind. */
export function ordersOf<V>(s: LGame, kind: OrderDef<V>): Entered<V>[] {
  return entered(s.rs.book, kind);
}

/** The value of a player's order of one kind, or null. */
export function orderOf<V>(s: LGame, player: PlayerId, kind: OrderDef<V>): V | null {
  return engineOrderOf(s.rs.book, player, kind);
}

/** « Ana : Vote contre Bruno » lines for the MJ's notes, in seating order then arrival. */
export function describeBook(s: LGame, kinds: readonly OrderDef[]): string[] {
  const byPlayer = new Map<PlayerId, string[]>();
  for (const o of s.rs.book.orders) {
    const def = kinds.find((k) => k.id === o.kind);
    const text = def ? `${def.label} : ${def.describe(s, o.value)}` : o.kind;
    byPlayer.set(o.player, [...(byPlayer.get(o.player) ?? []), text]);
  }
  const lines = s.order
    .filter((id) => byPlayer.has(id))
    .map((id) => `${name(s, id)} — ${byPlayer.get(id)!.join(' ; ')}`);
  const deadline = s.rs.book.deadline ? [`Deadline : ${s.rs.book.deadline}.`] : [];
  return [...deadline, ...(lines.length > 0 ? lines : ['Aucun ordre saisi.'])];
}

/** A family of kinds, one per item (`don:fusil`, `vol:sac`…), each knowing its item. */
export interface ItemOrders<V, I extends string = string> {
  kinds: OrderDef<V, I>[];
  /** The item of one of the family's kinds, with that kind; undefined for any other kind. */
  of(kind: string): { item: ItemKind; order: OrderDef<V> } | undefined;
}

export function itemOrders<V, I extends string>(
  items: readonly ItemKind[],
  make: (item: ItemKind) => OrderDef<V, I>,
): ItemOrders<V, I> {
  const kinds = items.map(make);
  // Keyed by any kind, as `of` is asked about every order of the book.
  const byId = new Map<string, { item: ItemKind; order: OrderDef<V, I> }>(
    kinds.map((order, i) => [order.id, { item: items[i]!, order }]),
  );
  return { kinds, of: (kind) => byId.get(kind) };
}

/** The orders of a family, in arrival order, each with its item and its value typed. */
export function familyOrders<V>(s: LGame, family: ItemOrders<V>): (Entered<V> & { item: ItemKind })[] {
  const out: (Entered<V> & { item: ItemKind })[] = [];
  for (const o of s.rs.book.orders) {
    const k = family.of(o.kind);
    if (k) out.push({ player: o.player, kind: o.kind, value: k.order.read(o.value), seq: o.seq, item: k.item });
  }
  return out.sort((a, b) => a.seq - b.seq);
}
