/**
 * The contract between the engine and a ruleset module.
 *
 * A ruleset is data (roles, camps, options, a health model, a table of steps)
 * plus small pure functions. Steps read like the rule book's night table; their
 * guards and resolvers live beside them in the ruleset's own module.
 */
import type { Draft } from 'immer';
import type {
  AgendaItem,
  GameEnd,
  GameEvent,
  GameSetup,
  GameState,
  Json,
  OptionValue,
  PhaseId,
  PlayerId,
  Prompt,
  Visibility,
  Weekday,
} from './types';
import type { HealthModel } from './health';
import type { TextDoc } from './documents';
import type { PlaceRow } from './locations';
import type { PublicSection } from './public';

export interface OptionDef {
  id: string;
  label: string;
  help?: string;
  type: 'boolean' | 'choice' | 'number';
  default: OptionValue;
  choices?: { value: string; label: string }[];
  min?: number;
  max?: number;
}

export interface CampDef {
  id: string;
  name: string;
}

export interface RoleDef {
  id: string;
  name: string;
  /** Camp the card plays for at the start. */
  camp: string;
  /** The project's own one-line summary for the MJ (never the book's sentences). */
  summary: string;
  /** How many copies a composition may hold (default 1). */
  max?: number;
  /** A power the Ancien's death takes away, and similar ruleset-defined flags. */
  tags?: string[];
}

export interface MarkerDef {
  label: string;
  /** How to show the marker's value in the grimoire (defaults to the label). */
  describe?: (value: Json, state: GameState) => string;
}

/** The resolution context: an immer draft plus logged helpers. */
export interface Ctx<R> {
  readonly s: Draft<GameState<R>>;
  /**
   * The state as it was when this resolution began (plain, frozen). Reading it
   * is much cheaper than reading the draft; use it for what the resolution's
   * own writes cannot have changed yet.
   */
  readonly base: GameState<R>;
  readonly rules: Ruleset<R>;
  /** Log an event (visibility decides who may know it). */
  emit(type: string, vis: Visibility, text: string, data?: Json): void;
  /** Roll a die with `sides` faces (1..sides), logged with its purpose. */
  roll(sides: number, purpose: string): number;
  /** Draw one item at random, logged. */
  pick<T extends Json>(items: readonly T[], purpose: string, label?: (item: T) => string): T;
  /** Shuffle a copy, logged. */
  shuffle<T extends Json>(items: readonly T[], purpose: string): T[];
  /** Draw one key by integer weights, logged with the weights. */
  weighted(weights: Record<string, number>, purpose: string): string;
  /** Call `step` right after the current one (before the end-of-game check). */
  react(step: string, args?: Json): void;
  /** Queue `step` after everything already scheduled in this phase. */
  append(step: string, args?: Json): void;
  /** Tell the table something about a player (public event; updates what the public projection shows). */
  announce(id: PlayerId, told: { health?: string; role?: string | null }, text: string): void;
  /**
   * Change a player's true health, logging it and running the ruleset's hook.
   * `detail` goes into the logged event's data (e.g. why a rule capped the move).
   */
  setHealth(id: PlayerId, health: string, cause: string, detail?: { [key: string]: Json }): void;
  /** End the game now. */
  end(end: GameEnd): void;
}

export interface StepContext<R> {
  s: GameState<R>;
  args: Json | undefined;
}

export interface StepDef<R> {
  id: string;
  /** Short title for the night's progress list ("La Voyante"). */
  title: string;
  phase?: PhaseId;
  /** The role card this step calls, for the dead/absent/asleep logic. */
  role?: string;
  /** False: this step does not happen (role not in the game, wrong weekday…). */
  when?(s: GameState<R>, args: Json | undefined): boolean;
  /**
   * A reason the call has no effect (dead, asleep, powerless), or null. An inert
   * step is still called when `callInert` says so, with the reason shown to the MJ.
   */
  inert?(s: GameState<R>, args: Json | undefined): string | null;
  /** Whether an inert call is still read aloud (default: the ruleset's `callInert`). */
  callInert?(s: GameState<R>): boolean;
  /** Runs when the step becomes current (dice rolled before the MJ sees the call). */
  enter?(ctx: Ctx<R>, args: Json | undefined): void;
  /** The line the MJ reads aloud. */
  line(s: GameState<R>, args: Json | undefined): string;
  /** Private notes for the MJ's eyes (what to show, what happened). */
  notes?(s: GameState<R>, args: Json | undefined): string[];
  /** Players the MJ wakes or taps for this call. */
  wakes?(s: GameState<R>, args: Json | undefined): PlayerId[];
  /** No prompt: the step resolves by itself when reached (bookkeeping rows). */
  auto?: boolean;
  prompt(s: GameState<R>, args: Json | undefined): Prompt;
  /** Rule checks beyond the prompt's shape; a French reason when refused. */
  validate?(s: GameState<R>, value: Json, args: Json | undefined): string | null;
  resolve(ctx: Ctx<R>, value: Json, args: Json | undefined): void;
  /** True keeps the call current after this answer (an order book collecting orders). */
  repeat?(s: GameState<R>, value: Json, args: Json | undefined): boolean;
  /** A timer the UI runs for this call (seconds). */
  timer?(s: GameState<R>, args: Json | undefined): number | null;
  /** Texts the MJ copies at this call (forum posts, private messages, a vote recap). */
  documents?(s: GameState<R>, args: Json | undefined): TextDoc[];
  /** Where everyone is, for a call that shows the MJ the night's map (Quinte-bourg's row P). */
  places?(s: GameState<R>, args: Json | undefined): PlaceRow[];
}

