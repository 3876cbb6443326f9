import { useEffect, useId, useState } from 'react';
import { keepTimesTogether } from '../lib/clock';
import { countdown, formatDeadline, parseDeadline } from '../lib/deadline';
import { readDeadline, writeDeadline } from '../lib/deadline-input';
import { typo } from '../../engine';

const EXAMPLES = typo('Par exemple : « mardi 24 novembre, 21 h 00 », « 24/11 21 h », « demain 21 h ».');

/**
 * The book's deadline, typed the way a French MJ writes it (« mardi 24
 * novembre, 21 h 00 », « demain 21 h »): a text field rather than the
 * browser's date widget, whose format follows the browser's language. What
 * was read is shown before it is set; a text that cannot be read gets a
 * French reason and sets nothing. A live countdown follows.
 */
export function DeadlineField({ deadline, onSet }: { deadline: string | null; onSet: (text: string) => void }) {
  const id = useId();
  const current = parseDeadline(deadline);
  const [text, setText] = useState(() => (current ? writeDeadline(current, new Date()) : (deadline ?? '')));
  const [error, setError] = useState('');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);
  const reading = readDeadline(text, new Date(now));
  const readDate = 'date' in reading ? reading.date : null;
  const read = readDate && formatDeadline(readDate);
  return (
    <form
      className="deadline"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const fresh = readDeadline(text, new Date());
        if ('error' in fresh) return setError(fresh.error);
        setError('');
        onSet(formatDeadline(fresh.date));
      }}
    >
      <label className="field-label" htmlFor={id}>
        Deadline
      </label>
      <div className="btn-row">
        <input
          id={id}
          type="text"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="mardi 24 novembre, 21 h 00"
          aria-describedby={`${id}-read`}
          aria-invalid={error !== ''}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
        />
        <button type="submit" className="btn">
          Fixer la deadline
        </button>
      </div>
      {error ? (
        <p id={`${id}-read`} className="alert deadline-error" role="alert">
          {error}
        </p>
      ) : readDate ? (
        read !== deadline && (
          <p id={`${id}-read`} className="muted deadline-read">
            {`Lu\u00a0: ${keepTimesTogether(read ?? '')} (${countdown(readDate, now)})`}
          </p>
        )
      ) : (
        <p id={`${id}-read`} className="muted deadline-read">
          {EXAMPLES}
        </p>
      )}
      <p className="muted deadline-state" role="status">
        {current
          ? `${keepTimesTogether(deadline ?? '')} — ${countdown(current, now)}`
          : deadline
            ? `Deadline\u00a0: ${keepTimesTogether(deadline)}`
            : 'Pas encore de deadline.'}
      </p>
    </form>
  );
}
