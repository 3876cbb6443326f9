/**
 * The Quinte-bourg revision's types, declared once (docs/rulesets/anatomy.md):
 * its own state (`rs`, a superset of the family's slice), its players'
 * markers, every step with the arguments it is scheduled with, and its
 * invoked actions. Every other file reads them from here.
 */
import { type Ctx, type Game, type NightEdits, type PlayerId, type StepId } from '../../engine';
import type {
  DawnPosts,
  Direction,
  FamilySteps,
  Marriage,
  Pair,
  Treasury,
  WeekDraft,
} from '../quintebourg-family/types';
import type { Place } from './night-map/places';
import type { LongAction } from './priority';
import type { CampId, Goal, Knowing } from './roles';

export type { CampId, Goal, Knowing } from './roles';
export type { Direction, Pair } from '../quintebourg-family/types';

/** What a dead player became (001:195-216): a ghost, a spirit, or one who handed his specialty down. */
export type Fate = 'fantome' | 'esprit' | 'heritage';

/** A dead player's record: when he died, the cards he turned over, what he became (null: not chosen yet). */
export type Death = { day: number; rank: number; turned: string[]; fate: Fate | null; heir?: PlayerId };

/** A one-time power (001:72, 76, 79, 81, 92, 94, 111), counted per player. */
export type Power = 'conversion-radieuse' | 'resurrection' | 'repticide' | 'morsure' | 'conversion-noire' | 'show';

/** An act of a player: the invariant checks that nobody dead or asleep acts but as the rules allow. */
export type Act = { actor: PlayerId; power: string; alive: boolean; ghost: boolean; asleep: boolean };

/** Two players a night call paired (Éris's fighters, Freyja's lovers of a night) and whose house they chose. */
export type Duel = { a: PlayerId; b: PlayerId; host: PlayerId | null };

/** Poirot's show in progress (001:111): the players still to guess (in no order: Poirot picks the next), how many in all, and what was said so far. */
export type Show = {
  poirot: PlayerId;
  left: PlayerId[];
  total: number;
  signaled: number;
  big: number;
  committed: number;
};

/** A law of the day (001:158-165): who proposed it and whom it keeps from voting. */
export type Law = { by: PlayerId; excluded: PlayerId[] };

export type NightState = {
  /** The night this record is of (night N before day N); until nightfall it is still the last one's. */
  night: number;
  /** Heavy sleepers tonight: the Marchand de sable's and the Psychopathe's targets (001:129-130). */
  sleepers: PlayerId[];
  /** The Psychopathe and the one he kidnapped (001:130). */
  kidnap: { by: PlayerId; target: PlayerId } | null;
  /** The house the ghosts protect tonight (001:184, 197). */
  protected: PlayerId | null;
  /** The house the Reptiliens aim at (001:87-89). */
  attack: PlayerId | null;
  /** The house the lovers meet in (001:68). */
  lovers: PlayerId | null;
  fight: Duel | null;
  love: Duel | null;
  sculpture: PlayerId | null;
  laura: PlayerId | null;
  /** Cortex's designation, then Minus's: their posts are swapped at dawn (001:84-85). */
  swaps: Pair[];
  /** Newly charmed tonight (001:98-99). */
  charmed: PlayerId[];
  /** Lovers whose first death was undone tonight, and those raised by the Prophète: told at dawn. */
  revived: PlayerId[];
  raised: PlayerId[];
  /** Shéhérazade converted someone tonight: the table learns there was a conversion (001:75). */
  conversions: number;
  /** Computed once the last long action is known: each player's long action and where. */
  long: Record<PlayerId, LongAction> | null;
  map: Record<PlayerId, Place> | null;
  /** What the bookkeeping calls did, by step, for the MJ's notes. */
  lines: Record<string, string[]>;
};

export type DayState = {
  session: 'normale' | 'paix' | 'purge';
  /** The law proposed, and the law the Sénateur accepted (001:158-165). */
  proposed: Law | null;
  law: Law | null;
  direction: Direction;
  rounds: Record<PlayerId, PlayerId | null>[];
  voters: PlayerId[];
  /** Condemned and executed today, the tribunal's accused, the count's public lines. */
  executed: PlayerId[];
  tribunal: PlayerId[];
  count: string[];
};

