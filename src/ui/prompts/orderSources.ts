/**
 * Where each order of the book was read: the answer that put it (the book
 * keeps its index, `Order.seq`) carries the pasted message's line
 * (`Answer.from`), kept in the log so that it survives a reload and an
 * export; orders entered by hand have none.
 */
import type { AnswerSource, Order } from '../../engine';
import { useSession } from '../store/session';

/** The orders of a row grouped by the message line they were read from (several orders may share one line). */
export interface RowSource {
  from: AnswerSource;
  kinds: string[];
}

/** The source of each order of `orders` that was read from a pasted message, grouped by line. */
export function useRowSources(orders: readonly Order[]): RowSource[] {
  const answers = useSession((s) => s.game?.timeline.answers);
  const out = new Map<string, RowSource>();
  for (const o of orders) {
    const a = answers?.[o.seq];
    const from = a?.kind === 'answer' ? a.from : undefined;
    if (!from) continue;
    const key = `${from.line}\u0000${from.text}\u0000${from.message ?? ''}`;
    const group = out.get(key);
    if (group) group.kinds.push(o.kind);
    else out.set(key, { from, kinds: [o.kind] });
  }
  return [...out.values()];
}
