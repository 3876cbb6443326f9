/** The lines of the vote's count: logged, and kept for the result's notes and the public screen (000_a045abd3825f1297.txt:509). */
import { entryNow } from '../../../../engine';
import type { QCtx } from '../../types';

export function say(ctx: QCtx, text: string, vis: 'public' | 'mj' = 'public'): void {
  ctx.editEntry('day', { count: [...entryNow(ctx.s.rs, 'day').count, text] });
  ctx.emit('vote', { to: vis }, text);
}
