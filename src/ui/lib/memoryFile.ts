/**
 * The open game as an export file, built from what the screen holds: the
 * way out when the database is gone (evicted, full, closed by another tab).
 * Every answer the screen shows was confirmed on disk before it was shown,
 * so this copy holds them all.
 */
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, saveFileName, type SaveFile } from '../../storage';
import type { SessionState } from '../store/session';
import { downloadText } from './download';
import { summarize } from './summary';

export function memoryFile(session: Pick<SessionState, 'game' | 'notes' | 'aside'>): SaveFile | null {
  const game = session.game;
  if (!game) return null;
  const { rules, timeline } = game;
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    game: {
      title: game.title,
      rulesetId: rules.id,
      createdAt: game.createdAt,
      status: summarize(rules, timeline.state).status,
      setup: timeline.setup,
    },
    answers: timeline.answers,
    notes: session.notes,
    aside: session.aside.map((a) => ({ at: a.at, from: a.from, reason: a.reason, answers: a.answers })),
  };
}

/** Download the open game from memory; returns the file name, or null when no game is open. */
export function exportFromMemory(session: Pick<SessionState, 'game' | 'notes' | 'aside'>): string | null {
  const file = memoryFile(session);
  if (!file) return null;
  const name = saveFileName(file.game);
  downloadText(name, `${JSON.stringify(file, null, 2)}\n`);
  return name;
}
