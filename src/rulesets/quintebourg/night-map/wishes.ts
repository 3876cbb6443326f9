/**
 * Each player's wishes for a long action tonight, and the one the priority
 * table keeps (000_a045abd3825f1297.txt:170-189): a duo's night, an attack,
 * a squat, a guard, a rest at the hospital, or home.
 */
import { asItStands, keptWish, type PlayerId, playerRead, type Wish as EngineWish } from '../../../engine';
import { PRIORITY, type LongAction } from '../priority';
import {
  asleep,
  attendsCamp,
  available,
  effectHolder,
  health,
  leaderOf,
  partnerIn,
  partyHolder,
  post,
} from '../queries';
import type { Pair, QGame, QState } from '../types';
import type { Location } from './location';
import { homePlace, housePlace, roomPlace, targetPlace } from './places';

export type Wish = EngineWish<LongAction, Location>;

export type Duo = 'amoureux' | 'haineux' | 'plans';

const DUO_ACTION: Record<Duo, LongAction> = { amoureux: 'amoureux', haineux: 'combat', plans: 'plans-cul' };
const DUO_PAIR: Record<Duo, (rs: QState) => Pair | null> = {
  amoureux: (rs) => rs.lovers,
  haineux: (rs) => rs.hated,
  plans: (rs) => rs.plans,
};
/** The duos in the order their wishes are listed. */
const DUOS: Duo[] = ['haineux', 'plans', 'amoureux'];

export function duoPair(s: QGame, duo: Duo): Pair | null {
  // Read as it stands: asking copies no pair (`copy-on-access.ts`).
  return DUO_PAIR[duo](asItStands(s.rs));
}

/** The long action a duo's night is (000:180-184). */
export const duoAction = (duo: Duo): LongAction => DUO_ACTION[duo];

/** Whether tonight's attack takes place: a target, and the leader able to lead (000:581). */
export function attackOn(s: QGame): boolean {
  const a = asItStands(s.rs).night.attack;
  if (!a) return false;
  const leader = partyHolder(s, leaderOf(a.camp));
  return leader === null || health(s, leader) === 'I' || health(s, leader) === 'B';
}

/** Where a player rests when nothing else takes them out: their hospital room when B, else home. */
function restPlace(s: QGame, id: PlayerId): Location {
  return health(s, id) === 'B' ? roomPlace(s, id) : homePlace(s, id);
}

/**
 * A player's wishes tonight, as far as the night's calls have gone. A duo's
 * night counts once both came (`met`), or when `assume` asks whether it could.
 */
export function wishesOf(s: QGame, id: PlayerId, assume: Duo | null = null): Wish[] {
  // Read as it stands, once: asking writes nothing (the map's call asks it of every player in turn).
  const rs = asItStands(s.rs);
  const n = rs.night;
  const out: Wish[] = [];
  if (asleep(s, id)) return [{ action: 'sommeil', place: restPlace(s, id) }];
  if (!available(s, id)) return [];
  const own = health(s, id);
  const lover = partnerIn(rs.lovers, id);
  const loverHealth = lover === null ? null : health(s, lover);
  // Both lovers B: they share one room, the first's in seating order, rather than swap rooms (000:237, reading).
  const bothB = own === 'B' && loverHealth === 'B';
  // A B lover sent on guard is not in his room: nobody to watch over (000:447).
  const guarding = loverHealth === 'B' && n.guards.some((g) => g.sbire === lover);
  if (
    lover &&
    !guarding &&
    (loverHealth === 'B' || loverHealth === 'C') &&
    !(bothB && s.order.indexOf(id) < s.order.indexOf(lover))
  )
    out.push({ action: 'veille', place: roomPlace(s, lover) });
  if (playerRead(s.players, id).role === 'medecin') out.push({ action: 'recherche', place: homePlace(s, id) });
  for (const g of n.guards) if (g.sbire === id) out.push({ action: 'faction', place: housePlace(s, g.host) });
  if (n.round && post(s, 'chef') === id) out.push({ action: 'ronde', place: housePlace(s, n.round) });
  if (own === 'B') out.push({ action: 'repos', place: roomPlace(s, id) });
  if (n.sculpture && effectHolder(s, 'artiste') === id)
    out.push({ action: 'sculpture', place: housePlace(s, n.sculpture) });
  for (const duo of DUOS) {
    const host = n.meet[duo];
    if (host && partnerIn(DUO_PAIR[duo](rs), id) && (n.met[duo] || assume === duo))
      out.push({ action: DUO_ACTION[duo], place: housePlace(s, host) });
  }
  const a = n.attack;
  // Whether the attack takes place is asked only of its camp (it walks the table for the leader).
  if (a && attendsCamp(s, id, a.camp) && attackOn(s)) out.push({ action: 'attaque', place: targetPlace(s, a.target) });
  if (n.colloque && attendsCamp(s, id, n.colloque.camp))
    out.push({ action: 'colloque', place: housePlace(s, n.colloque.host) });
  if (n.laura && effectHolder(s, 'laura') === id) out.push({ action: 'squat', place: housePlace(s, n.laura) });
  out.push({ action: 'maison', place: homePlace(s, id) });
  return out;
}

/** The wish the priority table keeps (000:174-189). */
export function topWish(wishes: Wish[]): Wish | null {
  return keptWish(PRIORITY, wishes);
}

/** Whether a duo's night can take place: both available, and nothing higher in the table calls either away (000:457). */
export function duoMeets(s: QGame, duo: Duo): boolean {
  const pair = duoPair(s, duo);
  if (!pair || !asItStands(s.rs).night.meet[duo]) return false;
  return pair.every((id) => topWish(wishesOf(s, id, duo))?.action === DUO_ACTION[duo]);
}
