/** The lines of the vote's count: logged, and kept for the result's notes and the public screen (000_a045abd3825f1297.txt:509). */
import type { QCtx } from '../../types';
import { editDay, dayNow } from '../../day-edit';

export function say(ctx: QCtx, text: string, vis: 'public' | 'mj' = 'public'): void {
  editDay(ctx, { count: [...dayNow(ctx.s).count, text] });
  ctx.emit('vote', { to: vis }, text);
}
