/**
 * Building blocks shared by the ruleset's steps and actions.
 */
import type { Ctx, Json, PlayerId, StepDef } from '../../engine';
import { health, asleep, type Power, type QGame, type QState } from './state';
import { weekOf, weeklyLimit } from './week';

export type QStep = StepDef<QState>;
export type QCtx = Ctx<QState>;

export const ack = (label?: string) => (label ? { kind: 'ack' as const, label } : { kind: 'ack' as const });

/** The draft read as a plain game (queries take a `QGame`). */
export function game(ctx: QCtx): QGame {
  return ctx.s as unknown as QGame;
}

/** Record that a player acts now: the invariant checks the state they were in. */
export function act(ctx: QCtx, actor: PlayerId, power: string): void {
  const s = game(ctx);
  ctx.s.rs.acts.push({ actor, power, health: health(s, actor), asleep: asleep(s, actor) });
  // A power limited to some nights a week remembers its nights (week.ts).
  if (s.clock.phase === 'night' && weeklyLimit(s, power) !== null) {
    const key = `${actor}/${power}`;
    const nights = ctx.s.rs.weekly[key] ?? [];
    if (!nights.includes(s.clock.day)) ctx.s.rs.weekly[key] = [...nights.filter((d) => weekOf(d) === weekOf(s.clock.day)), s.clock.day];
  }
}

export function spend(ctx: QCtx, id: PlayerId, power: Power): void {
  const key = `${id}/${power}`;
  ctx.s.rs.used[key] = (ctx.s.rs.used[key] ?? 0) + 1;
}

export function first(value: Json): PlayerId | null {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
}

export interface Args {
  [k: string]: Json;
}

/** Tell some players something (a private event). */
export function tell(ctx: QCtx, ids: PlayerId[], type: string, text: string, data?: Json): void {
  if (ids.length === 0) ctx.emit(type, { to: 'mj' }, text, data);
  else ctx.emit(type, { to: 'players', ids }, text, data);
}
