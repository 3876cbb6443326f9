/**
 * NewMilenium's types, declared once: the ruleset state (what each player
 * holds, uses left, the day and the night in progress), the markers, every
 * step with its arguments. Every other file reads them from here.
 */
import { type Ctx, type Game, type OrderBook, type PlayerId } from '../../engine';
import type { Beds } from './mechanisms/houses';
import type { Turn, TurnQueue } from './mechanisms/turns';

/** The three natures (003:65-68): the engine's card of each player. */
export type Nature = 'villageois' | 'loup' | 'assassin';

/** The twenty roles drawn with the book's weights (003:28-47). */
export type RoleId =
  | 'croque-mort'
  | 'voyante'
  | 'lache'
  | 'araignee'
  | 'necromancienne'
  | 'paranoiaque'
  | 'detective'
  | 'salvateur'
  | 'planque'
  | 'chatelain'
  | 'fuyard'
  | 'vieux-chiant'
  | 'sympathique'
  | 'institutrice'
  | 'salbatar'
  | 'chasseur'
  | 'sorcier'
  | 'meneur'
  | 'corbeau'
  | 'vengeur';

/** The rows of the night, in the book's order (003:51-63). */
export type Rank =
  | 'planque'
  | 'echanges'
  | 'salbatar'
  | 'voyante'
  | 'sorcier'
  | 'salvateur'
  | 'loups'
  | 'assassin'
  | 'necromancienne'
  | 'corbeau'
  | 'araignee'
  | 'detective';

export type Cause = 'loups' | 'assassin' | 'sorcier' | 'chasseur' | 'bucher';

export type Death = {
  id: PlayerId;
  cause: Cause;
  /** Who killed (the wolves who chose the house, the Sorcier…). */
  by: PlayerId[];
  day: number;
  phase: 'night' | 'deadline';
  /** Position in the game's sequence of acts and deaths. */
  tick: number;
  /** A Nécromancienne brought the player back the same night. */
  undone: boolean;
};

/** What a player was dealt besides his nature: two roles, and an Assassin's targets (003:48, 68). */
export type Hand = {
  roles: [RoleId, RoleId];
  targets: PlayerId[];
};

/** Powers of limited use, counted per player (zero when the role is not held). */
export type UseKey =
  'planque' | 'rituel' | 'potion' | 'chatelain' | 'vieux-chiant' | 'fuyard' | 'sympathique' | 'meurtre';

export type Uses = Record<UseKey, number>;

/** A Sympathique's gift (003:95-117): the role boosted, on which day, by whom. */
export type Boost = {
  role: RoleId;
  day: number;
  by: PlayerId;
};

/** A power used, for the Détective's questions about the dead (003:122). */
export type PowerUse = {
  actor: PlayerId;
  what: RoleId | Nature;
  /** Players targeted. */
  on: PlayerId[];
  /** Houses targeted (by owner). */
  houses: PlayerId[];
  day: number;
};

/** Votes added before a bûcher: the Corbeau's (003:76) or the Vengeur's (003:130). */
export type ExtraVotes = {
  target: PlayerId;
  n: number;
  from: 'corbeau' | 'vengeur';
  source: PlayerId;
  /** The day of the bûcher they count at. */
  day: number;
};

/** A counted message of the day: the Lâche's (relayed anonymously) or an Araignée's link. */
export type Message = {
  from: PlayerId;
  to: PlayerId;
  kind: 'lache' | 'araignee';
};

/** An Araignée's link for the next day (003:91, 112): the members and the messages each may send. */
export type Link = {
  members: PlayerId[];
  each: number;
  by: PlayerId;
  day: number;
};

/** An act carried out, to check that nobody dead acts. */
export type Act = {
  actor: PlayerId;
  what: string;
  tick: number;
};

/** One turn of the night: a row of the book's order and who acts in it (the holders by their secret numbers). */
export type NightTurn = Turn & { key: Rank };

