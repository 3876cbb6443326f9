/**
 * Whether the game may stop now (000_a045abd3825f1297.txt:122-164): false
 * only where `stopReason` would find no reason. The end is checked after
 * nearly every resolution and almost never holds; each condition of
 * `win.ts` walks the table again (the camps' members, every coin), where
 * this walks it once and counts. Where it says « maybe », `stopReason`
 * asks the conditions themselves, so the reason given is theirs.
 */
import { asItStands, lastValid, playerIn } from '../../engine';
import { unheldCoins, held } from './coins';
import { standing } from './health';
import { campInMode } from './modes';
import { MATH, MATH_CAMPS, type CampId } from './roles';
import { inCamp, partyHolder, post } from './queries';
import type { QGame } from './types';

/** Per camp counted: its members, and those of them neither Q nor M. */
interface Count {
  members: number;
  up: number;
}

/** The posts of Sénateur, Procureur and Chef des armées the camp's members hold (000:130-132). */
const POSTS = ['senateur', 'procureur', 'chef'];
function postsHeld(s: QGame, camp: CampId): number {
  let n = 0;
  for (const p of POSTS) {
    const h = post(s, p);
    if (h !== null && inCamp(s, h, camp)) n++;
  }
  return n;
}

const count = (): Count => ({ members: 0, up: 0 });

/** `countStop`'s answer, with the parts of the game it was worked out from. */
interface Counted {
  order: QGame['order'];
  players: QGame['players'];
  posts: QGame['posts'];
  camps: QGame['rs']['camps'];
  charmed: QGame['rs']['charmed'];
  coins: QGame['rs']['coins'];
  becamePresident: QGame['rs']['becamePresident'];
  mode: QGame['rs']['mode'];
  stops: boolean;
}

function counted(s: QGame): Counted {
  const rs = s.rs;
  return {
    order: s.order,
    players: s.players,
    posts: s.posts,
    camps: rs.camps,
    charmed: rs.charmed,
    coins: rs.coins,
    becamePresident: rs.becamePresident,
    mode: rs.mode,
    stops: countStop(s),
  };
}

/** Whether `s` holds the very parts `last` was worked out from. */
function sameParts(last: Counted, s: QGame): boolean {
  const rs = s.rs;
  return (
    last.order === s.order &&
    last.players === s.players &&
    last.posts === s.posts &&
    last.camps === rs.camps &&
    last.charmed === rs.charmed &&
    last.coins === rs.coins &&
    last.becamePresident === rs.becamePresident &&
    last.mode === rs.mode
  );
}

/**
 * Kept while the parts it reads are the same objects (the engine's
 * `lastValid`): the end is checked after each resolution, and most leave the
 * players, the camps, the coins and the posts as they were. One question
 * whether the game may change under its identity (a finished state's parts
 * never do), where a list of its eight parts was built and each part asked.
 */
export function mayStop(s: QGame): boolean {
  return lastValid(counted, s, sameParts).stops;
}

function countStop(s: QGame): boolean {
  const { camps, charmed } = s.rs;
  const reps = count();
  const mc = count();
  const math = { geometres: count(), algebristes: count(), analystes: count() };
  let standingNow = 0;
  // Someone up who is not a Reptilien, or is Seth: the Reptiliens have not won (000:144).
  let othersUp = false;
  // Seth's first holder, and whether he is Q or M (000:149).
  let seth: boolean | null = null;
  let heldAll = 0;
  let richestUp = 0;
  let mcHeld = 0;
  let targets = 0;
  let targetsCharmed = 0;
  // Read, never written: the record as it stands, looked up once for the walk.
  const players = asItStands(s.players);
  for (const id of s.order) {
    const p = playerIn(players, id);
    const h = p.health;
    const fallen = h === 'Q' || h === 'M';
    if (standing(h)) standingNow++;
    const coins = held(p);
    heldAll += coins;
    if (!fallen && coins > richestUp) richestUp = coins;
    if (seth === null && p.role === 'seth') seth = fallen;
    const mine = camps[id] ?? [];
    const isRep = mine.includes('reptiliens');
    if (isRep) {
      reps.members++;
      if (!fallen) reps.up++;
    }
    if (!fallen && !(isRep && p.role !== 'seth')) othersUp = true;
    if (mine.includes('mc')) {
      mc.members++;
      if (!fallen) {
        mc.up++;
        mcHeld += coins;
      }
    } else if (!fallen) {
      targets++;
      if (charmed.includes(id)) targetsCharmed++;
    }
    for (const camp of MATH_CAMPS)
      if (mine.includes(camp)) {
        math[camp].members++;
        if (!fallen) math[camp].up++;
      }
  }
  if (standingNow <= 2) return true;
  if (reps.members > 0 && reps.up > 0 && !othersUp) return true;
  if (campInMode(s.rs.mode, 'villageois') && reps.up === 0 && seth !== false) return true;
  const all = heldAll + unheldCoins(s);
  if (mc.members > 0 && ((targets > 0 && targetsCharmed === targets) || (all > 0 && mcHeld === all))) return true;
  // A math camp's three ways (000:122-136): one up holding every coin (counted loosely: anyone up), its leader who
  // became Président with two of the three posts, or its sworn enemies all Q or M while the Reptiliens are too.
  if (all > 0 && richestUp >= all) return true;
  const president = post(s, 'president');
  if (president !== null && s.rs.becamePresident.includes(president))
    for (const camp of MATH_CAMPS)
      if (math[camp].members > 0 && partyHolder(s, MATH[camp].leader) === president && postsHeld(s, camp) >= 2)
        return true;
  if (reps.up === 0)
    for (const camp of MATH_CAMPS) {
      const enemy = math[MATH[camp].enemy];
      if (math[camp].up > 0 && enemy.members > 0 && enemy.up === 0) return true;
    }
  return false;
}
