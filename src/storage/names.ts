/**
 * Game titles as they are stored: normalised like names (NFC, trimmed, single
 * spaces, no invisible character), at most TITLE_MAX characters; an empty
 * title becomes « Partie sans titre ».
 */
import { normalizeName, TITLE_MAX } from '../engine/names';
import { StorageError } from './errors';

export const UNTITLED = 'Partie sans titre';

/** The title to store; throws a French StorageError ('invalid') for one that cannot be. */
export function cleanTitle(title: string): string {
  if (title.trim() === '') return UNTITLED;
  const r = normalizeName(title, TITLE_MAX, 'Le titre de la partie');
  if (!r.ok) throw new StorageError(r.error, 'invalid');
  return r.value;
}
