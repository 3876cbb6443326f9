/**
 * Generic checks of a game setup (French reasons), and option defaults.
 */
import { typo } from './french';
import type { AnyRuleset, OptionDef, RoleDef } from './ruleset';
import { own } from './lookup';
import { idProblem, normalizeName, PLAYER_NAME_MAX, tableNamesProblems } from './names';
import type { GameSetup, Options, Result, SetupPlayer } from './types';

/** Fill unset options with their defaults and refuse unknown or ill-typed ones. */
/**
 * The last options normalized, as given (keys and values) and as accepted: a
 * run of simulated games starts every game with the same options. Compared
 * by content; each caller gets a record of its own.
 */
let lastOptions: { rules: AnyRuleset; given: [string, unknown][]; value: Options } | null = null;

function sameOptions(given: readonly [string, unknown][], options: Options): boolean {
  let n = 0;
  for (const k in options) {
    if (!key(options, k)) continue;
    const at = given[n++];
    if (at === undefined || at[0] !== k || !Object.is(at[1], options[k])) return false;
  }
  return n === given.length;
}

export function normalizeOptions(rules: AnyRuleset, options: Options): Result<Options> {
  const last = lastOptions;
  if (last !== null && last.rules === rules && sameOptions(last.given, options))
    return { ok: true, value: { ...last.value } };
  const given = Object.entries(options);
  const checked = checkOptions(rules, options);
  lastOptions = checked.ok ? { rules, given, value: { ...checked.value } } : null;
  return checked;
}

function checkOptions(rules: AnyRuleset, options: Options): Result<Options> {
  const out: Options = {};
  for (const key of Object.keys(options)) {
    if (!rules.options.some((o) => o.id === key)) return { ok: false, error: `Option inconnue : « ${key} ».` };
  }
  for (const def of rules.options) {
    const v = key(options, def.id) ? options[def.id]! : def.default;
    if (def.type === 'boolean' && typeof v !== 'boolean') {
      return { ok: false, error: `L’option « ${def.label} » attend oui ou non.` };
    }
    if (def.type === 'number' && !wholeInBounds(def, v)) return { ok: false, error: wholeNumberError(def) };
    if (def.type === 'choice' && !def.choices?.some((c) => c.value === v)) {
      return { ok: false, error: `Valeur inconnue pour l’option « ${def.label} » : « ${String(v)} ».` };
    }
    out[def.id] = v;
  }
  return { ok: true, value: out };
}

/** A number option's value: a whole number within its bounds (1.5 coins or henchmen break a game). */
function wholeInBounds(def: OptionDef, v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isInteger(v) &&
    (def.min === undefined || v >= def.min) &&
    (def.max === undefined || v <= def.max)
  );
}

/** « Pièces de chaque joueur au départ : un nombre entier de 0 à 20 est attendu. » */
export function wholeNumberError(def: OptionDef): string {
  const range =
    def.min !== undefined && def.max !== undefined
      ? ` de ${def.min} à ${def.max}`
      : def.min !== undefined
        ? ` d’au moins ${def.min}`
        : def.max !== undefined
          ? ` d’au plus ${def.max}`
          : '';
  return `${def.label}\u00a0: un nombre entier${range} est attendu.`;
}

/**
 * A number option typed as text (the setup form, the CLI): digits only, with
 * a leading minus at most, so « 1,5 », « 1.5 », « 1e1 », « 0x10 » or nothing
 * are refused rather than read as 15, 1.5, 10, 16 or 0.
 */
export function parseWholeOption(def: OptionDef, text: string): Result<number> {
  const t = text.trim();
  const n = /^[-\u2212]?\d{1,9}$/.test(t) ? Number(t.replace('\u2212', '-')) : NaN;
  return wholeInBounds(def, n) ? { ok: true, value: n } : { ok: false, error: wholeNumberError(def) };
}

function key(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

function counts(list: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of list) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/**
 * Each ruleset's cards by id (the first card of an id, as a search of the
 * list finds it), per list of cards: every game started checks its
 * composition and writes its deal with them, and a book of a hundred cards
 * was searched once per card.
 */
const CARDS = new WeakMap<readonly RoleDef[], { size: number; byId: Map<string, RoleDef> }>();

/** The ruleset's card of id `id`, if any. */
function cardOf(rules: AnyRuleset, id: string): RoleDef | undefined {
  const roles = rules.roles;
  let known = CARDS.get(roles);
  // A list grown since (none is, but a ruleset's list is a plain array) is indexed again.
  if (known === undefined || known.size !== roles.length) {
    const byId = new Map<string, RoleDef>();
    for (const r of roles) if (!byId.has(r.id)) byId.set(r.id, r);
    known = { size: roles.length, byId };
    CARDS.set(roles, known);
  }
  return known.byId.get(id);
}

export function roleName(rules: AnyRuleset, id: string): string {
  return cardOf(rules, id)?.name ?? id;
}

interface CheckedPlayers {
  ids: ReadonlySet<string>;
  players: readonly SetupPlayer[];
}

/**
 * The last table of players checked (each seat's id and name as given), and
 * what the check gave: a run of simulated games checks the same table for
 * every game. Compared seat by seat, by content (a caller may build its list
 * anew, or change it in place, between two setups): the check is a function
 * of the ids, names and pseudonyms alone.
 */
let checkedIds: unknown[] = [];
let checkedNames: unknown[] = [];
let checkedPseudonyms: unknown[] = [];
let checkedTable: CheckedPlayers | null = null;

function sameTable(players: readonly SetupPlayer[]): boolean {
  if (checkedTable === null || players.length !== checkedIds.length) return false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.id !== checkedIds[i] || p.name !== checkedNames[i] || p.pseudonym !== checkedPseudonyms[i]) return false;
  }
  return true;
}

