/**
 * The Lychantropia ruleset's types, declared once: its own state (the items
 * each player holds among it), its markers, its steps with their arguments,
 * its one invoked action. Every other file reads them from here.
 */
import { type Ctx, type Game, type OrderBook, type PlayerId } from '../../engine';
import type { ItemKind } from './items';

export type Cause =
  'loups' | 'potion' | 'arbalete' | 'remords' | 'loup-blanc' | 'fusil' | 'bucher' | 'chagrin' | 'exclusion';

export type Death = {
  id: PlayerId;
  cause: Cause;
  day: number;
  phase: string;
  /** Position in the game's sequence of acts and deaths (see `acts`). */
  tick: number;
};

/** Where a copy of an item went when it left the game. */
export type Removal = {
  item: string;
  reason: string;
  day: number;
};

/** An order carried out, to check that nobody dead acts. */
export type Act = {
  actor: PlayerId;
  what: string;
  tick: number;
};

export type Bid = {
  player: PlayerId;
  amount: number;
};

export type Offer = {
  /** `public:p3` or `pigeon:p3`. */
  id: string;
  player: PlayerId;
  price: ItemKind[];
  want: ItemKind;
  byPigeon: boolean;
};

export type DayState = {
  /** Every bid of the day's auction, in the order entered. */
  bids: Bid[];
  /** Troc offers the Marchand received by Pigeon (delivered at the deadline). */
  pigeonOffers: Offer[];
  /** The auction's outcome at the deadline: the item, and the bid counted as votes against the winner (line 69). */
  auction: { winner: PlayerId; item: ItemKind; amount: number } | null;
  /** The Marchand died during the day before the troc: no troc (line 58). */
  merchantDied: boolean;
  /** Troc offers found impossible, in the Marchand's order. */
  tried: string[];
  trocDone: boolean;
};

export type NightState = {
  drunk: boolean;
  /** The wolves' target, once drawn. */
  target: PlayerId | null;
  /** The Potion de vie stopped the attack. */
  prevented: boolean;
  /** Items used tonight, for the Lorgnettes (line 83). */
  used: ItemKind[];
  /** Died tonight, in order. */
  dead: PlayerId[];
  /** Saved by the Herbes du bonheur tonight. */
  stoned: PlayerId[];
  /** What the dead of the night left: lost items, or null when the Aimant took them. */
  lost: { id: PlayerId; items: ItemKind[] | null }[];
};

export type ElectionState = {
  round: number;
  /** Who may still be elected this round. */
  eligible: PlayerId[];
  /** This round repeats the previous one's candidates: a new tie is drawn. */
  stalled: boolean;
};

export type Post = 'notaire' | 'marchand';

export type LState = {
  /**
   * The copies each player holds (« kind#n »), in the order they came. Read
   * and changed only through `holdings.ts`.
   */
  hands: Record<PlayerId, string[]>;
  shop: string[];
  /** The shop as the MJ last revealed it (at the start, then at each dawn), for the public screen. */
  shopShown: ItemKind[];
  /** Items on their way back to the shop: they appear there at the next dawn (lines 57, 87). */
  toShop: string[];
  removed: Removal[];
  /** Every copy ever created. */
  minted: string[];
  book: OrderBook;
  lovers: [PlayerId, PlayerId] | null;
  whiteWolf: PlayerId | null;
  deaths: Death[];
  /** Dead players whose items wait for the end of the phase (the magnet, or lost). */
  pending: PlayerId[];
  tick: number;
  /** Acts since the start of the last night (orders carried out), to check that nobody dead acts. */
  acts: Act[];
  day: DayState;
  night: NightState;
  /** Arbalète targets received by Pigeon today, per receiver, for the coming night (line 85). */
  crossbow: Record<PlayerId, PlayerId[]>;
  election: ElectionState | null;
  /** Testaments written, handed to the Notaire at the next dawn (line 98). */
  testaments: PlayerId[];
  /** Post holders dead at night: they name their successor at dawn (line 43). */
  successions: { post: Post; from: PlayerId }[];
  /** When the end of the game may be checked: at dawn and after the bûcher (line 5). */
  moment: 'aube' | 'bucher' | null;
};

/** Each player's markers (the items held are in `LState.hands`, not here). */
export type LMarkers = {
  /** The lover's id. */
  amoureux: PlayerId;
  loupBlanc: boolean;
  /** Turned wolf by the Chapeau de paille. */
  converti: boolean;
  charme: boolean;
  analphabete: boolean;
  /** Saved by the Herbes du bonheur: votes no more. */
  sansVote: boolean;
};

/** A reaction to one player's death (his Fusil, his Testament). */
export type PlayerArgs = { id: PlayerId };

/** A post holder dead during the day names a successor at once. */
export type SuccessionArgs = { post: Post; from: PlayerId };

/** Every step, with what it is scheduled with (`undefined`: nothing). */
export type LSteps = {
  objets: undefined;
  depart: undefined;
  jour: undefined;
  pigeons: undefined;
  election: undefined;
  'election-tour': undefined;
  enchere: undefined;
  bucher: undefined;
  pertes: undefined;
  troc: undefined;
  vol: undefined;
  'recap-deadline': undefined;
  'fin-constat': undefined;
  nuit: undefined;
  'r-fleches': undefined;
  'r-tonneau': undefined;
  'cible-loups': undefined;
  'r-vie': undefined;
  'r-loups': undefined;
  'r-mort': undefined;
  'r-arbalete': undefined;
  'r-loup-blanc': undefined;
  'r-pipot': undefined;
  'r-analphabetisme': undefined;
  'r-chaudron': undefined;
  'r-boule': undefined;
  'r-dons': undefined;
  'fin-nuit': undefined;
  aube: undefined;
  succession: undefined;
  testaments: undefined;
  fusil: PlayerArgs;
  testament: PlayerArgs;
  successeur: SuccessionArgs;
};

export type LTypes = {
  rs: LState;
  markers: LMarkers;
  steps: LSteps;
  actions: 'exclusion';
};

export type LGame = Game<LTypes>;

/** The resolution context of this ruleset's steps and actions. */
export type LCtx = Ctx<LTypes>;
