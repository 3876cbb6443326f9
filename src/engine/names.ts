/**
 * Ids and names that come from outside the engine (a file, a scenario, the
 * setup form), checked the same way everywhere: the import, the engine's
 * setup check and the setup screens use these functions and limits, so what
 * one accepts the others accept too.
 */
import { typo } from './french';
import type { Result } from './types';

/** The longest player name (the board and the texts to copy show it whole). */
export const PLAYER_NAME_MAX = 60;
/** The longest game title. */
export const TITLE_MAX = 200;
/** The longest id (player, role, step, option…). */
export const ID_MAX = 64;

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/**
 * Letters, digits and « - _ . : », starting with a letter or a digit, and
 * never a name `Object.prototype` already answers to (« constructor »,
 * « toString »): an id is used as a key, and such a key would read a
 * function where a player, a role or a coin count was expected.
 */
export function isSafeId(v: unknown): v is string {
  return typeof v === 'string' && safe(v);
}

const safe = (v: string): boolean => v.length <= ID_MAX && ID.test(v) && !(v in Object.prototype);

/** Why `id` is not a usable id (French), or null. */
export function idProblem(id: unknown, what: string): string | null {
  if (typeof id !== 'string' || id === '') return typo(`${what} : identifiant manquant.`);
  if (safe(id)) return null;
  const shown = id.length > 20 ? `${id.slice(0, 20)}…` : id;
  return typo(
    `${what} : l’identifiant « ${shown} » n’est pas utilisable (lettres, chiffres, « - » ou « _ », ${ID_MAX} au plus).`,
  );
}

/**
 * Characters that show nothing (zero-width spaces, direction overrides,
 * controls, soft hyphens…): two names that look alike must be the same name.
 * Emoji keep their joiners and variation selectors.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
// The class lists emoji variation selectors on their own on purpose (they are what is removed).
const EMOJI_GLUE =
  // eslint-disable-next-line no-misleading-character-class
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})|(?<=[^\s])[\uFE0E\uFE0F]/gu;

function invisibleIn(text: string): string | null {
  const m = INVISIBLE.exec(text.replace(EMOJI_GLUE, ''));
  return m ? `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** `text` cut for a message. */
function shown(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

/**
 * A name as it will be stored and compared: NFC, trimmed, inner spaces made
 * single. Refused: empty, too long, or holding an invisible character.
 */
export function normalizeName(raw: unknown, max: number = PLAYER_NAME_MAX, what = 'Le nom'): Result<string> {
  const r = normalize(raw, max, what);
  return r.ok ? r : { ok: false, error: typo(r.error) };
}

function normalize(raw: unknown, max: number, what: string): Result<string> {
  if (typeof raw !== 'string') return { ok: false, error: `${what} est manquant.` };
  const nfc = raw.normalize('NFC');
  const hidden = invisibleIn(nfc);
  if (hidden) {
    const visible = nfc.replace(new RegExp(INVISIBLE.source, 'gu'), '').trim();
    const where = visible === '' ? '' : ` « ${shown(visible)} »`;
    return { ok: false, error: `${what}${where} contient un caractère invisible (${hidden}) : retapez-le.` };
  }
  const value = nfc.trim().replace(/\s+/gu, ' ');
  if (value === '') return { ok: false, error: `${what} est vide.` };
  if (value.length > max)
    return { ok: false, error: `${what} « ${shown(value)} » est trop long : ${max} caractères au plus.` };
  return { ok: true, value };
}

/** The key two names are compared by (« Chloé » and « chloé » are the same player). */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('fr');
}
