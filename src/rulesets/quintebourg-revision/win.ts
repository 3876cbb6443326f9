/**
 * When the game stops and who wins (001:26-62, 100-120). The game stops when
 * a win condition is met (a camp's, or a goal that is reached rather than
 * read at the end: the Cupide's coins, Poirot's show, the Détectives' and the
 * Mathématiciens' posts), when two players or fewer are alive, or when
 * Shéhérazade converts the black or the red Reptilienne or Seth. Then every
 * player wins whose dominant camp's condition holds, or, that camp's win out
 * of reach, its consolation objective (the Villageois' or the Reptiliens'
 * final win), or one of his personal goals; the dead win too (001:26).
 */
import { latest, playerRead, type GameEnd, type PlayerId } from '../../engine';
import { coinsInGame, coinsOf } from '../quintebourg-family/coins';
import { list, name, names, que } from '../quintebourg-family/text';
import { choice } from './options';
import { campsOf, cardHolder, dominant, hasGoal, inCamp, isAlive, isReptilien, livingNow, withGoal } from './queries';
import { CAMP_ORDER, campName, CONSOLATION, GOAL_NAMES, GOALS, type CampId, type Goal } from './roles';
import { mayStop } from './stop-filter';
import type { RGame } from './types';

/** How many of `posts` members of a group hold (001:43, 57-58). */
function postsHeld(s: RGame, ids: readonly PlayerId[], posts: readonly string[]): string[] {
  return posts.filter((p) => {
    const h = s.posts[p] ?? null;
    return h !== null && ids.includes(h);
  });
}

const POST_WORDS: Record<string, string> = {
  president: 'Président',
  notaire: 'Notaire',
  senateur: 'Sénateur',
  chef: 'Chef de la milice fantôme',
  procureur: 'Procureur',
};
const heldWords = (posts: string[]): string => list(posts.map((p) => POST_WORDS[p] ?? p));

/** The Idéalistes' threshold (001:41, 71): at least half of the starting players, or more than half (option `idealistes`). */
export function idealistsNeed(s: RGame): number {
  const n = s.order.length;
  return choice(s.setup.options, 'idealistes') === 'majorite' ? Math.floor(n / 2) + 1 : Math.ceil(n / 2);
}

/** Each camp's win condition as it stands now, with why (001:38-47), or null. */
export function campWin(s: RGame, camp: CampId): string | null {
  const alive = livingNow(s);
  switch (camp) {
    case 'amoureux': {
      const lovers = s.rs.lovers;
      return lovers && alive.length === 2 && lovers.every((id) => alive.includes(id))
        ? `${names(s, lovers)} sont les deux derniers vivants`
        : null;
    }
    case 'idealistes': {
      const need = idealistsNeed(s);
      return alive.length >= need
        ? `${alive.length} vivants sur ${s.order.length} joueurs au début, il en fallait ${need}`
        : null;
    }
    case 'setheux': {
      const seth = cardHolder(s, 'seth');
      return seth && alive.length === 2 && alive.includes(seth)
        ? `il ne reste ${que(names(s, alive))}, dont Seth`
        : null;
    }
    case 'souris': {
      const held = postsHeld(
        s,
        s.order.filter((id) => inCamp(s, id, 'souris')),
        ['president', 'notaire', 'senateur', 'chef'],
      );
      return held.length >= 3 ? `les Souris tiennent les postes de ${heldWords(held)}` : null;
    }
    case 'reptiliens':
      return alive.length > 0 && alive.every((id) => isReptilien(s, id) && playerRead(s.players, id).role !== 'seth')
        ? 'tous les non-Reptiliens et Seth sont morts'
        : null;
    case 'martyre': {
      const martyr = s.rs.executions.find((id) => dominant(s, id) === 'martyre');
      return martyr ? `${name(s, martyr)} a été exécuté·e par le village` : null;
    }
    case 'musiciens': {
      const targets = alive.filter((id) => !inCamp(s, id, 'musiciens'));
      return s.order.some((id) => inCamp(s, id, 'musiciens')) &&
        targets.length > 0 &&
        targets.every((id) => s.rs.charmed.includes(id))
        ? 'tous les vivants sont charmés'
        : null;
    }
    case 'villageois':
      return s.order.filter((id) => isReptilien(s, id)).every((id) => !isAlive(s, id))
        ? 'tous les Reptiliens (dont Seth) sont morts'
        : null;
  }
}

/** A personal goal reached now, with why (001:48-58), or null. */
export function goalWin(s: RGame, id: PlayerId, goal: Goal): string | null {
  const alive = livingNow(s).length;
  switch (goal) {
    case 'cupide': {
      const all = coinsInGame(s);
      return all > 0 && coinsOf(s, id) === all ? `${name(s, id)} possède toutes les pièces du jeu` : null;
    }
    case 'melomane':
      return campWin(s, 'musiciens') ? 'les Musiciens gagnent' : null;
    case 'romantique':
      return campWin(s, 'amoureux') ? 'les Amoureux gagnent' : null;
    case 'showman':
      return s.rs.showWon === id ? 'son show a réussi' : null;
    case 'maniaque':
      return alive > 0 && alive % 5 === 0 ? `${alive} vivants, un multiple de 5` : null;
    case 'bipartie': {
      const reps = livingNow(s).filter((x) => isReptilien(s, x)).length;
      return alive > 0 && reps * 2 === alive ? `${reps} Reptiliens pour ${alive - reps} autres vivants` : null;
    }
    case '58-ard':
      return alive === 5 || alive === 8 ? `${alive} vivants` : null;
    case 'detectives': {
      const held = postsHeld(s, withGoal(s, 'detectives'), ['president', 'procureur', 'senateur', 'chef']);
      return held.length >= 3 ? `les Détectives tiennent les postes de ${heldWords(held)}` : null;
    }
    case 'mathematiciens': {
      const held = postsHeld(s, withGoal(s, 'mathematiciens'), ['procureur', 'notaire', 'senateur', 'chef']);
      return held.length >= 3 ? `les Mathématiciens tiennent les postes de ${heldWords(held)}` : null;
    }
  }
}

