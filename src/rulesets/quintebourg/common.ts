/**
 * What every resolution (a step's or an action's) records the same way: who acts (the invariant checks nobody unavailable
 * does), the one-time powers spent, what some players are told.
 */
import { asItStands, type PlayerId, recordNight } from '../../engine';
import { asleep, health } from './queries';
import type { Power, QCtx } from './types';
import { DAY1, weeklyLimit } from './week';

export { ack, first } from '../quintebourg-family/common';

/**
 * Record that a player acts now: the invariant checks the state they were in.
 * The acts are appended, never edited: a new list sharing the acts recorded
 * before, read as it stands (through the game, a playout would copy every act
 * of the night at each new one).
 */
export function act(ctx: QCtx, actor: PlayerId, power: string): void {
  const s = ctx.s;
  const rs = ctx.s.rs;
  rs.acts = [...asItStands(rs).acts, { actor, power, health: health(s, actor), asleep: asleep(s, actor) }];
  // A power limited to some nights a week remembers its nights (week.ts).
  if (s.clock.phase === 'night' && weeklyLimit(s, power) !== null)
    recordNight(ctx.s.rs.weekly, `${actor}/${power}`, s.clock.day, DAY1);
}

export function spend(ctx: QCtx, id: PlayerId, power: Power): void {
  const key = `${id}/${power}`;
  ctx.s.rs.used[key] = (ctx.s.rs.used[key] ?? 0) + 1;
}

/** A private word to some players (the MJ's log when nobody): the family's. */
export { tell, type Told } from '../quintebourg-family/common';
