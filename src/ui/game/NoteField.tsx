import { useEffect, useId, useRef, useState } from 'react';
import { describeStorageError, saveNote } from '../../storage';
import { useSession } from '../store/session';

/** Wait this long after the last keystroke before writing the note. */
export const NOTE_DEBOUNCE_MS = 600;

interface NoteFieldProps {
  gameId: string;
  /** null: the game's own note. */
  playerId: string | null;
  /** The field's name for screen readers. */
  label: string;
  /** Shown above the field (otherwise the label is only for screen readers). */
  visibleLabel?: string;
}

/** A free note saved to Dexie (debounced, and flushed when the field goes away). */
export function NoteField({ gameId, playerId, label, visibleLabel }: NoteFieldProps) {
  const id = useId();
  const stored = useSession((s) => (playerId === null ? s.notes.game : (s.notes.players[playerId] ?? '')));
  const [text, setText] = useState(stored);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = (): void => {
    window.clearTimeout(timer.current);
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    saveNote(gameId, playerId, value).then(
      () => {
        useSession.setState((s) =>
          playerId === null
            ? { notes: { ...s.notes, game: value } }
            : { notes: { ...s.notes, players: { ...s.notes.players, [playerId]: value } } },
        );
        setStatus({ error: false, text: 'Note enregistrée.' });
      },
      (err: unknown) => setStatus({ error: true, text: describeStorageError(err) }),
    );
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);

  const onChange = (value: string): void => {
    setText(value);
    setStatus(null);
    pending.current = value;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => flushRef.current(), NOTE_DEBOUNCE_MS);
  };

  return (
    <div className="note-field">
      <label htmlFor={id} className={visibleLabel ? 'field-label' : 'visually-hidden'}>
        {visibleLabel ?? label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={flush}
        rows={2}
      />
      {status && (
        <p className={status.error ? 'alert' : 'note-status muted'} role={status.error ? 'alert' : undefined}>
          {status.text}
        </p>
      )}
    </div>
  );
}
