/**
 * Who votes, against whom and how many times under the law of the day
 * (000_a045abd3825f1297.txt:503-509, 647-689): the order the votes are
 * announced in, the voters, the candidates, each ballot's rule.
 */
import { asItStands, neighbours, type PlayerId, playerRead, type Why } from '../../../../engine';
import { coinsOf } from '../../coins';
import { lawById, type Law } from '../../laws';
import { believedAlive, health, isStanding, post } from '../../queries';
import { name } from '../../text';
import type { QGame, QSteps } from '../../types';

export function lawOf(s: QGame): Law | null {
  return lawById(s.rs.day.law);
}

/**
 * The table in the order the votes are announced: the Président first, then
 * around the table the way he chose (000:509); from the first seat when there
 * is no Président.
 */
export function announceOrder(s: QGame): PlayerId[] {
  const order = s.order;
  const n = order.length;
  const president = post(s, 'president');
  const start = president ? order.indexOf(president) : 0;
  const step = s.rs.day.direction === 'antihoraire' ? -1 : 1;
  const out: PlayerId[] = new Array<PlayerId>(n);
  for (let k = 0; k < n; k++) out[k] = order[(((start + step * k) % n) + n) % n]!;
  return out;
}

/** Whether `id` may vote under `law` (000:507, 655, 671-673, 679-687): one test per seat, asked of the table in any order. */
function votes(s: QGame, law: Law | null, id: PlayerId): boolean {
  const voters = law?.voters;
  let ok: boolean;
  // The C, Q and M vote too (000:671), or the C (000:673); else the standing, and only the médecin (000:655).
  if (voters === 'cqm') ok = true;
  else if (voters === 'c') {
    const h = health(s, id);
    ok = h === 'I' || h === 'B' || h === 'C';
  } else ok = isStanding(s, id) && (voters !== 'medecin' || playerRead(s.players, id).role === 'medecin');
  // A paying vote: who has no coin to give cannot vote (000:679-687).
  return ok && (!law?.pay || coinsOf(s, id) > 0);
}

/** Who may vote today (000:507, 655, 671-673, 679-687), in the order of announcement. */
export function votersToday(s: QGame): PlayerId[] {
  const law = lawOf(s);
  const out: PlayerId[] = [];
  for (const id of announceOrder(s)) if (votes(s, law, id)) out.push(id);
  return out;
}

/** Whether anyone may vote today (`votersToday` not empty), asked at every call of the agenda without ordering the table. */
export function anyVoterToday(s: QGame): boolean {
  const law = lawOf(s);
  for (const id of s.order) if (votes(s, law, id)) return true;
  return false;
}

/** Whether a voter must cast a ballot: a special session's vote (000:513), or a law that forbids blank votes (000:653-661). */
export function mustVote(s: QGame, round: number): boolean {
  if (lawOf(s)?.blank === false) return true;
  return s.rs.day.session === 'speciale' && round === 0;
}

/** Who may be voted against: the players the table believes alive (I, B, C). */
export function candidatesToday(s: QGame): PlayerId[] {
  return s.order.filter((id) => believedAlive(s, id));
}

export function roundsToday(s: QGame): number {
  return lawOf(s)?.rounds ?? 1;
}

/** The round a vote call is for (the first when scheduled without one). */
export function roundOf(args: QSteps['vote']): number {
  return args?.round ?? 0;
}

type BallotProblem = { reason: string; rule: string };

/** A voter's ballot rule under the law (a French reason when refused). */
export function ballotProblem(
  s: QGame,
  ballot: { voter: PlayerId; target: PlayerId; round: number },
): BallotProblem | null {
  const law = lawOf(s);
  return law ? voterRule(s, law, ballot.voter, ballot.round)(ballot.target) : null;
}

/**
 * One voter's rule under the law, for any target: what it depends on (his
 * neighbours, his earlier ballots) is worked out once, not once per target
 * (the prompt checks every voter against every candidate).
 */
function voterRule(s: QGame, law: Law, voter: PlayerId, round: number): (target: PlayerId) => BallotProblem | null {
  // Each refusal is the law of the day's, and names its line of the book's list of laws (000:651-689).
  const rule = `000:${law.line}`;
  const next: PlayerId[] = law.neighbours ? (neighbours(s.order, voter, (p) => believedAlive(s, p)) ?? []) : [];
  const before = s.rs.day.rounds.slice(0, round).map((r) => r[voter] ?? null);
  const lastOfTwo = law.distinct === 'two' && round === roundsToday(s) - 1 && before.length > 0;
  return (target) => {
    if (law.neighbours === 'not' && next.includes(target))
      return {
        reason: `Loi du jour : ${name(s, voter)} ne peut pas voter contre un voisin (${name(s, target)}).`,
        rule,
      };
    if (law.neighbours === 'only' && !next.includes(target))
      return { reason: `Loi du jour : ${name(s, voter)} ne peut voter que contre un de ses voisins.`, rule };
    if (law.distinct === 'all' && before.includes(target))
      return {
        reason: `Loi du jour : ${name(s, voter)} a déjà voté contre ${name(s, target)}, chaque vote vise une personne différente.`,
        rule,
      };
    if (lastOfTwo) {
      if (before.every((t) => t === target))
        return {
          reason: `Loi du jour : ${name(s, voter)} doit voter contre au moins deux personnes différentes.`,
          rule,
        };
      // The reading where three different players are too many (setup option, 000:661).
      if (s.setup.options.troisVotes === 'exactement-deux' && new Set([...before, target]).size > 2)
        return {
          reason: `Loi du jour : ${name(s, voter)} doit voter contre exactement deux personnes différentes.`,
          rule,
        };
    }
    return null;
  };
}

/** Each voter's allowed targets when the law narrows them (neighbours, different targets). */
export function restrictions(s: QGame, round: number): { only?: Record<PlayerId, PlayerId[]>; onlyBy?: Why } {
  const law = lawOf(s);
  if (!law || (!law.neighbours && !law.distinct)) return {};
  const all = candidatesToday(s);
  const only: Record<PlayerId, PlayerId[]> = {};
  for (const voter of votersToday(s)) {
    const problem = voterRule(s, law, voter, round);
    only[voter] = all.filter((target) => problem(target) === null);
  }
  // A ballot outside them is refused by the law of the day, with its line in the book's list of laws.
  return { only, onlyBy: { reason: 'Loi du jour', rule: `000:${law.line}` } };
}

/** Voters who cast at least one ballot. */
export function castBy(s: QGame): PlayerId[] {
  // Read as it stands, once: the count asks it and writes the day's record after.
  const { voters, rounds } = asItStands(s.rs).day;
  const out: PlayerId[] = [];
  for (const id of s.order) if (voters.includes(id) && rounds.some((r) => r[id])) out.push(id);
  return out;
}
