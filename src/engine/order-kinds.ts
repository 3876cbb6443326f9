/**
 * Kinds of orders for a forum game's order book (`orders.ts`), declared as
 * data: who may give the order now, its prompt, its own rule check, how it
 * reads in the MJ's list. The value each kind's `check` and `describe`
 * receive is typed from its prompt, so a ruleset never casts an order's
 * value; `read` gives a kept value back with that type.
 *
 *   const order = orderKindsOf<MyGame>();
 *   export const vote = order({ id: 'vote', …, prompt: (s) => ({ kind: 'players', … }), check: (s, player, [target]) => … });
 */
import type { OrderBook, OrderEdit } from './orders';
import { inResolutionOrder } from './orders';
import type { AnswerOf, AnyAnswer, OrderKind, OrdersPrompt, Prompt } from './prompts';
import type { Refusal } from './step';
import type { Json, PlayerId } from './types';

/** One kind of order as written (list `prompt` before `check` and `describe`). */
export interface OrderSpec<G, P extends Prompt> {
  id: string;
  label: string;
  /** Who may give this order now. */
  players(s: G): PlayerId[];
  prompt(s: G): P;
  /** Rule checks of one player's order (a French reason, with the book's line), beyond the prompt's shape. */
  check?(s: G, player: PlayerId, value: AnswerOf<P>): Refusal | null;
  /** How the order reads in the MJ's list. */
  describe(s: G, value: AnswerOf<P>): string;
  /**
   * Its `players` or `prompt` read the book itself (day 0's candidates…): a
   * ruleset that keeps a kind's line from one state to the next while the
   * rest of the game is the same objects works this one out after every order.
   */
  readsBook?: true;
  /** The order of the moment, in place on every giver's row of the order screen (`OrderKind.main`). */
  main?: true;
}

/** One kind of order as a book handles it, whatever its prompt. */
export interface OrderDef<G, V = AnyAnswer> {
  id: string;
  label: string;
  players(s: G): PlayerId[];
  prompt(s: G): Prompt;
  check(s: G, player: PlayerId, value: Json): Refusal | null;
  describe(s: G, value: Json): string;
  /** A value of this kind as the book keeps it. */
  read(value: Json): V;
  /** Its `players` or `prompt` read the book (`OrderSpec.readsBook`). */
  readsBook?: true;
  /** The order of the moment (`OrderKind.main`). */
  main?: true;
}

/** The kind helper of a game type `G`: it infers each kind's prompt and types its value. */
export function orderKindsOf<G>() {
  return <const P extends Prompt>(spec: OrderSpec<G, P>): OrderDef<G, AnswerOf<P>> => {
    // The one place an order's value gets its type back: the engine read it against this kind's prompt before it entered the book (read-answer.ts), and the book keeps it as it came.
    const read = (value: Json): AnswerOf<P> => value as AnswerOf<P>;
    return {
      id: spec.id,
      label: spec.label,
      players: (s) => spec.players(s),
      prompt: (s) => spec.prompt(s),
      check: (s, player, value) => spec.check?.(s, player, read(value)) ?? null,
      describe: (s, value) => spec.describe(s, read(value)),
      read,
      ...(spec.readsBook ? { readsBook: true as const } : {}),
      ...(spec.main ? { main: true as const } : {}),
    };
  };
}

/** The book's prompt: the kinds someone may give now, each with its givers (among `players`). */
export function kindsPrompt<G>(
  s: G,
  label: string,
  players: readonly PlayerId[],
  kinds: readonly OrderDef<G, unknown>[],
): OrdersPrompt {
  const out: OrderKind[] = [];
  for (const k of kinds) {
    const line = kindLine(s, players, k);
    if (line) out.push(line);
  }
  return { kind: 'orders', label, players: [...players], kinds: out };
}

/** One kind's entry in the book's prompt: its givers among `players`, or null when nobody may give it. */
export function kindLine<G>(s: G, players: readonly PlayerId[], k: OrderDef<G, unknown>): OrderKind | null {
  const givers = k.players(s).filter((id) => players.includes(id));
  if (givers.length === 0) return null;
  const line: OrderKind = { id: k.id, label: k.label, prompt: k.prompt(s), players: givers };
  return k.main ? { ...line, main: true } : line;
}

/** The rule check of an edit that puts an order (the prompt's shape is checked by the engine first). */
export function checkPut<G>(s: G, kinds: readonly OrderDef<G, unknown>[], edit: OrderEdit): Refusal | null {
  if (!('put' in edit)) return null;
  const def = kinds.find((k) => k.id === edit.put.kind);
  return def ? def.check(s, edit.put.player, edit.put.value) : null;
}

/** An order in the book, its value typed by its kind. */
export interface Entered<V> {
  player: PlayerId;
  kind: string;
  value: V;
  seq: number;
}

/** The orders of one kind, in arrival order. */
export function entered<G, V>(book: OrderBook, kind: OrderDef<G, V>): Entered<V>[] {
  return inResolutionOrder(book, [kind.id]).map((o) => ({
    player: o.player,
    kind: o.kind,
    value: kind.read(o.value),
    seq: o.seq,
  }));
}

/** The value of a player's order of one kind, or null. */
export function orderOf<G, V>(book: OrderBook, player: PlayerId, kind: OrderDef<G, V>): V | null {
  const o = book.orders.find((x) => x.player === player && x.kind === kind.id);
  return o ? kind.read(o.value) : null;
}

/** « Ana — Vote : Bruno ; … » lines for the MJ's notes, in `order` (seating) then arrival. */
export function describeOrders<G>(
  s: G,
  book: OrderBook,
  kinds: readonly OrderDef<G, unknown>[],
  order: readonly PlayerId[],
  name: (id: PlayerId) => string,
): string[] {
  const byPlayer = new Map<PlayerId, string[]>();
  for (const o of book.orders) {
    const def = kinds.find((k) => k.id === o.kind);
    if (!def) continue;
    byPlayer.set(o.player, [...(byPlayer.get(o.player) ?? []), `${def.label} : ${def.describe(s, o.value)}`]);
  }
  return order.filter((id) => byPlayer.has(id)).map((id) => `${name(id)} — ${byPlayer.get(id)!.join(' ; ')}`);
}
