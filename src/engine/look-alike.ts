/**
 * « Look the same »: the confusable skeleton of Unicode's security mechanisms
 * (UTS #39, section 4): two names whose skeletons are equal read the same on
 * a screen though their characters differ (« Аna » with a Cyrillic « А »
 * beside « Ana », « J0e » beside « JOe », « lvan » beside « Ivan »).
 *
 * STOP-GAP, to be replaced by a maintained package: `unhomoglyph` (npm, MIT,
 * no dependency, Unicode's confusables.txt as data, which Matrix clients use
 * for display names) could not be installed here. With it, `skeleton` becomes
 * `unhomoglyph(name.normalize('NFKC').normalize('NFD')).normalize('NFD')` and
 * the table below goes.
 *
 * The table is the part of confusables.txt (Unicode 13.0) that matters for
 * names a table types: each character of Latin, IPA, Greek, Cyrillic, the
 * small capitals and General Punctuation whose prototype is plain ASCII
 * (letters, digits, apostrophe, hyphen), written as code points so that the
 * look-alikes can be read here. Fullwidth forms, mathematical letters, Roman
 * numerals and the like need no entry: NFKC turns them into ASCII first
 * (« Ａna » is « Ana »). Left out for now: look-alikes between two non-Latin
 * letters (Cyrillic « Л » and Greek « Λ »), Cherokee, Lisu and the rest of
 * the 6 000 entries: the package brings them.
 */

/** Prototype → the characters confusable with it. */
const PROTOTYPES: Record<string, string> = {
  O: '0\u039F\u041E',
  l: '1\u007C\u0049\u0196\u01C0\u0399\u0406\u04C0',
  '-': '\u2010\u2012\u2013\u2043\u02D7',
  "'": '\u2018\u2019\u201B\u2032\u2035\u0060\u02B9\u02C8\u02CA\u02CB\u02F4\u02BB\u02BD\u02BC\u02BE',
  "''": '\u0022\u201C\u201D\u201F\u02BA\u02F6\u02EE',
  "'B": '\u0181',
  "'D": '\u018A',
  "'P": '\u01A4',
  "'T": '\u01AC',
  "'Y": '\u01B3',
  '2': '\u01A7\u03E8',
  '3': '\u021C\u01B7\u0417\u04E0',
  '5': '\u01BC',
  '6': '\u0431',
  '8': '\u0223\u0222',
  a: '\u0251\u03B1\u0430',
  A: '\u0391\u0410',
  ae: '\u00E6\u04D5',
  AE: '\u00C6\u04D4',
  b: '\u0184\u042C',
  B: '\u0392\u0412',
  bl: '\u042B',
  c: '\u1D04\u0441',
  C: '\u0421',
  "C'": '\u0187',
  d: '\u0501',
  dz: '\u02A3',
  e: '\u0435\u04BD',
  E: '\u0395\u0415',
  F: '\u03DC',
  g: '\u0261\u018D',
  G: '\u050C',
  "G'": '\u0193',
  h: '\u04BB',
  H: '\u0397\u041D',
  i: '\u0131\u026A\u0269\u03B9\u0456\u04CF',
  j: '\u03F3\u0458',
  J: '\u037F\u0408',
  K: '\u039A\u041A',
  "K'": '\u0198',
  ll: '\u2016\u01C1',
  lO: '\u042E',
  ls: '\u02AA',
  lz: '\u02AB',
  M: '\u039C\u03FA\u041C',
  N: '\u039D',
  o: '\u1D0F\u1D11\u03BF\u03C3\u043E',
  oe: '\u0153',
  OE: '\u0152',
  p: '\u03C1\u0440',
  P: '\u03A1\u0420',
  q: '\u051B',
  r: '\u1D26\u0433',
  R: '\u01A6',
  "r'": '\u0491',
  rn: '\u006D',
  s: '\u01BD\u0455',
  S: '\u0405',
  T: '\u03A4\u0422',
  ts: '\u02A6',
  u: '\u1D1C\u028B\u03C5',
  v: '\u1D20\u03BD\u0475',
  V: '\u0474',
  w: '\u026F\u1D21\u0461\u051D',
  W: '\u051C',
  x: '\u00D7\u0445',
  X: '\u03A7\u0425',
  y: '\u0263\u028F\u03B3\u0443\u04AF',
  Y: '\u03A5\u0423\u04AE',
  z: '\u1D22',
  Z: '\u0396',
};

const MAP = new Map<string, string>(
  Object.entries(PROTOTYPES).flatMap(([prototype, chars]) => [...chars].map((c): [string, string] => [c, prototype])),
);

/**
 * The skeleton of `text`: compatibility forms folded (NFKC), then decomposed
 * (NFD) so that accents stay apart from their letters (« é » keeps its accent:
 * « Léa » and « Lea » are two names), each confusable character replaced by
 * its prototype, decomposed again. Case is kept, as UTS #39 does: a capital
 * « I » looks like a small « l », not like a small « i ».
 */
export function skeleton(text: string): string {
  let out = '';
  for (const c of text.normalize('NFKC').normalize('NFD')) out += MAP.get(c) ?? c;
  return out.normalize('NFD');
}
