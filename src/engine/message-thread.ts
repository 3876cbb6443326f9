/**
 * The day's thread pasted at the day's vote book: the page cut into posts
 * (`thread-posts.ts`), each player's posts read in order with the ruleset's
 * phrase table (votes, and « UNVOTE », « je retire mon vote »), and each
 * player's last vote before the deadline put through the book's own check,
 * as a pasted private message is (`message-check.ts`): the ruleset's weights
 * (Sacs d'or, bids, the Corbeau, the tie-break) then apply in its tally when
 * the MJ accepts. Authors who are no player (the MJ, spectators) are listed,
 * never read. Nothing is written here.
 *
 * The deadline: when the book's deadline names a time of day (« 21 h 00 »)
 * and posts show theirs, a post at or after that time, once a post before it
 * was seen, is late, and so is every post after it (a page runs from one
 * evening to the next deadline, so an evening post before any earlier one is
 * the day's start, not late). Dates are not compared.
 */
import { apply } from './apply';
import { checkOrders } from './message-check';
import type { PasteError, PastedRead } from './message-paste';
import {
  readMessage,
  UNVOTE,
  type AskedName,
  type PhraseTable,
  type ReadOrder,
  type UnreadLine,
} from './message-reader';
import { fold, textProblem } from './message-text';
import { nameAt, tokensOf } from './name-match';
import type { AnyRuleset } from './ruleset';
import { threadPosts, timeIn, type Post } from './thread-posts';
import type { Answer, GameState, PlayerId } from './types';
import { currentPrompt } from './view';

/** The kind of the day's vote in the forum rulesets' books. */
const VOTE = 'vote';

/** A vote or unvote read in a post, in the order written. */
export interface ThreadVote {
  line: number;
  text: string;
  /** The players voted against (empty: blank), or null for a vote taken back. */
  value: PlayerId[] | null;
  /** After the deadline: read, not counted. */
  late: boolean;
}

/** One author's posts, in the page's order. */
export interface ThreadAuthor {
  player: PlayerId;
  posts: number;
  votes: ThreadVote[];
}

/** An author who is no player of the game: the MJ, a spectator. */
export interface IgnoredAuthor {
  name: string;
  posts: number;
  lines: number[];
}

/**
 * The thread read: a pasted message's reading (`orders`: each player's last
 * vote with the book's verdict; `answers`: the votes the book takes, then the
 * votes taken back), and what only a thread has.
 */
export interface ThreadRead extends PastedRead {
  authors: ThreadAuthor[];
  ignored: IgnoredAuthor[];
  /** Players whose last word is a vote taken back: no vote from the thread. */
  unvoted: PlayerId[];
}

export type PastedThread = PasteError | ThreadRead;

/** The seat a post's author line names exactly (name or pseudonym, whole), or null. */
function authorSeat<R>(s: GameState<R>, written: string): PlayerId | null {
  const tokens = tokensOf(written);
  const hit = tokens.length > 0 ? nameAt(s.setup.players, tokens, 0) : null;
  return hit && 'id' in hit && hit.exact && hit.words === tokens.length ? hit.id : null;
}

/** The time of day the book's deadline names (« … à 21 h 00 »), in minutes, or null. */
function deadlineTime<R>(s: GameState<R>): number | null {
  const book = (s.rs as { book?: { deadline?: string | null } }).book;
  const times = book?.deadline ? [...book.deadline.matchAll(/(\d{1,2})\s*(?::|h)\s*(\d{2})/g)] : [];
  const last = times.at(-1);
  return last ? timeIn(`${last[1]}:${last[2]}`) : null;
}

/** Which posts come after the deadline (see the module's note). */
function latePosts(posts: readonly Post[], deadline: number | null): boolean[] {
  let before = false;
  let late = false;
  return posts.map((p) => {
    if (deadline === null || p.time === null) return late;
    if (p.time < deadline) before = true;
    else if (before) late = true;
    return late;
  });
}

