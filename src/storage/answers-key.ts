/**
 * Which answers a stored figure was computed from: the number of answers and
 * a hash of them. Odds kept with a game are only reused when the key of the
 * game's answers up to their point is the same (after « Retour », an import
 * or another tab's change they are recomputed, never trusted). The hash reads
 * the answers with their keys sorted, so the same answers give the same key
 * whatever the order the file or the database gave their fields.
 */

/** JSON with each object's keys sorted. */
export function canonicalJson(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonicalJson).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const rec = x as Record<string, unknown>;
    const keys = Object.keys(rec)
      .filter((k) => rec[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(rec[k])}`).join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}

/** FNV-1a (32 bits) of `text`, continued from `hash`. */
function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const FNV_START = 0x811c9dc5;

/** `keys[k]`: the key of the first k answers (`keys[0]` for none), each built on the one before (one pass). */
export function answerKeys(answers: readonly unknown[]): string[] {
  // Two hashes started apart: 64 bits, so that two different logs of a game do not meet by chance.
  let a = FNV_START;
  let b = fnv(FNV_START, 'veilleur');
  const keys = [`0:${a.toString(16)}${b.toString(16)}`];
  answers.forEach((answer, k) => {
    const text = `${canonicalJson(answer)}\n`;
    a = fnv(a, text);
    b = fnv(b, text);
    keys.push(`${k + 1}:${a.toString(16)}${b.toString(16)}`);
  });
  return keys;
}

/** The number of answers a key stands for (`"12:…"` → 12). */
export function keyCount(key: string): number {
  const n = Number(key.slice(0, key.indexOf(':')));
  return Number.isInteger(n) && n >= 0 ? n : -1;
}
