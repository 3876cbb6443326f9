/**
 * A forum thread page cut into posts, each with its author as written, the
 * lines of its body (numbered in the pasted text) and its time of day when the
 * page shows one. Three page layouts are read, as forums print them when the
 * MJ copies a page or exports it:
 * - a header line per post: « Message de Bruno », « Posté par Bruno le … »,
 *   « par Bruno » 12 mars, 21:05 » (phpBB), or a name alone on its line
 *   followed by a date line (forumactif) or that is a player's exact name;
 * - « Bruno a écrit : » opening each post, when the page has no other header
 *   (where it has, « a écrit » is a quote inside a post);
 * - the BBCode export, each post a top-level `[quote="Bruno"]…[/quote]`.
 * Quotes inside a post (nested `[quote]`, « > » lines) are blanked here, so
 * someone quoting « VOTE X » never votes by it. Pure text work.
 */
import { fold } from './message-text';

export interface Post {
  /** The author's name as the page writes it. */
  author: string;
  /** The 1-based line of the post's header in the pasted text: the body's first line is the next one. */
  line: number;
  /** The post's body, its quotes blanked, one entry per line of the pasted text from `line + 1`. */
  body: string;
  /** Minutes since midnight when the header shows a time (« 21:05 », « 21 h 05 »), else null. */
  time: number | null;
}

const NAME = String.raw`([^\s:»«][^:»«]{0,38}?)`;
/** Header lines that name a post's author (capture 1) and maybe its date (capture 2). */
const HEADERS: readonly RegExp[] = [
  new RegExp(String.raw`^message de ${NAME}(?:\s*[»,\-–—]\s*(.*))?$`, 'i'),
  new RegExp(String.raw`^(?:message |sujet )?par ${NAME}\s*»\s*(.*)$`, 'i'),
  new RegExp(String.raw`^post[ée] par ${NAME}(?:\s+le\s+(.*))?$`, 'i'),
];
const WROTE = new RegExp(String.raw`^${NAME} a [ée]crit(?: le (.*?))?\s*:?$`, 'i');

/** A time of day in a header: « 21:05 », « 21h05 », « 21 h 05 ». */
const TIME = /(?:^|[^\d])([01]?\d|2[0-3])\s*(?::|h)\s*([0-5]\d)(?!\d)/i;

