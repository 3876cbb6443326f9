/**
 * Ids and names that come from outside the engine (a file, a scenario, the
 * setup form), checked the same way everywhere: the import, the engine's
 * setup check and the setup screens use these functions and limits, so what
 * one accepts the others accept too.
 */
import { typo } from './french';
import { skeleton } from './look-alike';
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
 * single. Refused: empty, too long, holding an invisible character or half
 * of one (a lone surrogate). Names that are the same, look the same or are a
 * button's word are the table's business: `tableNamesProblems` below.
 */
export function normalizeName(raw: unknown, max: number = PLAYER_NAME_MAX, what = 'Le nom'): Result<string> {
  const r = normalize(raw, max, what);
  return r.ok ? r : { ok: false, error: typo(r.error) };
}

/** Half of a character (a UTF-16 surrogate alone): what a cut or damaged text holds, shown as « � ». */
const LONE_SURROGATE = /\p{Cs}/u;

function normalize(raw: unknown, max: number, what: string): Result<string> {
  if (typeof raw !== 'string') return { ok: false, error: `${what} est manquant.` };
  const half = LONE_SURROGATE.exec(raw);
  if (half) {
    const code = `U+${half[0].charCodeAt(0).toString(16).toUpperCase()}`;
    return { ok: false, error: `${what} contient un demi-caractère illisible (${code}, affiché « � ») : retapez-le.` };
  }
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

/**
 * The words of the vote's buttons, beside the players' names on the same
 * screens: a player called « Blanc » or « Personne » could not be told from
 * the blank vote or from nobody. The UI takes its buttons' words from here.
 */
export const BUTTON_WORDS = {
  /** A players prompt that allows nobody, and an order's select (PlayersPrompt, orderValue). */
  nobody: 'Personne',
  /** The blank vote of a ballots prompt (BallotsPrompt, BallotsTally). */
  blank: 'Blanc',
  /** Every voter not counted yet, for the target picked (BallotsPrompt). */
  allOthers: 'Tous les autres',
  /** Back to the targets of a long vote (BallotsPrompt). */
  otherTarget: 'Autre cible',
} as const;

/**
 * The keys a word is compared by without case, accents or look-alike letters:
 * « BLANC », « blanc », « Вlanc » (Cyrillic « В ») are one. Both orders of
 * folding, since a capital and its small letter have different look-alikes
 * (Cyrillic « В » looks like « B », its « в » like nothing Latin).
 */
function bareKeys(text: string): string[] {
  const bare = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim();
  return [skeleton(bare).toLocaleLowerCase('fr'), skeleton(bare.toLocaleLowerCase('fr'))];
}

const BUTTON_KEYS = new Map(Object.values(BUTTON_WORDS).flatMap((w) => bareKeys(w).map((k) => [k, w] as const)));

/** The first code point where two names differ, each written « x » (U+XXXX), for the MJ to see which. */
function firstDifference(a: string, b: string): string {
  const ca = [...a.normalize('NFC')];
  const cb = [...b.normalize('NFC')];
  const i = ca.findIndex((c, k) => c !== cb[k]);
  const at = i < 0 ? ca.length : i;
  const show = (c: string | undefined) =>
    c === undefined ? 'rien' : `« ${c} » (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  return `${show(ca[at])} et ${show(cb[at])}`;
}

/**
 * Why the players' names (already normalised, in seating order) cannot sit
 * at one table, one French reason per fault, naming the seats: a name that
 * is a button's word, two names that are the same (case aside), two names
 * that look the same (their confusable skeletons are equal, with or without
 * case). Setup, import and scenario files all ask this.
 */
export function tableNamesProblems(names: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  names.forEach((name, i) => {
    const button = bareKeys(name)
      .map((k) => BUTTON_KEYS.get(k))
      .find((w) => w !== undefined);
    if (button)
      problems.push(
        typo(
          `Joueur n° ${i + 1} : « ${shown(name)} » est un bouton du vote (« ${button} ») ; donnez un autre nom à ce joueur.`,
        ),
      );
    const same = seen.get(`=${nameKey(name)}`);
    if (same !== undefined) {
      problems.push(typo(`Joueurs n° ${same + 1} et n° ${i + 1} : deux joueurs s’appellent « ${name} ».`));
      return;
    }
    const keys = [`=${nameKey(name)}`, `s${skeleton(name)}`, `l${skeleton(nameKey(name))}`];
    const alike = keys.map((k) => seen.get(k)).find((k) => k !== undefined);
    if (alike !== undefined) {
      const other = names[alike]!;
      problems.push(
        typo(
          `Joueurs n° ${alike + 1} et n° ${i + 1} : « ${shown(other)} » et « ${shown(name)} » se ressemblent à l’écran sans être le même nom (${firstDifference(other, name)}) ; changez l’un des deux.`,
        ),
      );
      return;
    }
    for (const k of keys) seen.set(k, i);
  });
  return problems;
}
