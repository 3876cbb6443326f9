/**
 * A name or pseudonym typed beyond the one limit every path shares
 * (`PLAYER_NAME_MAX`: the engine's setup check, the import, scenario files):
 * said at once, under the field, in the very words « Suivant » would refuse
 * it with. The field does not cut what is typed or pasted (a `maxLength`
 * would drop the end of a pasted name without a word).
 */
import { normalizeName, PLAYER_NAME_MAX } from '../../engine';

/** Why `text` is too long for a name (French), or null; an empty or odd name is judged at « Suivant ». */
export function overNameLimit(text: string, what: string): string | null {
  if (text.trim().length <= PLAYER_NAME_MAX) return null;
  // As the engine counts it (NFC, inner spaces made single): the same verdict and the same message.
  const r = normalizeName(text, PLAYER_NAME_MAX, what);
  return r.ok ? null : r.error;
}
