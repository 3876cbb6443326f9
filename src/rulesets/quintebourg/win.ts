/**
 * When the game stops and who wins (000_a045abd3825f1297.txt:122-164, 255-258).
 * Every camp's condition is read when the game stops; a player in several
 * camps plays for the first in the table's order only (000:151-155): a lover
 * turned Reptilien wins with the lovers or not at all.
 */
import { playerRead, indexed2, type GameEnd, type PlayerId } from '../../engine';
import { coinsInGame, coinsOf } from './coins';
import { standing } from './health';
import { campInMode } from './modes';
import { campName, MATH, MATH_CAMPS, type CampId, type MathCamp } from './roles';
import { mayStop } from './stop-filter';
import { campsOf, health, inCamp, isReptilien, partyHolder, post, winCamp } from './queries';
import { list, name, names, que } from './text';
import type { QGame } from './types';

/** I/B players the Idéalistes need, by the number of players (000:257-258). */
export const IDEALISTS: { from: number; to: number; need: number }[] = [
  { from: 6, to: 7, need: 3 },
  { from: 8, to: 9, need: 4 },
  { from: 10, to: 11, need: 5 },
  { from: 12, to: 14, need: 6 },
  { from: 15, to: 16, need: 7 },
  { from: 17, to: 19, need: 8 },
  { from: 20, to: 21, need: 9 },
];

/** The table's count, which is the « more than 42 % » of 000:255 worked out. */
export function idealistsNeed(players: number): number {
  return IDEALISTS.find((r) => players >= r.from && players <= r.to)?.need ?? Math.floor(players * 0.42) + 1;
}

const fallen = (s: QGame, id: PlayerId) => {
  const h = health(s, id);
  return h === 'Q' || h === 'M';
};
const upright = (s: QGame) => s.order.filter((id) => standing(health(s, id)));

const NOBODY: readonly PlayerId[] = [];

/**
 * Each camp's members in seating order, one walk over the table per seating
 * and camps record (the engine's `memo.ts`: a finished state's parts never change): the
 * end is checked after every answer, and asks for the same camps many times.
 */
const membersByCamp = (
  order: readonly PlayerId[],
  camps: QGame['rs']['camps'],
): ReadonlyMap<CampId, readonly PlayerId[]> => {
  const out = new Map<CampId, PlayerId[]>();
  for (const id of order) {
    for (const camp of camps[id] ?? []) {
      const ids = out.get(camp);
      if (!ids) out.set(camp, [id]);
      // A camp listed twice for one player still counts him once.
      else if (ids[ids.length - 1] !== id) ids.push(id);
    }
  }
  return out;
};

function members(s: QGame, camp: CampId): readonly PlayerId[] {
  const byCamp = indexed2(membersByCamp, s.order, s.rs.camps);
  // Inside a resolution (no index): one walk for this one camp.
  if (!byCamp) return s.order.filter((id) => inCamp(s, id, camp));
  return byCamp.get(camp) ?? NOBODY;
}

/** A Q or M never holds coins (000:126): what they left waits in the estates, which count in « every coin of the game ». */
function holdsAll(s: QGame, ids: readonly PlayerId[], all = coinsInGame(s)): boolean {
  return all > 0 && ids.reduce((sum, id) => sum + (fallen(s, id) ? 0 : coinsOf(s, id)), 0) === all;
}

/**
 * Tous les non-Reptiliens et Seth sont Q ou M (000:144). Seth is no Reptilien
 * even once converted by the black one (he is named apart). A Reptilien must
 * still be up: a village where everyone is Q or M has no winner this way.
 */
function reptiliensWin(s: QGame): boolean {
  const reps = members(s, 'reptiliens');
  if (reps.length === 0 || reps.every((id) => fallen(s, id))) return false;
  return s.order.every((id) => (isReptilien(s, id) && playerRead(s.players, id).role !== 'seth') || fallen(s, id));
}

/** Tous les Reptiliens sont Q ou M (000:130, 149). */
function reptiliensDown(s: QGame): boolean {
  return members(s, 'reptiliens').every((id) => fallen(s, id));
}

