/**
 * The health ladder in words, as the MJ reads it (000:68, 74-79): Indemne,
 * Blessé, Coma, Quasi-mort, Mort — never the book's letters in a text.
 */
import { healthState } from '../../engine';
import { HEALTH } from './health';
import { de } from './text';

/** « Indemne », « Blessé », « Coma », « Quasi-mort », « Mort ». */
export function word(h: string): string {
  return healthState(HEALTH, h).label;
}

/** « passe d’Indemne à Coma », « reste Blessé ». */
export function move(from: string, to: string): string {
  return from === to ? `reste ${word(from)}` : `passe ${de(word(from))} à ${word(to)}`;
}
