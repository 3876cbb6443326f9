/**
 * The one schema of everything Veilleur reads from outside or from its own
 * database: a saved game's setup and answers, an imported file, a scenario
 * (src/cli/scenario.ts). Written with valibot; each piece gives a French
 * message, and `frenchIssue` says where the first problem is (« Joueur n° 2 :
 * … »), so the MJ can tell a truncated file from a file of another app.
 *
 * Shape only, plus the meaning that needs no rule book: ids that are safe as
 * keys, names normalised (NFC, trimmed, no invisible character) before
 * duplicates are compared, notes and deals naming players of the game,
 * plausible dates. The ruleset's own checks and the replay come after
 * (`validateSaveFile`).
 */
import * as v from 'valibot';
import { isSafeId, normalizeName, PLAYER_NAME_MAX, tableNamesProblems, TITLE_MAX } from '../engine/names';
import { typo } from '../engine/french';
import type { Answer, GameSetup, Json } from '../engine/types';

/** The longest note (the note field stops there too, and `saveNote` refuses more). */
export const NOTE_MAX = 100_000;
/** A game longer than this is not one of ours. */
export const ANSWERS_MAX = 100_000;
const SEED_MAX = 1000;
const REASON_MAX = 2000;
/** The earliest creation date a game can have (Veilleur did not exist before). */
const EARLIEST = Date.UTC(2020, 0, 1);
/** A device's clock may run ahead of the one that imports: a year of slack. */
const AHEAD_MS = 366 * 24 * 3600 * 1000;

// ---------------------------------------------------------------------------
// JSON values (answers): finite numbers, no `__proto__` key, bounded depth.

function isJson(x: unknown, depth = 0): x is Json {
  if (depth > 64) return false;
  if (x === null || typeof x === 'boolean' || typeof x === 'string') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every((y) => isJson(y, depth + 1));
  if (typeof x !== 'object') return false;
  for (const [k, y] of Object.entries(x)) if (k === '__proto__' || !isJson(y, depth + 1)) return false;
  return true;
}

const jsonValue = v.custom<Json>(
  (x) => isJson(x),
  'Des données JSON simples attendues (nombres finis, pas de clé « __proto__ »).',
);

/** A plain JSON copy of anything a database row holds (`undefined` becomes null), to keep it as it was. */
export function jsonCopy(x: unknown): Json {
  try {
    return JSON.parse(JSON.stringify(x ?? null)) ?? null;
  } catch {
    return String(x);
  }
}

// ---------------------------------------------------------------------------
// Ids, names, texts.

const shortText = (x: unknown): string => {
  const s = String(x);
  return s.length > 20 ? `${s.slice(0, 20)}…` : s;
};

/** A player, role, step, option or action id: safe as a key (never « constructor », « __proto__ »…). */
export const idSchema = v.pipe(
  v.string('Identifiant illisible (un texte attendu).'),
  v.check(
    (s: string) => isSafeId(s),
    (issue) => `L’identifiant « ${shortText(issue.input)} » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).`,
  ),
);

/** A key of a record that must be an id (options, deal, notes). */
const idKey = v.pipe(
  v.string(),
  v.check(
    (s: string) => isSafeId(s),
    (issue) => `L’identifiant « ${shortText(issue.input)} » n’est pas utilisable (lettres, chiffres, « - » ou « _ »).`,
  ),
);

/** A text normalised like a name (NFC, trimmed, no invisible character), at most `max` characters. */
function normalised(max: number, what: string, empty?: string) {
  return v.pipe(
    v.string(`${what} est illisible.`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (empty !== undefined && dataset.value.trim() === '') return empty;
      const r = normalizeName(dataset.value, max, what);
      if (r.ok) return r.value;
      addIssue({ message: r.error });
      return NEVER;
    }),
  );
}

export const playerNameSchema = normalised(PLAYER_NAME_MAX, 'Le nom');
export const titleSchema = normalised(TITLE_MAX, 'Le titre de la partie', 'Partie sans titre');

const text = (max: number, unreadable: string, tooLong: string) =>
  v.pipe(v.string(unreadable), v.maxLength(max, `${tooLong} (${max.toLocaleString('fr-FR')} caractères au plus).`));

export const noteSchema = text(NOTE_MAX, 'La note est illisible.', 'La note est trop longue');

// ---------------------------------------------------------------------------
// Answers.

