/**
 * What the report keeps of the answers themselves, as they are played: each
 * vote with its voters (who voted what, and who was absent), and each order
 * book as it stood when the MJ closed it. Both are read from the prompt the
 * answer met, so they need nothing from the rulesets.
 */
import {
  currentPrompt,
  isRecord,
  own,
  type AnyRuleset,
  type Answer,
  type GameState,
  type Json,
  type Prompt,
} from '../engine';
import { editBook, emptyBook, parseEdit, type OrderBook } from '../engine/orders';
import { namerOf } from './names';

/** One vote: every voter with his weight and ballot (null: blank), and the voters the answer left out. */
export interface VoteRecord {
  /** The answer's number in the scenario (1 for the first). */
  answer: number;
  step: string;
  title: string;
  day: number;
  phase: string;
  label: string;
  voters: { name: string; weight: number; vote: string | null }[];
  absent: string[];
}

/** An order book as it stood when it was closed: the orders entered at that call since it opened. */
export interface BookRecord {
  answer: number;
  step: string;
  title: string;
  day: number;
  phase: string;
  deadline: string | null;
  orders: { player: string; kind: string; value: Json }[];
}

/** The prompt an answer meets, with the call's title (null for an answer the current call does not take). */
function promptFor(rules: AnyRuleset, s: GameState, a: Answer): { prompt: Prompt; title: string } | null {
  if (a.kind === 'invoke') {
    const def = own(rules.actions ?? {}, a.action);
    return def && def.available(s) ? { prompt: def.prompt(s), title: def.title } : null;
  }
  // The prompt alone (not the line nor the notes): what the answer met, at the cost `apply` pays anyway.
  const call = currentPrompt(rules, s);
  return call && call.step === a.step
    ? { prompt: call.prompt, title: own(rules.steps, a.step)?.title ?? a.step }
    : null;
}

export class Records {
  readonly votes: VoteRecord[] = [];
  readonly books: BookRecord[] = [];
  private open = new Map<string, OrderBook>();

  /** Note what an accepted answer did: `before` is the state it was applied to. */
  take(rules: AnyRuleset, before: GameState, a: Answer, index: number): void {
    const met = promptFor(rules, before, a);
    if (!met) return;
    const step = a.kind === 'answer' ? a.step : a.action;
    const where = { answer: index + 1, step, title: met.title, day: before.clock.day, phase: before.clock.phase };
    const name = namerOf(before);
    if (met.prompt.kind === 'ballots' && isRecord(a.value)) {
      const value = a.value;
      const voters = met.prompt.voters.filter((v) => Object.prototype.hasOwnProperty.call(value, v.id));
      this.votes.push({
        ...where,
        label: met.prompt.label,
        voters: voters.map((v) => {
          const vote = value[v.id];
          return { name: name(v.id), weight: v.weight, vote: typeof vote === 'string' ? name(vote) : null };
        }),
        absent: met.prompt.voters.filter((v) => !voters.includes(v)).map((v) => name(v.id)),
      });
    }
    if (met.prompt.kind === 'orders') {
      const edit = parseEdit(a.value);
      if (!edit) return;
      const book = this.open.get(step) ?? emptyBook();
      // The engine took the edit: applying it to this copy cannot fail but on a book the ruleset reset otherwise.
      editBook(book, edit, index);
      if (!book.closed) {
        this.open.set(step, book);
        return;
      }
      this.open.delete(step);
      this.books.push({
        ...where,
        deadline: book.deadline,
        orders: book.orders.map((o) => ({ player: name(o.player), kind: o.kind, value: name.json(o.value) })),
      });
    }
  }
}
