/**
 * Answers kept aside: taken out of a game's log (or refused by it) but never
 * thrown away. The MJ sees them, and they travel with the exported game.
 */
import { typo } from '../engine/french';
import type { Json } from '../engine/types';
import { now } from './clock';
import { getDB } from './db';
import { StorageError, guard } from './errors';
import { headOf, type Head } from './games';
import { gameRange } from './keys';
import { MSG_GAME_MISSING } from './messages';
import { jsonCopy } from './savefile-schema';
import type { StoredAside } from './schema';

/**
 * Resume a game at its answer `from`: the answers from there on (every row
 * the log holds after it, readable or not) move aside with `reason`, the log
 * is cut there, and the snapshots after it go. Conditional on the head the
 * caller saw, like every write to the log. Returns the new head.
 */
export async function setAsideTail(gameId: string, seen: Head, from: number, reason: string): Promise<Head> {
  const db = getDB();
  return guard(() =>
    db.transaction('rw', [db.games, db.answers, db.snapshots, db.aside], async () => {
      const game = await db.games.get(gameId);
      if (!game) throw new StorageError(MSG_GAME_MISSING, 'not-found');
      const head = headOf(game);
      if (head.count !== seen.count || head.id !== seen.id)
        throw new StorageError(
          typo(
            'La partie a changé dans un autre onglet pendant que vous la regardiez : rechargez-la avant de la reprendre.',
          ),
          'conflict',
        );
      if (!Number.isInteger(from) || from < 0 || from > game.answerCount)
        throw new StorageError(`Impossible de reprendre à la réponse n°\u00a0${from + 1}.`, 'invalid');
      const tail = await gameRange(db.answers, gameId, from).toArray();
      const last = from === 0 ? undefined : await db.answers.get([gameId, from - 1]);
      const at = now();
      if (tail.length > 0)
        await db.aside.add({ gameId, at, reason, from, answers: tail.map((r) => jsonCopy(r.answer)) });
      await gameRange(db.answers, gameId, from).delete();
      await gameRange(db.snapshots, gameId, from + 1).delete();
      const headId = last?.id ?? '';
      await db.games.update(gameId, { answerCount: from, headId, updatedAt: at });
      return { count: from, id: headId };
    }),
  );
}

/** Keep answers the log refused (another tab had moved the game on). */
export async function putAside(gameId: string, from: number, reason: string, answers: Json[]): Promise<void> {
  const db = getDB();
  await guard(() =>
    db.transaction('rw', db.games, db.aside, async () => {
      if (!(await db.games.get(gameId))) throw new StorageError(MSG_GAME_MISSING, 'not-found');
      await db.aside.add({ gameId, at: now(), reason, from, answers });
    }),
  );
}

/** A game's answers kept aside, oldest first. */
export async function listAside(gameId: string): Promise<StoredAside[]> {
  const db = getDB();
  return guard(() => gameRange(db.aside, gameId).toArray());
}
