/**
 * When the game stops and who wins (000_a045abd3825f1297.txt:122-164, 255-258).
 * Every camp's condition is read when the game stops; a player in several
 * camps plays for the first in the table's order (000:151).
 */
import type { GameEnd, PlayerId } from '../../engine';
import { coinsInGame } from './coins';
import { standing } from './health';
import { CAMPS, MATH, MATH_CAMPS, type CampId, type MathCamp } from './roles';
import { health, inCamp, isReptilien, partyHolder, post, winCamp, type QGame } from './state';
import { list, name } from './text';

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

export function idealistsNeed(players: number): number {
  return IDEALISTS.find((r) => players >= r.from && players <= r.to)?.need ?? Math.floor(players * 0.42) + 1;
}

const fallen = (s: QGame, id: PlayerId) => health(s, id) === 'Q' || health(s, id) === 'M';
const upright = (s: QGame) => s.order.filter((id) => standing(health(s, id)));
const campName = (id: string) => CAMPS.find((c) => c.id === id)?.name ?? id;

function members(s: QGame, camp: CampId): PlayerId[] {
  return s.order.filter((id) => inCamp(s, id, camp));
}

function holdsAll(s: QGame, ids: PlayerId[]): boolean {
  const all = coinsInGame(s);
  return all > 0 && ids.reduce((sum, id) => sum + s.players[id]!.money, 0) === all;
}

/** Tous les non-Reptiliens et Seth sont Q ou M, with a Reptilien still up (000:144). */
function reptiliensWin(s: QGame): boolean {
  const reps = members(s, 'reptiliens');
  if (reps.length === 0 || reps.every((id) => fallen(s, id))) return false;
  return s.order.every((id) => (isReptilien(s, id) && s.players[id]!.role !== 'seth') || fallen(s, id));
}

/** Tous les Reptiliens et Seth sont Q ou M (000:149). */
function noReptilien(s: QGame): boolean {
  const seth = partyHolder(s, 'seth');
  return members(s, 'reptiliens').every((id) => fallen(s, id)) && (!seth || fallen(s, seth));
}

/** Why a math camp wins, or null (000:122-136). */
export function mathWin(s: QGame, camp: MathCamp): string | null {
  const ours = members(s, camp);
  if (ours.length === 0) return null;
  if (ours.some((id) => holdsAll(s, [id]))) return 'l’un d’eux possède toutes les pièces';
  const leader = partyHolder(s, MATH[camp].leader);
  const president = post(s, 'president');
  if (leader && president === leader && s.rs.becamePresident.includes(leader)) {
    const held = ['senateur', 'procureur', 'chef'].filter((p) => {
      const h = post(s, p);
      return h !== null && inCamp(s, h, camp);
    });
    if (held.length >= 2) return 'leur leader est devenu Président et ils tiennent deux des postes de Sénateur, Procureur, Chef des armées';
  }
  const enemies = members(s, MATH[camp].enemy);
  if (noReptilien(s) && enemies.length > 0 && enemies.every((id) => fallen(s, id)) && ours.some((id) => !fallen(s, id))) return 'les Reptiliens et leurs ennemis jurés sont anéantis';
  return null;
}

function mcWin(s: QGame): string | null {
  const ours = members(s, 'mc');
  if (ours.length === 0) return null;
  const targets = s.order.filter((id) => !inCamp(s, id, 'mc') && !fallen(s, id));
  if (targets.length > 0 && targets.every((id) => s.rs.charmed.includes(id))) return 'ils ont charmé tous les I, B et C';
  if (holdsAll(s, ours)) return 'ils possèdent toutes les pièces';
  return null;
}

/** What stops the game now (000:159-164), or null. */
export function stopReason(s: QGame): string | null {
  if (s.rs.endReason) return s.rs.endReason;
  const up = upright(s);
  if (up.length <= 2) return `il ne reste que ${up.length} personnage${up.length > 1 ? 's' : ''} I ou B`;
  if (reptiliensWin(s)) return 'les Reptiliens ont anéanti tous les autres';
  if (members(s, 'villageois').length > 0 && members(s, 'reptiliens').length + (partyHolder(s, 'seth') ? 1 : 0) > 0 && noReptilien(s)) return 'tous les Reptiliens et Seth sont Q ou M';
  const mc = mcWin(s);
  if (mc) return `Minus & Cortex : ${mc}`;
  for (const camp of MATH_CAMPS) {
    const why = mathWin(s, camp);
    if (why) return `${campName(camp)} : ${why}`;
  }
  return null;
}

/** Each camp's verdict when the game stops, with why. */
export function verdicts(s: QGame): { camp: CampId; why: string }[] {
  const out: { camp: CampId; why: string }[] = [];
  const up = upright(s);
  const need = idealistsNeed(s.order.length);
  const idealists = up.length >= need;
  if (idealists) out.push({ camp: 'idealistes', why: `${up.length} personnages I ou B, il en fallait ${need}` });
  const lovers = s.rs.lovers;
  if (lovers && !idealists) {
    const [a, b] = lovers.map((id) => health(s, id));
    const ok = (x: string, y: string) => ['I', 'B', 'C'].includes(x) && ['I', 'B'].includes(y);
    if (ok(a!, b!) || ok(b!, a!)) out.push({ camp: 'amoureux', why: 'les deux amoureux tiennent debout et les Idéalistes perdent' });
  }
  const mc = mcWin(s);
  if (mc) out.push({ camp: 'mc', why: mc });
  const seth = partyHolder(s, 'seth');
  if (seth && up.length <= 2 && up.includes(seth)) out.push({ camp: 'setheux', why: `il ne reste que ${list(up.map((id) => name(s, id)))} debout, dont Seth` });
  if (reptiliensWin(s)) out.push({ camp: 'reptiliens', why: 'tous les non-Reptiliens et Seth sont Q ou M' });
  const maths = MATH_CAMPS.map((c) => [c, mathWin(s, c)] as const);
  if (MATH_CAMPS.some((c) => members(s, c).length > 0) && maths.every(([, w]) => w === null)) out.push({ camp: 'nobel', why: 'les trois écoles de mathématiciens perdent' });
  for (const [camp, why] of maths) if (why) out.push({ camp, why });
  if (members(s, 'reptiliens').length + (seth ? 1 : 0) > 0 && noReptilien(s)) out.push({ camp: 'villageois', why: 'tous les Reptiliens et Seth sont Q ou M' });
  return out;
}

/** The night is judged once it is over (after the miracles): the end waits for its last row. */
export function checkEnd(s: QGame): GameEnd | null {
  if (s.clock.phase === 'setup' || s.clock.day === 0) return null;
  if (s.clock.phase === 'night' && s.agenda.length > 0) return null;
  const stop = stopReason(s);
  if (!stop) return null;
  const all = verdicts(s);
  const winning = all.filter((v) => s.order.some((id) => winCamp(s, id) === v.camp));
  const camps = winning.map((v) => v.camp);
  const winners = s.order.filter((id) => camps.includes(winCamp(s, id)));
  const why = winning.map((v) => `${campName(v.camp)} (${v.why})`);
  const reason = `La partie s’arrête : ${stop}. ${why.length > 0 ? `Gagnants : ${why.join(' ; ')}.` : 'Personne ne gagne.'}`;
  return { camps, winners, reason };
}

export function campOf(s: QGame, id: PlayerId): string {
  return winCamp(s, id);
}