const rollsSchema = v.pipe(
  v.array(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    'Les dés saisis à la main sont illisibles.',
  ),
  v.maxLength(1000, 'Trop de dés saisis à la main.'),
);
const seqSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The longest line kept as an order's source, and the longest message kept whole beside it (a private message). */
export const SOURCE_LINE_MAX = 2000;
export const SOURCE_MESSAGE_MAX = 20_000;

/** Where an order was read (`AnswerSource`): shown on the book, never read by the engine. */
const sourceSchema = v.object(
  {
    line: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    text: v.pipe(v.string(), v.maxLength(SOURCE_LINE_MAX)),
    message: v.optional(v.pipe(v.string(), v.maxLength(SOURCE_MESSAGE_MAX))),
  },
  'Le message d’où un ordre a été lu est illisible.',
);

export const answerSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('answer'),
      step: idSchema,
      value: jsonValue,
      seq: v.optional(seqSchema),
      rolls: v.optional(rollsSchema),
      from: v.optional(sourceSchema),
    }),
    v.object({
      kind: v.literal('invoke'),
      action: idSchema,
      value: jsonValue,
      seq: v.optional(seqSchema),
      rolls: v.optional(rollsSchema),
    }),
  ],
  'Réponse illisible.',
);

export const answersSchema = v.pipe(
  v.array(answerSchema, 'La liste des réponses est illisible.'),
  v.maxLength(ANSWERS_MAX, 'Trop de réponses pour une partie Veilleur.'),
);

// ---------------------------------------------------------------------------
// The setup.

const playerSchema = v.object(
  { id: idSchema, name: playerNameSchema, pseudonym: v.optional(normalised(PLAYER_NAME_MAX, 'Le pseudonyme')) },
  'Joueur illisible.',
);

const optionValue = v.union(
  [v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite()), v.boolean()],
  'Valeur d’option illisible (texte, nombre ou oui/non).',
);

export const setupSchema = v.pipe(
  v.object(
    {
      rulesetId: idSchema,
      options: v.record(idKey, optionValue, 'Les options de la partie sont illisibles.'),
      players: v.pipe(
        v.array(playerSchema, 'La liste des joueurs est illisible.'),
        v.minLength(1, 'La liste des joueurs est vide.'),
        v.maxLength(100, 'Trop de joueurs pour une partie Veilleur.'),
      ),
      composition: v.pipe(
        v.array(idSchema, 'La composition (liste des rôles) est illisible.'),
        v.minLength(1, 'La composition (liste des rôles) est vide.'),
        v.maxLength(200, 'La composition compte trop de cartes.'),
      ),
      deal: v.optional(v.record(idKey, idSchema, 'La distribution des cartes est illisible.')),
      seed: v.pipe(
        v.string('La graine de la partie est illisible.'),
        v.minLength(1, 'La graine de la partie est vide.'),
        v.maxLength(SEED_MAX, 'La graine de la partie est trop longue.'),
      ),
      handDice: v.optional(v.boolean('Le choix des dés à la main est illisible.')),
    },
    'La configuration de la partie est illisible.',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const s = dataset.value;
    const ids = new Set<string>();
    s.players.forEach((p, i) => {
      if (ids.has(p.id)) addIssue({ message: `Joueur n° ${i + 1} : l’identifiant « ${p.id} » est déjà pris.` });
      ids.add(p.id);
    });
    // The same names, look-alikes and buttons' words the setup refuses (engine/names.ts).
    for (const message of tableNamesProblems(s.players.map((p) => p.name))) addIssue({ message });
    for (const pid of Object.keys(s.deal ?? {}))
      if (!ids.has(pid)) addIssue({ message: `La distribution nomme un joueur inconnu (« ${shortText(pid)} »).` });
  }),
);

// ---------------------------------------------------------------------------
// A saved game: its header, notes and the answers kept aside.

export const statusSchema = v.picklist(
  ['active', 'ended'],
  'L’état de la partie (en cours ou terminée) est illisible.',
);

const createdAtSchema = v.pipe(
  v.number('La date de création de la partie est illisible.'),
  v.integer('La date de création de la partie est illisible.'),
  v.check((t) => t >= EARLIEST && t <= Date.now() + AHEAD_MS, 'La date de création de la partie est impossible.'),
);

export const gameHeaderSchema = v.pipe(
  v.object(
    { title: titleSchema, rulesetId: idSchema, createdAt: createdAtSchema, status: statusSchema, setup: setupSchema },
    'La description de la partie est illisible.',
  ),
  v.check(
    (g) => g.setup.rulesetId === g.rulesetId,
    'Le jeu de règles de la partie ne correspond pas à sa configuration.',
  ),
);

