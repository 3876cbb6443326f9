/**
 * Core types of the Veilleur rules engine.
 *
 * A game is its setup plus the ordered log of the MJ's answers; the state is the
 * fold of that log through `apply` (see `apply.ts`). Everything here is plain
 * JSON so a state can be snapshotted, exported and compared.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type PlayerId = string;
export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue>;

/** A seat at the table. `players` in the setup is in seating order (clockwise). */
export interface SetupPlayer {
  id: PlayerId;
  name: string;
}

export interface GameSetup {
  rulesetId: string;
  options: Options;
  players: SetupPlayer[];
  /**
   * The role cards in play, as role ids. May hold more cards than players when a
   * ruleset uses spare cards (the Thiercelieux Voleur's two extra cards).
   */
  composition: string[];
  /** Who holds which card. Absent: the cards are dealt at random from the seed. */
  deal?: Record<PlayerId, string>;
  seed: string;
}

/** One entry of the answers log: what the MJ tapped. */
export type Answer =
  | { kind: 'answer'; step: string; value: Json }
  | { kind: 'invoke'; action: string; value: Json };

/** Who may know an event. */
export type Visibility =
  | { to: 'public' }
  | { to: 'mj' }
  | { to: 'players'; ids: PlayerId[] };

export interface GameEvent {
  /** Index in the answers log of the answer that produced it (-1: setup). */
  seq: number;
  day: number;
  phase: PhaseId;
  type: string;
  vis: Visibility;
  /** French text for the MJ's log. */
  text: string;
  data?: Json;
}

/** Phases of the clock; rulesets use the subset they need. */
export type PhaseId = 'setup' | 'night' | 'dawn' | 'day' | 'deadline' | 'end';

export interface Clock {
  /** Night N precedes day N; day 0 is the day before night 1. */
  day: number;
  phase: PhaseId;
}

export type Weekday = 'lundi' | 'mardi' | 'mercredi' | 'jeudi' | 'vendredi' | 'samedi' | 'dimanche';

export interface PlayerState {
  id: PlayerId;
  name: string;
  seat: number;
  /** The role card the player holds now. */
  role: string;
  /** The card dealt at setup. */
  initialRole: string;
  /** True health, an id of the ruleset's health model. */
  health: string;
  /** What the table has been told. The public projection reads only this. */
  announced: { health: string; role: string | null };
  /** Ruleset markers (in love, charmed, protected, potions left…), described by the ruleset. */
  markers: Record<string, Json>;
  items: string[];
  money: number;
}

export interface AgendaItem {
  step: string;
  args?: Json;
  /** Inserted by a trigger (a hunter's last shot, a successor): the end check waits for it. */
  reaction?: boolean;
  /** Set once the step's `enter` hook has run. */
  entered?: boolean;
}

export interface GameEnd {
  /** Winning camp ids (several when personal goals add winners), empty when nobody wins. */
  camps: string[];
  winners: PlayerId[];
  reason: string;
  /**
   * Why each winner wins, in the ruleset's words (« Amoureux : les deux
   * amoureux tiennent debout… »), keyed by winner; rulesets whose winners win
   * for different reasons fill it, the end screen shows it beside each name.
   */
  why?: Record<PlayerId, string>;
}

/** Seeded PRNG state (sfc32). */
export type RngState = [number, number, number, number];

export interface GameState<R = unknown> {
  rulesetId: string;
  setup: GameSetup;
  /** Number of answers applied so far. */
  seq: number;
  clock: Clock;
  /** Seating order. */
  order: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  /** Cards of the composition left undealt (the Voleur's extra cards…). */
  spare: string[];
  /** Public posts and their holders (captain, mayor, notary…). */
  posts: Record<string, PlayerId | null>;
  rng: RngState;
  /** The steps still to call in this phase; the head is the current call. */
  agenda: AgendaItem[];
  /** Titles of the calls already answered in this phase (the night's progress). */
  done: string[];
  events: GameEvent[];
  ended: GameEnd | null;
  /** Ruleset-specific state. */
  rs: R;
}

// ---------------------------------------------------------------------------
// Prompts: what the MJ answers at a call.

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface Voter {
  id: PlayerId;
  weight: number;
}

export type Prompt =
  /** Just "Suivant": value null. */
  | { kind: 'ack'; label?: string }
  /** Pick between min and max players among candidates: value PlayerId[]. */
  | { kind: 'players'; label: string; min: number; max: number; candidates: PlayerId[] }
  /** One option: value is the option's value. */
  | { kind: 'choice'; label: string; options: ChoiceOption[] }
  /** value boolean. */
  | { kind: 'yesno'; label: string; yes?: string; no?: string }
  /** value an integer within bounds. */
  | { kind: 'number'; label: string; min: number; max: number }
  /**
   * value a non-empty string. `suggestions`: ready-made values the MJ may pick
   * (a random playout picks one of them).
   */
  | { kind: 'text'; label: string; maxLength: number; suggestions?: string[] }
  /**
   * An order book edit (forum games): value { put: { player, kind, value } },
   * { cancel: { player, kind } }, { deadline: text } or { close: true }.
   * Each kind's own value is checked against its prompt. A kind's `players`,
   * when given, are the only ones who may give that kind of order.
   */
  | { kind: 'orders'; label: string; players: PlayerId[]; kinds: OrderKind[] }
  /**
   * Every voter's ballot: value { [voter]: candidate | null (blank) }. `only`,
   * when given, narrows some voters' choice to a few of the candidates (a law
   * that lets each vote only against a neighbour).
   */
  | { kind: 'ballots'; label: string; voters: Voter[]; candidates: PlayerId[]; allowBlank: boolean; only?: Record<PlayerId, PlayerId[]> };

/** One kind of order of an order book (a vote, a bid, an item's use…). */
export interface OrderKind {
  id: string;
  label: string;
  prompt: Prompt;
  /** Who may give this kind of order (default: every player of the book). */
  players?: PlayerId[];
}

// ---------------------------------------------------------------------------
// Effects: what the UI must do after an answer (the engine never does I/O).

export type Effect =
  | { type: 'wake'; players: PlayerId[] }
  | { type: 'timer'; seconds: number; label: string }
  | { type: 'gameOver'; end: GameEnd };

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
