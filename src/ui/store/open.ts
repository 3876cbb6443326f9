/**
 * Opening, following and leaving a stored game. The game is read from
 * Dexie and replayed; this tab takes the game's lock (hold.ts) or shows it
 * read-only; a game that does not replay opens on the recovery screen.
 */
import { typo } from '../../engine/french';
import {
  describeStorageError,
  listAside,
  loadNotes,
  loadStoredGame,
  saveSnapshot,
  setAsideTail,
  type StoredAside,
} from '../../storage';
import { keptDraft } from './draftMemory';
import { acquire, release } from './hold';
import { forgetNoteWriters, noteWritesFinished } from './notes';
import { openStored } from './replay-stored';
import { EMPTY_NOTES, initialSession, useSession } from './session';

/** A snapshot is stored every this many answers (after the append), so a reload replays a short tail. */
export const SNAPSHOT_EVERY = 25;

let loadToken = 0;

const LOST = typo('Cette partie a été reprise dans un autre onglet : celui-ci ne fait plus que la montrer.');

function lost(gameId: string): void {
  const { load } = useSession.getState();
  if (load.status !== 'idle' && load.gameId === gameId) useSession.setState({ hold: 'elsewhere', notice: LOST });
}

/** Read the stored game and show it (ready or broken); `token` drops a read that another one overtook. */
async function readGame(gameId: string, token: number, notice: string | null): Promise<void> {
  const fail = (message: string): void => {
    if (token === loadToken) useSession.setState({ load: { status: 'failed', gameId, message }, game: null });
  };
  try {
    const stored = await loadStoredGame(gameId);
    if (!stored) return fail('Cette partie est introuvable\u00a0: elle a peut-être été supprimée.');
    const aside = await listAside(gameId).catch((): StoredAside[] => []);
    const opened = await openStored(stored);
    // The notes last, and again if a note's write finished meanwhile: an older text must not come back on screen.
    let notes = EMPTY_NOTES;
    for (let tries = 0; tries < 3; tries++) {
      const before = noteWritesFinished();
      notes = await loadNotes(gameId).catch(() => EMPTY_NOTES);
      if (before === noteWritesFinished()) break;
    }
    if (token !== loadToken) return;
    const common = { notes, aside, notice, draft: undefined, callError: null, callRule: null, busy: false };
    if (opened.ok) {
      // The selection being entered when the game was left (a reload, « Mode public »), if still for this call.
      const draft = keptDraft(gameId, opened.game.timeline.answers.length);
      useSession.setState({ ...common, draft, load: { status: 'ready', gameId }, game: opened.game });
      // No snapshot passed its check (damaged, or from before checks): the replay just made one; store it.
      const { state } = opened.game.timeline;
      if (!stored.snapshot && state.seq >= SNAPSHOT_EVERY)
        saveSnapshot(gameId, state.seq, state).catch((err: unknown) => console.warn(describeStorageError(err)));
    } else useSession.setState({ ...common, load: { status: 'broken', gameId, broken: opened.broken }, game: null });
  } catch (err) {
    fail(describeStorageError(err));
  }
}

/** Open a stored game: take its lock if no other tab holds it, then replay its log to the current call. */
export async function openGame(gameId: string): Promise<void> {
  const token = ++loadToken;
  useSession.setState({ ...initialSession, load: { status: 'loading', gameId } });
  const held = await acquire(gameId, false, () => lost(gameId));
  if (token !== loadToken) return;
  useSession.setState({ hold: held ? 'held' : 'elsewhere' });
  await readGame(gameId, token, null);
}

/** Read the open game again (it changed on disk), the screen staying as it is until then. */
export async function refreshGame(notice: string | null = null): Promise<void> {
  const { load } = useSession.getState();
  if (load.status === 'idle') return;
  await readGame(load.gameId, ++loadToken, notice);
}

/** « Reprendre ici »: take the game from the tab that holds it, and show it as stored now. */
export async function takeOver(): Promise<void> {
  const { load } = useSession.getState();
  if (load.status === 'idle') return;
  const gameId = load.gameId;
  const held = await acquire(gameId, true, () => lost(gameId));
  if (!held) return;
  useSession.setState({ hold: 'held', notice: null });
  await refreshGame(null);
}

/**
 * The recovery screen's « Reprendre à la dernière réponse valide »: the
 * answers from the first refused one on are kept aside, and the game opens
 * there. Returns a French reason when it could not be done.
 */
export async function resumeAtLastValid(): Promise<string | null> {
  const { load, hold } = useSession.getState();
  if (load.status !== 'broken' || !load.broken.partial)
    return typo('Cette partie ne peut pas reprendre : sa configuration même ne démarre pas.');
  if (hold !== 'held') return typo('Cette partie est ouverte dans un autre onglet : reprenez-la d’abord ici.');
  const { at, head, reason, tail } = load.broken;
  try {
    await setAsideTail(load.gameId, head, at, reason);
  } catch (err) {
    return describeStorageError(err);
  }
  const kept = tail.length;
  await refreshGame(
    `Partie reprise après la réponse n°\u00a0${at}${kept > 0 ? `\u00a0; ${kept > 1 ? `les ${kept} réponses suivantes sont gardées` : 'la réponse suivante est gardée'} de côté` : ''}.`,
  );
  return null;
}

export function closeGame(): void {
  loadToken++;
  release();
  useSession.setState(initialSession);
  // Notes with a write under way keep their writer: the field that opens next shows what was typed.
  forgetNoteWriters();
}
