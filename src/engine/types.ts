/**
 * Core types of the Veilleur rules engine.
 *
 * A game is its setup plus the ordered log of the MJ's answers; the state is the
 * fold of that log through `apply` (see `apply.ts`). Everything here is plain
 * JSON so a state can be snapshotted, exported and compared.
 */

import type { MjToken } from './tokens';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type PlayerId = string;
export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue>;

/** A seat at the table. `players` in the setup is in seating order (clockwise). */
export interface SetupPlayer {
  id: PlayerId;
  name: string;
  /** The player's forum pseudonym, when he plays under one: messages may name him by it (`engine/name-match.ts`). */
  pseudonym?: string;
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
  /**
   * The MJ rolls physical dice: every die (and draw by lot) an answer sets
   * off must be entered by hand with that answer (`Answer.rolls`); the app
   * asks for each as it is needed. Dealing the cards is never by hand.
   */
  handDice?: boolean;
}

/**
 * Where an order was read: the line of a pasted private message (its number
 * in the pasted text and its words) and, when not too long, the whole message.
 * Kept with the answer so that it survives a reload, an export and an undo
 * followed by « Rejouer », and absent from every answer entered by hand.
 */
export interface AnswerSource {
  line: number;
  text: string;
  message?: string;
}

/**
 * One entry of the answers log: what the MJ tapped. `seq`, when given, is the
 * number of answers the sender had seen: an answer sent from a stale screen
 * (another tab, an old scenario) is then told apart from a wrong one.
 * `rolls`, when given, are dice rolled at the table, consumed in order by the
 * dice and draws this answer sets off (a draw among n takes 1 to n: the
 * rank of the one drawn); they are logged as entered by hand. `from`, when
 * given, is the pasted message an order book's answer was read from: the
 * book shows it beside the order; the engine never reads it.
 */
export type Answer =
  | { kind: 'answer'; step: string; value: Json; seq?: number; rolls?: number[]; from?: AnswerSource }
  | { kind: 'invoke'; action: string; value: Json; seq?: number; rolls?: number[] };

/** Who may know an event. */
export type Visibility = { to: 'public' } | { to: 'mj' } | { to: 'players'; ids: PlayerId[] };

/**
 * An event's sentence as a rule gives it: written out, or a function that
 * writes it. A simulated game never calls the function: nobody reads its
 * log's text, and building the sentences (names, lists, labels) was a share
 * of every playout.
 */
export type EventText = string | (() => string);

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

/** A ruleset's per-player markers (in love, charmed, potions left…): declared as a `type`, keyed by marker id. */
export type Markers = Record<string, Json>;

export interface PlayerState<M extends Markers = Markers> {
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
  /** Ruleset markers (in love, charmed, protected, potions left…), each described by the ruleset; absent until set. */
  markers: Partial<M>;
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

export interface GameState<R = unknown, M extends Markers = Markers> {
  rulesetId: string;
  setup: GameSetup;
  /** Number of answers applied so far. */
  seq: number;
  clock: Clock;
  /** Seating order. */
  order: PlayerId[];
  players: Record<PlayerId, PlayerState<M>>;
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
  /** The MJ's own reminder tokens per player (`tokens.ts`); absent until the first one. Rules never read them. */
  tokens?: Record<PlayerId, MjToken[]>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
