/**
 * The games repository. Each mutation is one read-write transaction whose
 * promise settles only once IndexedDB reports the commit, so "resolved" means
 * "on disk". Every failure surfaces as a StorageError with a French message.
 *
 * Writes to a game's log are conditional on its head as the writer saw it
 * (the number of answers and the id of the last one), checked inside the
 * same transaction: a tab that missed another tab's answer or undo is
 * refused ('conflict') instead of forking or cutting the log.
 */
import { queN, typo } from '../engine/french';
import type { Answer, GameSetup, GameState } from '../engine/types';
import { now } from './clock';
import { getDB } from './db';
import { StorageError, guard } from './errors';
import { gameRange } from './keys';
import { MSG_GAME_MISSING } from './messages';
import { cleanTitle } from './names';
import { snapshotCheck, snapshotProblem } from './snapshot-check';
import type { GameStatus, StoredGame } from './schema';

export { cleanTitle } from './names';

export interface GamePatch {
  summary?: string;
  status?: GameStatus;
}

/** Where a game's log ends: how many answers, and the id of the last one ('' for none). */
export interface Head {
  count: number;
  id: string;
}

export const EMPTY_HEAD: Head = { count: 0, id: '' };

/** How many snapshots to keep per game: the latest, plus one in case it is behind an undo. */
export const SNAPSHOTS_KEPT = 2;

function missing(): StorageError {
  return new StorageError(MSG_GAME_MISSING, 'not-found');
}

export function headOf(game: StoredGame): Head {
  return { count: game.answerCount, id: game.headId ?? '' };
}

/**
 * Refuse unless the stored head is the one the writer saw. A bare count
 * (tests, scripts that never had a head) checks the count only; the app
 * always passes the whole head.
 */
function checkHead(game: StoredGame, seen: Head | number, what: string): void {
  const head = headOf(game);
  const count = typeof seen === 'number' ? seen : seen.count;
  const sameId = typeof seen === 'number' || seen.id === head.id;
  if (count === head.count && sameId) return;
  const moved =
    count === head.count
      ? 'une autre réponse y a été donnée à sa place'
      : `elle en compte ${head.count} réponse${head.count > 1 ? 's' : ''}, cet écran en voyait ${count}`;
  throw new StorageError(
    typo(
      `${what} : la partie a changé dans un autre onglet (${moved}). Rien n’a été effacé ; rechargez la partie pour la voir telle qu’elle est.`,
    ),
    'conflict',
  );
}

/** Only the fields actually given: Dexie's update would otherwise erase a key set to undefined. */
function patchFields(patch: GamePatch): Partial<StoredGame> {
  const out: Partial<StoredGame> = {};
  if (patch.summary !== undefined) out.summary = patch.summary;
  if (patch.status !== undefined) out.status = patch.status;
  return out;
}

export async function createStoredGame(setup: GameSetup, title: string, summary: string): Promise<string> {
  const db = getDB();
  const id = crypto.randomUUID();
  const at = now();
  const clean = cleanTitle(title);
  await guard(() =>
    db.games.add({
      id,
      title: clean,
      rulesetId: setup.rulesetId,
      createdAt: at,
      updatedAt: at,
      status: 'active',
      setup,
      answerCount: 0,
      headId: '',
      summary,
    }),
  );
  return id;
}

/**
 * Append one answer after `seen`, the head the writer saw (the answer's
 * number is `seen.count`). Returns the new head.
 */
export function appendAnswer(
  gameId: string,
  seen: Head | number,
  answer: Answer,
  patch: GamePatch = {},
): Promise<Head> {
  return appendAnswers(gameId, seen, [answer], patch);
}

/**
 * Append answers in a row after `seen`, all or none (one transaction): the
 * calls of one screen answered with one tap are one write. Returns the new head.
 */
export async function appendAnswers(
  gameId: string,
  seen: Head | number,
  answers: readonly Answer[],
  patch: GamePatch = {},
): Promise<Head> {
  const db = getDB();
  return guard(() =>
    db.transaction('rw', db.games, db.answers, async () => {
      const game = await db.games.get(gameId);
      if (!game) throw missing();
      checkHead(game, seen, 'Réponse non enregistrée');
      const at = now();
      let seq = game.answerCount;
      let id = game.headId;
      for (const answer of answers) {
        id = crypto.randomUUID();
        await db.answers.add({ gameId, seq, id, answer, at });
        seq++;
      }
      await db.games.update(gameId, { ...patchFields(patch), answerCount: seq, headId: id, updatedAt: at });
      return { count: seq, id };
    }),
  );
}

