/**
 * Scenario files (docs/scenarios.md): a setup plus answers, written with
 * player names for readability. One validator turns them into engine input.
 */
import type { Answer, GameSetup, Json, Options, SetupPlayer } from '../engine';

export interface Scenario {
  setup: GameSetup;
  answers: Answer[];
}

type Raw = Record<string, unknown>;

function fail(message: string): never {
  throw new Error(message);
}

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Map player names to ids anywhere in a value (arrays, ballot keys and
 * values), and in the parts of an option value joined by « : » (`house:Hugo`,
 * `conversion:Ana`).
 */
function withIds(value: unknown, byName: Map<string, string>): Json {
  if (typeof value === 'string') return byName.get(value) ?? (value.includes(':') ? value.split(':').map((part) => byName.get(part) ?? part).join(':') : value);
  if (Array.isArray(value)) return value.map((v) => withIds(v, byName));
  if (isObject(value)) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[byName.get(k) ?? k] = withIds(v, byName);
    return out;
  }
  return value as Json;
}

export function parseScenario(text: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    fail('Le scénario n’est pas du JSON lisible.');
  }
  if (!isObject(raw)) fail('Le scénario doit être un objet JSON.');
  const ruleset = raw.ruleset;
  if (typeof ruleset !== 'string') fail('Champ « ruleset » manquant.');
  if (!Array.isArray(raw.players) || raw.players.length === 0) fail('Champ « players » manquant (liste de noms).');
  const players: SetupPlayer[] = raw.players.map((p, i) => {
    if (typeof p === 'string') return { id: `p${i + 1}`, name: p };
    if (isObject(p) && typeof p.id === 'string' && typeof p.name === 'string') return { id: p.id, name: p.name };
    return fail(`Joueur n° ${i + 1} illisible.`);
  });
  const byName = new Map(players.map((p) => [p.name, p.id]));
  if (!Array.isArray(raw.composition) || !raw.composition.every((r) => typeof r === 'string')) {
    fail('Champ « composition » manquant (liste de rôles).');
  }
  const options = (raw.options ?? {}) as Options;
  if (!isObject(options)) fail('Le champ « options » doit être un objet.');
  let deal: Record<string, string> | undefined;
  if (raw.deal !== undefined) {
    if (!isObject(raw.deal)) fail('Le champ « deal » doit associer chaque joueur à sa carte.');
    deal = {};
    for (const [who, role] of Object.entries(raw.deal)) {
      if (typeof role !== 'string') fail(`Carte de « ${who} » illisible.`);
      deal[byName.get(who) ?? who] = role;
    }
  }
  const answers: Answer[] = (Array.isArray(raw.answers) ? raw.answers : fail('Champ « answers » manquant.')).map((a, i) => {
    if (!isObject(a)) fail(`Réponse n° ${i + 1} illisible.`);
    const value = withIds(a.value ?? null, byName);
    if (typeof a.step === 'string') return { kind: 'answer', step: a.step, value };
    if (typeof a.invoke === 'string') return { kind: 'invoke', action: a.invoke, value };
    return fail(`Réponse n° ${i + 1} : indiquez « step » (l’appel) ou « invoke » (une action).`);
  });
  const setup: GameSetup = {
    rulesetId: ruleset,
    options,
    players,
    composition: raw.composition as string[],
    seed: typeof raw.seed === 'string' ? raw.seed : 'scenario',
    ...(deal ? { deal } : {}),
  };
  return { setup, answers };
}
