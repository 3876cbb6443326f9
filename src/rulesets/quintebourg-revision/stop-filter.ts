/**
 * Whether the revision's game may stop now (001_47f38bdc018e2680.txt:38-62):
 * false only where `stopNow` (win.ts) would find no reason. The end is
 * checked after nearly every resolution and almost never holds; each
 * condition walks the table again (the living, each camp's members, the
 * goals' holders, every coin), where this walks it once and counts. Where it
 * says « maybe », `stopNow` asks the conditions themselves, so the reason
 * given is theirs. The original's filter is `quintebourg/stop-filter.ts`.
 */
import { asItStands, playerIn, type PlayerId } from '../../engine';
import { held, unheldCoins } from '../quintebourg-family/coins';
import { ALIVE, dominant } from './queries';
import type { CampId, Goal } from './roles';
import type { RGame } from './types';

/** The posts each group must hold three of (001:43, 57-58), as `win.ts` lists them. */
const SOURIS_POSTS = ['president', 'notaire', 'senateur', 'chef'];
const DETECTIVES_POSTS = ['president', 'procureur', 'senateur', 'chef'];
const MATH_POSTS = ['procureur', 'notaire', 'senateur', 'chef'];

/** How many of `posts` a player `member` says is of the group holds. */
function postsHeld(s: RGame, posts: readonly string[], member: (id: PlayerId) => boolean): number {
  let n = 0;
  for (const p of posts) {
    const h = s.posts[p] ?? null;
    if (h !== null && member(h)) n++;
  }
  return n;
}

const inCampOf =
  (camps: Readonly<Record<PlayerId, readonly CampId[]>>, camp: CampId) =>
  (id: PlayerId): boolean =>
    (camps[id] ?? []).includes(camp);
const withGoalOf =
  (goals: Readonly<Record<PlayerId, readonly Goal[]>>, goal: Goal) =>
  (id: PlayerId): boolean =>
    (goals[id] ?? []).includes(goal);

/** False only where no stop condition of `stopNow` holds: one walk over the table, then the few posts. */
export function mayStop(s: RGame): boolean {
  // Read, never written: the records as they stand.
  const rs = asItStands(s.rs);
  if (rs.endReason) return true;
  const players = asItStands(s.players);
  const { camps, goals, charmed } = rs;
  let alive = 0;
  // Living players who are not Reptiliens, or are Seth: the Reptiliens have not won (001:44).
  let othersAlive = 0;
  let repsAlive = 0;
  let musicians = 0;
  // The living the Musiciens must charm, and how many are (001:46).
  let targets = 0;
  let targetsCharmed = 0;
  let heldAll = 0;
  // The coins each Cupide holds (001:50, 102): none in most games.
  let cupides: number[] | null = null;
  let detectives = false;
  let maths = false;
  for (const id of s.order) {
    const p = playerIn(players, id);
    const mine = camps[id] ?? [];
    const isRep = mine.includes('reptiliens');
    const isMusician = mine.includes('musiciens');
    if (isMusician) musicians++;
    if (p.health === ALIVE) {
      alive++;
      if (isRep) repsAlive++;
      if (!(isRep && p.role !== 'seth')) othersAlive++;
      if (!isMusician) {
        targets++;
        if (charmed.includes(id)) targetsCharmed++;
      }
    }
    const coins = held(p);
    heldAll += coins;
    const g = goals[id];
    if (g === undefined || g.length === 0) continue;
    if (g.includes('cupide')) (cupides ??= []).push(coins);
    if (g.includes('detectives')) detectives = true;
    if (g.includes('mathematiciens')) maths = true;
  }
  // Two living players or fewer (001:61).
  if (alive <= 2) return true;
  // The Reptiliens' win, the Villageois' (every Reptilien dead), the Musiciens' (001:44, 47, 46).
  if (othersAlive === 0 || repsAlive === 0) return true;
  if (musicians > 0 && targets > 0 && targetsCharmed === targets) return true;
  // The Martyre executed by the village (001:45, 96).
  if (rs.executions.some((id) => dominant(s, id) === 'martyre')) return true;
  // The Souris' posts (001:43); the Détectives' and the Mathématiciens' (001:57-58).
  if (postsHeld(s, SOURIS_POSTS, inCampOf(camps, 'souris')) >= 3) return true;
  if (detectives && postsHeld(s, DETECTIVES_POSTS, withGoalOf(goals, 'detectives')) >= 3) return true;
  if (maths && postsHeld(s, MATH_POSTS, withGoalOf(goals, 'mathematiciens')) >= 3) return true;
  // A Cupide holding every coin (001:50); a show won (001:52).
  if (cupides !== null) {
    const all = heldAll + unheldCoins(s);
    if (cupides.some((c) => all > 0 && c === all)) return true;
  }
  return rs.showWon !== null;
}
