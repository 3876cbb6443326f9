import { useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { NOTE_MAX } from '../../storage';
import { adoptStored, flushNote, noteWriter, subscribeNotes, typeNote, unsaved } from '../store/notes';
import { useSession } from '../store/session';

interface NoteFieldProps {
  gameId: string;
  /** null: the game's own note. */
  playerId: string | null;
  /** The field's name for screen readers. */
  label: string;
  /** Shown above the field (otherwise the label is only for screen readers). */
  visibleLabel?: string;
}

/**
 * A free note saved to Dexie as it is typed, through the note's one writer
 * for the tab (store/notes.ts): each keystroke starts a write unless one is
 * under way, and the text typed meanwhile goes as soon as it ends; leaving
 * the field or the page (pagehide, a hidden tab) writes too. Until the text
 * on screen is the text on disk, the field says « non enregistré ».
 */
export function NoteField({ gameId, playerId, label, visibleLabel }: NoteFieldProps) {
  const id = useId();
  const stored = useSession((s) => (playerId === null ? s.notes.game : (s.notes.players[playerId] ?? '')));
  // The writer is made from the stored text once; afterwards it knows better (a write may be under way).
  const w = useMemo(() => noteWriter(gameId, playerId, stored), [gameId, playerId]); // eslint-disable-line react-hooks/exhaustive-deps
  useSyncExternalStore(subscribeNotes, () => w.version);

  // Another tab's note (the game read again) replaces the text, unless something typed here is waiting.
  useEffect(() => adoptStored(w, stored), [w, stored]);

  useEffect(() => {
    const flush = (): void => flushNote(w);
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [w]);

  const status = unsaved(w) ? 'Non enregistré…' : w.saved ? 'Note enregistrée.' : '';
  return (
    <div className="note-field">
      <label htmlFor={id} className={visibleLabel ? 'field-label' : 'visually-hidden'}>
        {visibleLabel ?? label}
      </label>
      <textarea
        id={id}
        value={w.latest}
        maxLength={NOTE_MAX}
        onChange={(e) => typeNote(w, e.target.value)}
        onBlur={() => flushNote(w)}
        rows={2}
      />
      {w.error !== null ? (
        <p className="alert" role="alert">
          {w.error}
        </p>
      ) : (
        <p className="note-status muted" aria-live="polite">
          {status}
        </p>
      )}
    </div>
  );
}
