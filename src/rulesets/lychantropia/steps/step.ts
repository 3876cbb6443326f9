/**
 * The ruleset's step helper (it infers each step's prompt and types its
 * answer) and the small pieces many steps share.
 */
import { stepsOf, type PlayerId } from '../../../engine';
import type { LCtx, LTypes } from '../types';

export const step = stepsOf<LTypes>();

export const ack = (label: string) => ({ kind: 'ack' as const, label });

/** Record that a player acts now (the invariant checks nobody dead does). */
export function act(ctx: LCtx, actor: PlayerId, what: string): void {
  ctx.s.rs.tick++;
  ctx.s.rs.acts.push({ actor, what, tick: ctx.s.rs.tick });
}

/** A bookkeeping row: it resolves by itself when reached, with nothing to read aloud. */
export const AUTO = { auto: true as const, line: () => '', prompt: () => ({ kind: 'ack' as const }) };
