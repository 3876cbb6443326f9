import { useEffect, useRef, useState } from 'react';
import { primeAudio, ring } from '../lib/ring';
import { recallTimer, rememberTimer } from '../public/timerMemory';
import { sayTimer } from '../voice/timerVoice';
import '../styles/timer.css';

function mmss(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A step's countdown: start, pause, reset; it rings at zero. With a
 * `memoryKey` its state outlives the component (public mode unmounts the MJ
 * view) and the public screen shows it.
 */
export function Timer({ seconds, label, memoryKey }: { seconds: number; label: string; memoryKey?: string }) {
  const full = seconds * 1000;
  const [saved] = useState(() => (memoryKey ? recallTimer(memoryKey, full) : null));
  const [left, setLeft] = useState(() =>
    saved ? (saved.running ? Math.max(0, (saved.endsAt ?? 0) - Date.now()) : saved.leftMs) : full,
  );
  const [running, setRunning] = useState(saved?.running ?? false);
  const endAt = useRef(saved?.endsAt ?? 0);

  // Remember every start, pause and reset (not every tick).
  const resting = running ? null : left;
  useEffect(() => {
    if (!memoryKey) return;
    rememberTimer({
      key: memoryKey,
      totalMs: full,
      leftMs: resting ?? endAt.current - Date.now(),
      running,
      endsAt: running ? endAt.current : null,
    });
  }, [memoryKey, full, running, resting]);

  useEffect(() => {
    if (!running) return;
    let before = Math.max(0, endAt.current - Date.now());
    const tick = (): void => {
      const rest = Math.max(0, endAt.current - Date.now());
      setLeft(rest);
      // The voice, when on, says the last minute and the end (timerVoice.ts).
      if (before > 60_000 && rest <= 60_000 && rest > 0) sayTimer('minute');
      // A tick may come again at zero before the interval stops: the end is said once.
      if (before > 0 && rest === 0) sayTimer('end');
      before = rest;
      if (rest === 0) {
        setRunning(false);
        ring();
      }
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running]);

  const start = (): void => {
    primeAudio();
    endAt.current = Date.now() + left;
    setRunning(true);
  };
  const pause = (): void => {
    setLeft(Math.max(0, endAt.current - Date.now()));
    setRunning(false);
  };
  const reset = (): void => {
    setRunning(false);
    setLeft(full);
  };
  const done = left === 0;

  return (
    <section className={`timer${done ? ' timer-done' : ''}`} aria-label={`Minuteur\u00a0: ${label}`}>
      <p className="timer-time" role="timer" aria-live="off">
        {mmss(left)}
      </p>
      <div className="btn-row">
        {running ? (
          <button type="button" className="btn btn-large" onClick={pause}>
            Pause
          </button>
        ) : (
          <button type="button" className="btn btn-large" onClick={start} disabled={done}>
            {left === full ? 'Démarrer' : 'Reprendre'}
          </button>
        )}
        <button type="button" className="btn btn-large" onClick={reset} disabled={left === full && !running}>
          Remettre à zéro
        </button>
      </div>
      {done && (
        <p className="timer-end" role="alert">
          Temps écoulé&nbsp;!
        </p>
      )}
    </section>
  );
}