export type NightState = {
  beds: Beds;
  /** Planqués hidden tonight, and the house each hides in (003:78). */
  hidden: Record<PlayerId, PlayerId>;
  /** Who left his house tonight, and what made him (003:11, 123-124). */
  out: Record<PlayerId, string[]>;
  /** Houses salbatarised and protected tonight (for tomorrow's rule, 003:74-75). */
  salbatar: PlayerId[];
  protected: PlayerId[];
  /** Tonight's house swaps, from the day's mutual requests (003:12). */
  swaps: [PlayerId, PlayerId][];
  queue: TurnQueue<NightTurn> | null;
  /** Players the MJ is asking whether their orders stand (003:23). */
  asking: PlayerId[] | null;
  /** A reaction was queued in the middle of a turn: the turns pause until it is answered. */
  halt: boolean;
  /** Wolves' houses the pack may attack tonight: their wolf host found a Planqué there (003:85). */
  dens: PlayerId[];
  /** Détectives who watched themselves tonight (003:122), with the Sympathique's gift. */
  traps: { id: PlayerId; boosted: boolean }[];
};

export type DayState = {
  messages: Message[];
  /** The Maire was removed today (003:19): the new election runs beside the bûcher. */
  election: boolean;
  removedToday: boolean;
};

export type NState = {
  hands: Record<PlayerId, Hand>;
  /** Secret order numbers per role (or `assassin`), for roles held by several (003:3, 49). */
  numbers: Record<string, Record<PlayerId, number>>;
  uses: Record<PlayerId, Uses>;
  boosts: Record<PlayerId, Boost[]>;
  book: OrderBook;
  day: DayState;
  night: NightState;
  /** Houses salbatarised and protected the night before (003:74-75). */
  last: { protected: PlayerId[]; salbatar: PlayerId[] };
  extra: ExtraVotes[];
  /** The Araignées' links, each valid on its day. */
  links: Link[];
  powers: PowerUse[];
  deaths: Death[];
  tick: number;
  acts: Act[];
  /** The tick up to which the end of the game was checked (003:9). */
  checked: number;
  /** When the end may be checked: after the dawn post and after the bûcher. */
  moment: 'aube' | 'bucher' | null;
  /** Maires dead at night: each names a successor at dawn (003:18). */
  successions: PlayerId[];
  /** Vengeurs dead at night: each names his targets at dawn (003:130). */
  vengeances: { id: PlayerId; boosted: boolean }[];
  /** Index in the events of the first one the current private messages read (daybreak, nightfall). */
  pmFrom: number;
  /** Per player, the index of the events already handed at a stop of the night. */
  delivered: Record<PlayerId, number>;
};

/** Each player's timed flags. */
export type NMarkers = {
  /** Salbatarised at this night: no power that night nor the next day (003:75). */
  salbatarise: number;
  /** The Fuyard's flight: back at the start of this night (003:127). */
  absent: number;
  /** Targeted by a Vengeur: no vote on this day (003:130). */
  muet: number;
};

/** A reaction about one player. */
export type PlayerArgs = { id: PlayerId };

/** A choice made inside a house at night: the pack's, an Assassin's, a Nécromancienne's. */
export type HouseArgs = { house: PlayerId; actor: PlayerId; candidates: PlayerId[] };

/** Every step, with what it is scheduled with (`undefined`: nothing). */
export type NSteps = {
  tirage: undefined;
  depart: undefined;
  jour: undefined;
  maire: undefined;
  election: undefined;
  bucher: undefined;
  bilan: undefined;
  'fin-constat': undefined;
  nuit: undefined;
  'n-tour': undefined;
  'n-question': undefined;
  'loups-choix': HouseArgs;
  'assassin-prime': HouseArgs;
  'necro-choix': HouseArgs;
  'fin-nuit': undefined;
  'aube-morts': undefined;
  succession: undefined;
  vengeance: undefined;
  aube: undefined;
  chasseur: PlayerArgs & { shots: number };
  vengeur: PlayerArgs & { boosted: boolean };
  successeur: PlayerArgs;
};

export type NTypes = {
  rs: NState;
  markers: NMarkers;
  steps: NSteps;
  actions: never;
};

export type NGame = Game<NTypes>;

/** The resolution context of this ruleset's steps. */
export type NCtx = Ctx<NTypes>;