/** Undo: keep the first `keep` answers of the log the writer saw, drop the rest and the snapshots after them. */
export async function truncateAnswers(
  gameId: string,
  seen: Head | number,
  keep: number,
  patch: GamePatch = {},
): Promise<Head> {
  const db = getDB();
  return guard(() =>
    db.transaction('rw', db.games, db.answers, db.snapshots, async () => {
      const game = await db.games.get(gameId);
      if (!game) throw missing();
      checkHead(game, seen, 'Retour impossible');
      if (!Number.isInteger(keep) || keep < 0 || keep > game.answerCount)
        throw new StorageError(
          `Impossible d’annuler jusqu’à la réponse n° ${keep} : la partie n’en compte ${game.answerCount === 0 ? 'aucune' : queN(game.answerCount, true)}.`,
          'invalid',
        );
      const last = keep === 0 ? undefined : await db.answers.get([gameId, keep - 1]);
      const headId = last?.id ?? '';
      await gameRange(db.answers, gameId, keep).delete();
      await gameRange(db.snapshots, gameId, keep + 1).delete();
      await db.games.update(gameId, { ...patchFields(patch), answerCount: keep, headId, updatedAt: now() });
      return { count: keep, id: headId };
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
    throw new StorageError(
      `Instantané incohérent : état après ${state.seq} réponses, annoncé après ${seq}.`,
      'invalid',
    );
  const db = getDB();
  const check = snapshotCheck(state);
  return guard(() =>
    db.transaction('rw', db.games, db.snapshots, async () => {
      const game = await db.games.get(gameId);
      if (!game || seq > game.answerCount) return false;
      await db.snapshots.put({ gameId, seq, state, check });
      const keys = await gameRange(db.snapshots, gameId).primaryKeys();
      if (keys.length > SNAPSHOTS_KEPT) await db.snapshots.bulkDelete(keys.slice(0, keys.length - SNAPSHOTS_KEPT));
      return true;
    }),
  );
}

/**
 * The most advanced snapshot taken after at most `maxSeq` answers that passes
 * its check for a game of this setup, and how many were refused (they are
 * never used; the caller replays and stores a new one).
 */
export async function latestSnapshot(
  gameId: string,
  maxSeq: number,
  setup: GameSetup,
): Promise<{ snapshot?: { seq: number; state: GameState }; refused: number }> {
  const db = getDB();
  const snaps = await guard(() => gameRange(db.snapshots, gameId, 0, maxSeq).reverse().toArray());
  let refused = 0;
  for (const snap of snaps) {
    const problem = snapshotProblem(snap, setup);
    if (problem === null) return { snapshot: { seq: snap.seq, state: snap.state }, refused };
    console.warn(`Veilleur : instantané après ${snap.seq} réponses ignoré (${problem}).`);
    refused++;
  }
  return { refused };
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
    db.transaction(
      'rw',
      [db.games, db.answers, db.snapshots, db.notes, db.aside, db.oddsPoints, db.oddsEvolutions, db.oddsRuns],
      async () => {
        await db.games.delete(id);
        await gameRange(db.answers, id).delete();
        await gameRange(db.snapshots, id).delete();
        await gameRange(db.notes, id).delete();
        await gameRange(db.aside, id).delete();
        await gameRange(db.oddsPoints, id).delete();
        await db.oddsEvolutions.delete(id);
        await db.oddsRuns.delete(id);
      },
    ),
  );
}

/** Rename without touching `updatedAt`: renaming is not playing, the list order stays. */
export async function renameGame(id: string, title: string): Promise<void> {
  const db = getDB();
  const clean = cleanTitle(title);
  await guard(() =>
    db.transaction('rw', db.games, async () => {
      if (!(await db.games.get(id))) throw missing();
      await db.games.update(id, { title: clean });
    }),
  );
}
