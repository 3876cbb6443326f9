/**
 * What `apply` answers (boardgame.io's INVALID_MOVE, made explicit): the
 * simulator, the CLI and the app branch on `kind`, never on a message's text.
 */
import type { Effect } from './effects';
import type { Answer, GameState } from './types';

export type Outcome<R = unknown> =
  /** The answer was taken: the new state, and what the app must do now. */
  | { kind: 'accepted'; state: GameState<R>; effects: Effect[] }
  /** A rule refuses it: the French reason for the MJ (and the book's line, when known); the state is untouched. */
  | { kind: 'refused'; reason: string; rule?: string }
  /**
   * It was meant for another moment of the game: another call than the
   * current one, another number of answers, or a game already over. Nothing
   * is wrong with the answer itself; the screen that sent it is out of date.
   */
  | { kind: 'stale'; reason: string; current: { step: string | null; seq: number } }
  /**
   * The game rolls physical dice (`GameSetup.handDice`) and this answer needs
   * one more than it carries: a die with `sides` faces, or a draw among `among`
   * (give its rank, 1 to n). A die printed otherwise than 1..sides (a d10
   * reading 0–9) lists its `faces`: give the face it shows. Send the same
   * answer again with that roll added to its `rolls` (`given` of them were
   * there); the state is untouched.
   */
  | {
      kind: 'needs-roll';
      reason: string;
      sides: number;
      purpose: string;
      among?: string[];
      faces?: number[];
      given: number;
    }
  /** A bug in the rules: the step and the answer are kept for the report, the MJ is told it is not their mistake. */
  | { kind: 'internal'; reason: string; error: string; step: string | null; answer: Answer };

/** The outcomes that leave the state as it was. */
export type Rejection = Exclude<Outcome, { kind: 'accepted' }>;

/** One line for a log or a CLI report: the kind, then the reason. */
export function describeRejection(o: Rejection): string {
  return o.kind === 'refused' && o.rule ? `${o.reason} (${o.rule})` : o.reason;
}
