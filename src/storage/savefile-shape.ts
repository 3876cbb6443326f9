/**
 * Field-by-field checks of an imported file. Each checker returns a clean copy
 * (unknown keys dropped) or a French message saying what is wrong and where,
 * so the MJ can tell a truncated file from a file of another app.
 */
import type { Answer, GameSetup, Json, Options, SetupPlayer } from '../engine/types';
import type { GameStatus } from './schema';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (error: string): Checked<never> => ({ ok: false, error });

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isText = (v: unknown, max = 10_000): v is string => typeof v === 'string' && v.length <= max;
/** `__proto__` is refused: as a record key it would set a prototype instead of a field. */
const isId = (v: unknown): v is string => isText(v, 200) && v.trim() !== '' && v !== '__proto__';

/** JSON.parse only yields JSON, but a number may be non-finite after our own upgrades; stay strict. */
function isJson(v: unknown, depth = 0): v is Json {
  if (depth > 64) return false;
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJson(x, depth + 1));
  if (isRecord(v)) return Object.values(v).every((x) => isJson(x, depth + 1));
  return false;
}

export function checkAnswer(v: unknown, index: number): Checked<Answer> {
  const bad = fail(`Réponse n° ${index + 1} illisible.`);
  if (!isRecord(v) || !('value' in v) || !isJson(v.value)) return bad;
  if (v.kind === 'answer' && isId(v.step)) return ok({ kind: 'answer', step: v.step, value: v.value });
  if (v.kind === 'invoke' && isId(v.action)) return ok({ kind: 'invoke', action: v.action, value: v.value });
  return bad;
}

export function checkAnswers(v: unknown): Checked<Answer[]> {
  if (!Array.isArray(v)) return fail('La liste des réponses est illisible.');
  const out: Answer[] = [];
  for (let i = 0; i < v.length; i++) {
    const a = checkAnswer(v[i], i);
    if (!a.ok) return a;
    out.push(a.value);
  }
  return ok(out);
}

function checkPlayers(v: unknown): Checked<SetupPlayer[]> {
  if (!Array.isArray(v) || v.length === 0) return fail('La liste des joueurs est illisible.');
  const out: SetupPlayer[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const p: unknown = v[i];
    if (!isRecord(p) || !isId(p.id)) return fail(`Joueur n° ${i + 1} illisible : identifiant manquant.`);
    if (!isText(p.name, 200)) return fail(`Joueur n° ${i + 1} illisible : nom manquant.`);
    if (seen.has(p.id)) return fail(`Joueur n° ${i + 1} : l’identifiant « ${p.id} » est déjà pris.`);
    seen.add(p.id);
    out.push({ id: p.id, name: p.name });
  }
  return ok(out);
}

function checkOptions(v: unknown): Checked<Options> {
  if (!isRecord(v)) return fail('Les options de la partie sont illisibles.');
  const out: Options = {};
  for (const [k, x] of Object.entries(v)) {
    if (!isId(k)) return fail(`Option « ${k} » illisible.`);
    if (typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x))) out[k] = x;
    else return fail(`Option « ${k} » illisible.`);
  }
  return ok(out);
}

export function checkSetup(v: unknown): Checked<GameSetup> {
  if (!isRecord(v)) return fail('La configuration de la partie est illisible.');
  if (!isId(v.rulesetId)) return fail('Le jeu de règles de la partie est illisible.');
  const options = checkOptions(v.options);
  if (!options.ok) return options;
  const players = checkPlayers(v.players);
  if (!players.ok) return players;
  if (!Array.isArray(v.composition) || v.composition.length === 0 || !v.composition.every(isId))
    return fail('La composition (liste des rôles) est illisible.');
  if (!isText(v.seed, 1000)) return fail('La graine de la partie est illisible.');
  const setup: GameSetup = {
    rulesetId: v.rulesetId,
    options: options.value,
    players: players.value,
    composition: [...v.composition],
    seed: v.seed,
  };
  if (v.deal !== undefined) {
    if (!isRecord(v.deal)) return fail('La distribution des cartes est illisible.');
    const ids = new Set(players.value.map((p) => p.id));
    const deal: Record<string, string> = {};
    for (const [pid, role] of Object.entries(v.deal)) {
      if (!ids.has(pid)) return fail(`La distribution nomme un joueur inconnu (« ${pid} »).`);
      if (!isId(role)) return fail(`Carte illisible pour le joueur « ${pid} ».`);
      deal[pid] = role;
    }
    setup.deal = deal;
  }
  return ok(setup);
}

export interface GameHeader {
  title: string;
  rulesetId: string;
  createdAt: number;
  status: GameStatus;
  setup: GameSetup;
}

export function checkGame(v: unknown): Checked<GameHeader> {
  if (!isRecord(v)) return fail('La description de la partie est illisible.');
  if (!isText(v.title, 200)) return fail('Le titre de la partie est illisible.');
  if (!isId(v.rulesetId)) return fail('Le jeu de règles de la partie est illisible.');
  if (typeof v.createdAt !== 'number' || !Number.isFinite(v.createdAt) || v.createdAt < 0)
    return fail('La date de création de la partie est illisible.');
  if (v.status !== 'active' && v.status !== 'ended') return fail('L’état de la partie (en cours ou terminée) est illisible.');
  const setup = checkSetup(v.setup);
  if (!setup.ok) return setup;
  if (setup.value.rulesetId !== v.rulesetId) return fail('Le jeu de règles de la partie ne correspond pas à sa configuration.');
  return ok({ title: v.title, rulesetId: v.rulesetId, createdAt: v.createdAt, status: v.status, setup: setup.value });
}

export function checkNotes(v: unknown): Checked<{ game: string; players: Record<string, string> }> {
  if (!isRecord(v) || !isText(v.game, 1_000_000) || !isRecord(v.players)) return fail('Les notes de la partie sont illisibles.');
  const players: Record<string, string> = {};
  for (const [pid, text] of Object.entries(v.players)) {
    if (!isId(pid) || !isText(text, 1_000_000)) return fail(`La note du joueur « ${pid} » est illisible.`);
    players[pid] = text;
  }
  return ok({ game: v.game, players });
}
