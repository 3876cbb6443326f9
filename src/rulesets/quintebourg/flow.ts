/**
 * The game's rhythm (000_a045abd3825f1297.txt:50-56, 691-805): day 0 sets the
 * table (cards dealt by hand, posts); each night plays its weekday's table,
 * the first one opened by the camps' introductions (000:693); each day follows
 * the book's order (000:724-734); Sunday is the fête, with no night before it.
 */
import type { AgendaItem, PhasePlan } from '../../engine';
import { postsInPlay } from './posts';
import { NIGHT_ONE } from './steps/intro';
import { nightRows, weekday } from './week';
import type { QGame } from './state';

/** Day 0: the cards the MJ deals by hand, then the posts handed out (000:471-557). */
function dayZero(s: QGame): AgendaItem[] {
  const out: AgendaItem[] = [];
  if (s.setup.deal) {
    for (const id of s.order) {
      out.push({ step: 'carte-effet', args: { id } });
      if (s.players[id]!.role === 'amoureux') out.push({ step: 'carte-alibi', args: { id } });
    }
  }
  const posts = postsInPlay(s.setup.options).filter((p) => s.posts[p] === null);
  // The Scrutateur last: he may hold a second post when everyone has one (000:473).
  for (const p of [...posts.filter((x) => x !== 'scrutateur'), ...posts.filter((x) => x === 'scrutateur')]) out.push({ step: 'poste-depart', args: { post: p } });
  out.push({ step: 'depart' });
  return out;
}

/** The day's order (000:724-734); the adjoint's camera is set for the coming night (000:545). */
export const DAY = [
  'aube',
  'camera-procureur',
  'cameras-adjoints',
  'charmes',
  'rotation',
  'admiration',
  'demission',
  'demenagement',
  'bilan',
  'session',
  'loi',
  'senat',
  'debat',
  'vote',
  'depouillement',
  'mariages',
  'pickpocket',
  'plus-riche',
  'camera-adjoint',
];

/** Sunday: the fête, no death, no execution (000:56). */
export const SUNDAY = ['fete', 'bilan', 'mariages', 'plus-riche'];

const items = (steps: string[]): AgendaItem[] => steps.map((step) => ({ step }));

export function nightPlan(s: QGame, day: number): PhasePlan {
  const rows = nightRows(weekday(day))!;
  const calls = rows.flatMap((r) => r.calls);
  return { phase: 'night', day, agenda: [...items(['tombee']), ...(day === 1 ? NIGHT_ONE(s) : []), ...items(calls)] };
}

export function nextPhase(s: QGame): PhasePlan {
  const { phase, day } = s.clock;
  if (phase === 'setup') return { phase: 'day', day: 0, agenda: dayZero(s) };
  if (phase === 'night') return { phase: 'day', day, agenda: items(DAY) };
  // The night before Sunday has no table: the fête comes straight after Saturday (000:56, 736-805).
  if (weekday(day + 1) === 'dimanche') return { phase: 'day', day: day + 1, agenda: items(SUNDAY) };
  return nightPlan(s, day + 1);
}
