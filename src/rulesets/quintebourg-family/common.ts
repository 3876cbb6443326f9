/** Small helpers the family's steps share: the draft read as a game, « Suivant », a players answer's first. */
import type { PlayerId } from '../../engine';
import type { FamilyCtx, FamilyGame } from './types';

/** The draft read as a plain game (queries take a game). */
export function game(ctx: FamilyCtx): FamilyGame {
  return ctx.s;
}

/** A call with nothing to choose: just « Suivant » (or the label given). */
export const ack = (label?: string) => (label ? { kind: 'ack' as const, label } : { kind: 'ack' as const });

/** The first player of a players answer, or null when none was chosen. */
export function first(ids: readonly PlayerId[]): PlayerId | null {
  return ids[0] ?? null;
}
