/**
 * The order books of this ruleset, over the engine's (`orders.ts`,
 * `order-kinds.ts`): the kinds a book offers, the book's prompt and checks,
 * and three ways an order enters it — kept and editable until the deadline
 * (a vote), kept and binding (a swap request: 003:12), counted and never
 * kept (a message: each one more of the day's allowance), or acted at once
 * and never kept (the Sympathique's gift, 003:95).
 */
import { mayChange } from '../../engine/draft';
import { editBook, type OrderEdit } from '../../engine/orders';
import { checkPut, describeOrders, kindLine, orderKindsOf, type OrderDef } from '../../engine/order-kinds';
import type { OrderKind, OrdersPrompt, PlayerId, Prompt, Refusal } from '../../engine';
import { typo } from '../../engine/french';
import { name } from './queries/people';
import type { NCtx, NGame } from './types';
import { bookInputs, sameItems } from '../../engine/book-inputs';

export const order = orderKindsOf<NGame>();

export type Kind = OrderDef<NGame, unknown>;

/** How a kind's orders enter the book. */
export type Entry = 'kept' | 'binding' | 'counted' | 'immediate';

/**
 * Labels in French typography, kept: the kinds' and their prompts' labels
 * are a few dozen texts (a count at most varies), typeset again at every
 * book otherwise. Emptied should they ever grow.
 */
const TYPESET_LABELS = new Map<string, string>();
const TYPESET_LABELS_LIMIT = 1_000;

function labelTypo(label: string): string {
  let out = TYPESET_LABELS.get(label);
  if (out === undefined) {
    if (TYPESET_LABELS.size >= TYPESET_LABELS_LIMIT) TYPESET_LABELS.clear();
    TYPESET_LABELS.set(label, (out = typo(label)));
  }
  return out;
}

const relabel = (p: Prompt): Prompt => (p.label === undefined ? p : { ...p, label: labelTypo(p.label) });

/** A kind's line in the book's prompt, its labels in French typography (null: nobody among `players` may give it). */
function frenchLine(s: NGame, players: readonly PlayerId[], k: Kind): OrderKind | null {
  const line = kindLine(s, players, k);
  return line && { ...line, label: labelTypo(line.label), prompt: relabel(line.prompt) };
}

/**
 * The last lines worked out for a list of kinds, with the inputs and the
 * book's players they were worked out for (one entry per list: a playout
 * moves forward, and the MJ's screen shows one state at a time).
 */
const lastLines = new WeakMap<
  readonly Kind[],
  { inputs: unknown[]; players: readonly PlayerId[]; lines: (OrderKind | null)[] }
>();

/**
 * Each kind's line, those that do not read the book (`readsBook`) taken from
 * the last state when its inputs are the same objects: an order changes the
 * book, seldom the table, and the book is shown after every order.
 */
function kindLines(s: NGame, players: readonly PlayerId[], kinds: readonly Kind[]): (OrderKind | null)[] {
  if (mayChange(s)) return kinds.map((k) => frenchLine(s, players, k));
  const inputs = bookInputs(s);
  const last = lastLines.get(kinds);
  const reuse = last !== undefined && sameItems(last.inputs, inputs) && sameItems(last.players, players);
  const lines = kinds.map((k, i) => (reuse && !k.readsBook ? last.lines[i]! : frenchLine(s, players, k)));
  lastLines.set(kinds, { inputs, players: [...players], lines });
  return lines;
}

/** The engine's prompt (`kindsPrompt`), its labels in French typography. */
function frenchPrompt(s: NGame, label: string, players: readonly PlayerId[], kinds: readonly Kind[]): OrdersPrompt {
  const open: OrderKind[] = [];
  for (const line of kindLines(s, players, kinds)) if (line) open.push(line);
  return { kind: 'orders', label: typo(label), players: [...players], kinds: open };
}

/**
 * The book's prompt is asked twice per answer (to show it, then to check the
 * answer) of the same finished state: the last one is kept, per list of kinds.
 */
const lastPrompt = new WeakMap<
  readonly Kind[],
  { state: NGame; label: string; players: readonly PlayerId[]; prompt: OrdersPrompt }
>();

export function bookPrompt(
  s: NGame,
  label: string,
  players: readonly PlayerId[],
  kinds: readonly Kind[],
): OrdersPrompt {
  if (mayChange(s)) return frenchPrompt(s, label, players, kinds);
  const last = lastPrompt.get(kinds);
  if (last && last.state === s && last.label === label && sameItems(last.players, players)) return last.prompt;
  const prompt = frenchPrompt(s, label, players, kinds);
  lastPrompt.set(kinds, { state: s, label, players: [...players], prompt });
  return prompt;
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