export const notesSchema = v.object(
  { game: noteSchema, players: v.record(idKey, noteSchema, 'Les notes des joueurs sont illisibles.') },
  'Les notes de la partie sont illisibles.',
);

/** Answers the MJ gave that the game could not take (a replay stopped there), kept with the reason. */
export const asideSchema = v.object(
  {
    at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    from: v.pipe(v.number(), v.integer(), v.minValue(0)),
    reason: text(
      REASON_MAX,
      'La raison de la mise de côté est illisible.',
      'La raison de la mise de côté est trop longue',
    ),
    // Kept as they were (an unreadable one included): never replayed on their own.
    answers: v.pipe(v.array(jsonValue), v.maxLength(ANSWERS_MAX)),
  },
  'Des réponses mises de côté sont illisibles.',
);

export type AsideBatch = v.InferOutput<typeof asideSchema>;

// ---------------------------------------------------------------------------
// French messages: where the first problem is, then what it is.

type PathKey = string | number;

/** The fields a message names after the item it is in (« Réponse n° 12, numéro d’ordre (seq) : … »). */
const FIELDS: Readonly<Record<string, string>> = {
  seq: 'numéro d’ordre (seq)',
  rolls: 'dés saisis à la main (rolls)',
  value: 'valeur (value)',
  step: 'appel (step)',
  action: 'action (action)',
  kind: 'sorte (kind)',
  id: 'identifiant (id)',
  name: 'nom (name)',
  at: 'date (at)',
  from: 'position (from)',
  reason: 'raison (reason)',
  answers: 'réponses (answers)',
};

const ANSWER_FIELDS: ReadonlySet<PathKey> = new Set(['seq', 'rolls', 'value', 'step', 'action', 'kind']);

/** Where a path points, in French: the item (« Joueur n° 3 »), then the field inside it when there is one. */
function location(keys: readonly PathKey[], nameField: boolean): string | null {
  let where: string | null = null;
  /** Whether the key at `i` is a field of the item last named (so it can be named too). */
  let fieldAt = -1;
  for (let i = 0; i < keys.length - 1; i++) {
    const [k, next] = [keys[i], keys[i + 1]!];
    const up = keys[i - 1];
    let found: string | null = null;
    if (typeof next === 'number') {
      if (k === 'answers') found = up === undefined ? `Réponse n° ${next + 1}` : `Réponse mise de côté n° ${next + 1}`;
      else if (k === 'players') found = `Joueur n° ${next + 1}`;
      else if (k === 'composition') found = `Carte n° ${next + 1} de la composition`;
      else if (k === 'aside') found = `Mise de côté n° ${next + 1}`;
      else if (k === 'rolls') found = `${where ?? 'Réponse'}, dé n° ${next + 1} saisi à la main`;
    } else if (k === 'options') found = `Option « ${shortText(next)} »`;
    else if (k === 'deal') found = `Carte du joueur « ${shortText(next)} »`;
    else if (k === 'players' && up === 'notes') found = `La note du joueur « ${shortText(next)} »`;
    if (found !== null) {
      where = found;
      fieldAt = i + 2;
    }
  }
  // A single answer read on its own (the database's rows) starts at its fields.
  if (where === null && keys.length === 1 && ANSWER_FIELDS.has(keys[0]!)) fieldAt = 0;
  const field = nameField && fieldAt >= 0 && fieldAt < keys.length ? keys[fieldAt] : undefined;
  const label = typeof field === 'string' ? FIELDS[field] : undefined;
  if (label !== undefined && Object.prototype.hasOwnProperty.call(FIELDS, field as string))
    where = where === null ? label.charAt(0).toLocaleUpperCase('fr') + label.slice(1) : `${where}, ${label}`;
  // A bare id says which one it is.
  if (where === null && keys.at(-1) === 'rulesetId') where = 'Jeu de règles de la partie';
  return where;
}

/** valibot's `expected`, in French: « >=0 » is « au moins 0 », « number » is « un nombre »… */
function frenchExpected(issue: v.BaseIssue<unknown>): string | null {
  const e = issue.expected ?? '';
  const bound = /^(>=|<=)(-?\d+(?:\.\d+)?)$/.exec(e);
  const chars = issue.type === 'max_length' || issue.type === 'min_length' ? ' caractères' : '';
  if (bound) return `${bound[1] === '>=' ? 'au moins' : 'au plus'} ${bound[2]}${chars}`;
  const types: Record<string, string> = {
    number: 'un nombre',
    string: 'un texte',
    boolean: 'oui ou non (true ou false)',
    Array: 'une liste',
    Object: 'un objet',
  };
  if (issue.type === 'integer') return 'un nombre entier';
  if (Object.prototype.hasOwnProperty.call(types, e)) return types[e]!;
  return null;
}

