/**
 * Orders read from a player's own message (a forum game's private message):
 * each clause of the author's lines is matched against the ruleset's phrase
 * table (`src/rulesets/<id>/messages.ts`), which maps phrasings to an order
 * kind and says how its value is written; the result is the `put` edits the
 * order book takes, each with the line it came from. Nothing is guessed: a
 * line no phrase reads is listed as unread, a name that fits several players
 * is asked, a name approached (typo, shortened) is flagged. Whether the rules
 * take an order is the engine's own check (`message-check.ts`), not this.
 */
import { clauses, fold, ownLines } from './message-text';
import { nameAt, tokensOf, type NamedSeat } from './name-match';
import type { Json, PlayerId } from './types';

/** How a phrase's value is written. */
export type PhraseValue =
  /** The players named in the clause (« moi » is the author). */
  | { players: true }
  /** Always this value (a « oui » order, a blank vote's `[]`). */
  | { is: Json }
  /** One option, each with its folded spellings. */
  | { choice: Readonly<Record<string, readonly string[]>> }
  /** A whole number, in digits or in words; `otherwise` when none is written (« mon Sac d'or » is one). */
  | { number: true; otherwise?: number }
  /** The words in quotes, or after « : ». */
  | { text: true };

/**
 * A vote taken back (« UNVOTE », « je retire mon vote »): not an order of a
 * book but a mark the day's thread reads (`message-thread.ts`), leaving the
 * author with no vote until his next one. Tables list it before their votes.
 */
export const UNVOTE = 'unvote';
export const UNVOTE_WHEN =
  /\b(un-?vote|devote|je retire mon vote|retire mon vote|j'annule mon vote|annule mon vote|je retire ma voix)\b/;

/** One phrasing of an order kind. */
export interface Phrase {
  /** The kind's id; `{item}` stands for the item named in the clause (`don:{item}`). */
  kind: string;
  /** Matched on the folded clause (lower case, no accents, `'` and `"`). */
  when: RegExp;
  value: PhraseValue;
  /** The items this phrasing may name, when not all of the table's (`PhraseTable.items`). */
  items?: Readonly<Record<string, readonly string[]>>;
}

export interface PhraseTable {
  /** Tried in order: the first that reads the clause wins (put the narrow ones first). */
  phrases: readonly Phrase[];
  /** Items by id with their folded spellings, for kinds written with `{item}`. */
  items?: Readonly<Record<string, readonly string[]>>;
  /** Words never taken for a name, beyond the common ones (roles, items). */
  stopwords?: readonly string[];
}

/** An order read: the `put` the book takes, the line it came from, and the names only approached. */
export interface ReadOrder {
  put: { player: PlayerId; kind: string; value: Json };
  line: number;
  text: string;
  /** Names read despite a typo or shortened (« Emna » → Emma): the MJ checks them. */
  approached: { written: string; id: PlayerId }[];
}

/** A line nothing was read from, and why. */
export interface UnreadLine {
  line: number;
  text: string;
  why: string;
}

/** A name that fits several players: the order waits for the MJ's choice. */
export interface AskedName {
  line: number;
  text: string;
  kind: string;
  written: string;
  candidates: PlayerId[];
}

export interface Reading {
  orders: ReadOrder[];
  unread: UnreadLine[];
  asked: AskedName[];
}

/** Words of orders that are never a name (articles, prepositions, forum words). */
const COMMON = new Set(
  (
    'a au aux avec ce cet cette chez contre d de des du en et ici il je j jour la le les l leur lui ma maison ' +
    'me mes mon moi nuit on ou par pas pour qu que qui sa se ses si son sur ta te toi ton tu un une vers vote ' +
    'voter votes vs y cible cibles mj merci svp stp salut bonjour bonsoir ordre ordres pm mp joueur joueuse'
  ).split(' '),
);

const NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};

type Value =
  { ok: true; value: Json; approached: ReadOrder['approached'] } | { ok: false; why: string; ask?: AskedName };

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWord = (folded: string, word: string) => new RegExp(`(^|[^a-z0-9])${escape(word)}($|[^a-z0-9])`).test(folded);

/** The item a clause names, with the spelling found (longest spellings first). */
function itemIn(
  items: Readonly<Record<string, readonly string[]>>,
  folded: string,
): { item: string; spelling: string } | null {
  const all = Object.entries(items).flatMap(([item, sp]) => sp.map((spelling) => ({ item, spelling })));
  all.sort((a, b) => b.spelling.length - a.spelling.length);
  return all.find((x) => hasWord(folded, x.spelling)) ?? null;
}

/** The words in quotes, or after the first « : ». */
function textOf(clause: string): string | null {
  const q = /[«"“]\s*([^«»"“”]+?)\s*[»"”]/.exec(clause);
  if (q) return q[1]!;
  const i = clause.indexOf(':');
  const rest = i >= 0 ? clause.slice(i + 1).trim() : '';
  return rest === '' ? null : rest;
}

interface Context {
  seats: readonly NamedSeat[];
  author: PlayerId;
  stop: Set<string>;
  line: number;
  text: string;
}