/** A date line under a bare author name (forumactif: « Lun 12 Mar - 21:05 », « 12/03/2024 21:05 »). */
const DATE_WORDS =
  /\b(lun|mar|mer|jeu|ven|sam|dim|janv?|fevr?|avr|mai|juin|juil|aout|sept?|oct|nov|dec|aujourd'hui|hier|poste le)\w*\b|\d{1,2}\/\d{1,2}/;
const isDateLine = (line: string): boolean =>
  line.length <= 50 && TIME.test(line) && DATE_WORDS.test(fold(line)) && !/[a-z]{3,}\s*:/.test(fold(line));

/** The time of day a header shows, in minutes, or null. */
export function timeIn(text: string | undefined): number | null {
  const m = text ? TIME.exec(text) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const blank = (s: string): string => s.replace(/[^\n]/g, '');
const clean = (name: string): string => name.replace(/^["'\s]+|["'\s]+$/g, '').trim();

/**
 * Blank every `[quote]` at depth ≥ `keep` (0: all of them; 1: those inside a
 * top-level one), keeping line breaks so line numbers hold. Returns the text
 * and the top-level quotes kept (their author and where they open and close).
 */
function blankQuotes(text: string, keep: 0 | 1): { text: string; top: { author: string; from: number; to: number }[] } {
  const tag = /\[(\/?)quote(?:=([^\]]*))?\]/gi;
  let out = '';
  let at = 0;
  let depth = 0;
  const top: { author: string; from: number; to: number }[] = [];
  let open: { author: string; from: number } | null = null;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const before = text.slice(at, m.index);
    out += depth >= (keep === 0 ? 1 : 2) ? blank(before) : before;
    const closing = m[1] === '/';
    if (!closing) {
      if (depth === 0 && keep === 1) open = { author: clean((m[2] ?? '').split(/\s+\w+=/)[0] ?? ''), from: out.length };
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0 && open) {
        top.push({ ...open, to: out.length });
        open = null;
      }
    }
    out += blank(m[0]);
    at = m.index + m[0].length;
  }
  const rest = text.slice(at);
  out += depth >= (keep === 0 ? 1 : 2) ? blank(rest) : rest;
  return { text: out, top };
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** The posts of a BBCode export: one per top-level `[quote="author"]` block. */
function bbcodePosts(text: string): Post[] {
  const { text: kept, top } = blankQuotes(text, 1);
  return top
    .filter((q) => q.author !== '')
    .map((q) => {
      const line = lineAt(kept, q.from);
      // The body from the opening tag's line on (the tag itself is blanked), as many lines as the block spans.
      const startOfLine = kept.lastIndexOf('\n', q.from - 1) + 1;
      return { author: q.author, line: line - 1, body: kept.slice(startOfLine, q.to), time: null };
    });
}

interface Header {
  index: number;
  author: string;
  time: number | null;
  /** Lines the header takes (a bare name and its date line: 2). */
  span: number;
  /** A name alone on its line with no date under it: a header only on a page without other headers. */
  bare?: true;
}

/** The header lines of a page copied as text, with or without « a écrit » as a post opener. */
function headers(lines: readonly string[], exactNames: ReadonlySet<string>, wroteOpens: boolean): Header[] {
  const out: Header[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const m = HEADERS.map((re) => re.exec(line)).find((x) => x !== null);
    if (m) {
      const next = lines[i + 1]?.trim() ?? '';
      const dated = timeIn(m[2]) === null && isDateLine(next);
      out.push({
        index: i,
        author: clean(m[1]!),
        time: timeIn(m[2]) ?? (dated ? timeIn(next) : null),
        span: dated ? 2 : 1,
      });
      continue;
    }
    const w = wroteOpens ? WROTE.exec(line) : null;
    if (w) {
      out.push({ index: i, author: clean(w[1]!), time: timeIn(w[2]), span: 1 });
      continue;
    }
    // A name alone on its line: the author when a date line follows, or when it is exactly a player's name.
    if (line.length > 40 || /[:.!?,;]/.test(line) || line.split(/\s+/).length > 3 || /vot/.test(fold(line))) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    const next = lines[j]?.trim() ?? '';
    if (isDateLine(next) && !HEADERS.some((re) => re.test(next)))
      out.push({ index: i, author: line, time: timeIn(next), span: j - i + 1 });
    else if (exactNames.has(fold(line))) out.push({ index: i, author: line, time: null, span: 1, bare: true });
  }
  // Where posts have real headers, a player's name alone on a line is a word of a post (« Mon vote : » then « Bruno »).
  return out.some((h) => !h.bare) ? out.filter((h) => !h.bare) : out;
}

/** Lines opening a vote recap (002:106: votes come with the recap of the others): the block is not the poster's vote. */
const RECAP = /^\W*(recap|recapitulatif|decompte|compte des votes|tableau des votes|etat des votes)\b/;

/**
 * Blank what is not the poster's own words: recap blocks, a quote copied as
 * text (« Ana a écrit : » and its lines, up to the next empty line: a copied
 * page keeps no end mark) and « > » lines.
 */
function blankQuoted(body: string): string {
  const lines = body.split('\n');
  let skipping = false;
  return lines
    .map((l) => {
      if (l.trim() === '') skipping = false;
      else if (RECAP.test(fold(l)) || WROTE.test(l.trim())) skipping = true;
      return skipping || /^\s*>/.test(l) ? '' : l;
    })
    .join('\n');
}

/**
 * The posts of a thread page. `exactNames` are the players' names and
 * pseudonyms, folded: a line that is exactly one of them opens a post.
 */
export function threadPosts(text: string, exactNames: ReadonlySet<string>): Post[] {
  const plain = text.replace(/\r\n?/g, '\n');
  const rawLines = plain.split('\n');
  const strong = headers(rawLines, exactNames, false);
  const found = strong.length > 0 ? strong : headers(rawLines, exactNames, true);
  if (found.length === 0) return bbcodePosts(plain).map((p) => ({ ...p, body: blankQuoted(p.body) }));
  // Quotes inside posts are blanked everywhere (a header inside a quote opens no post: it is gone before).
  const unquoted = blankQuotes(plain, 0).text.split('\n');
  const again = headers(unquoted, exactNames, strong.length === 0);
  return again.map((h, k) => {
    const end = again[k + 1]?.index ?? unquoted.length;
    const bodyLines = unquoted.slice(h.index + 1, end).map((l, i) => (i < h.span - 1 ? '' : l));
    return { author: h.author, line: h.index + 1, body: blankQuoted(bodyLines.join('\n')), time: h.time };
  });
}
