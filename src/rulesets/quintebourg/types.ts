/**
 * The Quinte-bourg ruleset's types, declared once (docs/rulesets/anatomy.md):
 * its own state (`rs`), its players' markers, every step with the arguments
 * it is scheduled with, and its invoked actions. Every other file reads them
 * from here.
 */
import { type Ctx, type Game, type NightEdits, type PlayerId, type StepId } from '../../engine';
import type { Direction, FamilySteps, Marriage, Pair, RankRow, Treasury } from '../quintebourg-family/types';
import type { Health } from './health';
import type { Mode } from './modes';
import type { Location } from './night-map/location';
import type { LongAction } from './priority';
import type { CampId, Cheat, Knowing, MathCamp, Nurse, Scientist } from './roles';

/** What the attackers aim at: a house (the médecin's is his bunker) or a patient's hospital room (000:571, 608-610). */
export type Target = { kind: 'house'; owner: PlayerId } | { kind: 'room'; patient: PlayerId };

export type AttackCamp = 'reptiliens' | MathCamp;

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
export type Act = {
  actor: PlayerId;
  power: string;
  health: Health;
  asleep: boolean;
};

export type Corruption = {
  voter: PlayerId;
  target: PlayerId;
  by: PlayerId;
};

/** A vote's ranking: each candidate with his votes (or his Condorcet score), most first. */
export type Ranking = RankRow[];

export type NightState = {
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
  cortex: { target: PlayerId; act: McAct; forMinus: PlayerId }[];
  /** Rounds Minus has played tonight. */
  minusDone: number;
  /** Players newly charmed tonight (told at dawn, 000:726). */
  charmed: PlayerId[];
  /** What happened to whom tonight, for the dawn's notes. */
  report: string[];
  /** Occupants counted by the thermal cameras at the time of the attack (000:521, 545-547). */
  cameras: { by: PlayerId; place: Location; count: number }[];
};

export type DayState = {
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
  /** Payments of a paying vote, voter → recipient (the call forbids a blank, 000:679). */
  payments: Record<PlayerId, PlayerId | null>;
  /** A marriage being asked for. */
  marriage: { asker: PlayerId; partner: PlayerId | null; fee: number; forced: boolean } | null;
  /** The way the Président has the votes announced after his own (000:509). */
  direction: Direction;
};

export type { Couple, Direction, Pair, Treasury } from '../quintebourg-family/types';

export type QState = {
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
  spouses: Marriage[];
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
  coins: Treasury;
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
    rotation: Direction | null;
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
  /** The MJ's edits of the nights a call happens on, for this game (engine week.ts); absent: the book's tables. */
  nights?: NightEdits;
  night: NightState;
  day: DayState;
};

/** Each player's markers: the coins he holds (000:559), read and written through coins.ts only. */
export type QMarkers = {
  coins: number;
};

/** Cortex's and Minus's act on a target (000:278-282). */
export type McAct = 'vol' | 'charme';
/** A carer's power (000:377-383). */
export type Care = 'espion' | 'poison';
/** A scientist's invention (000:365-373). */
export type Invention = 'stalkeur' | 'revelateur';
export type BossCard = 'parrain' | 'bras-droit';

