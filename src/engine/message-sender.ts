/**
 * Who sent a pasted private message, when the message says so itself: a
 * forum's header (« De : Ana », « Expéditeur : Ana », « From: Ana »,
 * « Message de Ana ») or a signature line that is one player's name or
 * pseudonym (« -- Ana », « Bises, Ana » as the last line). The book's paste
 * area then needs no tap to name the sender. Never a guess: a name approached
 * (a typo), a name that fits several players, or two players named (a header
 * and a signature that disagree) give no sender, and the MJ picks him.
 */
import { fold } from './message-text';
import { nameAt, tokensOf, type NamedSeat } from './name-match';
import type { PlayerId } from './types';

/** The sender found, with the line (1-based, in the pasted text) that names him and how; or why none is taken. */
export type SenderRead =
  | { id: PlayerId; line: number; how: 'header' | 'signature' }
  | { id: null; why: 'absent' | 'unknown' | 'ambiguous' | 'conflict' };

/** Forum headers of a private message, folded: the sender's name follows. */
const HEADERS = [
  /^(?:de|expediteur|expeditrice|auteur|envoye par|from|sender)\s*:\s*(.+)$/,
  /^message(?: prive| personnel)? de\s*:?\s*(.+)$/,
];

/** Words that close a message before the signature (« Bises, Ana »). */
const SIGN_OFF =
  /^(?:(?:bises|bisous|amities|amicalement|cordialement|a\+|merci|signe|ciao|a plus|bonne soiree|bonne nuit)\s*[,.!]?\s*)+/;

/** The marker that opens a forum signature (as message-text.ts reads it), or a dash before a name (« — Ana »). */
const SIGNATURE_MARK = /^\s*(?:--\s*|_{3,}|-{3,}|signature\s*:?\s*)$/i;

/** A line with its BBCode and smileys gone, folded. */
const plain = (raw: string): string =>
  fold(
    raw
      .replace(/\[url=[^\]]*\]/gi, '')
      .replace(/\[\/?[a-z*]+(=[^\]]*)?\]/gi, '')
      .trim(),
  ).trim();

type Named = { id: PlayerId } | { why: 'unknown' | 'ambiguous' };

/** The one seat `written` names exactly, its leading words the name (a header may go on with a date). */
function named(seats: readonly NamedSeat[], written: string, whole: boolean): Named {
  const tokens = tokensOf(written);
  const hit = tokens.length > 0 ? nameAt(seats, tokens, 0) : null;
  if (hit === null) return { why: 'unknown' };
  if ('ambiguous' in hit) return { why: 'ambiguous' };
  // Only an exact name: a typo in a header or a signature is no proof of who wrote.
  if (!hit.exact || (whole && hit.words !== tokens.length)) return { why: 'unknown' };
  return { id: hit.id };
}

type Candidate = { named: Named; line: number; how: 'header' | 'signature' };

/** The names a message gives for its sender: each header line, then its signature. */
function candidates(seats: readonly NamedSeat[], text: string): Candidate[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: Candidate[] = [];
  /** The sender's own lines (quotes left out), by index. */
  const own: number[] = [];
  let inQuote = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    // A quoted post's header names its author, not the sender.
    inQuote += (raw.match(/\[quote/gi) ?? []).length;
    const quoted = inQuote > 0 || /^\s*>/.test(raw);
    inQuote = Math.max(0, inQuote - (raw.match(/\[\/quote\]/gi) ?? []).length);
    const line = plain(raw);
    if (quoted || line === '') continue;
    const inline = /^signature\s*:\s*(.+)$/.exec(line);
    if (inline) return [...out, { named: named(seats, inline[1]!, true), line: i + 1, how: 'signature' }];
    if (SIGNATURE_MARK.test(raw)) {
      // The first line after « -- » is the signature; nothing after it is the sender's message.
      const next = lines.findIndex((l, j) => j > i && plain(l) !== '');
      if (next < 0) return out;
      const sign = plain(lines[next]!).replace(SIGN_OFF, '');
      return [...out, { named: named(seats, sign, true), line: next + 1, how: 'signature' }];
    }
    const header = HEADERS.map((h) => h.exec(line)).find((m) => m !== null);
    if (header) out.push({ named: named(seats, header[1]!, false), line: i + 1, how: 'header' });
    own.push(i);
  }
  // No marker: the last line signs when it is a name alone, after a sign-off or a dash (« Bises, Ana », « — Ana »),
  // unless the line before announces it (« Je vote : » then « Hugo » is an order, not a signature).
  const last = own.at(-1);
  const before = own.at(-2);
  if (last === undefined || out.some((c) => c.line === last + 1)) return out;
  if (before !== undefined && /:\s*$/.test(plain(lines[before]!))) return out;
  const sign = named(
    seats,
    plain(lines[last]!)
      .replace(/^[-–—~]+\s*/, '')
      .replace(SIGN_OFF, ''),
    true,
  );
  return 'id' in sign ? [...out, { named: sign, line: last + 1, how: 'signature' }] : out;
}

/** The sender of `text` among `seats`, as the message itself names him. */
export function senderIn(seats: readonly NamedSeat[], text: string): SenderRead {
  const found = candidates(seats, text);
  if (found.length === 0) return { id: null, why: 'absent' };
  const ids = new Set(found.flatMap((c) => ('id' in c.named ? [c.named.id] : [])));
  if (ids.size > 1) return { id: null, why: 'conflict' };
  const first = found.find((c) => 'id' in c.named);
  if (!first || !('id' in first.named)) {
    const why = found.some((c) => 'why' in c.named && c.named.why === 'ambiguous') ? 'ambiguous' : 'unknown';
    return { id: null, why };
  }
  // A header that names nobody of the game beside a signature that does: the message is unsure, so is Veilleur.
  if (found.some((c) => c.how === 'header' && 'why' in c.named)) return { id: null, why: 'conflict' };
  return { id: first.named.id, line: first.line, how: first.how };
}
