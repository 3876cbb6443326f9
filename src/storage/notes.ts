/**
 * The MJ's free notes: one for the game, one per player. The same limit as
 * the import (NOTE_MAX), so that every note saved can be exported and
 * imported again.
 */
import { typo } from '../engine/french';
import { now } from './clock';
import { getDB } from './db';
import { StorageError, guard } from './errors';
import { gameRange } from './keys';
import { MSG_GAME_MISSING } from './messages';
import { NOTE_MAX } from './savefile-schema';

export interface GameNotes {
  game: string;
  players: Record<string, string>;
}

export function noteTooLong(length: number): string {
  return typo(
    `Note trop longue (${length.toLocaleString('fr-FR')} caractères) : ${NOTE_MAX.toLocaleString('fr-FR')} au plus. Elle n’a pas été enregistrée ; raccourcissez-la.`,
  );
}

/** Save a note (`playerId` null: the game-level note). An empty text deletes it. */
export async function saveNote(gameId: string, playerId: string | null, text: string): Promise<void> {
  if (text.length > NOTE_MAX) throw new StorageError(noteTooLong(text.length), 'invalid');
  const db = getDB();
  const key: [string, string] = [gameId, playerId ?? ''];
  await guard(() =>
    db.transaction('rw', db.games, db.notes, async () => {
      const game = await db.games.get(gameId);
      if (!game) throw new StorageError(MSG_GAME_MISSING, 'not-found');
      if (playerId !== null && !game.setup.players.some((p) => p.id === playerId))
        throw new StorageError(typo(`Note refusée : « ${playerId} » n’est pas un joueur de cette partie.`), 'invalid');
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
