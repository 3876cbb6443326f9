/**
 * The Quinte-bourg ruleset's own state and the small queries every step uses.
 */
import type { GameState, PlayerId } from '../../engine';
import type { Location } from '../../engine/locations';
import { awake, downed, standing, type Health } from './health';
import type { Mode } from './modes';
import type { LongAction } from './priority';
import { CAMP_ORDER, MATH, type CampId, type MathCamp } from './roles';

export type { Location };

/** What the attackers aim at: a house (the médecin's is his bunker) or a patient's hospital room (000:571, 608-610). */
export type Target = { kind: 'house'; owner: PlayerId } | { kind: 'room'; patient: PlayerId };

export type AttackCamp = 'reptiliens' | MathCamp;

export type Pair = [PlayerId, PlayerId];

/** A one-time power's id (000:349-355), counted per player. */
export type Power =
  | 'coma'
  | 'resurrection'
  | 'miracle'
  | 'conversion'
  | 'mise-a-mort'
  | 'morsure'
  | 'balle'
  | 'conversion-noire'
  | 'reboot';

/** An act of a player: the invariant checks that nobody unavailable acts. */
export interface Act {
  actor: PlayerId;
  power: string;
  health: Health;
  asleep: boolean;
}

export interface Corruption {
  voter: PlayerId;
  target: PlayerId;
  by: PlayerId;
}

export interface NightState {
  /** Heavy sleepers tonight (000:399-401). */
  sleepers: PlayerId[];
  /** The night's attack target, once designated (row D, or row E in mode M). */
  attack: { camp: AttackCamp; target: Target } | null;
  /** Whose house each duo meets in (rows F, G), and whether both came (rows M, L). */
  meet: { amoureux: PlayerId | null; haineux: PlayerId | null; plans: PlayerId | null };
  met: { amoureux: boolean; haineux: boolean; plans: boolean };
  /** The colloque of mode E (000:221): the camp and the host. */
  colloque: { camp: MathCamp; host: PlayerId } | null;
  laura: PlayerId | null;
  sculpture: PlayerId | null;
  /** Sbires on guard (000:447) and the Chef des armées' round (000:533). */
  guards: { sbire: PlayerId; host: PlayerId; by: PlayerId }[];
  round: PlayerId | null;
  /** Carers who used their power tonight: out of their homes, not in the rooms (000:616). */
  carers: PlayerId[];
  /** Patients the médecin treated tonight (two at most: 000:251). */
  cared: PlayerId[];
  /** What the bookkeeping rows did, by step, for the MJ's notes. */
  lines: Record<string, string[]>;
  /** Computed at row P: each player's long action and where it takes place. */
  long: Record<PlayerId, LongAction> | null;
  map: Record<PlayerId, Location> | null;
  /** Cortex's targets: his own (with his act) and Minus's. */
  cortex: { target: PlayerId; act: 'vol' | 'charme'; forMinus: PlayerId }[];
  /** Rounds Minus has played tonight. */
  minusDone: number;
  /** Players newly charmed tonight (told at dawn, 000:726). */
  charmed: PlayerId[];
  /** What happened to whom tonight, for the dawn's notes. */
  report: string[];
  /** Occupants counted by the thermal cameras at the time of the attack (000:521, 545-547). */
  cameras: { by: PlayerId; place: Location; count: number }[];
}

export interface DayState {
  /** The law the MJ proposed, and whether the Sénateur accepted it (000:517). */
  law: string | null;
  proposed: string | null;
  /** The Président's session: normal, special, or cancelled (mode M's special session, 000:511). */
  session: 'normale' | 'speciale' | 'annulee';
  /** Ballots of each round of the vote (several rounds when a law gives several votes). */
  rounds: Record<PlayerId, PlayerId | null>[];
  /** Who was allowed to vote (000:507). */
  voters: PlayerId[];
  executed: PlayerId[];
  /** The special session's tribunal: the accused, in order (000:513). */
  tribunal: PlayerId[];
  /** The public lines of the vote's count (for the public screen's notice). */
  count: string[];
  /** Payments of a paying vote, voter → recipient. */
  payments: Record<PlayerId, PlayerId>;
  /** A marriage being asked for. */
  marriage: { asker: PlayerId; partner: PlayerId | null; fee: number; forced: boolean } | null;
  /** The way the Président has the votes announced after his own (000:509). */
  direction: 'horaire' | 'antihoraire';
}

