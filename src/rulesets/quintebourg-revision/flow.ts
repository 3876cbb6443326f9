/**
 * The game's rhythm (001:1-3, 66, 219-237): day 0 sets the table (the
 * specialty cards dealt by hand, the week, the villagers' goals, the posts,
 * the camps that know each other, Cupidon's lovers); each night plays its
 * weekday's calls (week.ts); each day follows the morning's reports, the
 * posts, the Président's session, the marriages and the end of the day;
 * Sunday is the fête, with no night before it.
 */
import { playerRead, type Call, type PhasePlan } from '../../engine';
import { postsInPlay } from './posts';
import { cardGoals, KNOWING } from './roles';
import type { RGame, RTypes } from './types';
import { DAYS, nightCalls } from './week';

type RCall = Call<RTypes>;

function dayZero(s: RGame): RCall[] {
  const out: RCall[] = [];
  if (s.setup.deal) for (const id of s.order) out.push({ step: 'carte-specialite', args: { id } });
  out.push({ step: 'semaine' });
  for (const id of s.order)
    if (cardGoals(playerRead(s.players, id).role).length > 1) out.push({ step: 'objectifs', args: { id } });
  // The Chef de la milice waits for the first ghost (001:148); the Scrutateur comes last: he may cumulate when everyone has a post (001:139).
  const posts = postsInPlay(s.setup.options).filter((p) => p !== 'chef' && s.posts[p] === null);
  for (const p of [...posts.filter((x) => x !== 'scrutateur'), ...posts.filter((x) => x === 'scrutateur')])
    out.push({ step: 'poste-depart', args: { post: p } });
  // Before night 1 the MJ calls the camps that know each other, then plays Cupidon (001:66).
  for (const camp of KNOWING) out.push({ step: 'presentation', args: { camp } });
  out.push({ step: 'cupidon' }, { step: 'depart' });
  return out;
}

/** The day's order: the morning's news and reports, the posts, the session, the marriages, the end of the day. */
export const DAY: readonly RCall[] = [
  { step: 'aube' },
  { step: 'camera-procureur' },
  { step: 'camera-adjoint' },
  { step: 'charmes' },
  { step: 'echanges' },
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
];

/** Sunday: the fête, no death, no execution (001:3); the Scrutateur still turns in the morning (001:147). */
export const SUNDAY: readonly RCall[] = [
  { step: 'fete' },
  { step: 'bilan' },
  { step: 'mariages' },
  { step: 'plus-riche' },
];

const fresh = (calls: readonly RCall[]): RCall[] => calls.map((c) => ({ ...c }));

export function nextPhase(s: RGame): PhasePlan<RTypes> {
  const { phase, day } = s.clock;
  if (phase === 'setup') return { phase: 'day', day: 0, agenda: dayZero(s) };
  if (phase === 'night') return { phase: 'day', day, agenda: fresh(DAY) };
  if (DAYS.isSunday(day + 1)) return { phase: 'day', day: day + 1, agenda: fresh(SUNDAY) };
  return {
    phase: 'night',
    day: day + 1,
    agenda: [{ step: 'tombee' }, ...fresh(nightCalls(DAYS.weekday(day + 1), s.rs.nights)!)],
  };
}