/** What the value was, briefly (valibot's `received` is already printed: « -1 », « "x" », « null »). */
function frenchReceived(issue: v.BaseIssue<unknown>): string {
  const r = issue.received;
  if (r === 'undefined') return 'rien';
  return shortText(r);
}

/** valibot's default English message replaced by a French one that says what was expected. */
function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  const expected = frenchExpected(issue);
  return expected === null
    ? `Valeur illisible (reçu : ${frenchReceived(issue)}).`
    : `${expected} attendu, reçu ${frenchReceived(issue)}.`;
}

const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase('fr') + s.slice(1);

/** What a missing field is called (valibot reports a missing key with its object's message). */
const MISSING: Record<string, string> = {
  id: 'Identifiant manquant.',
  step: 'Identifiant de l’appel manquant.',
  action: 'Identifiant de l’action manquant.',
  kind: 'Sorte de réponse manquante.',
  value: 'Valeur manquante.',
  name: 'Nom manquant.',
  title: 'Le titre de la partie est manquant.',
  rulesetId: 'Le jeu de règles de la partie est manquant.',
  createdAt: 'La date de création de la partie est manquante.',
  status: 'L’état de la partie (en cours ou terminée) est manquant.',
  setup: 'La configuration de la partie est manquante.',
  options: 'Les options de la partie sont manquantes.',
  players: 'La liste des joueurs est manquante.',
  composition: 'La composition (liste des rôles) est manquante.',
  seed: 'La graine de la partie est manquante.',
  game: 'La description de la partie est manquante.',
  answers: 'La liste des réponses est manquante.',
  notes: 'Les notes de la partie sont manquantes.',
  exportedAt: 'La date d’export du fichier est manquante.',
};

/** The first issue, in French, with where it is (`missing` names the fields a file may lack). */
export function frenchIssue(
  issues: readonly v.BaseIssue<unknown>[],
  missing: Readonly<Record<string, string>> = MISSING,
): string {
  const issue = issues[0];
  if (!issue) return 'Contenu illisible.';
  const path = issue.path ?? [];
  // A path item's key is typed unknown: ours are strings (object keys) and numbers (array indexes).
  const keys = path.map((p) => (typeof p.key === 'number' ? p.key : String(p.key)));
  const last = path.at(-1);
  const missingKey = last?.origin === 'key' && issue.input === undefined ? String(last.key) : null;
  let message =
    missingKey !== null && Object.prototype.hasOwnProperty.call(missing, missingKey)
      ? missing[missingKey]!
      : issue.message;
  // valibot's default English message: never shown, replaced by ours, which says what was expected.
  if (/^Invalid /.test(message)) message = fallbackMessage(issue);
  // An answer of an unknown kind: say which kinds there are.
  else if (issue.type === 'variant' && keys.at(-1) === 'kind' && issue.expected)
    message = `${issue.expected
      .replace(/^\((.*)\)$/, '$1')
      .split(' | ')
      .join(' ou ')} attendu, reçu ${frenchReceived(issue)}.`;
  // A message that does not say which field it is about gets the field's name.
  const generic =
    /^Invalid /.test(issue.message) ||
    issue.type === 'variant' ||
    /^(Valeur|Identifiant) illisible|^Réponse illisible|^Des données JSON/.test(message);
  const where = location(keys, missingKey === null && generic);
  return typo(where ? `${where} : ${lowerFirst(message)}` : message);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parse with a schema, French message on failure. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  missing?: Readonly<Record<string, string>>,
): Parsed<v.InferOutput<S>> {
  const r = v.safeParse(schema, input, { abortEarly: true });
  return r.success ? { ok: true, value: r.output } : { ok: false, error: frenchIssue(r.issues, missing) };
}

// The schemas' outputs are the engine's types: a compile-time check that they stay so.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAnswer: Same<v.InferOutput<typeof answerSchema>, Answer> = true;
const sameSetup: Same<v.InferOutput<typeof setupSchema>, GameSetup> = true;
void sameAnswer;
void sameSetup;
