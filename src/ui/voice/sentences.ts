/**
 * Long lines said as several utterances: some engines (Chrome's network
 * voices notably) stop an utterance after about 15 seconds or a few hundred
 * characters, silently. One sentence at a time stays well under that; a
 * sentence still too long is cut at its last comma or space before the limit.
 */
export const MAX_CHUNK = 180;

/** The sentences of `text`, each at most `max` characters, none empty. */
export function splitSentences(text: string, max = MAX_CHUNK): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return [];
  // A sentence ends at . ! ? … (with closing quotes or brackets) followed by a space.
  const sentences = clean.match(/[^.!?…]+(?:[.!?…]+[»"')\]\u00a0\u202f]*|$)/gu) ?? [clean];
  const out: string[] = [];
  for (const raw of sentences) {
    let rest = raw.trim();
    while (rest.length > max) {
      const head = rest.slice(0, max);
      const cut = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
      const at = cut > max / 3 ? cut + 1 : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    // A bit of punctuation left alone (« ?) ») says nothing.
    if (/[\p{L}\p{N}]/u.test(rest)) out.push(rest);
  }
  return out;
}
