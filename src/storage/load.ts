/**
 * Reading a stored game back. Its setup and every answer go through the same
 * schema as an imported file; the log is read up to the first answer that
 * is missing or unreadable, and what lies after is reported, never dropped:
 * the app then offers to resume before it (src/ui/recovery).
 */
import { typo } from '../engine/french';
import type { Answer, GameState, Json } from '../engine/types';
import { getDB } from './db';
import { guard } from './errors';
import { headOf, latestSnapshot, type Head } from './games';
import { gameRange } from './keys';
import { answerSchema, jsonCopy, parseWith, setupSchema } from './savefile-schema';
import type { StoredGame } from './schema';

export interface LoadedGame {
  game: StoredGame;
  /** The readable log, in order, up to the first gap or unreadable answer. */
  answers: Answer[];
  /** The head as stored (the count may exceed `answers.length` when the log is damaged). */
  head: Head;
  /** The latest snapshot usable for these answers (it passed its check), to hand to the engine's `resume`. */
  snapshot?: { seq: number; state: GameState };
  /** Snapshots that failed their check (or had none): not used; the game should store a new one once replayed. */
  snapshotsRefused?: number;
  /** Why the log could not be read to its end, and the rows after the readable part, as stored. */
  damage?: { at: number; reason: string; rest: Json[] };
  /** Why the setup itself does not read (the game cannot be replayed at all). */
  setupProblem?: string;
}

/** A game with its whole log in order, or null when it does not exist. */
export async function loadStoredGame(id: string): Promise<LoadedGame | null> {
  const db = getDB();
  return guard(() =>
    db.transaction('r', db.games, db.answers, db.snapshots, async () => {
      const game = await db.games.get(id);
      if (!game) return null;
      const rows = await gameRange(db.answers, id).toArray();
      const answers: Answer[] = [];
      let damage: LoadedGame['damage'];
      for (const [i, row] of rows.entries()) {
        const parsed = row.seq === i ? parseWith(answerSchema, row.answer) : null;
        if (parsed?.ok) {
          answers.push(parsed.value);
          continue;
        }
        const reason = typo(
          parsed
            ? `Réponse n° ${i + 1} illisible dans la base : ${parsed.error}`
            : `La réponse n° ${i + 1} manque dans la base.`,
        );
        damage = { at: i, reason, rest: rows.slice(i).map((r) => jsonCopy(r.answer)) };
        break;
      }
      if (!damage && rows.length !== game.answerCount)
        damage = {
          at: rows.length,
          reason: typo(`La partie devrait compter ${game.answerCount} réponses, la base en garde ${rows.length}.`),
          rest: [],
        };
      const loaded: LoadedGame = { game, answers, head: headOf(game) };
      if (damage) loaded.damage = damage;
      const setup = parseWith(setupSchema, game.setup);
      if (!setup.ok) loaded.setupProblem = typo(`La configuration de la partie est illisible : ${setup.error}`);
      const { snapshot, refused } = await latestSnapshot(id, answers.length, game.setup);
      if (snapshot) loaded.snapshot = snapshot;
      if (refused > 0) loaded.snapshotsRefused = refused;
      return loaded;
    }),
  );
}
