/**
 * The ruleset's step helper (it infers each step's prompt and types its
 * answer) and the small pieces many steps share.
 */
import { asItStands, stepsOf, type PlayerId } from '../../../engine';
import type { LCtx, LTypes } from '../types';

export const step = stepsOf<LTypes>();

export const ack = (label: string) => ({ kind: 'ack' as const, label });

/**
 * Record that a player acts now (the invariant checks nobody dead does). The
 * game's acts only grow and are never edited: a new list shares the earlier
 * ones (read as they stand), where a push through the state would copy every
 * act of the game first.
 */
export function act(ctx: LCtx, actor: PlayerId, what: string): void {
  const rs = ctx.s.rs;
  rs.tick++;
  rs.acts = [...asItStands(rs).acts, { actor, what, tick: rs.tick }];
}

/** A bookkeeping row: it resolves by itself when reached, with nothing to read aloud. */
export const AUTO = { auto: true as const, line: () => '', prompt: () => ({ kind: 'ack' as const }) };
