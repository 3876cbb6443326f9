import { useEffect, useId, useRef } from 'react';
import { effectOf, type CallView, type Effect, type PlayerId } from '../../engine';
import { emptyValue, PromptInput, submitLabel } from '../prompts/PromptInput';
import { back, submit } from '../store/play';
import { setDraft, useSession } from '../store/session';
import { timerKey } from '../public/timerMemory';
import { DocumentsPanel } from './DocumentsPanel';
import { PlacesMap } from './PlacesMap';
import { Timer } from './Timer';
import '../styles/call.css';

interface CallPanelProps {
  call: CallView;
  /** What the engine said to do at this call (wake, timer, documents): run as given, never recomputed. */
  effects: Effect[];
  /** Answers so far: « Retour » is disabled at the first call. */
  seq: number;
  nameOf: (id: PlayerId) => string;
}

/** One call per screen: the line to read, the MJ's notes, the prompt, « Retour » and « Valider ». */
export function CallPanel({ call, effects, seq, nameOf }: CallPanelProps) {
  const draft = useSession((s) => s.draft);
  const error = useSession((s) => s.callError);
  const busy = useSession((s) => s.busy);
  const lineRef = useRef<HTMLParagraphElement>(null);
  const hintId = useId();

  // A new call starts at the top of the screen, its line focused (screen readers read it).
  useEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
    lineRef.current?.focus({ preventScroll: true });
  }, [seq]);

  const send = (): void => {
    void submit({ kind: 'answer', step: call.step, value: draft === undefined ? emptyValue(call.prompt) : draft });
  };
  const ackLabel = call.prompt.kind === 'ack' ? call.prompt.label : undefined;
  const wake = effectOf(effects, 'wake');
  const timer = effectOf(effects, 'timer');
  const documents = effectOf(effects, 'documents');

  return (
    <section className="call" aria-labelledby="call-title">
      <p id="call-title" className="call-title">
        {call.title}
      </p>
      {wake && (
        <p className="call-wakes">
          À réveiller&nbsp;: <strong>{wake.players.map(nameOf).join(', ')}</strong>
        </p>
      )}
      {call.inert && (
        <p className="call-inert" role="note">
          {`Sans effet\u00a0: ${call.inert} — lisez quand même la phrase`}
        </p>
      )}
      <p ref={lineRef} className="call-line" tabIndex={-1}>
        {call.line}
      </p>
      {call.notes.length > 0 && (
        <aside className="mj-notes" aria-label="Notes pour le MJ">
          <p className="mj-notes-title">Pour vous seul</p>
          <ul>
            {call.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      )}
      {call.places && <PlacesMap places={call.places} nameOf={nameOf} />}
      {timer && <Timer key={`timer-${seq}`} seconds={timer.seconds} label={timer.label} memoryKey={timerKey(seq, call.step)} />}

      <PromptInput key={seq} prompt={call.prompt} value={draft} onChange={setDraft} nameOf={nameOf} />

      <div className="alert call-error" role="alert">
        {error}
      </div>

      {documents && <DocumentsPanel docs={documents.docs} nameOf={nameOf} />}

      <div className="call-nav">
        <button type="button" className="btn btn-large" onClick={() => void back()} disabled={seq === 0 || busy}>
          Retour
        </button>
        <div className="call-submit">
          {ackLabel && (
            <span id={hintId} className="submit-hint">
              {ackLabel}
            </span>
          )}
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={send}
            disabled={busy}
            aria-describedby={ackLabel ? hintId : undefined}
            aria-busy={busy}
          >
            {submitLabel(call.prompt)}
          </button>
        </div>
      </div>
    </section>
  );
}
