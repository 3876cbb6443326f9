/**
 * The day's record is replaced, never edited in place (`replacedState` in
 * `index.ts`), as tonight's is (`night-edit.ts`): a write makes a new record,
 * one level, sharing everything else with the day before, and the playouts'
 * writer hands the day out as it stands instead of deep-copying it (its
 * rounds of ballots, its count) for each resolution that reads it.
 */
import { asItStands } from '../../engine';
import type { DayState, QCtx, QGame } from './types';

/** Today's record as it stands, to read. */
export const dayNow = (s: QGame): DayState => asItStands(s.rs).day;

/** Today's record with `patch` written: a new record, its other entries shared. */
export function editDay(ctx: QCtx, patch: Partial<DayState>): void {
  ctx.s.rs.day = { ...dayNow(ctx.s), ...patch };
}
