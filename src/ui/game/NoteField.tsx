import { useEffect, useId, useRef, useState } from 'react';
import { NOTE_MAX, describeStorageError, saveNote } from '../../storage';
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

type Status = { kind: 'unsaved' } | { kind: 'saved' } | { kind: 'error'; text: string } | null;

/**
 * A free note saved to Dexie as it is typed: each keystroke starts a write
 * unless one is under way, and the text typed meanwhile goes as soon as it
 * ends; leaving the field or the page (pagehide, a hidden tab) writes too.
 * Until the text on screen is the text on disk, the field says « non
 * enregistré ».
 */
export function NoteField({ gameId, playerId, label, visibleLabel }: NoteFieldProps) {
  const id = useId();
  const stored = useSession((s) => (playerId === null ? s.notes.game : (s.notes.players[playerId] ?? '')));
  const [text, setText] = useState(stored);
  const [status, setStatus] = useState<Status>(null);
  /** The latest text typed, the text known on disk, and whether a write is under way. */
  const latest = useRef(stored);
  const onDisk = useRef(stored);
  const writing = useRef(false);

  const write = (): void => {
    if (writing.current) return;
    const value = latest.current;
    if (value === onDisk.current) return;
    writing.current = true;
    saveNote(gameId, playerId, value).then(
      () => {
        writing.current = false;
        onDisk.current = value;
        useSession.setState((s) =>
          playerId === null
            ? { notes: { ...s.notes, game: value } }
            : { notes: { ...s.notes, players: { ...s.notes.players, [playerId]: value } } },
        );
        if (latest.current === value) setStatus({ kind: 'saved' });
        // What was typed during the write goes now.
        else write();
      },
      (err: unknown) => {
        writing.current = false;
        // Not retried on its own (a full disk would spin): the next keystroke or leaving the field tries again.
        setStatus({ kind: 'error', text: describeStorageError(err) });
      },
    );
  };
  const writeRef = useRef(write);
  writeRef.current = write;

  // Another tab's note (the game read again) replaces the text, unless the MJ is typing here.
  useEffect(() => {
    if (latest.current !== onDisk.current) return;
    latest.current = stored;
    onDisk.current = stored;
    setText(stored);
  }, [stored]);

  useEffect(() => {
    const flush = (): void => writeRef.current();
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
  }, []);

  const onChange = (value: string): void => {
    setText(value);
    latest.current = value;
    setStatus(value === onDisk.current ? null : { kind: 'unsaved' });
    write();
  };

  return (
    <div className="note-field">
      <label htmlFor={id} className={visibleLabel ? 'field-label' : 'visually-hidden'}>
        {visibleLabel ?? label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => write()}
        rows={2}
      />
      {status?.kind === 'error' ? (
        <p className="alert" role="alert">
          {status.text}
        </p>
      ) : (
        <p className="note-status muted" aria-live="polite">
          {status?.kind === 'unsaved' ? 'Non enregistré…' : status?.kind === 'saved' ? 'Note enregistrée.' : ''}
        </p>
      )}
    </div>
  );
}