/** Read the day's thread `text` against the game `s`, whose current call must be the day's vote book. */
export function pasteThread<R>(table: PhraseTable, rules: AnyRuleset, s: GameState<R>, text: string): PastedThread {
  const problem = textProblem(text);
  if (problem) return { ok: false, error: problem };
  const call = currentPrompt(rules, s);
  if (!call || call.prompt.kind !== 'orders' || !call.prompt.kinds.some((k) => k.id === VOTE))
    return {
      ok: false,
      error: 'Le fil du jour se lit au carnet des votes de la journée : aucun vote ne se saisit maintenant.',
    };
  const seats = s.setup.players;
  const names = new Set(seats.flatMap((p) => [p.name, p.pseudonym ?? ''].filter(Boolean).map((n) => fold(n).trim())));
  const posts = threadPosts(text, names);
  const late = latePosts(posts, deadlineTime(s));
  const authors = new Map<PlayerId, ThreadAuthor>();
  const ignored = new Map<string, IgnoredAuthor>();
  const unread: UnreadLine[] = [];
  const asked: AskedName[] = [];
  const last = new Map<PlayerId, ReadOrder | null>();
  posts.forEach((post, k) => {
    const player = authorSeat(s, post.author);
    if (player === null) {
      const key = fold(post.author);
      const seen = ignored.get(key) ?? { name: post.author, posts: 0, lines: [] };
      ignored.set(key, { ...seen, posts: seen.posts + 1, lines: [...seen.lines, post.line] });
      return;
    }
    const author = authors.get(player) ?? { player, posts: 0, votes: [] };
    author.posts++;
    authors.set(player, author);
    const read = readMessage(table, seats, player, post.body);
    const at = (line: number) => post.line + line;
    for (const o of read.orders) {
      const line = at(o.line);
      if (o.put.kind !== VOTE && o.put.kind !== UNVOTE) {
        unread.push({ line, text: o.text, why: 'Seuls les votes se lisent dans le fil : cet ordre s’envoie par MP.' });
        continue;
      }
      const value = o.put.kind === UNVOTE ? null : (o.put.value as PlayerId[]);
      author.votes.push({ line, text: o.text, value, late: late[k]! });
      if (!late[k]) last.set(player, value === null ? null : { ...o, line });
    }
    for (const a of read.asked) if (a.kind === VOTE) asked.push({ ...a, line: at(a.line) });
    // Chatter is the thread's matter: only a line that speaks of a vote and gave none is flagged.
    for (const u of read.unread)
      if (u.why !== 'Aucun ordre reconnu.' || /\bvot/.test(fold(u.text))) unread.push({ ...u, line: at(u.line) });
  });
  if (authors.size === 0)
    return {
      ok: false,
      error:
        posts.length === 0
          ? 'Aucun message reconnu dans ce texte : collez la page du fil du jour (ou son export BBCode). Rien n’est changé.'
          : 'Aucun joueur de la partie n’a écrit dans ce fil : est-ce bien le fil de cette partie ? Rien n’est changé.',
    };
  // In the order of the last votes, as an MJ following the thread would have entered them (ties rank by arrival).
  const orders = [...last.values()].filter((o): o is ReadOrder => o !== null).sort((a, b) => a.line - b.line);
  if (orders.length === 0 && asked.length === 0)
    return { ok: false, error: 'Aucun vote lu dans ce fil : rien n’est changé. Saisissez les votes à la main.' };
  const checked = checkOrders(rules, s, orders);
  if (!checked.ok) return checked;
  const unvoted = [...last.entries()].filter(([, o]) => o === null).map(([p]) => p);
  return {
    ok: true,
    step: checked.step,
    orders: checked.orders,
    unread: unread.sort((a, b) => a.line - b.line),
    asked,
    answers: [...checked.answers, ...takenBack(rules, s, checked.step, checked.answers, unvoted)],
    authors: [...authors.values()],
    ignored: [...ignored.values()],
    unvoted,
  };
}

/**
 * A vote taken back in the thread takes back the vote already in the book
 * (entered by hand or from an earlier paste): the thread's last word is the
 * player's order (002:18). One cancel per such player, after the votes read;
 * a player with no vote in the book has nothing to take back.
 */
function takenBack<R>(
  rules: AnyRuleset,
  s: GameState<R>,
  step: string,
  votes: readonly Answer[],
  unvoted: readonly PlayerId[],
): Answer[] {
  let state = s;
  for (const a of votes) {
    const r = apply(rules, state, a);
    if (r.kind === 'accepted') state = r.state;
  }
  const out: Answer[] = [];
  for (const player of unvoted) {
    const answer: Answer = { kind: 'answer', step, value: { cancel: { player, kind: VOTE } }, seq: state.seq };
    const r = apply(rules, state, answer);
    if (r.kind !== 'accepted') continue;
    state = r.state;
    out.push(answer);
  }
  return out;
}
