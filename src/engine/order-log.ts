/**
 * The order book as the MJ entered it, read back from the answers log: the
 * forum screen lists every player with his orders for any ruleset whose call
 * takes an `orders` prompt, without knowing where the ruleset keeps its book.
 * A book call repeats until it is closed, so its edits are the answers to
 * that call since it became current (invoked actions between them aside).
 */
import { editBook, emptyBook, parseEdit, type Order, type OrderBook } from './orders';
import type { Answer } from './types';

/** The index of the first answer to the book now open at `step` (the log's length when none yet). */
export function bookStart(answers: readonly Answer[], step: string): number {
  let start = answers.length;
  for (let i = answers.length - 1; i >= 0; i--) {
    const a = answers[i]!;
    if (a.kind === 'invoke') continue;
    if (a.step !== step) break;
    start = i;
  }
  return start;
}

export function bookFromAnswers(answers: readonly Answer[], step: string): OrderBook {
  const start = bookStart(answers, step);
  const book = emptyBook();
  for (let i = start; i < answers.length; i++) {
    const a = answers[i]!;
    if (a.kind !== 'answer') continue;
    const edit = parseEdit(a.value);
    // Every answer in the log was accepted: an edit the book refuses here cannot happen; skip it rather than fail.
    if (edit && !('close' in edit)) editBook(book, edit, i);
  }
  return book;
}

/** The book of a call whose orders were entered at an earlier call (`OrdersPrompt.standing`). */
export function standingBook(orders: readonly Order[]): OrderBook {
  return { deadline: null, orders: orders.map((o) => ({ ...o })), closed: false };
}
