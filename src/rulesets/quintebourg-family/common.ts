/**
 * Small helpers the family's steps share: « Suivant », a players answer's
 * first, a private word to some players, a refusal on the book's line, and
 * the bars (`engine/bars.ts`) that say who a shared call may designate. Both
 * books state each rule, on different lines: a bar's reason names the line
 * of the book the ruleset plays (`refusal`, `PlayerRules.book`). The bars are
 * made when a ruleset configures the family's calls (once, at load), never
 * per call.
 */
import type { Bar, Json, PlayerId } from '../../engine';
import { name } from './text';
import type { FamilyBook, FamilyCtx, FamilyGame, PlayerRules } from './types';

/** A call with nothing to choose: just « Suivant » (or the label given). */
export const ack = (label?: string) => (label ? { kind: 'ack' as const, label } : { kind: 'ack' as const });

/** The first player of a players answer, or null when none was chosen. */
export function first(ids: readonly PlayerId[]): PlayerId | null {
  return ids[0] ?? null;
}

/** What some players are told (nobody: only the MJ's log). */
export interface Told {
  to: PlayerId[];
  type: string;
  text: string;
  data?: Json;
}

/** Tell some players something (a private event; to nobody, the MJ's log). */
export function tell(ctx: FamilyCtx, told: Told): void {
  const { to, type, text, data } = told;
  if (to.length === 0) ctx.emit(type, { to: 'mj' }, text, data);
  else ctx.emit(type, { to: 'players', ids: to }, text, data);
}

/**
 * A refusal of a shared step, naming its rule in the book the ruleset plays
 * (`PlayerRules.book`): the original edition (000) and the revision (001)
 * state the same rule on different lines.
 */
export function refusal(
  rules: { book: FamilyBook },
  reason: string,
  lines: Readonly<Record<FamilyBook, string>>,
): { reason: string; rule: string } {
  return { reason, rule: lines[rules.book] };
}

/** A rule's line in each book. */
export type BookLines = Readonly<Record<FamilyBook, string>>;

/** A bar of a shared call: `test` leaves `id` out, `why` says so in French, on `lines` of the book played. */
export function bookBar<A>(
  rules: { book: FamilyBook },
  lines: BookLines,
  test: (s: FamilyGame, id: PlayerId, arg: A) => boolean,
  why: (s: FamilyGame, id: PlayerId, arg: A) => string,
): Bar<FamilyGame, A> {
  return { test, why: (s, id, arg) => refusal(rules, why(s, id, arg), lines) };
}

/** No longer standing (the original: I or B; the revision: alive): powers strike at any moment (000:168, 001:8-9). */
export function standingBar(rules: PlayerRules, lines: BookLines, what: string): Bar<FamilyGame, unknown> {
  return bookBar(
    rules,
    lines,
    (s, id) => !rules.standing(s, id),
    (s, id) => `${name(s, id)} n’est plus debout (${rules.state(s, id)})${what}.`,
  );
}

/**
 * Only the players of a list the call is about (the tied of a vote, those who
 * applied), which its argument gives: the candidates come in the list's own
 * order, as the call has always shown them, since the list is the bar's
 * `pass` (the only one: the call has no other bar that lists seats).
 */
export function amongBar<A>(
  rules: { book: FamilyBook },
  lines: BookLines,
  list: (arg: A) => readonly PlayerId[],
  why: (s: FamilyGame, id: PlayerId, arg: A) => string,
): Bar<FamilyGame, A> {
  return {
    test: (_s, id, arg) => !list(arg).includes(id),
    why: (s, id, arg) => refusal(rules, why(s, id, arg), lines),
    pass: (_s, arg) => list(arg),
  };
}
