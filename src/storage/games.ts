/**
 * The games repository. Each mutation is one read-write transaction whose
 * promise settles only once IndexedDB reports the commit, so "resolved" means
 * "on disk". Every failure surfaces as a StorageError with a French message.
 */
import type { Answer, GameSetup, GameState } from '../engine/types';
import { now } from './clock';
import { getDB } from './db';
import { StorageError, guard } from './errors';
import { gameRange } from './keys';
import { MSG_GAME_MISSING } from './messages';
import type { GameStatus, StoredGame } from './schema';

export interface GamePatch {
  summary?: string;
  status?: GameStatus;
}

export interface LoadedGame {
  game: StoredGame;
  answers: Answer[];
  /** The latest snapshot usable for these answers, to hand to the engine's `resume`. */
  snapshot?: { seq: number; state: GameState };
}

export interface GameNotes {
  game: string;
  players: Record<string, string>;
}

/** How many snapshots to keep per game: the latest, plus one in case it is behind an undo. */
export const SNAPSHOTS_KEPT = 2;

const UNTITLED = 'Partie sans titre';

function missing(): StorageError {
  return new StorageError(MSG_GAME_MISSING, 'not-found');
}

/** Only the fields actually given: Dexie's update would otherwise erase a key set to undefined. */
function patchFields(patch: GamePatch): Partial<StoredGame> {
  const out: Partial<StoredGame> = {};
  if (patch.summary !== undefined) out.summary = patch.summary;
  if (patch.status !== undefined) out.status = patch.status;
  return out;
}

export function cleanTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ') || UNTITLED;
}

export async function createStoredGame(setup: GameSetup, title: string, summary: string): Promise<string> {
  const db = getDB();
  const id = crypto.randomUUID();
  const at = now();
  await guard(() =>
    db.games.add({
      id,
      title: cleanTitle(title),
      rulesetId: setup.rulesetId,
      createdAt: at,
      updatedAt: at,
      status: 'active',
      setup,
      answerCount: 0,
      summary,
    }),
  );
  return id;
}

/**
 * Append the answer number `seq` (0-based). Refused unless `seq` is exactly the
 * stored count: a double tap or a second tab playing the same game would
 * otherwise fork the log.
 */
export async function appendAnswer(gameId: string, seq: number, answer: Answer, patch: GamePatch = {}): Promise<void> {
  const db = getDB();
  await guard(() =>
    db.transaction('rw', db.games, db.answers, async () => {
      const game = await db.games.get(gameId);
      if (!game) throw missing();
      if (seq !== game.answerCount)
        throw new StorageError(
          `Réponse non enregistrée : la partie en compte déjà ${game.answerCount}, celle-ci porte le n° ${seq + 1}. ` +
            'Elle a peut-être été jouée dans un autre onglet : rechargez la page.',
          'conflict',
        );
      const at = now();
      await db.answers.add({ gameId, seq, answer, at });
      await db.games.update(gameId, { ...patchFields(patch), answerCount: seq + 1, updatedAt: at });
    }),
  );
}

/** Undo: keep the first `keep` answers, drop the rest and the snapshots taken after them. */
export async function truncateAnswers(gameId: string, keep: number, patch: GamePatch = {}): Promise<void> {
  const db = getDB();
  await guard(() =>
    db.transaction('rw', db.games, db.answers, db.snapshots, async () => {
      const game = await db.games.get(gameId);
      if (!game) throw missing();
      if (!Number.isInteger(keep) || keep < 0 || keep > game.answerCount)
        throw new StorageError(
          `Impossible d’annuler jusqu’à la réponse n° ${keep} : la partie n’en compte que ${game.answerCount}.`,
          'invalid',
        );
      await gameRange(db.answers, gameId, keep).delete();
      await gameRange(db.snapshots, gameId, keep + 1).delete();
      await db.games.update(gameId, { ...patchFields(patch), answerCount: keep, updatedAt: now() });
    }),
  );
}

/**
 * Store the state after `seq` answers and prune older snapshots. Returns false
 * (and stores nothing) when the log is shorter than `seq`, i.e. an undo raced
 * the snapshot: it would describe answers that no longer exist.
 */
