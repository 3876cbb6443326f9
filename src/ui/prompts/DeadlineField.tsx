import { useEffect, useId, useState } from 'react';
import { countdown, formatDeadline, fromInputValue, parseDeadline, toInputValue } from '../lib/deadline';

/** The book's deadline: a date and a time, set in one tap once picked, with a live countdown. */
export function DeadlineField({ deadline, onSet }: { deadline: string | null; onSet: (text: string) => void }) {
  const id = useId();
  const current = parseDeadline(deadline);
  const [value, setValue] = useState(current ? toInputValue(current) : '');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);
  const picked = fromInputValue(value);
  return (
    <div className="deadline">
      <label className="field-label" htmlFor={id}>
        Deadline
      </label>
      <div className="btn-row">
        <input id={id} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="button" className="btn" disabled={!picked} onClick={() => picked && onSet(formatDeadline(picked))}>
          Fixer la deadline
        </button>
      </div>
      <p className="muted deadline-state" role="status">
        {current ? `${deadline} — ${countdown(current, now)}` : deadline ? `Deadline\u00a0: ${deadline}` : 'Pas encore de deadline.'}
      </p>
    </div>
  );
}