/** The camps whose win stops the game when it holds, if someone plays for them (the Villageois' and the Reptiliens' whatever: others console themselves with them). */
const STOPPING: CampId[] = ['souris', 'reptiliens', 'martyre', 'musiciens', 'villageois'];
/** The goals reached during the game, which stop it (the others are read when it stops). */
const STOPPING_GOALS: Goal[] = ['cupide', 'showman', 'detectives', 'mathematiciens'];

/**
 * What stops the game now (001:59-62), or null. Kept while the parts it reads
 * are the same objects (the engine's `latest`): the end is checked after each
 * resolution, and most leave the players, the camps, the goals, the coins and
 * the posts as they were.
 */
export function stopReason(s: RGame): string | null {
  const rs = s.rs;
  return latest(stopNow, s, [
    s.order,
    s.players,
    s.posts,
    s.setup,
    rs.endReason,
    rs.camps,
    rs.goals,
    rs.lovers,
    rs.executions,
    rs.charmed,
    rs.showWon,
    rs.coins,
  ]);
}

/** One walk over the table first: most states meet no condition (`stop-filter.ts`). */
const stopNow = (s: RGame): string | null => (mayStop(s) ? conditionMet(s) : null);

/** The first stop condition that holds (001:59-62), each asked in turn; `mayStop` rules most states out first. */
export function conditionMet(s: RGame): string | null {
  if (s.rs.endReason) return s.rs.endReason;
  const alive = livingNow(s).length;
  if (alive <= 2)
    return alive === 0
      ? 'plus personne n’est en vie'
      : alive === 1
        ? 'il ne reste qu’un vivant'
        : 'il ne reste que deux vivants';
  for (const camp of STOPPING) {
    // Whether someone plays for the camp first: it is cheaper than its condition.
    const played = camp === 'villageois' || camp === 'reptiliens' || s.order.some((id) => dominant(s, id) === camp);
    const why = played ? campWin(s, camp) : null;
    if (why) return `${campName(camp)} : ${why}`;
  }
  for (const id of s.order) {
    const goals = s.rs.goals[id];
    if (goals === undefined || goals.length === 0) continue;
    for (const goal of STOPPING_GOALS) {
      const why = goals.includes(goal) ? goalWin(s, id, goal) : null;
      if (why) return `${GOAL_NAMES[goal]} : ${why}`;
    }
  }
  return null;
}

/** Why each player wins, if he does (001:26, 37, 50): his dominant camp, its consolation, his goals reached. */
export function winners(s: RGame): Record<PlayerId, { camp: CampId | null; why: string }> {
  const camps = new Map(CAMP_ORDER.map((c) => [c, campWin(s, c)]));
  // A Cupide who holds every coin wins alone among the Cupides (001:50, 102).
  const cupides = withGoal(s, 'cupide');
  const rich = cupides.find((id) => goalWin(s, id, 'cupide'));
  const out: Record<PlayerId, { camp: CampId | null; why: string }> = {};
  for (const id of s.order) {
    if (rich && cupides.includes(id) && id !== rich) continue;
    const dom = dominant(s, id);
    const reasons: string[] = [];
    let camp: CampId | null = null;
    const own = camps.get(dom);
    const oc = CONSOLATION[dom];
    const consolation = oc ? camps.get(oc) : null;
    if (own) {
      const also = campsOf(s, id).filter((c) => c !== dom);
      reasons.push(
        `${campName(dom)} : ${own}${also.length > 0 ? ` (son camp dominant ; aussi ${list(also.map(campName))})` : ''}`,
      );
      camp = dom;
    } else if (oc && consolation) {
      reasons.push(
        `Objectif de consolation des ${campName(dom)} : victoire finale des ${campName(oc)} (${consolation})`,
      );
      camp = dom;
    }
    for (const g of GOALS) {
      const why = hasGoal(s, id, g) ? goalWin(s, id, g) : null;
      if (why)
        reasons.push(
          `${GOAL_NAMES[g]} : ${why}${g === 'cupide' && cupides.length > 1 ? ' ; les autres Cupides perdent' : ''}`,
        );
    }
    if (reasons.length > 0) out[id] = { camp, why: `${reasons.join(' ; ')}.` };
  }
  return out;
}

/** The game stops on any condition of 001:59-62; at night it waits for the night's last call. */
export function checkEnd(s: RGame): GameEnd | null {
  if (s.clock.phase === 'setup' || s.clock.day === 0) return null;
  if (s.clock.phase === 'night' && s.agenda.length > 0) return null;
  const stop = stopReason(s);
  if (!stop) return null;
  const won = winners(s);
  const ids = s.order.filter((id) => won[id]);
  const camps = CAMP_ORDER.filter((c) => ids.some((id) => won[id]!.camp === c));
  const why: Record<PlayerId, string> = Object.fromEntries(ids.map((id) => [id, won[id]!.why]));
  const lines = ids.map((id) => `${name(s, id)} (${won[id]!.why.replace(/\.$/, '')})`);
  const reason = `La partie s’arrête : ${stop}. ${lines.length > 0 ? `Gagnants : ${lines.join(' ; ')}.` : 'Personne ne gagne.'}`;
  return { camps, winners: ids, reason, why };
}

export function campOf(s: RGame, id: PlayerId): string {
  return dominant(s, id);
}
