/**
 * The export file format and its single gate: every imported file goes through
 * `validateSaveFile`, which parses, upgrades old formats, checks the file
 * against the schema (savefile-schema.ts) and finally lets the engine replay
 * the log (the injected `check`), which also says whether the game is over.
 */
import * as v from 'valibot';
import { typo } from '../engine/french';
import { isRecord } from '../engine/is-object';
import type { Answer, GameSetup, Result } from '../engine/types';
import type { GameNotes } from './notes';
import {
  answersSchema,
  asideSchema,
  gameHeaderSchema,
  notesSchema,
  parseWith,
  type AsideBatch,
} from './savefile-schema';
import { savedOddsSchema, type SavedOdds } from './odds-schema';
import type { GameStatus } from './schema';

export const SAVE_FORMAT = 'veilleur-partie';
/** 2: the answers kept aside travel with the game. */
export const SAVE_FORMAT_VERSION = 2;
/** A long forum game with long notes is well under this; anything above is not ours. */
export const MAX_SAVE_FILE_BYTES = 20 * 1024 * 1024;

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  formatVersion: typeof SAVE_FORMAT_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  game: { title: string; rulesetId: string; createdAt: number; status: GameStatus; setup: GameSetup };
  answers: Answer[];
  notes: GameNotes;
  aside: AsideBatch[];
  /**
   * The odds kept with the game (issue 24; optional, format 2 still): checked
   * for shape on import, then kept only where their keys match the answers.
   */
  odds?: SavedOdds;
}

/** What the replay tells of a game: over or not, and the home list's line. */
export interface Replayed {
  status: GameStatus;
  summary: string;
}

/** Replays the log; the engine's French refusal, or what the game is now. */
export type SaveFileCheck = (setup: GameSetup, answers: Answer[]) => Result<Replayed>;

/**
 * Bring a parsed file of an older format up to SAVE_FORMAT_VERSION, one step
 * at a time.
 */
/** The file's own problems read with French typography; the engine's refusals are passed on as they come. */
const no = (error: string): { ok: false; error: string } => ({ ok: false, error: typo(error) });

const UPGRADES: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {
  1: (raw) => ({ ...raw, formatVersion: 2, aside: [] }),
};

export function upgradeSaveFile(raw: Record<string, unknown>, from: number): Result<Record<string, unknown>> {
  let cur = raw;
  for (let n = from; n < SAVE_FORMAT_VERSION; n++) {
    const step = Object.prototype.hasOwnProperty.call(UPGRADES, n) ? UPGRADES[n] : undefined;
    if (!step)
      return no(
        `Ce fichier utilise un ancien format (format ${from}) que cette version de Veilleur ne sait plus lire.`,
      );
    cur = step(cur);
  }
  return { ok: true, value: cur };
}

const fileSchema = v.pipe(
  v.object({
    exportedAt: v.pipe(
      v.string('La date d’export du fichier est illisible.'),
      v.maxLength(64, 'La date d’export du fichier est illisible.'),
      v.check((t) => !Number.isNaN(Date.parse(t)), 'La date d’export du fichier est illisible.'),
    ),
    game: gameHeaderSchema,
    answers: answersSchema,
    notes: notesSchema,
    aside: v.optional(
      v.pipe(v.array(asideSchema, 'Les réponses mises de côté sont illisibles.'), v.maxLength(1000)),
      [],
    ),
    odds: v.optional(savedOddsSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const ids = new Set(dataset.value.game.setup.players.map((p) => p.id));
    for (const pid of Object.keys(dataset.value.notes.players))
      if (!ids.has(pid))
        addIssue({
          message: `Une note vise un joueur qui n’est pas dans la partie (« ${pid.length > 20 ? `${pid.slice(0, 20)}…` : pid} »).`,
        });
  }),
);

/** The file, checked and replayed: ready to store, with its summary line. */
export interface ValidSave {
  file: SaveFile;
  summary: string;
}

export function validateSaveFile(text: string, check: SaveFileCheck): Result<ValidSave> {
  // Each UTF-16 unit is at least one byte of the file: text.length is a lower bound of its size.
  if (text.length > MAX_SAVE_FILE_BYTES)
    return no('Ce fichier est trop volumineux (plus de 20 Mo) pour être une partie Veilleur.');

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return no('Ce fichier n’est pas du JSON lisible.');
  }
  if (!isRecord(parsed) || parsed.format !== SAVE_FORMAT) return no('Ce fichier n’est pas une partie Veilleur.');

  const version = parsed.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return no('Ce fichier n’est pas une partie Veilleur (version de format illisible).');
  if (version > SAVE_FORMAT_VERSION)
    return no(
      `Ce fichier vient d’une version plus récente de Veilleur (format ${version}) : mettez l’application à jour.`,
    );
  const upgraded = upgradeSaveFile(parsed, version);
  if (!upgraded.ok) return upgraded;

  const body = parseWith(fileSchema, upgraded.value);
  if (!body.ok) return body;
  const { exportedAt, game, answers, notes, aside, odds } = body.value;

  let replayed: Result<Replayed>;
  try {
    replayed = check(game.setup, answers);
  } catch (err) {
    // The engine should refuse, not throw; still, a crash must read as a refusal.
    replayed = {
      ok: false,
      error: `Cette partie ne peut pas être rejouée (${err instanceof Error ? err.message : String(err)}).`,
    };
  }
  if (!replayed.ok) return replayed;

  return {
    ok: true,
    value: {
      // Whether the game is over is the replay's answer, not the file's claim.
      file: {
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        exportedAt,
        game: { ...game, status: replayed.value.status },
        answers,
        notes,
        aside,
        ...(odds ? { odds } : {}),
      },
      summary: replayed.value.summary,
    },
  };
}