export interface QState {
  mode: Mode;
  /** Each player's effect card and, for the lovers, their alibi party card (000:116-118). */
  cards: Record<PlayerId, { effect: string; alibi: string | null }>;
  /** The camps each player belongs to now, in the win table's order (000:151). */
  camps: Record<PlayerId, CampId[]>;
  lovers: Pair | null;
  /** Charmed by Cortex or Minus (000:142). */
  charmed: PlayerId[];
  hated: Pair | null;
  plans: Pair | null;
  /** Married couples and the house they live in (000:626-634). */
  spouses: { pair: Pair; home: PlayerId }[];
  /** Sbire → boss (000:443-449). */
  sbires: Record<PlayerId, PlayerId>;
  /** One-time powers used, `${player}/${power}` → times (000:349-355). */
  used: Record<string, number>;
  /** Skadi's reboot: each one-time power may be used twice (000:349). */
  reboot: boolean;
  /** Skadi rebooted and joined M & C: their next phase designates twice as many targets (000:357-359). */
  mcDouble: boolean;
  skadiDone: boolean;
  /** Someone has come back from Q: from now on a Q may be harmed (000:104). */
  returned: boolean;
  coins: { total: number; removed: number; pot: number; estates: Record<PlayerId, number> };
  /** The strictly richest citizen at the end of the last day (000:563). */
  richest: PlayerId | null;
  bunkerForced: boolean;
  /** The médecin's research nights (000:253). */
  research: number;
  /** Nights spent at the hospital (000:93), per patient. */
  hospital: Record<PlayerId, number>;
  porteBonheur: PlayerId | null;
  porteMalheur: PlayerId | null;
  /** Executed and given the coma potion: the table believes them dead (000:495, 731). */
  hiddenComa: PlayerId[];
  lastSpecial: number | null;
  /** Who held the presidency at the start, and who took it since (000:130-132). */
  firstPresident: PlayerId | null;
  becamePresident: PlayerId[];
  acts: Act[];
  /** News row B reads (000:738): lovers and hated ones who fell or came back. */
  news: { fell: PlayerId[]; rose: PlayerId[] };
  /** Corruptions for the next vote, and who must pay for failing them at the next row B (000:600-604). */
  corruptions: Corruption[];
  punish: { id: PlayerId; cause: 'corruption' | 'loi-corruption' }[];
  trucage: PlayerId | null;
  /** The Q and M's names for the next vote (000:640). */
  deadVotes: Record<PlayerId, PlayerId>;
  /** Effects on the posts at the next dawn (000:425, 431, 419) and the harassed player (000:417). */
  dawn: {
    rotation: 'horaire' | 'antihoraire' | null;
    admired: PlayerId | null;
    resign: PlayerId[];
    harassed: PlayerId | null;
    /** Posts the artist's resignations left this dawn, post → who left it: the Scrutateur names the successor (000:485). */
    left?: Record<string, PlayerId>;
  };
  /** Thermal cameras placed for the coming night by the adjoints (000:545). */
  cameras: { by: PlayerId; place: Location }[];
  /** A conversion that ends the game (000:163-164). */
  endReason: string | null;
  /** Nights a power with a weekly limit was used, `${player}/${power}` → night numbers (week.ts `weeklyLimit`, 000:278). */
  weekly: Record<string, number[]>;
  night: NightState;
  day: DayState;
}

export type QGame = GameState<QState>;

export function emptyNight(): NightState {
  return {
    sleepers: [],
    attack: null,
    meet: { amoureux: null, haineux: null, plans: null },
    met: { amoureux: false, haineux: false, plans: false },
    colloque: null,
    laura: null,
    sculpture: null,
    guards: [],
    round: null,
    carers: [],
    cared: [],
    lines: {},
    long: null,
    map: null,
    cortex: [],
    minusDone: 0,
    charmed: [],
    report: [],
    cameras: [],
  };
}

export function emptyDay(): DayState {
  return { law: null, proposed: null, session: 'normale', rounds: [], voters: [], executed: [], tribunal: [], count: [], payments: {}, marriage: null, direction: 'horaire' };
}

export function opt<T extends string | number | boolean>(s: QGame, id: string): T {
  return s.setup.options[id] as T;
}

export function health(s: QGame, id: PlayerId): Health {
  return s.players[id]!.health as Health;
}

export const isStanding = (s: QGame, id: PlayerId): boolean => standing(health(s, id));
export const isAwake = (s: QGame, id: PlayerId): boolean => awake(health(s, id));
export const isDown = (s: QGame, id: PlayerId): boolean => downed(health(s, id));

/** Heavy sleep lasts the night it was cast (000:401). */
export function asleep(s: QGame, id: PlayerId): boolean {
  return s.clock.phase === 'night' && s.rs.night.sleepers.includes(id);
}

/** Available: I or B, and not in a heavy sleep (000:697). */
export function available(s: QGame, id: PlayerId): boolean {
  return isStanding(s, id) && !asleep(s, id);
}

export function effectOf(s: QGame, id: PlayerId): string {
  return s.rs.cards[id]!.effect;
}

