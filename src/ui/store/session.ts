/**
 * The game session shown on screen: which game is open, its ruleset and
 * timeline, the MJ's current selection and the last refusal. UI state only:
 * Dexie is the source of truth (see play.ts), nothing here is persisted.
 */
import { create } from 'zustand';
import type { Answer, AnyRuleset, Json, Outcome, Timeline } from '../../engine';
import type { GameNotes } from '../../storage';

export interface OpenGame {
  gameId: string;
  title: string;
  rules: AnyRuleset;
  timeline: Timeline;
}

export type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; gameId: string }
  | { status: 'ready'; gameId: string }
  | { status: 'failed'; gameId: string; message: string };

export interface SessionState {
  load: LoadState;
  game: OpenGame | null;
  /** The MJ's selection for the current call (kept when an answer is refused or not saved). */
  draft: Json | undefined;
  /** Why the last answer (or undo) did not go through: the engine's or the storage's French reason. */
  callError: string | null;
  /** A write is in flight: further taps wait. */
  busy: boolean;
  notes: GameNotes;
  /**
   * Physical dice: the answer waits for the die the MJ rolls at the table (or
   * the rank of a draw by lot); the roll screen sends it again with it.
   */
  roll: PendingRoll | null;
}

export interface PendingRoll {
  answer: Answer;
  need: Extract<Outcome, { kind: 'needs-roll' }>;
}

export const EMPTY_NOTES: GameNotes = { game: '', players: {} };

export const initialSession: SessionState = {
  load: { status: 'idle' },
  game: null,
  draft: undefined,
  callError: null,
  busy: false,
  notes: EMPTY_NOTES,
  roll: null,
};

export const useSession = create<SessionState>()(() => initialSession);

/** The MJ changed the selection: the last refusal no longer applies to it. */
export function setDraft(draft: Json | undefined): void {
  useSession.setState({ draft, callError: null });
}

export function clearCallError(): void {
  useSession.setState({ callError: null });
}

/** The MJ gave up the roll: the answer is dropped, the call stays as it was. */
export function cancelRoll(): void {
  useSession.setState({ roll: null });
}
