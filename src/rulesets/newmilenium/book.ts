/**
 * The order books of this ruleset, over the engine's (`orders.ts`,
 * `order-kinds.ts`): the kinds a book offers, the book's prompt and checks,
 * and three ways an order enters it — kept and editable until the deadline
 * (a vote), kept and binding (a swap request: 003:12), counted and never
 * kept (a message: each one more of the day's allowance), or acted at once
 * and never kept (the Sympathique's gift, 003:95).
 */
import {
  asItStands,
  type BookOptions,
  bookPrompt as enginePrompt,
  type ClosedOrderKind,
  checkPut,
  describeOrders,
  editBook,
  type OrderDef,
  type OrderBook,
  type OrderEdit,
  orderKindsOf,
  type OrdersPrompt,
  type PlayerId,
  type Refusal,
  typo,
} from '../../engine';
import { name } from './queries/people';
import type { NCtx, NGame } from './types';

export const order = orderKindsOf<NGame>();

/**
 * The book as it stands, to read (a night's turns read their orders): inside
 * a playout's resolution, reading it through `s.rs` would copy every order.
 */
export function bookOf(s: NGame): OrderBook {
  return asItStands(s.rs).book;
}

export type Kind = OrderDef<NGame, unknown>;

/** How a kind's orders enter the book. */
export type Entry = 'kept' | 'binding' | 'counted' | 'immediate';

/** The engine's book prompt, its labels in French typography: only the kinds someone asked may give. */
const BOOK: BookOptions = { among: true, typeset: true };

/** The book's prompt (kept by the engine from one state to the next, `order-kinds.ts`). */
export function bookPrompt(
  s: NGame,
  label: string,
  players: readonly PlayerId[],
  kinds: readonly Kind[],
  options: BookOptions = BOOK,
): OrdersPrompt {
  return enginePrompt(s, label, players, kinds, options);
}

/** The book's options with kinds of another book, each with why it is not given in this one (kept by the caller: compared by identity). */
export function withElsewhere(elsewhere: readonly ClosedOrderKind[]): BookOptions {
  return { ...BOOK, elsewhere };
}

/** The rule checks of an edit, in French typography. */
export function checkEdit(
  s: NGame,
  kinds: readonly Kind[],
  entries: Readonly<Record<string, Entry>>,
  edit: OrderEdit,
): Refusal | null {
  const r = rawCheck(s, kinds, entries, edit);
  if (r === null) return null;
  return typeof r === 'string' ? typo(r) : { reason: typo(r.reason), rule: r.rule };
}

/** The kind's own check, and the entry's (a binding order is given once: 003:12-13). */
function rawCheck(
  s: NGame,
  kinds: readonly Kind[],
  entries: Readonly<Record<string, Entry>>,
  edit: OrderEdit,
): Refusal | null {
  if ('put' in edit) {
    if (
      entries[edit.put.kind] === 'binding' &&
      s.rs.book.orders.some((o) => o.player === edit.put.player && o.kind === edit.put.kind)
    ) {
      return {
        reason: `${name(s, edit.put.player)} a déjà fait cette demande aujourd’hui : elle ne se change plus.`,
        rule: '003:12',
      };
    }
    return checkPut(s, kinds, edit);
  }
  if ('cancel' in edit) {
    const entry = entries[edit.cancel.kind];
    if (entry === 'binding')
      return {
        reason: 'Une demande d’échange ne se reprend pas (touchez « Retour » pour corriger une saisie).',
        rule: '003:12',
      };
    if (entry === 'immediate')
      return {
        reason:
          'Le cadeau du Sympathique a déjà agi : il ne se reprend pas (touchez « Retour » pour corriger une saisie).',
        rule: '003:95',
      };
    if (entry === 'counted')
      return s.rs.day.messages.some((m) => m.from === edit.cancel.player && m.kind === countedKind(edit.cancel.kind))
        ? null
        : {
            reason: `${name(s, edit.cancel.player)} n’a envoyé aucun message aujourd’hui : il n’y en a pas à retirer.`,
            rule: edit.cancel.kind === 'lache' ? '003:92' : '003:91',
          };
    if (!s.rs.book.orders.some((o) => o.player === edit.cancel.player && o.kind === edit.cancel.kind)) {
      // Orders stand until the deadline and may be changed until then (003:23): only one given can be taken back.
      return {
        reason: `${name(s, edit.cancel.player)} n’a pas donné cet ordre : il n’y a rien à annuler.`,
        rule: '003:23',
      };
    }
  }
  return null;
}

/** The message kind of a counted order kind. */
export function countedKind(kind: string): 'lache' | 'araignee' {
  return kind === 'lache' ? 'lache' : 'araignee';
}

/**
 * Apply an edit: a counted order adds (or, cancelled, withdraws) one message;
 * any other edits the book, on a plain copy put in place (editing the drafted
 * list would make immer wrap every order in a proxy).
 */
export function applyEdit(ctx: NCtx, edit: OrderEdit, entries: Readonly<Record<string, Entry>>): void {
  if ('put' in edit && entries[edit.put.kind] === 'immediate') return;
  if ('put' in edit && entries[edit.put.kind] === 'counted') {
    const to = edit.put.value;
    if (!Array.isArray(to) || typeof to[0] !== 'string') throw new Error('a message names its recipient');
    ctx.s.rs.day.messages.push({ from: edit.put.player, to: to[0], kind: countedKind(edit.put.kind) });
    return;
  }
  if ('cancel' in edit && entries[edit.cancel.kind] === 'counted') {
    const list = ctx.s.rs.day.messages;
    const kind = countedKind(edit.cancel.kind);
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i]!.from === edit.cancel.player && list[i]!.kind === kind) {
        list.splice(i, 1);
        return;
      }
    }
    return;
  }
  const before = ctx.base.rs.book;
  const book = { ...before, orders: before.orders.slice() };
  const err = editBook(book, edit, ctx.base.seq);
  if (err) throw new Error(err);
  ctx.s.rs.book = book;
}

/**
 * Edit the night's closed book while its resolution asks a player whether
 * his order stands (003:23): the book stays closed to anything else.
 */
export function reopenEdit(ctx: NCtx, edit: OrderEdit): void {
  const before = ctx.base.rs.book;
  const book = { ...before, closed: false, orders: before.orders.slice() };
  const err = editBook(book, edit, ctx.base.seq);
  if (err) throw new Error(err);
  ctx.s.rs.book = { ...book, closed: true };
}

/** The MJ's list of the book, in seating order, with the deadline. */
export function describeBook(s: NGame, kinds: readonly Kind[]): string[] {
  const lines = describeOrders(s, s.rs.book, kinds, s.order, (id) => name(s, id));
  const deadline = s.rs.book.deadline ? [`Deadline : ${s.rs.book.deadline}.`] : [];
  return [...deadline, ...(lines.length > 0 ? lines : ['Aucun ordre saisi.'])];
}
