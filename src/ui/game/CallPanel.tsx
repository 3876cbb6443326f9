import { useEffect, useId, useRef, type ReactNode } from 'react';
import { effectOf, typo, type CallView, type Effect, type Json, type OrderBook, type PlayerId } from '../../engine';
import { emptyValue, oneTap, PromptInput, submitLabel } from '../prompts/PromptInput';
import { back, redo, submit } from '../store/play';
import { setDraft, useSession } from '../store/session';
import { timerKey } from '../public/timerMemory';
import { AnnouncePanel } from './AnnouncePanel';
import { CallGroup, sendEach, useCallGroup } from './CallGroup';
import { DocumentsPanel } from './DocumentsPanel';
import { PlacesMap } from './PlacesMap';
import { QuietSeriesButton, useQuietSeries } from './QuietSeries';
import { Timer } from './Timer';
import { WakeLine } from './WakeLine';
import { RuleWhy } from './RuleWhy';
import { useScrollClearance } from './useScrollClearance';
import { BallotsTally } from '../prompts/BallotsTally';
import { ballotsOf } from '../prompts/ballotsOf';
import '../styles/call.css';

interface CallPanelProps {
  call: CallView;
  /** What the engine said to do at this call (announce, wake, timer, documents): run as given, never recomputed. */
  effects: Effect[];
  /** Answers so far: « Retour » is disabled at the first call. */
  seq: number;
  /** The phase's progress, folded beside the call's title. */
  progress?: ReactNode;
  /** The order book's orders so far, for an `orders` prompt. */
  book?: OrderBook;
  /** Identifies the call on screen (its timer, its focus): changes only when another call comes up (default: `seq`). */
  callKey?: string;
  nameOf: (id: PlayerId) => string;
}

/**
 * One call per screen: what to announce first, the line to read, the MJ's
 * notes, the prompt; « Retour » and « Valider » stay at the bottom of the
 * screen with the message of the last refusal beside them. A prompt whose tap
 * is the answer (yes or no, an option, one player, « Personne ») sends it at once.
 */
export function CallPanel({ call, effects, seq, callKey = String(seq), nameOf, book, progress }: CallPanelProps) {
  const draft = useSession((s) => s.draft);
  // An order book shows each refusal beside what caused it (its row, its dialog, « Clore »): not a second time here.
  const ownErrors = call.prompt.kind === 'orders';
  const error = useSession((s) => (ownErrors ? null : s.callError));
  const rule = useSession((s) => (ownErrors ? null : s.callRule));
  const busy = useSession((s) => s.busy);
  const canRedo = useSession((s) => s.redo.length > 0);
  const lineRef = useRef<HTMLParagraphElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  useScrollClearance(navRef);
  const hintId = useId();
  const errorId = useId();

  // A new call starts at the top of the screen, its line focused (screen readers read it).
  useEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
    lineRef.current?.focus({ preventScroll: true });
  }, [callKey]);

  const sendValue = async (value: Json): Promise<string | null> => {
    if (useSession.getState().busy) return 'Enregistrement en cours…';
    const result = await submit({ kind: 'answer', step: call.step, value });
    return result.ok ? null : result.error;
  };
  // By hand, calls that need nothing but « Suivant » share one screen and one tap (CallGroup.tsx).
  const group = useCallGroup(call, effects);
  // The players woken now do nothing at this call and the next ones that wake them: one tap (QuietSeries.tsx).
  const series = useQuietSeries(effects);
  const send = (): void =>
    void (group.length > 0 ? sendEach(group) : sendValue(draft === undefined ? emptyValue(call.prompt) : draft));
  const tap = oneTap(call.prompt);
  const ackLabel = call.prompt.kind === 'ack' ? call.prompt.label : undefined;
  const announce = effectOf(effects, 'announce');
  const timer = effectOf(effects, 'timer');
  const documents = effectOf(effects, 'documents');

  return (
    <section className={`call${call.inert ? ' call-is-inert' : ''}`} aria-labelledby="call-title">
      {announce && <AnnouncePanel lines={announce.lines} />}
      <div className="call-head">
        <h2 id="call-title" className="call-title">
          {call.title}
        </h2>
        {progress}
      </div>
      <WakeLine call={call} effects={effects} nameOf={nameOf} />
      {call.inert && (
        <p className="call-inert" role="note">
          {`Sans effet\u00a0: ${call.inert} — lisez quand même la phrase`}
        </p>
      )}
      <p ref={lineRef} className="call-line" tabIndex={-1}>
        {typo(call.line)}
      </p>
      {call.notes.length > 0 && (
        <aside className="mj-notes" aria-label="Notes pour le MJ">
          {ownErrors ? (
            // On an order book the notes repeat the orders, one line a player: folded, so that the rows stay in view.
            <details>
              <summary className="mj-notes-title">
                Pour vous seul <span className="muted">({call.notes.length})</span>
              </summary>
              <NoteList notes={call.notes} />
            </details>
          ) : (
            <>
              <p className="mj-notes-title">Pour vous seul</p>
              <NoteList notes={call.notes} />
            </>
          )}
        </aside>
      )}
      {group.length > 0 && <CallGroup calls={group.slice(1)} nameOf={nameOf} />}
      {call.places && <PlacesMap places={call.places} nameOf={nameOf} />}
      {timer && (
        <Timer
          key={`timer-${callKey}`}
          seconds={timer.seconds}
          label={timer.label}
          memoryKey={timerKey(callKey, call.step)}
        />
      )}

      <PromptInput
        key={callKey}
        prompt={call.prompt}
        value={draft}
        onChange={setDraft}
        onSubmit={tap ? sendValue : undefined}
        nameOf={nameOf}
        book={book}
      />

      {series.length > 0 && <CallGroup calls={series.slice(1)} nameOf={nameOf} />}

      {documents && <DocumentsPanel docs={documents.docs} nameOf={nameOf} />}

      <div className="call-nav" ref={navRef}>
        {/* A phone has no room beside the voters: the count rides in the bar, in view while they are entered. */}
        {call.prompt.kind === 'ballots' && (
          <div className="call-nav-tally">
            <BallotsTally voters={call.prompt.voters} ballots={ballotsOf(draft)} nameOf={nameOf} compact />
          </div>
        )}
        <div className="call-error-box">
          <p id={errorId} className="call-error" role="alert">
            {error && typo(error)}
          </p>
          {error && rule && <RuleWhy rule={rule} />}
        </div>
        <div className="call-buttons">
          <button type="button" className="btn call-back" onClick={() => void back()} disabled={seq === 0 || busy}>
            Retour
          </button>
          {canRedo && (
            // Undone by mistake: the undone answer again, in one tap, rather than entered again.
            <button type="button" className="btn call-redo" onClick={() => void redo()} disabled={busy}>
              Rejouer
            </button>
          )}
          {series.length > 0 && <QuietSeriesButton calls={series} busy={busy} />}
          {!tap && (
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
                {group.length > 0 ? `Suivant (${group.length} appels)` : submitLabel(call.prompt)}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The MJ's notes of a call, typeset. */
function NoteList({ notes }: { notes: readonly string[] }) {
  return (
    <ul>
      {notes.map((note, i) => (
        <li key={i}>{typo(note)}</li>
      ))}
    </ul>
  );
}
