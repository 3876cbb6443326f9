/**
 * A message pasted for one player of a game, end to end: the text checked
 * (size, binary), its orders read with the ruleset's phrase table and put
 * through the book's own check. What the MJ sees beside the text, and what
 * the CLI's `read` prints; nothing is written (the answers are entered when
 * the MJ accepts).
 */
import type { Checked, CheckedOrder } from './message-check';
import { checkOrders } from './message-check';
import { readMessage, UNVOTE, type AskedName, type PhraseTable, type UnreadLine } from './message-reader';
import { textProblem } from './message-text';
import { nameAt, tokensOf } from './name-match';
import type { AnyRuleset } from './ruleset';
import type { Answer, GameState, PlayerId } from './types';

/** A text that gives nothing, and why, in French: nothing is changed. */
export interface PasteError {
  ok: false;
  error: string;
}

/** What a pasted text gives at the book open now (a private message; the day's thread adds to it). */
export interface PastedRead {
  ok: true;
  step: string;
  /** Each order read, with the book's verdict (a refusal's reason and line). */
  orders: CheckedOrder[];
  unread: UnreadLine[];
  asked: AskedName[];
  /** The answers that enter the orders the book takes, in order: what « Tout accepter » sends. */
  answers: Answer[];
}

export type Pasted = PasteError | PastedRead;

/** Read `text` as the message `author` sent, against the game `s` at its order book. */
export function pasteMessage<R>(
  table: PhraseTable,
  rules: AnyRuleset,
  s: GameState<R>,
  author: PlayerId,
  text: string,
): Pasted {
  const problem = textProblem(text);
  if (problem) return { ok: false, error: problem };
  const seats = s.setup.players;
  const all = readMessage(table, seats, author, text);
  // A vote taken back is the day thread's word (message-thread.ts): a private message shows it as not read.
  const read = {
    ...all,
    orders: all.orders.filter((o) => o.put.kind !== UNVOTE),
    unread: [
      ...all.unread,
      ...all.orders
        .filter((o) => o.put.kind === UNVOTE)
        .map((o) => ({
          line: o.line,
          text: o.text,
          why: 'Un vote se retire dans le fil du jour, pas par message privé.',
        })),
    ].sort((a, b) => a.line - b.line),
  };
  if (read.orders.length === 0 && read.asked.length === 0) {
    const named = tokensOf(text).some((_, i, tokens) => nameAt(seats, tokens, i) !== null);
    return {
      ok: false,
      error: named
        ? 'Aucun ordre lu dans ce message : rien n’est changé. Saisissez ses ordres à la main.'
        : 'Aucun ordre lu et aucun joueur de la partie nommé : est-ce bien un message de cette partie ? Rien n’est changé.',
    };
  }
  const checked: Checked = checkOrders(rules, s, read.orders);
  if (!checked.ok) return checked;
  return {
    ok: true,
    step: checked.step,
    orders: checked.orders,
    unread: read.unread,
    asked: read.asked,
    answers: checked.answers,
  };
}

/** The seat a sender's name or pseudonym names, or why none does. */
export function senderOf<R>(s: GameState<R>, written: string): { id: PlayerId } | { error: string } {
  const tokens = tokensOf(written);
  const hit = tokens.length > 0 ? nameAt(s.setup.players, tokens, 0) : null;
  if (hit === null || ('id' in hit && hit.words !== tokens.length))
    return { error: `Aucun joueur de la partie ne s’appelle « ${written} ».` };
  if ('ambiguous' in hit) return { error: `« ${written} » désigne plusieurs joueurs : précisez.` };
  return { id: hit.id };
}