/** Every player has a safe id of its own and a name no other player has; the players with their names normalised. */
function checkPlayers(given: readonly SetupPlayer[]): Result<CheckedPlayers> {
  if (sameTable(given)) return { ok: true, value: checkedTable! };
  const ids = new Set<string>();
  const players: SetupPlayer[] = [];
  for (const [i, p] of given.entries()) {
    if (typeof p.id !== 'string' || p.id === '')
      return { ok: false, error: 'Chaque joueur doit avoir un identifiant.' };
    const badId = idProblem(p.id, `Joueur n° ${i + 1}`);
    if (badId) return { ok: false, error: badId };
    if (ids.has(p.id)) return { ok: false, error: `Identifiant de joueur en double : « ${p.id} ».` };
    ids.add(p.id);
    if (typeof p.name !== 'string' || p.name.trim() === '')
      return { ok: false, error: 'Chaque joueur doit avoir un nom.' };
    // Normalised before duplicates are compared: « Chloé » typed twice, once decomposed, is one name.
    const name = normalizeName(p.name, PLAYER_NAME_MAX, `Le nom du joueur n° ${i + 1}`);
    if (!name.ok) return name;
    // The forum pseudonym, when given, is normalised like a name (an empty one is none).
    const pseudonym =
      typeof p.pseudonym === 'string' && p.pseudonym.trim() !== ''
        ? normalizeName(p.pseudonym, PLAYER_NAME_MAX, `Le pseudonyme du joueur n° ${i + 1}`)
        : null;
    if (pseudonym && !pseudonym.ok) return pseudonym;
    players.push(Object.freeze({ id: p.id, name: name.value, ...(pseudonym ? { pseudonym: pseudonym.value } : {}) }));
  }
  // Names that are the same, look the same, or are a button's word (names.ts).
  const clash = tableNamesProblems(players.map((p) => p.name))[0];
  if (clash) return { ok: false, error: clash };
  checkedIds = given.map((p) => p.id);
  checkedNames = given.map((p) => p.name);
  checkedPseudonyms = given.map((p) => p.pseudonym);
  checkedTable = { ids, players };
  return { ok: true, value: checkedTable };
}

/**
 * Validate a setup against a ruleset; returns the setup with options normalized.
 * The refusal goes out in French typography (the setup form shows it as is), the
 * ruleset's own checks' too.
 */
export function checkSetup(rules: AnyRuleset, setup: GameSetup): Result<GameSetup> {
  const checked = checkSetupAsWritten(rules, setup);
  return checked.ok ? checked : { ok: false, error: typo(checked.error) };
}

function checkSetupAsWritten(rules: AnyRuleset, setup: GameSetup): Result<GameSetup> {
  if (setup.rulesetId !== rules.id) {
    return { ok: false, error: `Cette partie utilise les règles « ${setup.rulesetId} », pas « ${rules.id} ».` };
  }
  const n = setup.players.length;
  if (n < rules.minPlayers || n > rules.maxPlayers) {
    return {
      ok: false,
      error: `${rules.name} se joue de ${rules.minPlayers} à ${rules.maxPlayers} joueurs (ici ${n}).`,
    };
  }
  const table = checkPlayers(setup.players);
  if (!table.ok) return table;
  const { ids } = table.value;
  // A list of its own for each setup (the checked players, shared, are plain strings in frozen-safe records).
  const players = table.value.players.slice();
  if (typeof setup.seed !== 'string' || setup.seed === '') return { ok: false, error: 'La graine du hasard est vide.' };
  const opts = normalizeOptions(rules, setup.options ?? {});
  if (!opts.ok) return opts;

  for (const role of setup.composition) {
    if (cardOf(rules, role) === undefined) return { ok: false, error: `Rôle inconnu : « ${role} ».` };
  }
  for (const [role, count] of counts(setup.composition)) {
    const max = cardOf(rules, role)!.max ?? 1;
    if (count > max) {
      return { ok: false, error: `${roleName(rules, role)} : ${count} cartes, au plus ${max}.` };
    }
  }
  const spare = rules.spareCards?.(setup.composition) ?? 0;
  if (setup.composition.length !== n + spare) {
    const extra = spare > 0 ? ` (dont ${spare} cartes en plus)` : '';
    return {
      ok: false,
      error: `La composition compte ${setup.composition.length} cartes ; il en faut ${n + spare}${extra}.`,
    };
  }
  if (setup.deal) {
    const left = counts(setup.composition);
    for (const p of setup.players) {
      const role = own(setup.deal, p.id);
      if (!role) return { ok: false, error: `Aucune carte n’est attribuée à ${p.name}.` };
      const c = left.get(role) ?? 0;
      if (c === 0)
        return {
          ok: false,
          error: `La carte ${roleName(rules, role)} de ${p.name} n’est pas dans la composition (ou déjà distribuée).`,
        };
      left.set(role, c - 1);
    }
    for (const key of Object.keys(setup.deal)) {
      if (!ids.has(key)) return { ok: false, error: `Carte attribuée à un joueur inconnu : « ${key} ».` };
    }
  }
  const normalized: GameSetup = { ...setup, players, options: opts.value };
  const extra = rules.validateSetup?.(normalized);
  if (extra) return { ok: false, error: extra };
  return { ok: true, value: normalized };
}