/** The players named in what is left of a clause once its trigger and item are blanked. */
function playersIn(cx: Context, rest: string, kind: string, folded: string): Value {
  const tokens = tokensOf(rest.replace(/[«"“][^«»"“”]*[»"”]/g, ' '));
  const ids: PlayerId[] = [];
  const approached: ReadOrder['approached'] = [];
  const opensWithMoi = /^\W*moi\b/.test(folded);
  for (let i = 0; i < tokens.length;) {
    const w = tokens[i]!;
    // « moi » names the author (« Hugo et moi »), except as the clause's first word (« Moi, je vote… »).
    if (w === 'moi') {
      if (!(i === 0 && opensWithMoi) && !ids.includes(cx.author)) ids.push(cx.author);
      i++;
      continue;
    }
    // A common word is no name, unless it opens a longer one (« le Grand Dave »).
    const common = cx.stop.has(w) || /^\d+$/.test(w);
    const found = nameAt(cx.seats, tokens, i);
    const hit = common && (found === null || found.words === 1) ? null : found;
    if (hit === null) {
      i++;
      continue;
    }
    if ('ambiguous' in hit)
      return {
        ok: false,
        why: `« ${hit.written} » désigne plusieurs joueurs.`,
        ask: { line: cx.line, text: cx.text, kind, written: hit.written, candidates: hit.ambiguous },
      };
    if (!ids.includes(hit.id)) ids.push(hit.id);
    if (!hit.exact) approached.push({ written: tokens.slice(i, i + hit.words).join(' '), id: hit.id });
    i += hit.words;
  }
  return ids.length > 0 ? { ok: true, value: ids, approached } : { ok: false, why: 'Aucun joueur reconnu.' };
}

function valueOf(cx: Context, v: PhraseValue, folded: string, rest: string, kind: string): Value {
  if ('is' in v) return { ok: true, value: v.is, approached: [] };
  if ('players' in v) return playersIn(cx, rest, kind, folded);
  if ('number' in v) {
    const digits = /(^|[^a-z0-9])(\d{1,3})($|[^a-z0-9])/.exec(folded);
    if (digits) return { ok: true, value: Number(digits[2]), approached: [] };
    const word = tokensOf(folded).find((w) => Object.hasOwn(NUMBERS, w));
    if (word) return { ok: true, value: NUMBERS[word]!, approached: [] };
    return v.otherwise !== undefined
      ? { ok: true, value: v.otherwise, approached: [] }
      : { ok: false, why: 'Aucun nombre lu.' };
  }
  if ('text' in v) {
    const t = textOf(cx.text);
    return t ? { ok: true, value: t, approached: [] } : { ok: false, why: 'Aucun texte lu.' };
  }
  const found = Object.entries(v.choice).find(([, spellings]) => spellings.some((sp) => hasWord(folded, sp)));
  return found ? { ok: true, value: found[0], approached: [] } : { ok: false, why: 'Aucune option reconnue.' };
}

/** Read one clause: the first phrase that gives a kind and a value. */
function readClause(
  table: PhraseTable,
  cx: Context,
  clause: string,
): { order: ReadOrder } | { ask: AskedName } | { why: string } {
  const folded = fold(clause);
  let why = 'Aucun ordre reconnu.';
  for (const p of table.phrases) {
    const m = p.when.exec(folded);
    if (!m) continue;
    let kind = p.kind;
    let rest = folded.slice(0, m.index) + ' ' + folded.slice(m.index + m[0].length);
    if (kind.includes('{item}')) {
      const item = itemIn(p.items ?? table.items ?? {}, folded);
      if (!item) {
        why = 'Objet non reconnu.';
        continue;
      }
      kind = kind.replace('{item}', item.item);
      rest = rest.replace(new RegExp(`(^|[^a-z0-9])${escape(item.spelling)}($|[^a-z0-9])`, 'g'), ' ');
    }
    const v = valueOf({ ...cx, text: clause }, p.value, folded, rest, kind);
    if (v.ok)
      return {
        order: {
          put: { player: cx.author, kind, value: v.value },
          line: cx.line,
          text: cx.text,
          approached: v.approached,
        },
      };
    if (v.ask) return { ask: v.ask };
    why = v.why;
  }
  return { why };
}

/** Read the orders of one message sent by `author`. */
export function readMessage(table: PhraseTable, seats: readonly NamedSeat[], author: PlayerId, text: string): Reading {
  const stop = new Set([...COMMON, ...(table.stopwords ?? [])]);
  const out: Reading = { orders: [], unread: [], asked: [] };
  for (const { line, text: lineText } of ownLines(text)) {
    const cx: Context = { seats, author, stop, line, text: lineText };
    let read = false;
    let why = 'Aucun ordre reconnu.';
    for (const clause of clauses(lineText)) {
      const r = readClause(table, cx, clause);
      if ('order' in r) {
        out.orders.push(r.order);
        read = true;
      } else if ('ask' in r) {
        out.asked.push(r.ask);
        read = true;
      } else why = r.why;
    }
    if (!read) out.unread.push({ line, text: lineText, why });
  }
  return out;
}
