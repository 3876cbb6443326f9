/**
 * The execution vote (000_a045abd3825f1297.txt:503-513, 593-604, 636-689):
 * the ballots of each round the law of the day gives, announced the
 * Président first; the count follows at once (count.ts).
 */
import { entryNow } from '../../../../engine';
import { act } from '../../common';
import { coinsOf } from '../../coins';
import { isStanding } from '../../queries';
import { name, names } from '../../text';
import type { QGame } from '../../types';
import { step } from '../step';
import { count } from './count';
import { payNote } from './paying';
import {
  announceOrder,
  anyVoterToday,
  ballotProblem,
  candidatesToday,
  castBy,
  lawOf,
  mustVote,
  restrictions,
  roundOf,
  roundsToday,
  votersToday,
} from './rules';

/** A round of a several-ballot vote as the MJ announces it: « (1er choix) » under Condorcet, « (vote 2 sur 3) » else; nothing for a single ballot. */
function roundLabel(s: QGame, round: number): string {
  const n = roundsToday(s);
  if (n <= 1) return '';
  if (lawOf(s)?.condorcet) return ` (${round === 0 ? '1er' : `${round + 1}e`} choix)`;
  return ` (vote ${round + 1} sur ${n})`;
}

export const vote = step({
  id: 'vote',
  title: 'Le vote',
  when: (s) => s.rs.day.session !== 'annulee' && !lawOf(s)?.cancelled && anyVoterToday(s),
  line: (s, args) =>
    `Le Président vote le premier, puis chacun annonce à son tour, dans le sens ${s.rs.day.direction}, contre qui il vote${roundLabel(s, roundOf(args))}.`,
  notes: (s) => {
    const law = lawOf(s);
    const out = [`Ordre d’annonce (sens ${s.rs.day.direction}) : ${names(s, votersToday(s))}.`];
    if (law) out.push(`Loi du jour : ${law.text}.`);
    if (law?.pay) {
      out.push(payNote(s, law.pay));
      const broke = announceOrder(s).filter((id) => isStanding(s, id) && coinsOf(s, id) === 0);
      if (broke.length > 0) out.push(`Sans pièce, ne votent pas : ${names(s, broke)}.`);
    }
    for (const c of s.rs.corruptions)
      out.push(`${name(s, c.voter)} est corrompu·e : doit voter contre ${name(s, c.target)}.`);
    return out;
  },
  prompt: (s, args) => ({
    kind: 'ballots',
    label: roundsToday(s) > 1 ? `Votes (${roundOf(args) + 1}/${roundsToday(s)})` : 'Votes d’exécution',
    voters: votersToday(s).map((id) => ({ id, weight: 1 })),
    candidates: candidatesToday(s),
    allowBlank: !mustVote(s, roundOf(args)),
    ...restrictions(s, roundOf(args)),
  }),
  validate(s, ballots, args) {
    for (const [voter, target] of Object.entries(ballots)) {
      if (target === null) continue;
      const why = ballotProblem(s, { voter, target, round: roundOf(args) });
      if (why) return why;
    }
    return null;
  },
  resolve(ctx, ballots, args) {
    const s = ctx.s;
    const r = roundOf(args);
    const rounds = [...entryNow(s.rs, 'day').rounds];
    rounds[r] = ballots;
    ctx.editEntry('day', { rounds, voters: votersToday(s) });
    // A law may give a vote to the C, Q and M (000:671-673).
    for (const [voter, target] of Object.entries(ballots))
      if (target) act(ctx, voter, isStanding(s, voter) ? 'vote' : 'vote-loi');
    if (r + 1 < roundsToday(s)) ctx.react('vote', { round: r + 1 });
    else if (lawOf(s)?.pay === 'choix' && castBy(ctx.s).length > 0) ctx.react('paiement');
    // The count right away: a tie or a tribunal is settled before the result is announced.
    else count(ctx);
  },
});
