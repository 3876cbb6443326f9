/**
 * The Bourreau's poison: the executed falls Q, and everyone believes them
 * dead (000_a045abd3825f1297.txt:495). Le coriace only loses one step
 * (000:411): the table sees he survived the poison.
 */
import { entryNow } from '../../../../engine';
import type { PlayerId } from '../../../../engine';

import { changeHealth } from '../../harm';
import { name } from '../../text';
import type { QCtx } from '../../types';

const TOLD: Record<string, string> = { I: 'indemne', B: 'blessé·e', C: 'dans le coma' };

export function execute(ctx: QCtx, id: PlayerId): void {
  const s = ctx.s;
  ctx.editEntry('day', { executed: [...entryNow(s.rs, 'day').executed, id] });
  const reached = changeHealth(ctx, id, 'Q', 'execution');
  if (reached === 'Q' || reached === 'M') ctx.announce(id, { health: 'Q' }, () => `${name(s, id)} est exécuté·e.`);
  else
    ctx.announce(
      id,
      { health: reached },
      () => `${name(s, id)} est exécuté·e, mais survit au poison : ${TOLD[reached]}.`,
    );
}
