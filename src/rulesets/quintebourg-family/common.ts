/** Small helpers the family's steps share: « Suivant », a players answer's first, a private word to some players. */
import type { Json, PlayerId } from '../../engine';
import type { FamilyBook, FamilyCtx } from './types';

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
