/**
 * The answer → persist → render path. Dexie is the source of truth:
 *   1. the answer is applied in memory (a refusal is shown, nothing else happens);
 *   2. it is appended to the stored log and we wait for the commit;
 *   3. only then does the store move to the next call.
 * A failed write leaves the screen on the same call with the selection intact.
 */
import { push, resume, undo, type Answer, type Effect, type Rejection } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';
import {
  appendAnswer,
  describeStorageError,
  loadNotes,
  loadStoredGame,
  saveSnapshot,
  truncateAnswers,
} from '../../storage';
import { summarize } from '../lib/summary';
import { EMPTY_NOTES, initialSession, useSession } from './session';

/** A snapshot is stored every this many answers (after the append), so a reload replays a short tail. */
export const SNAPSHOT_EVERY = 25;

let loadToken = 0;

/** Open a stored game: its log is replayed (from the latest snapshot) to the current call. */
export async function openGame(gameId: string): Promise<void> {
  const token = ++loadToken;
  useSession.setState({ ...initialSession, load: { status: 'loading', gameId } });
  const fail = (message: string): void => {
    if (token === loadToken) useSession.setState({ load: { status: 'failed', gameId, message } });
  };
  try {
    const stored = await loadStoredGame(gameId);
    if (!stored) return fail('Cette partie est introuvable\u00a0: elle a peut-être été supprimée.');
    let rules;
    try {
      rules = await loadRuleset(stored.game.rulesetId);
    } catch (err) {
      return fail(err instanceof Error ? err.message : String(err));
    }
    const resumed = resume(rules, stored.game.setup, stored.answers, stored.snapshot?.state);
    if (!resumed.ok) return fail(`Cette partie ne peut pas être rejouée. ${resumed.error}`);
    const notes = await loadNotes(gameId).catch(() => EMPTY_NOTES);
    if (token !== loadToken) return;
    useSession.setState({
      load: { status: 'ready', gameId },
      game: { gameId, title: stored.game.title, rules, timeline: resumed.value },
      notes,
    });
  } catch (err) {
    fail(describeStorageError(err));
  }
}

export function closeGame(): void {
  loadToken++;
  useSession.setState(initialSession);
}

export type SubmitResult = { ok: true; effects: Effect[] } | { ok: false; error: string; roll?: true };

/**
 * Send one answer. Answers to the current call report their refusal in
 * `callError`; invoked actions (dialogs) show the returned error themselves.
 */
export async function submit(answer: Answer): Promise<SubmitResult> {
  const { game, busy } = useSession.getState();
  if (!game) return { ok: false, error: 'Aucune partie ouverte.' };
  if (busy) return { ok: false, error: 'Enregistrement en cours…' };
  const report = (error: string): SubmitResult => {
    // An answer sent from the roll screen reports on the call screen (the roll screen closes).
    if (answer.kind === 'answer' || answer.rolls) useSession.setState({ callError: error, roll: null });
    return { ok: false, error };
  };

  // 1. In memory. Physical dice: a die is missing, the roll screen asks for it and sends the answer again.
  const next = push(game.rules, game.timeline, answer);
  if (!next.ok && next.outcome.kind === 'needs-roll') {
    useSession.setState({ roll: { answer, need: next.outcome }, callError: null });
    return { ok: false, error: next.outcome.reason, roll: true };
  }
  if (!next.ok) return report(rejectionMessage(next.outcome, answer));

  // 2. On disk, awaited.
  const seq = game.timeline.answers.length;
  useSession.setState({ busy: true });
  try {
    await appendAnswer(game.gameId, seq, answer, summarize(game.rules, next.value.state));
  } catch (err) {
    useSession.setState({ busy: false });
    return report(describeStorageError(err));
  }

  // 3. Only now, the screen moves on. (The open game may have changed meanwhile: leave it alone then.)
  const current = useSession.getState().game;
  if (current?.gameId !== game.gameId) return { ok: true, effects: [] };
  useSession.setState({ game: { ...game, timeline: next.value }, draft: undefined, callError: null, busy: false, roll: null });

  const count = seq + 1;
  if (count % SNAPSHOT_EVERY === 0) {
    // A snapshot only shortens replays: losing one loses nothing.
    saveSnapshot(game.gameId, count, next.value.state).catch((err: unknown) => console.warn(describeStorageError(err)));
  }
  return { ok: true, effects: next.value.effects };
}

/** What the MJ reads when an answer is not taken, by kind (never by the text). */
function rejectionMessage(outcome: Rejection, answer: Answer): string {
  switch (outcome.kind) {
    case 'refused':
    case 'stale':
    case 'needs-roll':
      return outcome.reason;
    case 'internal':
      // A bug in the rules, not the MJ's mistake: keep what a report needs.
      console.error('Veilleur: internal rules error', { step: outcome.step, answer, error: outcome.error });
      return `${outcome.reason} — ce n’est pas votre erreur : la réponse n’a pas été enregistrée, la partie reste où elle était.`;
  }
}

/** « Retour »: drop the last answer on disk, then replay without it. Its value becomes the selection again. */
export async function back(): Promise<void> {
  const { game, busy } = useSession.getState();
  if (!game || busy || game.timeline.answers.length === 0) return;
  const keep = game.timeline.answers.length - 1;
  const dropped = game.timeline.answers[keep]!;
  useSession.setState({ busy: true });
  let timeline;
  try {
    timeline = undo(game.rules, game.timeline);
    await truncateAnswers(game.gameId, keep, summarize(game.rules, timeline.state));
  } catch (err) {
    useSession.setState({ busy: false, callError: describeStorageError(err) });
    return;
  }
  const head = timeline.state.agenda[0];
  const draft = dropped.kind === 'answer' && head?.step === dropped.step ? dropped.value : undefined;
  useSession.setState({ game: { ...game, timeline }, draft, callError: null, busy: false });
}
