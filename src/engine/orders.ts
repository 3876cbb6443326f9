/**
 * Order collection for forum games (Lychantropia, NewMilenium): orders arrive
 * by private message in any order, stay editable until the deadline, then are
 * resolved in the ruleset's fixed order. The collecting step repeats until the
 * MJ closes the book.
 */
import type { Json, PlayerId } from './types';

export interface Order {
  player: PlayerId;
  kind: string;
  value: Json;
  /** Answer index that entered it (ties in the resolution order keep arrival order). */
  seq: number;
}

export interface OrderBook {
  /** Deadline as the MJ typed it (the engine never reads the clock). */
  deadline: string | null;
  orders: Order[];
  closed: boolean;
}

export type OrderEdit =
  | { put: { player: PlayerId; kind: string; value: Json } }
  | { cancel: { player: PlayerId; kind: string } }
  | { deadline: string }
  | { close: true };

export function emptyBook(): OrderBook {
  return { deadline: null, orders: [], closed: false };
}

export function parseEdit(value: Json): OrderEdit | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value;
  const keys = Object.keys(v);
  if (keys.length !== 1) return null;
  if (v.close === true) return { close: true };
  if (typeof v.deadline === 'string') return { deadline: v.deadline };
  for (const k of ['put', 'cancel'] as const) {
    const o = v[k];
    if (o && typeof o === 'object' && !Array.isArray(o) && typeof o.player === 'string' && typeof o.kind === 'string') {
      return k === 'put'
        ? { put: { player: o.player, kind: o.kind, value: o.value ?? null } }
        : { cancel: { player: o.player, kind: o.kind } };
    }
  }
  return null;
}

/** Apply an edit to a book (a draft). A French reason when refused. */
export function editBook(book: OrderBook, edit: OrderEdit, seq: number): string | null {
  if (book.closed) return 'Les ordres sont clos pour cette deadline.';
  if ('close' in edit) {
    book.closed = true;
    return null;
  }
  if ('deadline' in edit) {
    book.deadline = edit.deadline;
    return null;
  }
  if ('cancel' in edit) {
    const i = placeOf(book.orders, edit.cancel.player, edit.cancel.kind);
    if (i < 0) return 'Cet ordre n’existe pas.';
    book.orders.splice(i, 1);
    return null;
  }
  const i = placeOf(book.orders, edit.put.player, edit.put.kind);
  const order: Order = { player: edit.put.player, kind: edit.put.kind, value: edit.put.value, seq };
  if (i >= 0) book.orders[i] = order;
  else book.orders.push(order);
  return null;
}

/** Where a player's order of one kind stands in the book, or -1 (a plain walk: asked at every order entered). */
function placeOf(orders: readonly Order[], player: PlayerId, kind: string): number {
  for (let i = 0; i < orders.length; i++) if (orders[i]!.player === player && orders[i]!.kind === kind) return i;
  return -1;
}

/**
 * The orders of one kind, in arrival order: a walk of the book, sorted only
 * when a changed order left them out of it (rules ask this of each kind many
 * times per answer).
 */
export function ordersOfKind(book: OrderBook, kind: string): Order[] {
  const out: Order[] = [];
  let sorted = true;
  for (const o of book.orders) {
    if (o.kind !== kind) continue;
    if (sorted && out.length > 0 && out[out.length - 1]!.seq > o.seq) sorted = false;
    out.push(o);
  }
  return sorted ? out : out.sort((a, b) => a.seq - b.seq);
}

/** Orders sorted by the ruleset's resolution order, then by arrival. */
export function inResolutionOrder(book: OrderBook, kinds: readonly string[]): Order[] {
  return book.orders
    .filter((o) => kinds.includes(o.kind))
    .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.seq - b.seq);
}
