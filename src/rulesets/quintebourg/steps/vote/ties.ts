/**
 * A tie at the top of the vote: a law of the day settles it
 * (000_a045abd3825f1297.txt:675, 689), else the Président's voice (000:509),
 * who decides when his own vote did not (the family's `decide` and `egalite`,
 * configured in tribunal.ts).
 */
import type { PlayerId } from '../../../../engine';
import type { VoteRanking } from '../../../quintebourg-family/session';
import type { AfterTop } from '../../../quintebourg-family/tribunal';

import { changeHealth } from '../../harm';
import { rank } from '../../health';
import { assign } from '../../posts';
import { health, post } from '../../queries';
import { names } from '../../text';
import type { QCtx } from '../../types';
import { lawOf } from './rules';
import { say } from './say';

/** The law of the day's answer to a tie (000:675, 689): true when it settled it; it goes on with `afterTop`. */
export function lawTie(ctx: QCtx, leaders: PlayerId[], ranking: VoteRanking, afterTop: AfterTop): boolean {
  const s = ctx.s;
  const law = lawOf(s);
  if (law?.tie === 'coma') {
    for (const id of leaders) if (rank(health(ctx.s, id)) < rank('C')) changeHealth(ctx, id, 'C', 'egalite-coma');
    say(ctx, `Loi du jour : ${names(s, leaders)} tombent dans le coma, et le Président est déchu.`);
    if (post(s, 'president')) assign(ctx, 'president', null, 'déchu par la loi du jour');
    afterTop(ctx, [], ranking, leaders);
    return true;
  }
  if (law?.tie === 'all') {
    say(ctx, 'Loi du jour : tous les ex æquo sont exécutés.');
    afterTop(ctx, leaders, ranking);
    return true;
  }
  if (law?.tie === 'none') {
    say(ctx, 'Loi du jour : les ex æquo sont graciés.');
    afterTop(ctx, [], ranking, leaders);
    return true;
  }
  return false;
}
