/**
 * The answer → persist → render path. Dexie is the source of truth:
 *   1. the answer is applied in memory (a refusal is shown, nothing else happens);
 *   2. it is appended to the stored log, on condition that the log still ends
 *      where this tab saw it end, and we wait for the commit;
 *   3. only then does the store move to the next call.
 * A failed write leaves the screen on the same call with the selection intact;
 * a write refused because another tab moved the game on keeps the answer aside
 * and shows the game as stored.
 */
import { typo } from '../../engine/french';
import { currentCall, push, undo, type Answer, type CallView, type Effect, type Rejection } from '../../engine';
import {
  MSG_CONFLICT,
  appendAnswers,
  describeStorageError,
  jsonCopy,
  putAside,
  saveSnapshot,
  toStorageError,
  truncateAnswers,
} from '../../storage';
import { summarize } from '../lib/summary';
import { dropDraft } from './draftMemory';
import { holds } from './hold';
import { refreshGame, SNAPSHOT_EVERY } from './open';
import { useSession } from './session';

export { closeGame, openGame, refreshGame, resumeAtLastValid, SNAPSHOT_EVERY, takeOver } from './open';

export const READ_ONLY = typo(
  'Cette partie est ouverte dans un autre onglet : touchez « Reprendre ici » pour la jouer dans celui-ci.',
);

export type SubmitResult = { ok: true; effects: Effect[] } | { ok: false; error: string; rule?: string; roll?: true };

/** Whether this tab may write to the open game now. */
function mayWrite(gameId: string): boolean {
  return useSession.getState().hold === 'held' && holds(gameId);
}

/** Storage refused a write: say why; a conflict keeps `kept` aside and shows the game as stored. */
async function onWriteError(gameId: string, err: unknown, kept: readonly Answer[], at: number): Promise<string> {
  const error = toStorageError(err);
  if (error.kind === 'quota') useSession.setState({ storageFull: true });
  if (error.kind !== 'conflict') return describeStorageError(error);
  if (kept.length > 0)
    await putAside(
      gameId,
      at,
      `Refusée\u00a0: la partie avait avancé dans un autre onglet (${error.message})`,
      kept.map(jsonCopy),
    ).catch(() => undefined);
  await refreshGame(kept.length > 0 ? MSG_CONFLICT : error.message);
  return error.message;
}

/**
 * Send one answer. Answers to the current call report their refusal in
 * `callError`; invoked actions (dialogs) show the returned error themselves.
 */
export function submit(raw: Answer): Promise<SubmitResult> {
  return submitSeries([raw]);
}

/**
 * Send answers in a row, as if given one by one (each its own answer in the
 * log), with the screen moving once: the calls of one screen answered with one
 * tap (CallGroup). With `meant`, each answer goes only if the call then current
 * is the one it was meant for (step and arguments); the series stops at the
 * first that is not, or that the rules refuse or that needs a die rolled at the
 * table: what went before is kept, and that call waits on screen (its refusal
 * shown when it is the first). Stored in one transaction: all or none.
 */
