/**
 * Condorcet (000_a045abd3825f1297.txt:651): the candidate who beats every
 * other head to head; else the best Copeland scores (head-to-head wins). The
 * ranking (by score) names the special session's tribunal.
 */
import type { PlayerId } from '../../../../engine';
import { name, names } from '../../text';
import type { QGame, Ranking } from '../../types';

export function condorcet(
  s: QGame,
  extra: Record<PlayerId, number>,
): { leaders: PlayerId[]; text: string; ranking: Ranking } {
  const rankings: PlayerId[][] = s.rs.day.voters.map((v) =>
    s.rs.day.rounds.map((r) => r[v] ?? null).filter((x): x is PlayerId => x !== null),
  );
  for (const [id, n] of Object.entries(extra)) for (let i = 0; i < n; i++) rankings.push([id]);
  const cands = [...new Set(rankings.flat())];
  const pos = (r: PlayerId[], c: PlayerId) => (r.includes(c) ? r.indexOf(c) : Infinity);
  const beats = (a: PlayerId, b: PlayerId) =>
    rankings.filter((r) => pos(r, a) < pos(r, b)).length > rankings.filter((r) => pos(r, b) < pos(r, a)).length;
  const score = new Map(cands.map((c) => [c, cands.filter((d) => d !== c && beats(c, d)).length]));
  const ranking = cands.map((id) => ({ id, votes: score.get(id)! })).sort((a, b) => b.votes - a.votes);
  const winner = cands.length > 1 ? cands.find((c) => score.get(c) === cands.length - 1) : cands[0];
  if (winner)
    return { leaders: [winner], text: `Scrutin de Condorcet : ${name(s, winner)} bat chacun des autres.`, ranking };
  const top = Math.max(0, ...score.values());
  const leaders = cands.filter((c) => score.get(c) === top);
  return {
    leaders,
    text: `Scrutin de Condorcet : pas de vainqueur face à tous ; en tête : ${names(s, leaders)}.`,
    ranking,
  };
}
