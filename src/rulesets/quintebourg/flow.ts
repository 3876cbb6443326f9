/**
 * The game's rhythm (000_a045abd3825f1297.txt:50-56, 691-805): day 0 sets the
 * table (cards dealt by hand, posts); each night plays its weekday's table,
 * the first one opened by the camps' introductions (000:693); each day follows
 * the book's order (000:724-734); Sunday is the fête, with no night before it.
 */
import { playerRead, type Call, type PhasePlan } from '../../engine';
import { postsInPlay } from './posts';
import { nightOne } from './steps/intro';
import type { QGame, QTypes } from './types';
import { nightCalls, weekday } from './week';

/** Day 0: the cards the MJ deals by hand, then the posts handed out (000:471-557). */
function dayZero(s: QGame): Call<QTypes>[] {
  const out: Call<QTypes>[] = [];
  if (s.setup.deal) {
    for (const id of s.order) {
      out.push({ step: 'carte-effet', args: { id } });
      if (playerRead(s.players, id).role === 'amoureux') out.push({ step: 'carte-alibi', args: { id } });
    }
  }
  const posts = postsInPlay(s.setup.options).filter((p) => s.posts[p] === null);
  // The Scrutateur last: he may hold a second post when everyone has one (000:473).
  for (const p of [...posts.filter((x) => x !== 'scrutateur'), ...posts.filter((x) => x === 'scrutateur')])
    out.push({ step: 'poste-depart', args: { post: p } });
  out.push({ step: 'depart' });
  return out;
}

/** The day's order (000:724-734); the adjoint's camera is set for the coming night (000:545). */
export const DAY: Call<QTypes>[] = [
  { step: 'aube' },
  { step: 'camera-procureur' },
  { step: 'cameras-adjoints' },
  { step: 'charmes' },
  { step: 'rotation' },
  { step: 'admiration' },
  { step: 'demission' },
  { step: 'demenagement' },
  { step: 'bilan' },
  { step: 'session' },
  { step: 'loi' },
  { step: 'senat' },
  { step: 'debat' },
  { step: 'vote' },
  { step: 'depouillement' },
  { step: 'mariages' },
  { step: 'pickpocket' },
  { step: 'plus-riche' },
  { step: 'camera-adjoint' },
];

/** Sunday: the fête, no death, no execution (000:56). */
export const SUNDAY: Call<QTypes>[] = [
  { step: 'fete' },
  { step: 'bilan' },
  { step: 'mariages' },
  { step: 'plus-riche' },
];

/** Each phase gets its own copies of the calls. */
const fresh = (calls: readonly Call<QTypes>[]): Call<QTypes>[] => calls.map((c) => ({ ...c }));

export function nightPlan(s: QGame, day: number): PhasePlan<QTypes> {
  const calls = nightCalls(weekday(day), s.rs.nights)!;
  return { phase: 'night', day, agenda: [{ step: 'tombee' }, ...(day === 1 ? nightOne(s) : []), ...fresh(calls)] };
}

export function nextPhase(s: QGame): PhasePlan<QTypes> {
  const { phase, day } = s.clock;
  if (phase === 'setup') return { phase: 'day', day: 0, agenda: dayZero(s) };
  if (phase === 'night') return { phase: 'day', day, agenda: fresh(DAY) };
  // The night before Sunday has no table: the fête comes straight after Saturday (000:56, 736-805).
  if (weekday(day + 1) === 'dimanche') return { phase: 'day', day: day + 1, agenda: fresh(SUNDAY) };
  return nightPlan(s, day + 1);
}
