/**
 * The game session shown on screen: which game is open, its ruleset and
 * timeline, the MJ's current selection and the last refusal. UI state only:
 * Dexie is the source of truth (see play.ts), nothing here is persisted.
 */
import { create } from 'zustand';
import type { Answer, AnyRuleset, Json, Outcome, Timeline } from '../../engine';
import type { GameNotes, Head, StoredAside } from '../../storage';
import { keepDraft } from './draftMemory';

export interface OpenGame {
  gameId: string;
  title: string;
  /** Epoch milliseconds (an export from memory carries it). */
  createdAt: number;
  rules: AnyRuleset;
  timeline: Timeline;
  /** The stored log's head as this tab last saw it: every write is conditional on it. */
  head: Head;
}

/**
 * A stored game that does not replay to its end (a bug, a stale write, a
 * rules change between versions, a damaged database). Nothing is dropped:
 * the game up to its last valid answer, and what follows, kept as stored.
 */
export interface BrokenGame {
  title: string;
  /** Why, in French (the engine's refusal, the storage's finding). */
  reason: string;
  /** The first answer not taken (0-based); -1 when the setup itself does not start. */
  at: number;
  /** The head as loaded: setting the tail aside is conditional on it. */
  head: Head;
  /** The game up to its last valid answer (null when even the setup fails). */
  partial: { rules: AnyRuleset; timeline: Timeline } | null;
  /** The stored answers from `at` on, as they are. */
  tail: Json[];
}

export type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; gameId: string }
  | { status: 'ready'; gameId: string }
  | { status: 'failed'; gameId: string; message: string }
  | { status: 'broken'; gameId: string; broken: BrokenGame };

/**
 * Whether this tab may write to the open game: one tab holds a game at a
 * time (src/ui/store/hold.ts); the others show it read-only.
 */
export type Hold = 'held' | 'elsewhere';

export interface SessionState {
  load: LoadState;
  game: OpenGame | null;
  /** The MJ's selection for the current call (kept when an answer is refused or not saved). */
  draft: Json | undefined;
  /** Why the last answer (or undo) did not go through: the engine's or the storage's French reason. */
  callError: string | null;
  /** The book line of the rule that refused the last answer, for its « Pourquoi ? ». */
  callRule: string | null;
  /** A write is in flight: further taps wait. */
  busy: boolean;
  notes: GameNotes;
  /**
   * Physical dice: the answer waits for the die the MJ rolls at the table (or
   * the rank of a draw by lot); the roll screen sends it again with it.
   */
  roll: PendingRoll | null;
  hold: Hold;
  /** Something the MJ must know that is not about the current call (another tab moved the game on…). */
  notice: string | null;
  /** The storage refused the last write for lack of space: the game should be exported. */
  storageFull: boolean;
  /** The open game's answers kept aside. */
  aside: StoredAside[];
  /** The answers undone with « Retour », the last undone last: « Rejouer » gives it again (until another is given). */
  redo: Answer[];
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
  callRule: null,
  busy: false,
  notes: EMPTY_NOTES,
  roll: null,
  hold: 'held',
  notice: null,
  storageFull: false,
  aside: [],
  redo: [],
};

export const useSession = create<SessionState>()(() => initialSession);

/** The MJ changed the selection: the last refusal no longer applies to it; the device keeps it (draftMemory). */
export function setDraft(draft: Json | undefined): void {
  useSession.setState({ draft, callError: null, callRule: null });
  const { game, hold } = useSession.getState();
  if (game && hold === 'held') keepDraft(game.gameId, game.timeline.answers.length, draft);
}

export function clearCallError(): void {
  useSession.setState({ callError: null, callRule: null });
}

/** The MJ gave up the roll: the answer is dropped, the call stays as it was. */
export function cancelRoll(): void {
  useSession.setState({ roll: null });
}

export function clearNotice(): void {
  useSession.setState({ notice: null });
}
