/**
 * Scenario files (docs/scenarios.md): a setup plus answers, written with
 * player names for readability. Their own layout is read with a small
 * schema; once names are turned into ids, the setup and the answers go
 * through the very schema of saved games and imports (src/storage), so a
 * scenario, a backup and the database accept the same things.
 */
import * as v from 'valibot';
import type { Answer, GameSetup } from '../engine';
import { answersSchema, parseWith, setupSchema } from '../storage/savefile-schema';

export interface Scenario {
  setup: GameSetup;
  answers: Answer[];
}

const playerEntry = v.union(
  [v.string(), v.object({ id: v.string(), name: v.string(), pseudonym: v.optional(v.string()) })],
  'Joueur illisible : un nom, ou { "id", "name", "pseudonym" }.',
);

const scenarioAnswer = v.union(
  [
    v.object({ step: v.string(), value: v.optional(v.unknown()) }),
    v.object({ invoke: v.string(), value: v.optional(v.unknown()) }),
  ],
  'Indiquez « step » (l’appel) ou « invoke » (une action).',
);

const scenarioSchema = v.object(
  {
    ruleset: v.string('Champ « ruleset » manquant.'),
    options: v.optional(v.record(v.string(), v.unknown(), 'Le champ « options » doit être un objet.'), {}),
    players: v.pipe(
      v.array(playerEntry, 'Champ « players » manquant (liste de noms).'),
      v.minLength(1, 'Champ « players » manquant (liste de noms).'),
    ),
    composition: v.array(v.string(), 'Champ « composition » manquant (liste de rôles).'),
    deal: v.optional(v.record(v.string(), v.string(), 'Le champ « deal » doit associer chaque joueur à sa carte.')),
    seed: v.optional(v.string(), 'scenario'),
    answers: v.array(scenarioAnswer, 'Champ « answers » manquant.'),
  },
  'Le scénario doit être un objet JSON.',
);

/** Once names are ids: the setup and answers of a saved game. */
const gameSchema = v.object({ setup: setupSchema, answers: answersSchema });

/** The scenario's own fields, when one is missing. */
const MISSING_FIELD: Record<string, string> = {
  ruleset: 'Champ « ruleset » manquant.',
  players: 'Champ « players » manquant (liste de noms).',
  composition: 'Champ « composition » manquant (liste de rôles).',
  answers: 'Champ « answers » manquant.',
};

/**
 * Map player names to ids anywhere in a value (arrays, ballot keys and
 * values), and in the parts of an option value joined by « : » (`house:Hugo`,
 * `conversion:Ana`). Objects are rebuilt from entries, so no key can reach a
 * prototype; what is not JSON is left for the schema to refuse.
 */
function withIds(value: unknown, byName: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string')
    return (
      byName.get(value) ??
      (value.includes(':')
        ? value
            .split(':')
            .map((part) => byName.get(part) ?? part)
            .join(':')
        : value)
    );
  if (Array.isArray(value)) return value.map((x) => withIds(x, byName));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [byName.get(k) ?? k, withIds(x, byName)]));
  return value;
}

function orThrow<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export function parseScenario(text: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('Le scénario n’est pas du JSON lisible.');
  }
  const s = orThrow(parseWith(scenarioSchema, raw, MISSING_FIELD));
  const players = s.players.map((p, i) => (typeof p === 'string' ? { id: `p${i + 1}`, name: p } : p));
  const byName = new Map(players.map((p) => [p.name, p.id]));
  const deal =
    s.deal && Object.fromEntries(Object.entries(s.deal).map(([who, role]) => [byName.get(who) ?? who, role]));
  const answers = s.answers.map((a) => {
    const value = withIds(a.value ?? null, byName);
    return 'step' in a ? { kind: 'answer', step: a.step, value } : { kind: 'invoke', action: a.invoke, value };
  });
  const setup = {
    rulesetId: s.ruleset,
    options: s.options,
    players,
    composition: s.composition,
    seed: s.seed,
    ...(deal ? { deal } : {}),
  };
  return orThrow(parseWith(gameSchema, { setup, answers }));
}
