/**
 * Who plays for whom, and when the game ends. The end is a list of rules in
 * order of precedence; every rule that holds adds its winners (a personal goal
 * and a camp may win together). Then riders adjust the winners: the cards with
 * a goal of their own never win with the village, the Traître wins with the
 * wolves, the Ame en peine only if she was called, the lovers of a personal
 * winner share the win, and two enemies still alive are eliminated.
 */
import { asItStands, byText, playerIn, playerRead, type GameEnd, type PlayerId } from '../../engine';
import { restlessSoulCalled } from './ame';
import { isVillagePower, roleDef } from './roles';
import {
  alive,
  count,
  holders,
  isAliveHealth,
  isWolfRole,
  names,
  partnerIn,
  partnerOf,
  powered,
  recueilInPlay,
} from './state';
import { choice, flag } from './options';
import type { TGame } from './types';

/** Cards whose goal is their own: they play on the village's side but never win with it (004:110-112, 004:83, 004:235). */
const PERSONAL: readonly string[] = ['assassin', 'cassandra', 'fanatique'];

/** A Traître still holding his power plays with the wolves (004:551, 004:554). */
function traitor(s: TGame, id: PlayerId): boolean {
  return playerRead(s.players, id).role === 'traitre' && powered(s, id);
}

/** The side each card stands on for the last-camp-standing rule, once per card (the end check asks it for every survivor after every answer). */
function sideOfCard(role: string): string {
  return byText(readSide, role);
}

function readSide(role: string): string {
  return PERSONAL.includes(role) || role === 'traitre' ? 'village' : roleDef(role).camp;
}

/** The side a card stands on for the last-camp-standing rule. */
function cardSide(s: TGame, id: PlayerId): string {
  return sideOfCard(playerRead(s.players, id).role);
}

function mixedCouple(s: TGame): boolean {
  const l = s.rs.lovers;
  return l !== null && cardSide(s, l[0]) !== cardSide(s, l[1]);
}

/** The side a player stands on now (a mixed couple is a side of its own). */
export function sideOf(s: TGame, id: PlayerId, mixed = mixedCouple(s)): string {
  if (mixed) {
    if (partnerOf(s, id) !== null) return 'amoureux';
    if (flag(s, 'cupidonGagneAvecCouple') && playerRead(s.players, id).role === 'cupidon') return 'amoureux';
  }
  return cardSide(s, id);
}

/** The camp a player wins with (shown in the grimoire): his side, or his personal goal, or the wolves for the Traître. */
export function campOf(s: TGame, id: PlayerId): string {
  const side = sideOf(s, id);
  if (side === 'amoureux') return side;
  const role = playerRead(s.players, id).role;
  if (PERSONAL.includes(role)) return role;
  if (role === 'traitre') return powered(s, id) ? 'loups' : 'village';
  return side;
}

/**
 * Whether a player wins with the wolves (`campOf` says « loups »), asked by the informed players for every voter and
 * candidate of a vote: a card that does not stand with the wolves never does (a lover, a personal goal, the cupidon
 * of a couple win elsewhere), the Traître aside; a wolf's card does unless its holder is in a mixed couple.
 */
export function playsForWolves(s: TGame, id: PlayerId): boolean {
  const role = playerRead(s.players, id).role;
  if (role === 'traitre') return campOf(s, id) === 'loups';
  if (sideOfCard(role) !== 'loups') return false;
  // A wolf's card: with the pack, unless in love with someone of another side (a mixed couple, a camp of its own).
  const partner = partnerOf(s, id);
  return partner === null || cardSide(s, partner) === 'loups';
}

const REASONS: Record<string, string> = {
  village: 'Les villageois ont éliminé tous leurs ennemis : le village gagne !',
  loups: 'Les Loups-Garous ont dévoré le village : les loups gagnent !',
  amoureux: 'Les amoureux sont les derniers survivants : l’amour triomphe !',
  flute: 'Tous les survivants sont charmés : le Joueur de Flûte gagne !',
};

interface Win {
  camp: string;
  winners: PlayerId[];
  reason: string;
}