/** An action a player may invoke at any moment (a Fusil, an MJ's exclusion…). */
export interface ActionDef<R> {
  id: string;
  title: string;
  /** Whether it can be invoked now. */
  available(s: GameState<R>): boolean;
  line(s: GameState<R>): string;
  prompt(s: GameState<R>): Prompt;
  validate?(s: GameState<R>, value: Json): string | null;
  resolve(ctx: Ctx<R>, value: Json): void;
}

export interface PhasePlan {
  phase: PhaseId;
  day: number;
  agenda: AgendaItem[];
}

export interface Ruleset<R = unknown> {
  id: string;
  name: string;
  description: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionDef[];
  camps: CampDef[];
  roles: RoleDef[];
  markers: Record<string, MarkerDef>;
  health: HealthModel;
  /** Weekday of day 1, for rulesets that play a week calendar. */
  calendar?: { day1: Weekday };
  /** Whether dead, absent or asleep roles are still called (rule books differ). */
  callInert(s: GameState<R>): boolean;
  suggestComposition(players: number, options: Record<string, OptionValue>): string[];
  /** Extra setup checks (French reason), after the engine's generic ones. */
  validateSetup?(setup: GameSetup): string | null;
  /** Number of cards left undealt that the composition must hold (Voleur: 2). */
  spareCards?(composition: string[]): number;
  /**
   * A random deal made by the ruleset (when its cards are of several kinds:
   * Quinte-bourg's party and effect cards). `shuffle` is the game's logged
   * shuffle. Returns each seat's card (in seating order) and the cards left
   * undealt. Default: the shuffled composition, one card per seat. Not called
   * when the setup gives the deal.
   */
  randomDeal?(composition: readonly string[], seats: number, shuffle: (cards: readonly string[], purpose: string) => string[]): { roles: string[]; spare: string[] };
  /** Every card a player holds, the main one first (default: just `role`); the setup's checklist shows them. */
  cardsOf?(s: GameState<R>, id: PlayerId): string[];
  /** Build the ruleset state once cards are dealt. */
  init(ctx: Ctx<R>): R;
  steps: Record<string, StepDef<R>>;
  actions?: Record<string, ActionDef<R>>;
  /** The next phase once the agenda is empty. */
  nextPhase(s: GameState<R>): PhasePlan;
  /** Runs after every health change (lovers' grief, a last shot, succession…). */
  onHealthChange?(ctx: Ctx<R>, id: PlayerId, from: string, to: string, cause: string): void;
  /** Win and game-end conditions, with camp precedence and personal goals. */
  checkEnd(s: GameState<R>): GameEnd | null;
  /** Camp a player plays for now (lovers, conversions…). */
  campOf(s: GameState<R>, id: PlayerId): string;
  /** Consistency checks used by property tests and the simulator (French or English). */
  invariants?(s: GameState<R>): string[];
  /** Public posts shown to everyone (ids of `posts`). */
  publicPosts?: Record<string, string>;
  /** Extra grimoire lines for a player beyond the markers (the items held…). */
  describePlayer?(s: GameState<R>, id: PlayerId): string[];
  /** What the players' shared screen may show beyond the generic projection (see `public.ts`). */
  publicity?: PublicRules<R>;
}

/** How a vote being counted shows on the public screen: every ballot (hands raised) or only the counts. */
export interface PublicVoteRule {
  show: 'ballots' | 'counts';
  /** Whether the weights are public (a Capitaine's double vote) or every ballot counts one (a secret bonus vote). */
  weighted: boolean;
}

/**
 * A ruleset's say on its public side. Every hook is optional; the defaults
 * suit an open, face-to-face game (Thiercelieux) and are written in `public.ts`.
 */
export interface PublicRules<R> {
  /**
   * The vote being tapped at `step` (a ballots call): null keeps it off the
   * public screen until the result is announced. Default: open ballots,
   * weighted, for a call in the day or at a deadline; null at night.
   */
  vote?(s: GameState<R>, step: string): PublicVoteRule | null;
  /** The public label of the current call's timer (debate, communications, the fête), or null. Default: the call's title in the day or at a deadline, null at night. */
  timer?(s: GameState<R>, step: string): string | null;
  /** What else the rules make public now: the fête, the law of the day, marriages, the shop, an auction, a notice. */
  sections?(s: GameState<R>): PublicSection[];
}

export type AnyRuleset = Ruleset<any>;
export type { GameEvent };
