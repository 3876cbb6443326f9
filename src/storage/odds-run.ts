/**
 * The last « Pronostic » run played whole at the call a game was at (issue
 * 24), one row per game in `oddsRuns` (schema version 6): a game reopened
 * (a reload, the list, another day) shows those figures at the tap rather
 * than playing the same seeded games again, a few seconds in Quinte-bourg.
 * Never trusted: the row is read back through its schema, and used only while
 * its key is the key of the game's answers up to its call.
 */
import * as v from 'valibot';
import { answerKeys } from './answers-key';
import { getDB } from './db';
import { guard } from './errors';
import { storedOddsRunSchema, type OddsRunData, type StoredOddsRun } from './odds-schema';

/** The run kept with the game, if it was played from the call these answers lead to. */
export async function loadOddsRun(gameId: string, answers: readonly unknown[]): Promise<OddsRunData | null> {
  const db = getDB();
  return trustedRun(readOddsRun(await guard(() => db.oddsRuns.get(gameId))), answerKeys(answers));
}

/** A row as the database gives it, read through its schema: null when unreadable. */
export function readOddsRun(row: unknown): OddsRunData | null {
  const read = v.safeParse(storedOddsRunSchema, row);
  if (!read.success) return null;
  const { gameId: _, ...run } = read.output;
  return run;
}

/** `run` when it was played from the call these answers' keys (`answerKeys`) lead to, the last: else null. */
export function trustedRun(run: OddsRunData | null, keys: readonly string[]): OddsRunData | null {
  return run !== null && run.seq === keys.length - 1 && keys[run.seq] === run.key ? run : null;
}

/** Keep a run played whole (the one kept before goes). */
export async function saveOddsRun(gameId: string, run: OddsRunData): Promise<void> {
  const db = getDB();
  const row: StoredOddsRun = { ...run, gameId };
  await guard(() => db.oddsRuns.put(row));
}
