/**
 * After the top of the vote: the executed, and in a special session the
 * tribunal for the next three (000_a045abd3825f1297.txt:513), the Procureur
 * breaking a tie for its places; the I and B vote on each accused, a tie
 * spares him.
 */
import type { PlayerId } from '../../../../engine';
import { tribunalCut } from '../../../quintebourg-family/session';
import { act, game } from '../../common';
import { believedAlive, isStanding, post } from '../../queries';
import { de, name, names } from '../../text';
import type { QCtx, Ranking } from '../../types';
import { step } from '../step';
import { execute } from './execution';
import { say } from './say';

/**
 * Execute the top; in a special session, the next three face the tribunal
 * (000:513). `skip`: players a tie left out of it (graciés, or in a coma by the law).
 */
export function afterTop(ctx: QCtx, top: PlayerId[], ranking: Ranking, skip: PlayerId[] = []): void {
  for (const id of top) execute(ctx, id);
  const s = game(ctx);
  if (s.rs.day.session !== 'speciale') return;
  const cut = tribunalCut(ranking.filter((r) => !top.includes(r.id) && !skip.includes(r.id) && believedAlive(s, r.id)));
  if ('accused' in cut) return tribunal(ctx, cut.accused);
  ctx.react('tribunal-choix', cut);
}

function tribunal(ctx: QCtx, accused: PlayerId[]): void {
  const s = game(ctx);
  ctx.s.rs.day.tribunal = accused;
  if (accused.length > 0) say(ctx, `Tribunal pour ${names(s, accused)}.`);
  for (const id of accused) ctx.react('tribunal', { id });
}

export const tribunalChoix = step({
  id: 'tribunal-choix',
  title: 'Le Procureur départage',
  line: (_s, { need }) => `Égalité pour les places au tribunal : le Procureur désigne ${need === 1 ? 'l’accusé' : 'les accusés'} parmi les ex æquo.`,
  wakes: (s) => (post(s, 'procureur') && isStanding(s, post(s, 'procureur')!) ? [post(s, 'procureur')!] : []),
  prompt: (_s, { tied, need }) => ({ kind: 'players', label: 'Accusés', min: need, max: need, candidates: tied }),
  resolve(ctx, value, { sure }) {
    const p = post(game(ctx), 'procureur');
    if (p && isStanding(game(ctx), p)) act(ctx, p, 'tribunal');
    tribunal(ctx, [...sure, ...value]);
  },
});

export const tribunalVote = step({
  id: 'tribunal',
  title: 'Le tribunal',
  line: (s, { id }) => `${name(s, id)} est-il exécuté à son tour ? Les I et B votent (la loi du jour ne s’applique pas) ; à égalité, il est gracié.`,
  prompt: (s, { id }) => ({
    kind: 'ballots',
    label: `Exécuter ${name(s, id)} (blanc : gracier)`,
    voters: s.order.filter((v) => isStanding(s, v)).map((v) => ({ id: v, weight: 1 })),
    candidates: [id],
    allowBlank: true,
  }),
  resolve(ctx, ballots, { id }) {
    const s = game(ctx);
    const votes = Object.values(ballots);
    const yes = votes.filter((v) => v === id).length;
    const no = votes.length - yes;
    say(ctx, `Tribunal ${de(name(s, id))} : ${yes} pour l’exécution, ${no} pour la grâce.`);
    if (yes > no && believedAlive(s, id)) execute(ctx, id);
    else say(ctx, `${name(s, id)} est gracié·e.`);
  },
});
