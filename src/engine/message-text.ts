/**
 * A forum message made readable: BBCode, quotes of other posts, signatures
 * and smileys taken out, each remaining line kept with its number in the
 * pasted text (so the MJ sees which line an order came from), and a folded
 * form for matching (lower case, no accents, one kind of apostrophe and
 * quote). Pure text work: nothing here knows a ruleset.
 */

/** One line of the message as written, with its 1-based number in the pasted text. */
export interface MessageLine {
  line: number;
  text: string;
}

/** The largest text read (a forum page is a few tens of kilobytes; 1 MB is a wrong paste). */
export const MESSAGE_MAX = 200_000;

/** « 1 080 000 »: digits grouped by three with a narrow no-break space, as French writes them. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

/** Why a pasted text cannot be read at all, in French; null when it can. */
export function textProblem(text: string): string | null {
  if (text.trim() === '') return 'Le message est vide : collez le texte du message privé.';
  if (text.length > MESSAGE_MAX)
    return `Le texte collé est trop long (${grouped(text.length)} caractères, ${grouped(MESSAGE_MAX)} au plus) : collez un seul message ou une seule page du fil.`;
  // Control characters other than tabs and line breaks, or U+FFFD: a binary file or a wrongly decoded one.
  const odd = [...text].some((ch) => {
    const c = ch.charCodeAt(0);
    return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd;
  });
  if (odd)
    return 'Le texte collé contient des caractères illisibles (un fichier binaire ?) : collez le texte du message.';
  return null;
}

/** Lower case, accents and ligatures dropped, typographic apostrophes and quotes made plain. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»“”„]/g, '"')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .toLowerCase();
}

/** Smileys as forums write them: `:)`, `;-)`, `:D`, `:lol:`, `xD`, and emoji. */
const SMILEYS =
  /(^|\s)(?:[:;=8][-']?[()DPpOo3/\\|*]+|x[dD]|<3|\^\^)(?=\s|$)|:[a-z_]{2,12}:|\p{Extended_Pictographic}/gu;

/** A line that quotes another post in plain text: « > … », « Ana a écrit : ». */
const QUOTE_LINE = /^\s*>|^\s*\S.{0,60}\s(a écrit|a ecrit|wrote)\s*:?\s*$/i;

/** The line that opens a signature: « -- », « ___ », « Signature ». */
const SIGNATURE = /^\s*(--\s*|_{3,}|-{3,}|signature\s*:?.*)$/i;

/** BBCode blocks whose content is not the author's words ([quote], [img], [code]…). */
const DROPPED_BLOCKS = /\[(quote|img|spoiler|code|video|youtube)(=[^\]]*)?\][\s\S]*?\[\/\1\]/gi;

/**
 * The author's own lines: quoted posts, BBCode tags, signatures and smileys
 * dropped. A dropped block keeps its line breaks, so every remaining line
 * keeps its number in the pasted text.
 */
export function ownLines(text: string): MessageLine[] {
  const blanked = text.replace(/\r\n?/g, '\n').replace(DROPPED_BLOCKS, (block) => block.replace(/[^\n]/g, ''));
  const out: MessageLine[] = [];
  const lines = blanked.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (SIGNATURE.test(raw)) break;
    if (QUOTE_LINE.test(raw)) continue;
    const plain = raw
      .replace(/\[url=[^\]]*\]/gi, '')
      .replace(/\[\/?[a-z*]+(=[^\]]*)?\]/gi, '')
      .replace(SMILEYS, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (/\p{L}|\d/u.test(plain)) out.push({ line: i + 1, text: plain });
  }
  return out;
}

/** Clauses of a line: one order each (« Je vote Ana. Loups sur Hugo »); quoted text stays whole. */
export function clauses(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"' || ch === '«' || ch === '»' || ch === '“' || ch === '”')
      quoted = ch === '«' || ch === '“' ? true : ch === '"' ? !quoted : false;
    if (!quoted && (ch === '.' || ch === ';' || ch === '!' || ch === '?')) {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
