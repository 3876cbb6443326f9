/**
 * « Look the same »: the confusable skeleton of Unicode's security mechanisms
 * (UTS #39, section 4): two names whose skeletons are equal read the same on
 * a screen though their characters differ (« Аna » with a Cyrillic « А »
 * beside « Ana », « J0e » beside « JOe », « lvan » beside « Ivan »).
 *
 * The table is generated from a maintained one: unhomoglyph's data, which is
 * Unicode's confusables.txt (`scripts/look-alike-table.mjs`; the test fails
 * when the package's data changes). Only the scripts a table types names in
 * ship (Latin, IPA, Greek, Cyrillic, small capitals, punctuation, the ASCII
 * look-alikes), each character whose prototype is plain ASCII: the whole
 * table would add about 28 KB gzipped to the first load. Fullwidth forms,
 * mathematical letters, Roman numerals and the like need no entry: NFKC turns
 * them into ASCII first (« Ａna » is « Ana »). Left out: look-alikes between
 * two non-Latin letters (Cyrillic « Л » and Greek « Λ »), Cherokee, Lisu.
 */
import { PROTOTYPES } from './look-alike-table';

const MAP = new Map<string, string>(
  PROTOTYPES.flatMap(([prototype, chars]) => [...chars].map((c): [string, string] => [c, prototype])),
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