export async function submitSeries(raws: readonly Answer[], meant?: readonly CallView[]): Promise<SubmitResult> {
  const { game, busy } = useSession.getState();
  if (!game) return { ok: false, error: 'Aucune partie ouverte.' };
  if (busy) return { ok: false, error: 'Enregistrement en cours…' };
  const report = (raw: Answer, error: string, rule?: string): SubmitResult => {
    // An answer sent from the roll screen reports on the call screen (the roll screen closes).
    if (raw.kind === 'answer' || raw.rolls)
      useSession.setState({ callError: error, callRule: rule ?? null, roll: null });
    return { ok: false, error, ...(rule ? { rule } : {}) };
  };
  if (raws.length === 0) return { ok: true, effects: [] };
  if (!mayWrite(game.gameId)) return report(raws[0]!, READ_ONLY);

  // 1. In memory, one after the other. The number of answers each saw: a replay tells a stale answer from a wrong one.
  let timeline = game.timeline;
  const given: Answer[] = [];
  for (const [i, raw] of raws.entries()) {
    if (meant && !sameCall(currentCall(game.rules, timeline.state), meant[i])) break;
    const answer: Answer = { ...raw, seq: timeline.answers.length };
    const next = push(game.rules, timeline, answer);
    if (!next.ok && i > 0) break;
    // Physical dice: a die is missing, the roll screen asks for it and sends the answer again.
    if (!next.ok && next.outcome.kind === 'needs-roll') {
      useSession.setState({ roll: { answer, need: next.outcome }, callError: null, callRule: null });
      return { ok: false, error: next.outcome.reason, roll: true };
    }
    if (!next.ok)
      return report(
        raw,
        rejectionMessage(next.outcome, answer),
        next.outcome.kind === 'refused' ? next.outcome.rule : undefined,
      );
    timeline = next.value;
    given.push(answer);
  }
  // The screen was behind the game (a tap that came after the calls it listed were answered): nothing to send.
  if (given.length === 0)
    return { ok: false, error: 'L’appel affiché n’est plus celui en cours\u00a0: rien n’a été envoyé.' };

  // 2. On disk, awaited, on condition that the log is still where this tab saw it.
  useSession.setState({ busy: true });
  let head;
  try {
    head = await appendAnswers(game.gameId, game.head, given, summarize(game.rules, timeline.state));
  } catch (err) {
    useSession.setState({ busy: false });
    const error = await onWriteError(game.gameId, err, given, game.timeline.answers.length);
    return toStorageError(err).kind === 'conflict' ? { ok: false, error } : report(raws[0]!, error);
  }

  // 3. Only now, the screen moves on. (The open game may have changed meanwhile: leave it alone then.)
  const current = useSession.getState().game;
  if (current?.gameId !== game.gameId) return { ok: true, effects: [] };
  dropDraft(game.gameId);
  useSession.setState({
    redo: given.reduce(afterGiven, useSession.getState().redo),
    game: { ...game, timeline, head },
    draft: undefined,
    callError: null,
    callRule: null,
    busy: false,
    roll: null,
    storageFull: false,
  });

  const before = game.timeline.answers.length;
  const count = timeline.answers.length;
  if (Math.floor(count / SNAPSHOT_EVERY) > Math.floor(before / SNAPSHOT_EVERY)) {
    // A snapshot only shortens replays: losing one loses nothing.
    saveSnapshot(game.gameId, count, timeline.state).catch((err: unknown) => console.warn(describeStorageError(err)));
  }
  return { ok: true, effects: timeline.effects };
}

/** Whether the call now current is the one an answer was meant for: the same call, as the screen showed it. */
function sameCall(now: CallView | null, meant: CallView | undefined): boolean {
  return !!now && !!meant && JSON.stringify(now) === JSON.stringify(meant);
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
      return `${outcome.reason} — ce n’est pas votre erreur\u00a0: la réponse n’a pas été enregistrée, la partie reste où elle était.`;
  }
}

/**
 * « Retour »: drop the last answer on disk (only if the log still ends where
 * this tab saw it end), then replay without it. Its value becomes the
 * selection again.
 */
export async function back(): Promise<void> {
  const { game, busy } = useSession.getState();
  if (!game || busy || game.timeline.answers.length === 0) return;
  if (!mayWrite(game.gameId)) {
    useSession.setState({ callError: READ_ONLY, callRule: null });
    return;
  }
  const keep = game.timeline.answers.length - 1;
  const dropped = game.timeline.answers[keep]!;
  let timeline;
  try {
    timeline = undo(game.rules, game.timeline);
  } catch (err) {
    // The shorter log did not replay: a rules bug; nothing was touched on disk.
    useSession.setState({
      callError: `Retour impossible\u00a0: ${err instanceof Error ? err.message : String(err)}`,
      callRule: null,
    });
    return;
  }
  useSession.setState({ busy: true });
  let head;
  try {
    head = await truncateAnswers(game.gameId, game.head, keep, summarize(game.rules, timeline.state));
  } catch (err) {
    useSession.setState({ busy: false });
    const error = await onWriteError(game.gameId, err, [], keep);
    if (toStorageError(err).kind !== 'conflict') useSession.setState({ callError: error, callRule: null });
    return;
  }
  const current = useSession.getState().game;
  if (current?.gameId !== game.gameId) return;
  const top = timeline.state.agenda[0];
  const draft = dropped.kind === 'answer' && top?.step === dropped.step ? dropped.value : undefined;
  dropDraft(game.gameId);
  const { seq: _seq, ...undone } = dropped;
  useSession.setState((s) => ({
    game: { ...game, timeline, head },
    draft,
    callError: null,
    callRule: null,
    busy: false,
    redo: [...s.redo, undone],
  }));
}

/** The redo list once `given` went through: the undone answer it repeats is done again; any other ends the list. */
function afterGiven(redo: Answer[], given: Answer): Answer[] {
  const last = redo[redo.length - 1];
  const { seq: _seq, ...plain } = given;
  return last && JSON.stringify(last) === JSON.stringify(plain) ? redo.slice(0, -1) : [];
}

/** « Rejouer »: give again the answer « Retour » undid last, as it was (its dice included). */
export async function redo(): Promise<void> {
  const { redo: undone } = useSession.getState();
  const last = undone[undone.length - 1];
  if (last) await submit(last);
}