export async function saveSnapshot(gameId: string, seq: number, state: GameState): Promise<boolean> {
  if (state.seq !== seq)
    throw new StorageError(`Instantané incohérent : état après ${state.seq} réponses, annoncé après ${seq}.`, 'invalid');
  const db = getDB();
  return guard(() =>
    db.transaction('rw', db.games, db.snapshots, async () => {
      const game = await db.games.get(gameId);
      if (!game || seq > game.answerCount) return false;
      await db.snapshots.put({ gameId, seq, state });
      const keys = await gameRange(db.snapshots, gameId).primaryKeys();
      if (keys.length > SNAPSHOTS_KEPT) await db.snapshots.bulkDelete(keys.slice(0, keys.length - SNAPSHOTS_KEPT));
      return true;
    }),
  );
}

/** The most advanced snapshot taken after at most `maxSeq` answers. */
export async function latestSnapshot(gameId: string, maxSeq: number): Promise<{ seq: number; state: GameState } | undefined> {
  const db = getDB();
  const snap = await guard(() => gameRange(db.snapshots, gameId, 0, maxSeq).last());
  return snap && { seq: snap.seq, state: snap.state };
}

/** A game with its whole log in order, or null when it does not exist. */
export async function loadStoredGame(id: string): Promise<LoadedGame | null> {
  const db = getDB();
  return guard(() =>
    db.transaction('r', db.games, db.answers, db.snapshots, async () => {
      const game = await db.games.get(id);
      if (!game) return null;
      const rows = await gameRange(db.answers, id).toArray();
      // Transactions keep these in step; a gap means the database was tampered with.
      if (rows.length !== game.answerCount || rows.some((r, i) => r.seq !== i))
        throw new StorageError(
          `La partie « ${game.title} » est endommagée : ${game.answerCount} réponses attendues, ${rows.length} trouvées.`,
          'unknown',
        );
      const snapshot = await latestSnapshot(id, rows.length);
      const loaded: LoadedGame = { game, answers: rows.map((r) => r.answer) };
      if (snapshot) loaded.snapshot = snapshot;
      return loaded;
    }),
  );
}

/** All games, the most recently played first. */
export async function listGames(): Promise<StoredGame[]> {
  const db = getDB();
  return guard(() => db.games.orderBy('updatedAt').reverse().toArray());
}

/** Delete a game and everything attached to it. Deleting a missing game is a no-op. */
export async function deleteGame(id: string): Promise<void> {
  const db = getDB();
  await guard(() =>
    db.transaction('rw', [db.games, db.answers, db.snapshots, db.notes], async () => {
      await db.games.delete(id);
      await gameRange(db.answers, id).delete();
      await gameRange(db.snapshots, id).delete();
      await gameRange(db.notes, id).delete();
    }),
  );
}

/** Rename without touching `updatedAt`: renaming is not playing, the list order stays. */
export async function renameGame(id: string, title: string): Promise<void> {
  const db = getDB();
  await guard(() =>
    db.transaction('rw', db.games, async () => {
      if (!(await db.games.get(id))) throw missing();
      await db.games.update(id, { title: cleanTitle(title) });
    }),
  );
}

/** Save a note (`playerId` null: the game-level note). An empty text deletes it. */
export async function saveNote(gameId: string, playerId: string | null, text: string): Promise<void> {
  const db = getDB();
  const key: [string, string] = [gameId, playerId ?? ''];
  await guard(() =>
    db.transaction('rw', db.games, db.notes, async () => {
      if (!(await db.games.get(gameId))) throw missing();
      if (text.trim() === '') await db.notes.delete(key);
      else await db.notes.put({ gameId, playerId: key[1], text, updatedAt: now() });
    }),
  );
}

export async function loadNotes(gameId: string): Promise<GameNotes> {
  const db = getDB();
  const rows = await guard(() => gameRange(db.notes, gameId).toArray());
  const notes: GameNotes = { game: '', players: {} };
  for (const r of rows) {
    if (r.playerId === '') notes.game = r.text;
    else notes.players[r.playerId] = r.text;
  }
  return notes;
}