/** The village's condition: every Reptilien and Seth Q or M (000:149). */
function villageWins(s: QGame): boolean {
  const seth = partyHolder(s, 'seth');
  return reptiliensDown(s) && (!seth || fallen(s, seth));
}

/** Why a math camp wins, or null (000:122-136). */
export function mathWin(s: QGame, camp: MathCamp): string | null {
  const ours = members(s, camp);
  if (ours.length === 0) return null;
  // Every coin of the game counted once, not once for each member asked.
  const all = coinsInGame(s);
  const rich = ours.find((id) => holdsAll(s, [id], all));
  if (rich) return `${name(s, rich)} possède toutes les pièces du jeu`;
  // The leader must have *become* Président: one who held it from the start must have lost it and taken it back (000:130-132).
  const leader = partyHolder(s, MATH[camp].leader);
  if (leader && post(s, 'president') === leader && s.rs.becamePresident.includes(leader)) {
    const held = ['senateur', 'procureur', 'chef'].filter((p) => {
      const h = post(s, p);
      return h !== null && inCamp(s, h, camp);
    });
    if (held.length >= 2)
      return `leur leader ${name(s, leader)} est devenu Président et ils tiennent ${held.length === 3 ? 'les trois postes' : 'deux des postes'} de Sénateur, Procureur et Chef des armées`;
  }
  // « Anéanti tous les Reptiliens ainsi que leurs ennemis jurés » (000:134): with no Reptilien in the mode, the enemies alone.
  const enemies = members(s, MATH[camp].enemy);
  if (
    reptiliensDown(s) &&
    enemies.length > 0 &&
    enemies.every((id) => fallen(s, id)) &&
    ours.some((id) => !fallen(s, id))
  ) {
    return `${members(s, 'reptiliens').length > 0 ? 'les Reptiliens et ' : ''}leurs ennemis jurés, les ${campName(MATH[camp].enemy)}, sont tous quasi-morts ou morts`;
  }
  return null;
}

/** Charmed every I, B and C, or hold every coin together (000:142). */
function mcWin(s: QGame): string | null {
  const ours = members(s, 'mc');
  if (ours.length === 0) return null;
  const targets = s.order.filter((id) => !inCamp(s, id, 'mc') && !fallen(s, id));
  if (targets.length > 0 && targets.every((id) => s.rs.charmed.includes(id)))
    return 'ils ont charmé tous les personnages indemnes, blessés ou dans le coma';
  if (holdsAll(s, ours)) return 'ils possèdent à eux seuls toutes les pièces du jeu';
  return null;
}

/** Why the game stops with no, one or two players I or B left (000:159-162). */
const FEW_LEFT = [
  'plus personne n’est indemne ou blessé',
  'il ne reste qu’un personnage indemne ou blessé',
  'il ne reste que deux personnages indemnes ou blessés',
];

/** The math camps in the win table's order: Géomètres, Algébristes, Analystes (000:146-148). */
const MATH_ORDER: MathCamp[] = ['geometres', 'algebristes', 'analystes'];

/** What stops the game now (000:159-164), or null. */
export function stopReason(s: QGame): string | null {
  if (s.rs.endReason) return s.rs.endReason;
  return mayStop(s) ? conditionMet(s) : null;
}

/** The first stop condition that holds (000:159-164), each asked in turn; `mayStop` rules most states out first. */
export function conditionMet(s: QGame): string | null {
  const up = upright(s);
  if (up.length <= 2) return FEW_LEFT[up.length]!;
  if (reptiliensWin(s)) return 'les Reptiliens ont mis hors jeu tous les autres et Seth';
  // The village's condition stops the game wherever the Villageois camp plays, even with no villager left (000:149, 160).
  if (campInMode(s.rs.mode, 'villageois') && villageWins(s))
    return 'tous les Reptiliens et Seth sont quasi-morts ou morts';
  const mc = mcWin(s);
  if (mc) return `Minus & Cortex : ${mc}`;
  for (const camp of MATH_CAMPS) {
    const why = mathWin(s, camp);
    if (why) return `${campName(camp)} : ${why}`;
  }
  return null;
}

