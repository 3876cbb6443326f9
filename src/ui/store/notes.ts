/**
 * The MJ's notes as they are typed, one writer per note for the whole tab
 * (issue 26: a note found after a crash was an earlier text, not a beginning
 * of what had been typed). A field that closes and opens again (a player's
 * sheet), or a game read again from disk while a note is being written,
 * must never bring back an older text:
 * - the writer keeps the latest text typed and the latest text on disk, and
 *   writes one at a time, in the order typed (what is typed during a write
 *   goes as soon as it ends), whichever field typed it;
 * - a field opening shows the latest text typed, not the last one stored;
 * - a text read from disk replaces the field's only when nothing typed is
 *   waiting, and a read overtaken by a write is read again (open.ts).
 * « Note enregistrée. » is said only when the text on screen is the text
 * the last finished write put on disk.
 */
import { describeStorageError, saveNote } from '../../storage';
import { useSession } from './session';

export interface NoteWriter {
  readonly gameId: string;
  /** null: the game's own note. */
  readonly playerId: string | null;
  /** The text typed last (what the field shows). */
  latest: string;
  /** The text the last finished write put on disk (or the one read from it). */
  onDisk: string;
  writing: boolean;
  /** The last write failed: why, in French (cleared by the next keystroke). */
  error: string | null;
  /** A write of `latest` finished: the field says « Note enregistrée. ». */
  saved: boolean;
  /** Bumped on every change, for the fields that show it. */
  version: number;
}

const writers = new Map<string, NoteWriter>();
const listeners = new Set<() => void>();
/** How many note writes finished in this tab: a game read that overlaps one reads its notes again. */
let finished = 0;

const keyOf = (gameId: string, playerId: string | null): string => `${gameId}\u0000${playerId ?? ''}`;

function changed(w: NoteWriter): void {
  w.version++;
  for (const cb of [...listeners]) cb();
}

export function subscribeNotes(cb: () => void): () => void {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
}

export function noteWritesFinished(): number {
  return finished;
}

/** The writer of a note, made from the stored text the first time. */
export function noteWriter(gameId: string, playerId: string | null, stored: string): NoteWriter {
  const key = keyOf(gameId, playerId);
  let w = writers.get(key);
  if (!w) {
    w = { gameId, playerId, latest: stored, onDisk: stored, writing: false, error: null, saved: false, version: 0 };
    writers.set(key, w);
  }
  return w;
}

/** Whether the text on screen differs from the text on disk. */
export const unsaved = (w: NoteWriter): boolean => w.latest !== w.onDisk;

function write(w: NoteWriter): void {
  if (w.writing || !unsaved(w)) return;
  const value = w.latest;
  w.writing = true;
  saveNote(w.gameId, w.playerId, value).then(
    () => {
      w.writing = false;
      w.onDisk = value;
      w.error = null;
      finished++;
      // The session's notes are the open game's: a write that ends after another game opened leaves them alone.
      const { load } = useSession.getState();
      if (load.status === 'idle' || load.gameId === w.gameId)
        useSession.setState((s) =>
          w.playerId === null
            ? { notes: { ...s.notes, game: value } }
            : { notes: { ...s.notes, players: { ...s.notes.players, [w.playerId]: value } } },
        );
      w.saved = w.latest === value;
      changed(w);
      // What was typed during the write goes now.
      write(w);
    },
    (err: unknown) => {
      w.writing = false;
      // Not retried on its own (a full disk would spin): the next keystroke or leaving the field tries again.
      w.error = describeStorageError(err);
      changed(w);
    },
  );
}

/** The MJ typed: the text goes to disk now, or as soon as the write under way ends. */
export function typeNote(w: NoteWriter, text: string): void {
  w.latest = text;
  w.saved = false;
  w.error = null;
  changed(w);
  write(w);
}

/** Write what is waiting, if anything (leaving the field or the page). */
export function flushNote(w: NoteWriter): void {
  write(w);
}

/**
 * The note as read from disk (the game read again, another tab's note): it
 * replaces the text only when nothing typed here is waiting for a write.
 */
export function adoptStored(w: NoteWriter, stored: string): void {
  if (w.writing || unsaved(w) || stored === w.onDisk) return;
  w.latest = stored;
  w.onDisk = stored;
  w.saved = false;
  changed(w);
}

/** Drop the writers with nothing waiting (a game closed; tests start afresh with `all`). */
export function forgetNoteWriters(all = false): void {
  for (const [key, w] of writers) if (all || (!w.writing && !unsaved(w))) writers.delete(key);
}
