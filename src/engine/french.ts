/**
 * French typography for the texts the engine and the rulesets build: elision
 * before a vowel or a mute h (« la carte d’Alice », « la maison d’Hugo »), and
 * the non-breaking spaces French puts before « : ; ! ? » and inside « ».
 */

/** A word that elides « de », « que », « le »… before it: a vowel or an h (player names' h is taken as mute). */
export function elides(word: string): boolean {
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(word.normalize('NFC'));
}

/** « de Bruno », « d’Alice ». */
export function de(name: string): string {
  return elides(name) ? `d’${name}` : `de ${name}`;
}

/** « De Bruno », « D’Alice » (at the start of a sentence). */
export function De(name: string): string {
  return elides(name) ? `D’${name}` : `De ${name}`;
}

/** « que Bruno », « qu’Alice ». */
export function que(name: string): string {
  return elides(name) ? `qu’${name}` : `que ${name}`;
}

/** « le Chasseur », « l’Ancien » (a card named after its article). */
export function le(word: string): string {
  return elides(word) ? `l’${word}` : `le ${word}`;
}

/** « la Voyante », « l’Ensorceleuse ». */
export function la(word: string): string {
  return elides(word) ? `l’${word}` : `la ${word}`;
}

/** A title inside a sentence: its leading article in lower case (« La Voyante » → « la Voyante », « L’Ancien » → « l’Ancien »). */
export function inSentence(title: string): string {
  return title.replace(/^(?:(?:Les|Le|La)(?=\s)|L[’'])/, (article) => article.toLowerCase());
}

const NBSP = '\u00a0';

const SPACE = 0x20;
const OPEN = 0xab; // «
const CLOSE = 0xbb; // »

/** The spaces `typo` treats as one: plain, non-breaking, narrow non-breaking. */
const isSpace = (code: number): boolean => code === SPACE || code === 0xa0 || code === 0x202f;
/** The marks French puts a non-breaking space before (» aside). */
const isHighMark = (code: number): boolean => code === 0x3a || code === 0x3b || code === 0x21 || code === 0x3f; // : ; ! ?

/**
 * Non-breaking spaces where French wants them: before « : ; ! ? » and »,
 * after «. A plain space there becomes a non-breaking one; guillemets get
 * theirs even when the text had none.
 *
 * One pass over the text, which comes back as it is when nothing changes:
 * every event a game logs is set, and most have nothing to set. It gives
 * exactly what the three replacements of `typoByPatterns` give (a test
 * compares them on many texts).
 */
export function typo(text: string): string {
  let out = '';
  // Text before `from` is in `out`, set; text from it on is still to copy.
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === OPEN) {
      // « then any spaces: « and one non-breaking space.
      let next = i + 1;
      while (next < text.length && isSpace(text.charCodeAt(next))) next++;
      if (next === i + 2 && text.charCodeAt(i + 1) === 0xa0) continue;
      out += text.slice(from, i) + `«${NBSP}`;
      from = next;
      i = next - 1;
    } else if (code === CLOSE) {
      // Any spaces then »: one non-breaking space and », spaces set earlier (after «) included.
      let start = i;
      while (start > from && isSpace(text.charCodeAt(start - 1))) start--;
      if (start === from) {
        let end = out.length;
        while (end > 0 && isSpace(out.charCodeAt(end - 1))) end--;
        out = out.slice(0, end);
      } else if (start === i - 1 && text.charCodeAt(start) === 0xa0) continue;
      out += text.slice(from, start) + `${NBSP}»`;
      from = i + 1;
    } else if (isHighMark(code) && i > 0 && text.charCodeAt(i - 1) === SPACE && i - 1 >= from) {
      out += text.slice(from, i - 1) + NBSP;
      from = i;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `typo` as three replacements: the reference the one-pass `typo` is tested against. */
export function typoByPatterns(text: string): string {
  return text
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
    .replace(/ ([:;!?])/g, `${NBSP}$1`);
}