/** A personal winner shares the win with his lover (004:84, 004:236). */
function withLover(s: TGame, id: PlayerId): PlayerId[] {
  const partner = partnerOf(s, id);
  return partner ? [id, partner] : [id];
}

/** The Fanatique named every wolf at the stake (004:230). */
function fanatic(s: TGame): Win | null {
  const id = s.rs.fanaticHero;
  if (id === null) return null;
  return {
    camp: 'fanatique',
    winners: withLover(s, id),
    reason: `${names(s, [id])}, le Fanatique, a démasqué tous les loups sur le bûcher : il gagne en héros !`,
  };
}

/** Cassandra shot two wolves (004:110). */
function cassandra(s: TGame): Win | null {
  const id = holders(s, 'cassandra').find((x) => count(s, x, 'cassandraLoups') >= 2);
  if (!id) return null;
  return {
    camp: 'cassandra',
    winners: withLover(s, id),
    reason: 'Cassandra a abattu deux loups-garous : la Tueuse gagne !',
  };
}

/** Every target of the Assassin is dead (004:80, 004:84). */
function assassin(s: TGame): Win | null {
  const targets = s.rs.assassinTargets;
  if (!targets || targets.length === 0 || targets.some((id) => alive(s, id))) return null;
  const id = holders(s, 'assassin')[0];
  if (!id) return null;
  return {
    camp: 'assassin',
    winners: withLover(s, id),
    reason: 'Toutes les cibles de l’Assassin sont mortes : l’Assassin gagne !',
  };
}

/** The flute player wins as soon as every other survivor is charmed (his lover excepted). */
function flute(s: TGame, t: Survey): Win | null {
  const piper = t.piper;
  if (piper === null) return null;
  // The others: the survivors but the piper and his lover; every one of them charmed.
  const partner = partnerOf(s, piper);
  const lover = partner !== null && alive(s, partner);
  const others = t.living - 1 - (lover ? 1 : 0);
  const charmedOthers = charmedAlive(s) - (charmed(s, piper) ? 1 : 0) - (lover && charmed(s, partner) ? 1 : 0);
  if (others === 0 || charmedOthers !== others) return null;
  const couple = sideOf(s, piper) === 'amoureux';
  return {
    camp: couple ? 'amoureux' : 'flute',
    winners: couple ? sideWinners(s, 'amoureux') : [piper],
    reason: REASONS.flute!,
  };
}

function charmed(s: TGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.charme === true;
}

/** The charmed survivors: counted only when a flute player lives, not in every end check's survey. */
function charmedAlive(s: TGame): number {
  const players = asItStands(s.players);
  let n = 0;
  for (const id of s.order) {
    const p = playerIn(players, id);
    if (p.markers.charme === true && isAliveHealth(p.health)) n++;
  }
  return n;
}

/** Those who win with a side: its players, dead or alive, but the cards with their own goal. */
function sideWinners(s: TGame, side: string): PlayerId[] {
  const mixed = mixedCouple(s);
  return s.order.filter((id) => {
    if (side === 'loups' && traitor(s, id)) return alive(s, id);
    if (sideOf(s, id, mixed) !== side) return false;
    if (side === 'amoureux') return true;
    const role = playerRead(s.players, id).role;
    if (PERSONAL.includes(role) || traitor(s, id)) return false;
    // The Ame en peine wins with the village only if she was called (004:54).
    if (role === 'ame-en-peine' && !alive(s, id)) return restlessSoulCalled(s, id);
    return true;
  });
}

/**
 * What the end check needs of the survivors, in one pass over the table
 * (this runs after nearly every answer of every simulated game): how many,
 * the flute player, their sides and the wolves.
 */
interface Survey {
  living: number;
  /** The first living holder of the Joueur de Flûte's card, in seating order. */
  piper: PlayerId | null;
  /** The side of the first survivor, and whether every survivor stands on it. */
  side: string | null;
  oneSide: boolean;
  /** Every survivor stands with the village or the wolves. */
  villageOrWolves: boolean;
  wolves: number;
  /** Every survivor is a wolf or a Traître. */
  wolvesAndTraitor: boolean;
}

