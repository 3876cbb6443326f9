/**
 * The count (000_a045abd3825f1297.txt:503-509, 597-604, 636-689): the
 * corrupt checked, the paying law's coins, the dead's votes and the trucage
 * revealed, a vote against oneself, Condorcet, the hurting vote; then the top.
 */
import { type Ballot, describeTally, type PlayerId, tally } from '../../../../engine';

import { changeHealth, harmable } from '../../harm';
import { stepDown } from '../../health';
import { health } from '../../queries';
import { name, names } from '../../text';
import type { QCtx } from '../../types';
import { condorcet } from './condorcet';
import { corruptionCheck } from './corruption';
import { deadVotes } from './dead-votes';
import { payFor } from './paying';
import { castBy, lawOf } from './rules';
import { say } from './say';
import { decide } from './tribunal';

export function count(ctx: QCtx): void {
  const s = ctx.s;
  const law = lawOf(s);
  corruptionCheck(ctx);
  if (law?.cancelled) {
    say(ctx, 'L’urne est perdue : le vote est annulé.');
    return;
  }
  const cast = castBy(s);
  payFor(ctx, cast, law);
  const extra = deadVotes(s);
  // Counted in seating order, whatever the order of announcement.
  const day = s.rs.day;
  const bySeat = s.order.filter((id) => day.voters.includes(id));
  const ballots: Ballot[] = [];
  for (const r of day.rounds) for (const v of bySeat) ballots.push({ voter: v, target: r[v] ?? null, weight: 1 });
  const selfVotes: Record<PlayerId, number> = {};
  if (law?.selfVote) for (const v of cast) selfVotes[v] = 1;
  const all = { ...extra };
  for (const [id, n] of Object.entries(selfVotes)) all[id] = (all[id] ?? 0) + n;
  const t = tally(ballots, all);
  // The ballots alone: the same tally when nothing is added to them.
  const plain = Object.keys(all).length > 0 ? tally(ballots) : t;
  say(ctx, `Votes : ${describeTally(plain, (id) => name(s, id))}.`);
  if (Object.keys(extra).length > 0)
    say(
      ctx,
      `${s.rs.trucage ? 'Les voix truquées (coma, quasi-morts et morts)' : 'Les morts ont désigné'} : ${Object.entries(
        extra,
      )
        .map(([id, n]) => `${name(s, id)} (${n})`)
        .join(', ')}.`,
    );
  if (law?.selfVote && cast.length > 0) say(ctx, `Chaque votant reçoit une voix contre lui : ${names(s, cast)}.`);
  let leaders = t.leaders;
  let ranking = t.ranking;
  if (law?.condorcet) {
    const c = condorcet(s, all);
    say(ctx, c.text);
    leaders = c.leaders;
    ranking = c.ranking;
  } else if (t.ranking.length > 0 && Object.keys(all).length > 0)
    say(ctx, `Total : ${describeTally(t, (id) => name(s, id))}.`);
  if (law?.hurts) {
    for (const v of cast) if (harmable(ctx.s, v)) changeHealth(ctx, v, stepDown(health(ctx.s, v)), 'vote-blessant');
    if (cast.length > 0)
      say(ctx, `Voter est blessant : ${names(s, cast)} perd${cast.length > 1 ? 'ent' : ''} un cran de santé.`);
  }
  decide(ctx, leaders, ranking);
}
