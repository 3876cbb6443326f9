/**
 * Players named in a message: by their name or their forum pseudonym,
 * matched despite case, accents, one typo or a shortened name, and never
 * guessed between two players: a word that fits several is asked.
 */
import { fold } from './message-text';
import type { PlayerId } from './types';

/** A seat as a message may name it. */
export interface NamedSeat {
  id: PlayerId;
  name: string;
  pseudonym?: string;
}

/** How a word was matched: exactly, or approached (a typo, a shortened name: the MJ checks it). */
export type NameHit =
  { id: PlayerId; exact: boolean; words: number } | { ambiguous: PlayerId[]; words: number; written: string };

/** Each seat's spellings, folded, split into words. */
const words = (text: string): string[] =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Spelling {
  id: PlayerId;
  words: string[];
  /** Only the last word of a longer name (« Dave » for « Le Grand Dave »): never an exact match. */
  tail?: true;
}

function spellings(seats: readonly NamedSeat[]): Spelling[] {
  return seats.flatMap((s) =>
    [s.name, s.pseudonym ?? '']
      .map(words)
      .filter((w) => w.length > 0)
      .flatMap((w): Spelling[] => [
        { id: s.id, words: w },
        ...(w.length > 1 && w.at(-1)!.length >= 3 ? [{ id: s.id, words: [w.at(-1)!], tail: true as const }] : []),
      ]),
  );
}

/** Damerau-Levenshtein distance (one swap of two letters is one typo), bounded. */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

/** Typos allowed in a word of this length: none under four letters (« ana » is not « ani »), two from eight. */
const allowed = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** How well `written` fits `spelled`: 0 exact, 1 approached, -1 not at all. */
function fit(written: string, spelled: string): 0 | 1 | -1 {
  if (written === spelled) return 0;
  // A shortened name: at least three letters of its start (« Gaë » for Gaëlle, « Chlo »).
  if (written.length >= 3 && spelled.startsWith(written)) return 1;
  if (typoDistance(written, spelled) <= allowed(Math.min(written.length, spelled.length))) return 1;
  return -1;
}

/**
 * The seat named by the words at `at` in `tokens` (folded words), trying
 * the longest spelling first (« Le Sage Hugo » before « Hugo »). Null when
 * no seat fits.
 */
export function nameAt(seats: readonly NamedSeat[], tokens: readonly string[], at: number): NameHit | null {
  const all = spellings(seats);
  const longest = Math.max(0, ...all.map((s) => s.words.length));
  for (let n = Math.min(longest, tokens.length - at); n >= 1; n--) {
    const written = tokens.slice(at, at + n);
    const exact = new Set<PlayerId>();
    const near = new Set<PlayerId>();
    for (const sp of all) {
      if (sp.words.length !== n) continue;
      const fits = written.map((w, i) => fit(w, sp.words[i]!));
      if (fits.every((f) => f === 0) && !sp.tail) exact.add(sp.id);
      else if (fits.every((f) => f >= 0)) near.add(sp.id);
    }
    if (exact.size === 1) return { id: [...exact][0]!, exact: true, words: n };
    if (exact.size > 1) return { ambiguous: [...exact], words: n, written: written.join(' ') };
    if (near.size === 1) return { id: [...near][0]!, exact: false, words: n };
    if (near.size > 1) return { ambiguous: [...near], words: n, written: written.join(' ') };
  }
  return null;
}

/** Folded words of a text, for `nameAt`. */
export const tokensOf = words;
