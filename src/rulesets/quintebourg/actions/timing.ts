/**
 * When the powers invoked at any moment may be (000_a045abd3825f1297.txt:168):
 * from the first night on; no kill on Sunday, the fête has no death (000:56).
 */
import type { PlayerId } from '../../../engine';
import { actionsOf } from '../../../engine';
import { harmable } from '../harm';
import { health } from '../queries';
import type { QGame, QTypes } from '../types';
import { isSunday } from '../week';

/** Quinte-bourg's action helper: infers each action's prompt and types its answer. */
export const action = actionsOf<QTypes>();

export const started = (s: QGame): boolean => s.clock.day >= 1 && s.clock.phase !== 'setup';
export const canKill = (s: QGame): boolean => started(s) && !isSunday(s.clock.day);

/** Anyone but `me` who may still be harmed (a Q only after the first return, 000:104). */
export const others = (s: QGame, me: PlayerId): PlayerId[] =>
  s.order.filter((id) => id !== me && harmable(s, id) && health(s, id) !== 'M');