export interface Verdict {
  camp: CampId;
  why: string;
}

/** Each camp whose condition holds when the game stops, with why, in the table's order (000:138-149). */
export function verdicts(s: QGame): Verdict[] {
  const out: Verdict[] = [];
  const up = upright(s);
  const lovers = s.rs.lovers;
  const need = idealistsNeed(s.order.length);
  const idealists = up.length >= need;
  if (lovers && !idealists) {
    const [a, b] = lovers.map((id) => health(s, id));
    const ok = (x: string, y: string) => ['I', 'B', 'C'].includes(x) && ['I', 'B'].includes(y);
    if (ok(a!, b!) || ok(b!, a!))
      out.push({
        camp: 'amoureux',
        why: `${names(s, lovers)} sont toujours là (${a} et ${b}) et les Idéalistes perdent`,
      });
  }
  if (idealists)
    out.push({
      camp: 'idealistes',
      why: `${up.length} personnages sur ${s.order.length} sont indemnes ou blessés, il en fallait ${need} (plus de 42 %)`,
    });
  const mc = mcWin(s);
  if (mc) out.push({ camp: 'mc', why: mc });
  const seth = partyHolder(s, 'seth');
  if (seth && up.length <= 2 && up.includes(seth))
    out.push({ camp: 'setheux', why: `il ne reste ${que(list(up.map((id) => name(s, id))))} debout, dont Seth` });
  if (reptiliensWin(s))
    out.push({ camp: 'reptiliens', why: 'tous les non-Reptiliens et Seth sont quasi-morts ou morts' });
  const maths = MATH_CAMPS.map((c) => [c, mathWin(s, c)] as const);
  if (MATH_CAMPS.some((c) => members(s, c).length > 0) && maths.every(([, w]) => w === null))
    out.push({ camp: 'nobel', why: 'aucune des trois écoles de mathématiciens ne gagne' });
  // The table's order: Géomètres, Algébristes, Analystes (000:146-148).
  for (const camp of MATH_ORDER) {
    const why = maths.find(([c]) => c === camp)![1];
    if (why) out.push({ camp, why });
  }
  if (campInMode(s.rs.mode, 'villageois') && villageWins(s))
    out.push({ camp: 'villageois', why: 'tous les Reptiliens et Seth sont quasi-morts ou morts' });
  return out;
}

/** Why this winner wins: their camp's reason, and which camp counted when they belong to several (000:151-155). */
function winnerWhy(s: QGame, id: PlayerId, v: Verdict): string {
  const also = campsOf(s, id).filter((c) => c !== v.camp);
  const first = also.length > 0 ? ` ; joue d’abord pour ce camp (aussi ${list(also.map(campName))})` : '';
  return `${campName(v.camp)} : ${v.why}${first}.`;
}

/**
 * The game stops when a condition of 000:159-164 holds; at night it waits for
 * the last row (the miracles and the last update come at the end of the night,
 * 000:758-759). The winners are the players whose first camp's condition holds.
 */
export function checkEnd(s: QGame): GameEnd | null {
  if (s.clock.phase === 'setup' || s.clock.day === 0) return null;
  if (s.clock.phase === 'night' && s.agenda.length > 0) return null;
  const stop = stopReason(s);
  if (!stop) return null;
  const all = verdicts(s);
  const winning = all.filter((v) => s.order.some((id) => winCamp(s, id) === v.camp));
  const camps = winning.map((v) => v.camp);
  const winners = s.order.filter((id) => camps.includes(winCamp(s, id)));
  const why: Record<PlayerId, string> = {};
  for (const id of winners)
    why[id] = winnerWhy(
      s,
      id,
      winning.find((v) => v.camp === winCamp(s, id))!,
    );
  const lines = winning.map((v) => `${campName(v.camp)} (${v.why})`);
  const reason = `La partie s’arrête : ${stop}. ${lines.length > 0 ? `Gagnants : ${lines.join(' ; ')}.` : 'Personne ne gagne.'}`;
  return { camps, winners, reason, why };
}

export function campOf(s: QGame, id: PlayerId): string {
  return winCamp(s, id);
}
