/**
 * What every resolution records the same way: who acts (the invariant checks that nobody dead or asleep acts but as the rules
 * allow), the one-time powers spent; and the step and action helpers.
 */
import { actionsOf, asItStands, stepsOf, type PlayerId } from '../../engine';
import { asleep, isAlive, isGhost } from './queries';
import type { Power, RCtx, RGame, RTypes } from './types';

export { ack, first } from '../quintebourg-family/common';
export { tell, type Told } from '../quintebourg-family/common';

/** The revision's step helper: infers each step's prompt and types its answer (docs/rulesets/anatomy.md). */
export const step = stepsOf<RTypes>();
export const action = actionsOf<RTypes>();

/**
 * Record that a player acts now, in the state he is in. The acts are
 * appended, never edited: a new list sharing those recorded before, read as
 * it stands (through the game, a playout would copy every act at each new one).
 */
export function act(ctx: RCtx, actor: PlayerId, power: string): void {
  const s = ctx.s;
  const rs = ctx.s.rs;
  const acted = { actor, power, alive: isAlive(s, actor), ghost: isGhost(s, actor), asleep: asleep(s, actor) };
  rs.acts = [...asItStands(rs).acts, acted];
}

export function usedTimes(s: RGame, id: PlayerId, power: Power): number {
  return s.rs.used[`${id}/${power}`] ?? 0;
}

/** A one-time power not used yet (001:72, 76, 79, 81, 92, 94, 111: « une seule fois »). */
export const canUse = (s: RGame, id: PlayerId, power: Power): boolean => usedTimes(s, id, power) === 0;

export function spend(ctx: RCtx, id: PlayerId, power: Power): void {
  const key = `${id}/${power}`;
  ctx.s.rs.used[key] = (ctx.s.rs.used[key] ?? 0) + 1;
}

/** The game has begun: day 0 is the setup (001:66). */
export const started = (s: RGame): boolean => s.clock.day >= 1;
