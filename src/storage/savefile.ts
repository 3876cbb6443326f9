/**
 * The export file format and its single gate: every imported file goes through
 * `validateSaveFile`, which parses, upgrades old formats, checks each field and
 * finally lets the engine replay the log (the injected `check`).
 */
import type { Answer, GameSetup, Result } from '../engine/types';
import { checkAnswers, checkGame, checkNotes, isRecord } from './savefile-shape';
import type { GameStatus } from './schema';

export const SAVE_FORMAT = 'veilleur-partie';
export const SAVE_FORMAT_VERSION = 1;
/** A long forum game is well under 1 MB; anything near this is not ours. */
export const MAX_SAVE_FILE_BYTES = 20 * 1024 * 1024;

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  formatVersion: typeof SAVE_FORMAT_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  game: { title: string; rulesetId: string; createdAt: number; status: GameStatus; setup: GameSetup };
  answers: Answer[];
  notes: { game: string; players: Record<string, string> };
}

/** Replays the log; returns the engine's French refusal, or null when the game is playable. */
export type SaveFileCheck = (setup: GameSetup, answers: Answer[]) => string | null;

/**
 * Bring a parsed file of an older format up to SAVE_FORMAT_VERSION, one step
 * at a time. Version 1 is the only format so far; when version 2 ships, add
 * `1: (raw) => ({ ...raw, formatVersion: 2, ... })` to UPGRADES.
 */
const UPGRADES: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {};

export function upgradeSaveFile(raw: Record<string, unknown>, from: number): Result<Record<string, unknown>> {
  let cur = raw;
  for (let v = from; v < SAVE_FORMAT_VERSION; v++) {
    const step = UPGRADES[v];
    if (!step) return { ok: false, error: `Ce fichier utilise un ancien format (format ${from}) que cette version de Veilleur ne sait plus lire.` };
    cur = step(cur);
  }
  return { ok: true, value: cur };
}

export function validateSaveFile(text: string, check: SaveFileCheck): Result<SaveFile> {
  // Each UTF-16 unit is at least one byte of the file: text.length is a lower bound of its size.
  if (text.length > MAX_SAVE_FILE_BYTES)
    return { ok: false, error: 'Ce fichier est trop volumineux (plus de 20 Mo) pour être une partie Veilleur.' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Ce fichier n’est pas du JSON lisible.' };
  }
  if (!isRecord(parsed) || parsed.format !== SAVE_FORMAT) return { ok: false, error: 'Ce fichier n’est pas une partie Veilleur.' };

  const version = parsed.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'Ce fichier n’est pas une partie Veilleur (version de format illisible).' };
  if (version > SAVE_FORMAT_VERSION)
    return {
      ok: false,
      error: `Ce fichier vient d’une version plus récente de Veilleur (format ${version}) : mettez l’application à jour.`,
    };
  const upgraded = upgradeSaveFile(parsed, version);
  if (!upgraded.ok) return upgraded;
  const raw = upgraded.value;

  if (typeof raw.exportedAt !== 'string') return { ok: false, error: 'La date d’export du fichier est illisible.' };
  const game = checkGame(raw.game);
  if (!game.ok) return game;
  const answers = checkAnswers(raw.answers);
  if (!answers.ok) return answers;
  const notes = checkNotes(raw.notes);
  if (!notes.ok) return notes;

  let refusal: string | null;
  try {
    refusal = check(game.value.setup, answers.value);
  } catch (err) {
    // The engine should refuse, not throw; still, a crash must read as a refusal.
    refusal = `Cette partie ne peut pas être rejouée (${err instanceof Error ? err.message : String(err)}).`;
  }
  if (refusal !== null) return { ok: false, error: refusal };

  return {
    ok: true,
    value: {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      exportedAt: raw.exportedAt,
      game: game.value,
      answers: answers.value,
      notes: notes.value,
    },
  };
}
