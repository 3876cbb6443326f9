import { useId, useMemo } from 'react';
import { typo, type Effect } from '../../engine';
import { submitSeries, type SubmitResult } from '../store/play';
import { useSession } from '../store/session';
import { leaveUnheard } from '../voice/unheard';
import { utterancesAt } from '../voice/utterances';
import { quietSeries, type SeriesCall } from './quietSeries';

/** The calls the players woken now may pass together (quietSeries.ts), in every voice mode; empty: none. */
export function useQuietSeries(effects: readonly Effect[]): SeriesCall[] {
  const game = useSession((s) => s.game);
  const state = game?.timeline.state;
  const rules = game?.rules;
  return useMemo(() => (!rules || !state ? [] : quietSeries(rules, state, effects)), [rules, state, effects]);
}

/**
 * Each call's « do nothing » answer in turn, each a separate answer (as tapped one by one), stored together and the
 * screen moving once. Each goes only if the call then current is the one listed; the first refused stops the run,
 * what went before is kept, and that call waits on its own screen. The lines of the calls answered after the first
 * are left for the voice to say next.
 */
export function sendSeries(calls: readonly SeriesCall[]): Promise<SubmitResult> {
  const game = useSession.getState().game;
  // The calls answered after the first were not heard yet: the voice says them next (unheard.ts).
  if (game)
    leaveUnheard(
      game.gameId,
      game.timeline.answers.length,
      calls.map((c) => utterancesAt(game.rules, c.state, c.call, c.effects).lines),
    );
  return submitSeries(
    calls.map(({ call, answer }) => ({ kind: 'answer', step: call.step, value: answer })),
    calls.map(({ call }) => call),
  );
}

/** « Rien (2 appels) », with the answers it gives beside it: what the MJ would have tapped at each call. */
export function QuietSeriesButton({ calls, busy }: { calls: readonly SeriesCall[]; busy: boolean }) {
  const hintId = useId();
  return (
    <div className="call-submit call-series">
      <span id={hintId} className="submit-hint">
        {calls.map((c) => `«\u00a0${typo(c.label)}\u00a0»`).join(', puis ')}
      </span>
      <button
        type="button"
        className="btn btn-large call-series-btn"
        onClick={() => void sendSeries(calls)}
        disabled={busy}
        aria-describedby={hintId}
        aria-busy={busy}
      >
        {`Rien (${calls.length} appels)`}
      </button>
    </div>
  );
}
