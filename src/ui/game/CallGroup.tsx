import { useMemo } from 'react';
import { typo, type CallView, type Effect, type PlayerId } from '../../engine';
import { submitSeries, type SubmitResult } from '../store/play';
import { useSession } from '../store/session';
import { useVoiceSettings } from '../voice/settings';
import { callsAhead, type GroupedCall } from './callGroup';
import { WakeLine } from './WakeLine';
import './callGroup.css';

/**
 * The calls to read one after the other, when the MJ runs the night by hand
 * (voice off or « lire les appels »): in « nuit guidée » the voice runs them
 * itself, one by one. Empty when the call on screen has a screen of its own.
 */
export function useCallGroup(call: CallView, effects: readonly Effect[]): GroupedCall[] {
  const game = useSession((s) => s.game);
  const mode = useVoiceSettings(game?.gameId ?? '').mode;
  const state = game?.timeline.state;
  const rules = game?.rules;
  return useMemo(
    () =>
      !rules || !state || mode === 'guided' || call.prompt.kind !== 'ack' ? [] : callsAhead(rules, state, effects),
    [rules, state, effects, mode, call],
  );
}

/**
 * « Suivant » at each call of the screen in turn, each a separate answer (the log, its replay and its export are
 * those of the same calls answered one by one), stored together and the screen moving once, so a second tap cannot
 * land on a call half-way. Each goes only if the call then current is the one listed; the first that is not taken
 * (a die to roll at the table, a refusal) stops the run and waits on screen, its reason shown as any refusal's.
 */
export function sendEach(calls: readonly GroupedCall[]): Promise<SubmitResult> {
  return submitSeries(
    calls.map(({ call }) => ({ kind: 'answer', step: call.step, value: null })),
    calls.map(({ call }) => call),
  );
}

interface CallGroupProps {
  /** The calls after the one on screen (which keeps its own title, line and notes above). */
  calls: readonly GroupedCall[];
  nameOf: (id: PlayerId) => string;
}

/** The next calls listed in the book's order: each one's title, who wakes, « sans effet », the line, the MJ's notes. */
export function CallGroup({ calls, nameOf }: CallGroupProps) {
  return (
    <section className="call-group-box" aria-labelledby="call-group-head">
      <h3 id="call-group-head" className="call-group-head">
        Puis, à la suite
      </h3>
      <ol className="call-group">
        {calls.map(({ call, effects }, i) => {
          return (
            <li key={`${i}-${call.step}`} className={`call-group-item${call.inert ? ' call-is-inert' : ''}`}>
              <h4 className="call-group-title">{call.title}</h4>
              <WakeLine call={call} effects={effects} nameOf={nameOf} />
              {call.inert && <p className="call-group-inert">{`Sans effet\u00a0: ${call.inert}`}</p>}
              {call.line.trim() !== '' && <p className="call-group-line">{typo(call.line)}</p>}
              {call.notes.length > 0 && (
                <ul className="call-group-notes" aria-label="Pour vous seul">
                  {call.notes.map((note, j) => (
                    <li key={j}>{typo(note)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