/** Players holding a party card, in seating order. */
export function partyHolders(s: QGame, card: string): PlayerId[] {
  return s.order.filter((id) => s.players[id]!.role === card);
}

export function partyHolder(s: QGame, card: string): PlayerId | null {
  return partyHolders(s, card)[0] ?? null;
}

export function effectHolder(s: QGame, card: string): PlayerId | null {
  return s.order.find((id) => s.rs.cards[id]!.effect === card) ?? null;
}

export function campsOf(s: QGame, id: PlayerId): readonly string[] {
  return s.rs.camps[id] ?? [];
}

export function inCamp(s: QGame, id: PlayerId, camp: CampId): boolean {
  return campsOf(s, id).includes(camp);
}

/** The camp a player wins with: the first of theirs in the win table (000:151). */
export function winCamp(s: QGame, id: PlayerId): CampId {
  return (campsOf(s, id)[0] as CampId | undefined) ?? 'skadi';
}

export function sortCamps(camps: readonly CampId[]): CampId[] {
  return [...new Set(camps)].sort((a, b) => CAMP_ORDER.indexOf(a) - CAMP_ORDER.indexOf(b));
}

/** A Reptilien for the Reptiliens' and the village's win: members of the camp (000:144, 149). */
export function isReptilien(s: QGame, id: PlayerId): boolean {
  return inCamp(s, id, 'reptiliens');
}

/** Looks like a Reptilien: Seth is one in appearance (000:284-289). */
export function looksReptilien(s: QGame, id: PlayerId): boolean {
  return isReptilien(s, id) || s.players[id]!.role === 'seth';
}

/** Takes part in the camp's meetings and attacks (Seth with the Reptiliens: 000:286). */
export function attendsCamp(s: QGame, id: PlayerId, camp: AttackCamp): boolean {
  return camp === 'reptiliens' ? looksReptilien(s, id) : inCamp(s, id, camp);
}

export function leaderOf(camp: AttackCamp): string {
  return camp === 'reptiliens' ? 'reptilienne-alpha' : MATH[camp].leader;
}

export function partnerIn(pair: Pair | null, id: PlayerId): PlayerId | null {
  if (!pair) return null;
  if (pair[0] === id) return pair[1];
  if (pair[1] === id) return pair[0];
  return null;
}

export function spouseOf(s: QGame, id: PlayerId): PlayerId | null {
  for (const m of s.rs.spouses) {
    const other = partnerIn(m.pair, id);
    if (other) return other;
  }
  return null;
}

/** The house a player lives in: their own, or the couple's (000:630). */
export function homeOf(s: QGame, id: PlayerId): PlayerId {
  return s.rs.spouses.find((m) => m.pair.includes(id))?.home ?? id;
}

/** A hospital room per patient: numbered by the player's place in the setup. */
export function roomOf(s: QGame, id: PlayerId): number {
  return s.setup.players.findIndex((p) => p.id === id) + 1;
}

export function patientOfRoom(s: QGame, room: number): PlayerId | null {
  return s.setup.players[room - 1]?.id ?? null;
}

/** B, C and Q players spend the night at the hospital (000:76-78). */
export function atHospital(s: QGame, id: PlayerId): boolean {
  const h = health(s, id);
  return h === 'B' || h === 'C' || h === 'Q';
}

export function usedTimes(s: QGame, id: PlayerId, power: Power): number {
  return s.rs.used[`${id}/${power}`] ?? 0;
}

/** Uses a one-time power allows: two after Skadi's reboot (000:349-355). */
export function usesAllowed(s: QGame): number {
  return s.rs.reboot ? 2 : 1;
}

const MIRACLES: Power[] = ['resurrection', 'miracle', 'conversion'];

export function canUse(s: QGame, id: PlayerId, power: Power): boolean {
  if (usedTimes(s, id, power) >= usesAllowed(s)) return false;
  // After the reboot, Sesiano's miracles may total four (000:352), unless each counts twice (option).
  if (s.rs.reboot && MIRACLES.includes(power) && s.setup.options.miraclesReboot !== 'chacun') {
    return MIRACLES.reduce((n, p) => n + usedTimes(s, id, p), 0) < 4;
  }
  return true;
}

export function post(s: QGame, id: string): PlayerId | null {
  return s.posts[id] ?? null;
}

export function postsOf(s: QGame, id: PlayerId): string[] {
  return Object.keys(s.posts).filter((p) => s.posts[p] === id);
}

export function living(s: QGame): PlayerId[] {
  return s.order.filter((id) => health(s, id) !== 'M');
}

/** Believed alive by the table: announced I, B or C. */
export function believedAlive(s: QGame, id: PlayerId): boolean {
  return awake(s.players[id]!.announced.health);
}
