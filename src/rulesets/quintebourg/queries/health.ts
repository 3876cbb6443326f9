/**
 * Health as the rules read it (000_a045abd3825f1297.txt:70-106, 399-401, 697):
 * standing (I or B), awake (I, B or C), available (standing and not in a
 * heavy sleep), at the hospital (B, C or Q), believed alive by the table.
 */
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import { awake, downed, isHealth, standing, type Health } from '../health';
import type { QGame } from '../types';

/** Read only (`playerRead`): a resolution that merely asks a health does not copy the player. */
export function health(s: QGame, id: PlayerId): Health {
  const h = playerRead(s.players, id).health;
  if (!isHealth(h)) throw new Error(`Unknown Quinte-bourg health "${h}" for ${id}`);
  return h;
}

export const isStanding = (s: QGame, id: PlayerId): boolean => standing(health(s, id));
export const isAwake = (s: QGame, id: PlayerId): boolean => awake(health(s, id));
export const isDown = (s: QGame, id: PlayerId): boolean => downed(health(s, id));

/** Heavy sleep lasts the night it was cast (000:401). Read as it stands: asking does not copy the night (`copy-on-access.ts`). */
export function asleep(s: QGame, id: PlayerId): boolean {
  return s.clock.phase === 'night' && asItStands(s.rs).night.sleepers.includes(id);
}

/** Available: I or B, and not in a heavy sleep (000:697). */
export function available(s: QGame, id: PlayerId): boolean {
  return isStanding(s, id) && !asleep(s, id);
}

/** B, C and Q players spend the night at the hospital (000:76-78). */
export function atHospital(s: QGame, id: PlayerId): boolean {
  const h = health(s, id);
  return h === 'B' || h === 'C' || h === 'Q';
}

export function living(s: QGame): PlayerId[] {
  return s.order.filter((id) => health(s, id) !== 'M');
}

/** Believed alive by the table: announced I, B or C. */
export function believedAlive(s: QGame, id: PlayerId): boolean {
  return awake(playerRead(s.players, id).announced.health);
}
