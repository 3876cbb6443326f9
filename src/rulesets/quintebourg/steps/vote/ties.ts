/**
 * The top of the vote: one leader is executed; a tie goes to the law of the
 * day (000_a045abd3825f1297.txt:675, 689) or to the Président's voice
 * (000:509), who decides when his own vote did not.
 */
import type { PlayerId } from '../../../../engine';
import { presidentsPick } from '../../../quintebourg-family/session';
import { ack, act, game } from '../../common';
import { changeHealth } from '../../harm';
import { rank } from '../../health';
import { assign } from '../../posts';
import { health, isStanding, post } from '../../queries';
import { name, names } from '../../text';
import type { QCtx, QGame, Ranking } from '../../types';
import { step } from '../step';
import { lawOf } from './rules';
import { say } from './say';
import { afterTop } from './tribunal';

export function decide(ctx: QCtx, leaders: PlayerId[], ranking: Ranking): void {
  const s = game(ctx);
  const law = lawOf(s);
  if (leaders.length === 0) {
    say(ctx, 'Personne n’a reçu de voix : pas d’exécution.');
    return afterTop(ctx, [], ranking);
  }
  if (leaders.length === 1) return afterTop(ctx, leaders, ranking);
  say(ctx, `Égalité entre ${names(s, leaders)}.`);
  if (law?.tie === 'coma') {
    for (const id of leaders) if (rank(health(game(ctx), id)) < rank('C')) changeHealth(ctx, id, 'C', 'egalite-coma');
    say(ctx, `Loi du jour : ${names(s, leaders)} tombent dans le coma, et le Président est déchu.`);
    if (post(s, 'president')) assign(ctx, 'president', null, 'déchu par la loi du jour');
    return afterTop(ctx, [], ranking, leaders);
  }
  if (law?.tie === 'all') {
    say(ctx, 'Loi du jour : tous les ex æquo sont exécutés.');
    return afterTop(ctx, leaders, ranking);
  }
  if (law?.tie === 'none') {
    say(ctx, 'Loi du jour : les ex æquo sont graciés.');
    return afterTop(ctx, [], ranking, leaders);
  }
  const president = post(s, 'president');
  const hisVote = presidentsPick(s.rs.day.rounds, president, leaders);
  if (hisVote) {
    say(ctx, `La voix du Président l’emporte : ${name(s, hisVote)}.`);
    return afterTop(ctx, [hisVote], ranking);
  }
  if (president && isStanding(s, president)) {
    ctx.react('egalite', { tied: leaders, ranking });
    return;
  }
  say(ctx, 'Pas de Président pour trancher : pas d’exécution.');
  afterTop(ctx, [], ranking, leaders);
}

/** The Président able to break the tie now: one struck down between the count and his decision (a power invoked at any moment, 000:168) no longer decides. */
function tieBreaker(s: QGame): PlayerId | null {
  const p = post(s, 'president');
  return p && isStanding(s, p) ? p : null;
}

/**
 * A tied player struck down meanwhile stays on offer: the table still believes
 * him alive (000:78), and naming him executes nobody new.
 */
export const egalite = step({
  id: 'egalite',
  title: 'Égalité : le Président tranche',
  line: (s) => (tieBreaker(s) ? 'Égalité : le Président désigne qui sera exécuté.' : 'Égalité, mais le Président ne peut plus trancher : pas d’exécution.'),
  wakes: (s) => (tieBreaker(s) ? [tieBreaker(s)!] : []),
  prompt: (s, { tied }) => (tieBreaker(s) ? { kind: 'players', label: 'Exécuté·e', min: 1, max: 1, candidates: tied } : ack()),
  resolve(ctx, value, { tied, ranking }) {
    const s = game(ctx);
    const president = tieBreaker(s);
    if (!president || value === null) {
      // As when there is no Président at all (decide): nobody is executed.
      say(ctx, 'Le Président ne peut plus trancher l’égalité : pas d’exécution.');
      return afterTop(ctx, [], ranking, tied);
    }
    act(ctx, president, 'egalite');
    const id = value[0]!;
    say(ctx, `Le Président tranche : ${name(s, id)}.`);
    afterTop(ctx, [id], ranking);
  },
});
