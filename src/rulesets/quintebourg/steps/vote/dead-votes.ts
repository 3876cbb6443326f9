/**
 * The dead's extra votes revealed at the end of the vote: the trucage, or
 * the names they gave at night (000_a045abd3825f1297.txt:397, 640). Those a
 * law let vote in person (000:671-673) are not counted twice.
 */
import { asItStands, type PlayerId } from '../../../../engine';
import { believedAlive, health } from '../../queries';
import type { QGame } from '../../types';

export function deadVotes(s: QGame): Record<PlayerId, number> {
  const extra: Record<PlayerId, number> = {};
  const inPerson = new Set(s.rs.day.voters);
  const down = s.order.filter((id) => ['C', 'Q', 'M'].includes(health(s, id)) && !inPerson.has(id));
  if (s.rs.trucage && believedAlive(s, s.rs.trucage)) {
    if (down.length > 0) extra[s.rs.trucage] = down.length;
    return extra;
  }
  // Read as it stands: the count writes none of it (`copy-on-access.ts`).
  for (const [dead, target] of Object.entries(asItStands(s.rs).deadVotes)) {
    if (!['Q', 'M'].includes(health(s, dead)) || inPerson.has(dead) || !believedAlive(s, target)) continue;
    extra[target] = (extra[target] ?? 0) + 1;
  }
  return extra;
}
