/**
 * The top of the vote and what follows it (000_a045abd3825f1297.txt:509-513):
 * the family's calls (quintebourg-family/tribunal.ts) as this book configures
 * them: the executed falls at once (execution.ts); after a special session's
 * execution the next three face the tribunal, the Procureur breaking a tie for
 * its places; the I and B vote on each accused, a tie spares him; a law of the
 * day may settle a tie at the top (ties.ts).
 */

import { tribunalSteps } from '../../../quintebourg-family/tribunal';
import { PLAYER_RULES } from '../../family';
import { believedAlive, isStanding } from '../../queries';
import type { QCtx, QGame } from '../../types';
import { execute } from './execution';
import { say } from './say';
import { lawTie } from './ties';

export const TRIBUNAL = tribunalSteps({
  ...PLAYER_RULES,
  say: (ctx: QCtx, text: string) => say(ctx, text),
  execute: (ctx: QCtx, id: string) => execute(ctx, id),
  tribunalToday: (s: QGame) => s.rs.day.session === 'speciale',
  eligible: believedAlive,
  tribunalVoters: (s: QGame) => s.order.filter((v) => isStanding(s, v)),
  votersWord: 'Les indemnes et les blessés votent',
  setAccused(ctx: QCtx, accused: string[]) {
    ctx.editEntry('day', { tribunal: accused });
  },
  rounds: (s: QGame) => s.rs.day.rounds,
  tieByLaw: (ctx: QCtx, leaders: string[], ranking, afterTop) => lawTie(ctx, leaders, ranking, afterTop),
});

export const { afterTop, decide, egalite, tribunalChoix, tribunalVote } = TRIBUNAL;
