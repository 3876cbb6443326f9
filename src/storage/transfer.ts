/**
 * Moving a game in and out of the device as a SaveFile. Import never touches an
 * existing game: it always creates a new one, in a single transaction, and only
 * after the whole file passed `validateSaveFile`.
 */
import type { Result } from '../engine/types';
import { now } from './clock';
import { getDB } from './db';
import { StorageError, describeStorageError, guard } from './errors';
import { answerKeys } from './answers-key';
import { cleanTitle } from './names';
import { readOdds, trustedOdds } from './odds';
import { readOddsRun, trustedRun } from './odds-run';
import { gameRange } from './keys';
import { MSG_GAME_MISSING } from './messages';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile, type SaveFileCheck, validateSaveFile } from './savefile';
import type { StoredNote } from './schema';

export async function exportGame(id: string): Promise<SaveFile> {
  const db = getDB();
  return guard(() =>
    db.transaction(
      'r',
      [db.games, db.answers, db.notes, db.aside, db.oddsPoints, db.oddsEvolutions, db.oddsRuns],
      async () => {
        const g = await db.games.get(id);
        if (!g) throw new StorageError(MSG_GAME_MISSING, 'not-found');
        // Raw: every stored answer, even those a replay would stop at (a recovery export).
        const answers = (await gameRange(db.answers, id).toArray()).map((r) => r.answer);
        const notes: SaveFile['notes'] = { game: '', players: {} };
        for (const n of await gameRange(db.notes, id).toArray()) {
          if (n.playerId === '') notes.game = n.text;
          else notes.players[n.playerId] = n.text;
        }
        const aside = (await gameRange(db.aside, id).toArray()).map((a) => ({
          at: a.at,
          from: a.from,
          reason: a.reason,
          answers: a.answers,
        }));
        // The odds that still belong to these answers (the others would be refused on import anyway).
        const keys = answerKeys(answers);
        const odds = trustedOdds(
          readOdds(await gameRange(db.oddsPoints, id).toArray(), await db.oddsEvolutions.get(id)),
          keys,
        );
        const run = trustedRun(readOddsRun(await db.oddsRuns.get(id)), keys);
        if (run) odds.run = run;
        return {
          format: SAVE_FORMAT,
          formatVersion: SAVE_FORMAT_VERSION,
          exportedAt: new Date().toISOString(),
          game: { title: g.title, rulesetId: g.rulesetId, createdAt: g.createdAt, status: g.status, setup: g.setup },
          answers,
          notes,
          aside,
          ...(odds.points.length > 0 || odds.evolution || odds.run ? { odds } : {}),
        } satisfies SaveFile;
      },
    ),
  );
}

function slug(title: string): string {
  // NFKD splits accents off letters and spells out superscripts (3ᵉ → 3e).
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'partie';
}

/** `veilleur-<title>-<yyyy-mm-dd>.json`, the date being the export day in local time. */
export function saveFileName(game: { title: string }, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `veilleur-${slug(game.title)}-${day}.json`;
}

/** First free title among "T", "T (importée)", "T (importée 2)"… */
function freeTitle(title: string, taken: Set<string>): string {
  if (!taken.has(title)) return title;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${title} (importée)` : `${title} (importée ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Validate then store the file as a new game. Returns the new game's id. */
export async function importGame(text: string, check: SaveFileCheck): Promise<Result<string>> {
  const valid = validateSaveFile(text, check);
  if (!valid.ok) return valid;
  const { file, summary } = valid.value;
  const db = getDB();
  const id = crypto.randomUUID();
  try {
    await guard(() =>
      db.transaction(
        'rw',
        [db.games, db.answers, db.notes, db.aside, db.oddsPoints, db.oddsEvolutions, db.oddsRuns],
        async () => {
          const taken = new Set<string>();
          await db.games.each((g) => {
            taken.add(g.title);
          });
          const at = now();
          const rows = file.answers.map((answer, seq) => ({ gameId: id, seq, id: crypto.randomUUID(), answer, at }));
          await db.games.add({
            id,
            title: freeTitle(cleanTitle(file.game.title), taken),
            rulesetId: file.game.rulesetId,
            createdAt: file.game.createdAt,
            updatedAt: at,
            status: file.game.status,
            setup: file.game.setup,
            answerCount: rows.length,
            headId: rows.at(-1)?.id ?? '',
            summary,
          });
          await db.answers.bulkAdd(rows);
          const notes: StoredNote[] = [];
          if (file.notes.game.trim() !== '')
            notes.push({ gameId: id, playerId: '', text: file.notes.game, updatedAt: at });
          for (const [playerId, text] of Object.entries(file.notes.players))
            if (text.trim() !== '') notes.push({ gameId: id, playerId, text, updatedAt: at });
          await db.notes.bulkAdd(notes);
          // Each batch keeps its own moment; a fresh one if two share it.
          const seen = new Set<number>();
          await db.aside.bulkAdd(
            file.aside.map((a) => {
              let when = a.at;
              while (seen.has(when)) when++;
              seen.add(when);
              return { gameId: id, at: when, from: a.from, reason: a.reason, answers: a.answers };
            }),
          );
          // Never trusted: only the odds computed from these very answers come in; the others will be recomputed.
          if (file.odds) {
            const odds = trustedOdds(file.odds, answerKeys(file.answers));
            await db.oddsPoints.bulkAdd(odds.points.map((p) => ({ ...p, gameId: id })));
            if (odds.evolution) await db.oddsEvolutions.add({ ...odds.evolution, gameId: id });
            const run = trustedRun(file.odds.run ?? null, answerKeys(file.answers));
            if (run) await db.oddsRuns.add({ ...run, gameId: id });
          }
        },
      ),
    );
  } catch (err) {
    return { ok: false, error: describeStorageError(err) };
  }
  return { ok: true, value: id };
}
