/**
 * French typography for the texts the engine and the rulesets build: elision
 * before a vowel or a mute h (« la carte d’Alice », « la maison d’Hugo »), and
 * the non-breaking spaces French puts before « : ; ! ? » and inside « ».
 */

const ELIDING = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/** Words already asked about: a game names the same players and cards over and over, and `normalize` allocates. */
const ELIDED = new Map<string, boolean>();
const MAX_ELIDED = 1024;

/** ASCII letters that elide (`ELIDING`'s ASCII part), by character code. */
const ELIDING_ASCII: readonly boolean[] = Array.from({ length: 128 }, (_, code) =>
  ELIDING.test(String.fromCharCode(code)),
);

/** A word that elides « de », « que », « le »… before it: a vowel or an h (player names' h is taken as mute). */
export function elides(word: string): boolean {
  // Two ASCII characters first: normalizing cannot change the first one (no combining mark follows it), so it alone
  // answers, without hashing the word (most names and cards; the sentences built around them are asked often).
  const first = word.charCodeAt(0);
  if (first < 128 && (word.length === 1 || word.charCodeAt(1) < 128)) return ELIDING_ASCII[first]!;
  let out = ELIDED.get(word);
  if (out === undefined) {
    if (ELIDED.size >= MAX_ELIDED) ELIDED.clear();
    out = ELIDING.test(word.normalize('NFC'));
    ELIDED.set(word, out);
  }
  return out;
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

/** A count after « ne … que »: « que 3 », « qu’un », « qu’une » (French writes one in words there). */
export function queN(n: number, feminine = false): string {
  if (n !== 1) return `que ${n}`;
  return feminine ? 'qu’une' : 'qu’un';
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

/**
 * Non-breaking spaces where French wants them: before « : ; ! ? » and »,
 * after «. A plain space there becomes a non-breaking one; guillemets get
 * theirs even when the text had none.
 */
export function typo(text: string): string {
  // A replacement that finds nothing gives the text back: the guillemets' are skipped when there are none (most texts), which is quicker to tell.
  let out = text;
  if (out.includes('«')) out = out.replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`);
  if (out.includes('»')) out = out.replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
  return out.replace(/ ([:;!?])/g, `${NBSP}$1`);
}

/** « Ana, Bruno et Chloé »: a list as a sentence says it (« Ana » alone, nothing for none). */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}
