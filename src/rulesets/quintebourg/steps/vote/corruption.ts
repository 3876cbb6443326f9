/** A corrupt voter must vote against each of his targets; a law that kept him from voting costs the Sénateur (000_a045abd3825f1297.txt:600-604). */
import { asItStands, type PlayerId } from '../../../../engine';

import { isStanding, post } from '../../queries';
import { name } from '../../text';
import type { QCtx } from '../../types';
import { lawOf } from './rules';

export function corruptionCheck(ctx: QCtx): void {
  const s = ctx.s;
  const law = lawOf(s);
  const senator = post(s, 'senateur');
  // Read as they stand: the check writes only the punishments (a copy of the day and of the bribes cost more).
  const rs = asItStands(s.rs);
  const voted = (v: PlayerId) => rs.day.rounds.map((r) => r[v] ?? null);
  const byVoter = new Map<PlayerId, PlayerId[]>();
  for (const c of rs.corruptions) byVoter.set(c.voter, [...(byVoter.get(c.voter) ?? []), c.target]);
  for (const [voter, targets] of byVoter) {
    if (!isStanding(s, voter)) continue;
    const kept = law !== null && (law.cancelled || !rs.day.voters.includes(voter));
    if (kept) {
      if (senator && !ctx.s.rs.punish.some((p) => p.id === senator))
        ctx.s.rs.punish.push({ id: senator, cause: 'loi-corruption' });
      ctx.emit(
        'corruption',
        { to: 'mj' },
        () => `${name(s, voter)}, corrompu·e, n’a pas pu voter à cause de la loi : le Sénateur passera Q.`,
      );
      continue;
    }
    if (!targets.every((t) => voted(voter).includes(t))) {
      ctx.s.rs.punish.push({ id: voter, cause: 'corruption' });
      ctx.emit(
        'corruption',
        { to: 'mj' },
        () => `${name(s, voter)} n’a pas voté comme on l’avait corrompu·e : Q la nuit prochaine.`,
      );
    }
  }
}
