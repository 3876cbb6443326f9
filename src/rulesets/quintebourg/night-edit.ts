/**
 * Tonight's record is replaced, never edited in place (`replacedState` in
 * `index.ts`): a write makes a new record, one level, sharing everything else
 * with the night before. The playouts' writer then hands the night out as it
 * stands, frozen, where it made a deep copy of it (its map, its long actions,
 * its report) for every resolution that read or wrote one entry.
 */
import { asItStands } from '../../engine';
import type { NightState, QCtx, QGame } from './types';

/** Tonight's record as it stands, to read. */
export const nightNow = (s: QGame): NightState => asItStands(s.rs).night;

/** Tonight's record with `patch` written: a new record, its other entries shared. */
export function editNight(ctx: QCtx, patch: Partial<NightState>): void {
  ctx.s.rs.night = { ...nightNow(ctx.s), ...patch };
}

/** `item` added to the end of one of tonight's lists. */
export function pushNight<K extends ListKey>(ctx: QCtx, key: K, item: NightState[K][number]): void {
  const list = nightNow(ctx.s)[key] as NightState[K][number][];
  editNight(ctx, { [key]: [...list, item] });
}

type ListKey = { [K in keyof NightState]: NightState[K] extends unknown[] ? K : never }[keyof NightState];