function survey(s: TGame): Survey {
  const players = asItStands(s.players);
  const mixed = mixedCouple(s);
  const lovers = s.rs.lovers;
  const cupidWins = mixed && flag(s, 'cupidonGagneAvecCouple');
  const powerless = s.rs.villagersPowerless;
  const t: Survey = {
    living: 0,
    piper: null,
    side: null,
    oneSide: true,
    villageOrWolves: true,
    wolves: 0,
    wolvesAndTraitor: true,
  };
  for (const id of s.order) {
    const p = playerIn(players, id);
    if (!isAliveHealth(p.health)) continue;
    const role = p.role;
    t.living++;
    if (t.piper === null && role === 'joueur-de-flute') t.piper = id;
    // `sideOf`, from the record at hand: a mixed couple is a side of its own.
    const own =
      mixed && (partnerIn(lovers, id) !== null || (cupidWins && role === 'cupidon')) ? 'amoureux' : sideOfCard(role);
    if (t.side === null) t.side = own;
    else if (own !== t.side) t.oneSide = false;
    if (own !== 'loups' && own !== 'village') t.villageOrWolves = false;
    if (isWolfRole(role)) t.wolves++;
    // `traitor`: a Traître still holding his power (004:551, 004:554).
    else if (role !== 'traitre' || (powerless && isVillagePower(role))) t.wolvesAndTraitor = false;
  }
  return t;
}

/** The last side standing; the wolves with the Traître as the last villager (004:551); or the wolves at parity (option). */
function standing(s: TGame, t: Survey): Win | null {
  const side = t.side;
  if (side !== null && t.oneSide) {
    return { camp: side, winners: sideWinners(s, side), reason: REASONS[side] ?? `Le camp ${side} gagne.` };
  }
  if (recueilInPlay(s) && t.wolves > 0 && t.wolvesAndTraitor) {
    return {
      camp: 'loups',
      winners: sideWinners(s, 'loups'),
      reason: 'Le Traître est le dernier villageois en vie avec les loups : les loups et le Traître gagnent !',
    };
  }
  if (choice(s, 'victoireLoups') === 'parite' && t.villageOrWolves) {
    if (t.wolves >= t.living - t.wolves) {
      return {
        camp: 'loups',
        winners: sideWinners(s, 'loups'),
        reason: `Les loups (${t.wolves}) sont aussi nombreux que les autres survivants : les loups gagnent !`,
      };
    }
  }
  return null;
}

/** The personal goals that stop the game, in order of precedence. */
const PERSONAL_GOALS = [fanatic, cassandra, assassin];

export function checkEnd(s: TGame): GameEnd | null {
  const t = survey(s);
  if (t.living === 0) return { camps: [], winners: [], reason: 'Tout le village a péri : personne ne gagne.' };
  const wins: Win[] = [];
  if (recueilInPlay(s)) {
    for (const rule of PERSONAL_GOALS) {
      const w = rule(s);
      if (w) wins.push(w);
    }
  }
  const f = flute(s, t);
  if (f) wins.push(f);
  else {
    const st = standing(s, t);
    if (st && !wins.some((w) => w.camp === st.camp)) wins.push(st);
  }
  if (wins.length === 0) return null;
  let winners = [...new Set(wins.flatMap((w) => w.winners))];
  let reason = wins.map((w) => w.reason).join(' ');
  // Two enemies still alive at the end are both eliminated (004:511).
  const e = s.rs.enemies;
  if (e && alive(s, e[0]) && alive(s, e[1])) {
    winners = winners.filter((id) => !e.includes(id));
    reason += ` ${names(s, e)}, ennemis jusqu’au bout, sont tous deux éliminés.`;
  }
  return { camps: wins.map((w) => w.camp), winners: s.order.filter((id) => winners.includes(id)), reason };
}

export function describeWinners(s: TGame, end: GameEnd): string {
  return end.winners.length ? `Vainqueurs : ${names(s, end.winners)}.` : 'Aucun vainqueur.';
}
