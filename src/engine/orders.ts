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
    const i = book.orders.findIndex((o) => o.player === edit.cancel.player && o.kind === edit.cancel.kind);
    if (i < 0) return 'Cet ordre n’existe pas.';
    book.orders.splice(i, 1);
    return null;
  }
  const i = book.orders.findIndex((o) => o.player === edit.put.player && o.kind === edit.put.kind);
  const order: Order = { ...edit.put, seq };
  if (i >= 0) book.orders[i] = order;
  else book.orders.push(order);
  return null;
}

/** Orders sorted by the ruleset's resolution order, then by arrival. */
export function inResolutionOrder(book: OrderBook, kinds: readonly string[]): Order[] {
  return book.orders
    .filter((o) => kinds.includes(o.kind))
    .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.seq - b.seq);
}
