/**
 * Building blocks shared by the ruleset's steps.
 */
import type { Ctx, Json, PlayerId, StepDef } from '../../../engine';
import type { LGame, LState } from '../state';

export type LStep = StepDef<LState>;
export type LCtx = Ctx<LState>;

export const ack = (label: string) => ({ kind: 'ack' as const, label });

/** The draft read as a plain game (reads only: queries take an `LGame`). */
export function game(ctx: LCtx): LGame {
  return ctx.s as unknown as LGame;
}

/** Record that a player acts now (the invariant checks nobody dead does). */
export function act(ctx: LCtx, actor: PlayerId, what: string): void {
  ctx.s.rs.tick++;
  ctx.s.rs.acts.push({ actor, what, tick: ctx.s.rs.tick });
}

export interface PlayerArgs {
  id: PlayerId;
  [k: string]: Json;
}
