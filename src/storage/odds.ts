/**
 * The odds kept with a game (issue 24): each point computed (the camps'
 * chances after `seq` answers, keyed by those answers) in `oddsPoints`, and
 * the game's last evolution (charted points, the three biggest moves) in
 * `oddsEvolutions` (schema version 5). Nothing here is trusted: a row is
 * read back through its schema, and only kept while its key is the key of
 * the game's answers up to its point (after « Retour », an import or a
 * change from another tab, it is recomputed).
 */
import * as v from 'valibot';
import { answerKeys, keyCount } from './answers-key';
import { getDB } from './db';
import { guard } from './errors';
import { gameRange } from './keys';
import {
  storedEvolutionSchema,
  storedOddsPointSchema,
  type EvolutionData,
  type OddsPointData,
  type SavedOdds,
  type StoredEvolution,
  type StoredOddsPoint,
} from './odds-schema';

export { keyCount };

/** What of `odds` still belongs to a game with these answers' keys (`answerKeys`). */
export function trustedOdds(odds: SavedOdds, keys: readonly string[]): SavedOdds {
  const points = odds.points.filter((p) => keys[p.seq] === p.key);
  const evo = odds.evolution;
  const evolution =
    evo && keys[keyCount(evo.key)] === evo.key && evo.points.every((p) => p.seq <= keyCount(evo.key)) ? evo : null;
  return { points, evolution };
}

/** The odds kept with the game, those that still belong to its answers. */
export async function loadOdds(gameId: string, answers: readonly unknown[]): Promise<SavedOdds> {
  const db = getDB();
  const [points, evolution] = await guard(() =>
    db.transaction('r', [db.oddsPoints, db.oddsEvolutions], async () =>
      Promise.all([gameRange(db.oddsPoints, gameId).toArray(), db.oddsEvolutions.get(gameId)]),
    ),
  );
  return trustedOdds(readOdds(points, evolution), answerKeys(answers));
}

/** Rows as another version or a damaged device may have left them: the unreadable ones are left out. */
export function readOdds(points: readonly unknown[], evolution: unknown): SavedOdds {
  const read: OddsPointData[] = [];
  for (const row of points) {
    const p = v.safeParse(storedOddsPointSchema, row);
    if (p.success) read.push(strip(p.output));
  }
  const e = v.safeParse(storedEvolutionSchema, evolution);
  return { points: read, evolution: e.success ? strip(e.output) : null };
}

function strip<T extends { gameId: string }>(row: T): Omit<T, 'gameId'> {
  const rest: Partial<T> = { ...row };
  delete rest.gameId;
  return rest as Omit<T, 'gameId'>;
}

/** Keep computed points (a point of the same game and `seq` is replaced). */
export async function saveOddsPoints(gameId: string, points: readonly OddsPointData[]): Promise<void> {
  if (points.length === 0) return;
  const db = getDB();
  const rows: StoredOddsPoint[] = points.map((p) => ({ ...p, gameId }));
  await guard(() => db.oddsPoints.bulkPut(rows));
}

/** Keep the game's evolution (the one before goes). */
export async function saveEvolution(gameId: string, evolution: EvolutionData): Promise<void> {
  const db = getDB();
  const row: StoredEvolution = { ...evolution, gameId };
  await guard(() => db.oddsEvolutions.put(row));
}