/** Every step, with what it is scheduled with (`undefined`: nothing). */
export type QSteps = Omit<FamilySteps, 'semaine' | 'semaine-appel' | 'semaine-jours'> & {
  // Day 0 (start.ts)
  'carte-effet': { id: PlayerId };
  'carte-alibi': { id: PlayerId };
  'poste-depart': { post: string };
  depart: undefined;
  // Night 1's introductions and nightfall (intro.ts)
  presentation: { camp: Knowing };
  sbires: { boss: BossCard };
  tombee: undefined;
  // Row A (row-a.ts)
  bourreau: undefined;
  'medecin-soins': undefined;
  'medecin-remede': undefined;
  // Rows B and V (updates.ts)
  'maj-debut': undefined;
  'maj-fin': undefined;
  // Row C (mc.ts, skadi.ts)
  cortex: { round: number } | undefined;
  'cortex-minus': { act: McAct; target: PlayerId };
  minus: undefined;
  skadi: undefined;
  'skadi-equipe': { camp: CampId; joined: boolean };
  // Rows D, E, P, Q (attackers.ts)
  reptiliens: undefined;
  algebristes: undefined;
  analystes: undefined;
  geometres: undefined;
  dodo: undefined;
  attaque: undefined;
  // Rows F, G, L, M (duos.ts)
  'amoureux-lieu': undefined;
  'haineux-lieu': undefined;
  'plans-lieu': undefined;
  'eris-haine': undefined;
  'cupidon-plans': undefined;
  'amoureux-nuit': undefined;
  'haineux-combat': undefined;
  'plans-nuit': undefined;
  // Rows H, N, O (sleepers.ts)
  'marchand-de-sable': undefined;
  morphee: undefined;
  laura: undefined;
  'chef-ronde': undefined;
  // Row I (curious.ts)
  curieux: undefined;
  fouineur: undefined;
  indiscret: undefined;
  fureteur: undefined;
  commere: undefined;
  // Rows J, L (post-powers.ts)
  'eris-postes': undefined;
  'cupidon-admiration': undefined;
  'artiste-demission': undefined;
  'artiste-sculpture': undefined;
  // Row K (carers.ts)
  infirmier: undefined;
  pharmacien: undefined;
  chirurgien: undefined;
  brancardier: undefined;
  anesthesiste: undefined;
  soin: { card: Nurse; kind: Care };
  // Row O (mafia.ts)
  parrain: undefined;
  'bras-droit': undefined;
  corruption: { boss: PlayerId };
  'corruption-cible': { boss: PlayerId; voter: PlayerId };
  faction: { boss: PlayerId };
  // Row R (scientists.ts)
  scientifique: undefined;
  geek: undefined;
  chercheur: undefined;
  bricoleur: undefined;
  ingenieur: undefined;
  invention: { card: Scientist; kind: Invention };
  // What the MJ shows right after an information power (result.ts)
  resultat: { to: PlayerId | PlayerId[]; line: string; note?: string };
  // Row S (cheats.ts)
  tricheur: undefined;
  hacker: undefined;
  brigand: undefined;
  larcin: { card: Cheat };
  trucage: { card: Cheat };
  // Rows T, U and the dead (couples.ts, sesiano.ts, dead.ts)
  sesiano: undefined;
  morts: undefined;
  'morts-nom': undefined;
  'morts-gestes': undefined;
  'morts-gestes-temps': { ids: PlayerId[] };
  'morts-porte': { kind: 'malheur' | 'bonheur' };
  // The morning (dawn.ts)
  aube: undefined;
  'cameras-adjoints': undefined;
  charmes: undefined;
  // The health report and the posts (bilan.ts)
  bilan: undefined;
  // The session, the law, the debate (session.ts)
  loi: undefined;
  // The vote (vote/)
  vote: { round: number } | undefined;
  paiement: undefined;
  depouillement: undefined;
  // Marriages (marriage.ts)
  // The end of the day (evening.ts) and gifts (gifts.ts)
};

/** The powers a player (or the MJ) invokes at any moment (actions/). */
export type QActions =
  | 'don'
  | 'seth'
  | 'rouge'
  | 'fennec'
  | 'noire'
  | 'conversion'
  | 'assassinat'
  | 'elimination'
  | 'recrutement'
  | 'enquete'
  | 'retrait-poste';

export type QTypes = {
  rs: QState;
  markers: QMarkers;
  steps: QSteps;
  actions: QActions;
};

export type QGame = Game<QTypes>;
export type QCtx = Ctx<QTypes>;
export type QStepId = StepId<QTypes>;