export type RState = {
  // The family's slice (quintebourg-family/types.ts FamilyRs).
  coins: Treasury;
  spouses: Marriage[];
  richest: PlayerId | null;
  weekly: Record<string, number[]>;
  nights?: NightEdits;
  lastSpecial: number | null;
  dawn: DawnPosts;
  weekDraft?: WeekDraft | null;
  // The revision's own.
  /** Each player's specialty cards: the one dealt, then those handed down to him (001:212-215). */
  specialties: Record<PlayerId, string[]>;
  /** Specialties received by heritage (the Assassin's costs do not apply to an heir, 001:128). */
  inherited: Record<PlayerId, string[]>;
  /** The camps each player belongs to now, in the camp table's order (001:27-36). */
  camps: Record<PlayerId, CampId[]>;
  /** The personal goals the MJ gave the villagers' cards (001:103-120). */
  goals: Record<PlayerId, Goal[]>;
  lovers: Pair | null;
  /** How many times a lover died: the first is undone (001:69-70). */
  loverDeaths: number;
  charmed: PlayerId[];
  /** One-time powers used, `${player}/${power}` → times. */
  used: Record<string, number>;
  /** Whether the Assassin already traded his equipment for his fortune (001:128). */
  armed: boolean;
  dead: Record<PlayerId, Death>;
  /** The deaths so far: the ghosts' order (the first takes the militia, the last proposes the law first). */
  deaths: number;
  /** The houses the ghosts protected, night by night (never the same two nights running, 001:198). */
  protections: { night: number; house: PlayerId | null }[];
  /** Everyone executed in a day session (the Martyr's win, 001:95). */
  executions: PlayerId[];
  show: Show | null;
  /** Poirot won his show (001:111). */
  showWon: PlayerId | null;
  /** What stopped the game outside the win tables (Shéhérazade's conversion, 001:62, 73). */
  endReason: string | null;
  acts: Act[];
  night: NightState;
  day: DayState;
};

/** Each player's markers: the coins he holds (001:179), read and written through the family's coins.ts. */
export type RMarkers = { coins: number };

/** Every step, with what it is scheduled with: the family's calls (all of them), and the revision's own. */
export type RSteps = FamilySteps & {
  // Day 0 (start.ts, week editor, posts, introductions)
  'carte-specialite': { id: PlayerId };
  objectifs: { id: PlayerId };
  'poste-depart': { post: string };
  presentation: { camp: Knowing };
  cupidon: undefined;
  depart: undefined;
  // The night (steps/night-*.ts)
  tombee: undefined;
  fantomes: undefined;
  'milice-egalite': { tied: PlayerId[] };
  reptiliens: undefined;
  amoureux: undefined;
  'marchand-de-sable': undefined;
  reporter: undefined;
  cambrioleur: undefined;
  psychopathe: undefined;
  querelle: undefined;
  allumeuse: undefined;
  'duel-lieu': { kind: 'fight' | 'love' };
  sculpture: undefined;
  cortex: undefined;
  minus: { first: PlayerId };
  adoration: undefined;
  farce: undefined;
  caricature: undefined;
  orphee: undefined;
  sirene: undefined;
  laura: undefined;
  'amoureux-nuit': undefined;
  carte: undefined;
  rapace: undefined;
  attaque: undefined;
  ingenieure: undefined;
  invention: { kind: 'stalkeur' | 'revelateur' };
  reve: undefined;
  cauchemar: undefined;
  resultat: { to: PlayerId[]; line: string; note?: string };
  // The morning (steps/dawn.ts, deaths.ts)
  aube: undefined;
  'mort-carte': { id: PlayerId };
  'mort-devenir': { id: PlayerId };
  'legs-choix': { from: PlayerId };
  'legs-specialite': { from: PlayerId; card: string };
  'legs-renonce': { from: PlayerId; to: PlayerId; card: string };
  charmes: undefined;
  echanges: undefined;
  bilan: undefined;
  // The session (steps/session.ts, steps/vote.ts)
  loi: undefined;
  'loi-votants': { by: PlayerId };
  vote: undefined;
  condamne: { id: PlayerId };
  bourreau: { id: PlayerId };
  depouillement: undefined;
  // Marriages, the end of the day, Sunday, gifts
  // Poirot's show (actions/show.ts)
  'show-qui': undefined;
  'show-devine': { id: PlayerId };
  'show-reponse': { id: PlayerId; guess: string };
};

/** The powers invoked at any moment (001:7-10), the gifts (001:180), the MJ's week and posts (001:166). */
export type RActions =
  | 'don'
  | 'semaine'
  | 'retrait-poste'
  | 'sheherazade'
  | 'prophete'
  | 'seth'
  | 'rouge'
  | 'fennec'
  | 'noire'
  | 'assassin'
  | 'enquete'
  | 'show';

export type RTypes = { rs: RState; markers: RMarkers; steps: RSteps; actions: RActions };

export type RGame = Game<RTypes>;
export type RCtx = Ctx<RTypes>;
export type RStepId = StepId<RTypes>;
