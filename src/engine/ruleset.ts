/**
 * The contract between the engine and a ruleset module.
 *
 * A ruleset is data (roles, camps, options, a health model, a table of steps)
 * plus small pure functions. Its types are declared once (`types-of.ts`);
 * steps read like the rule book's night table (`step.ts`); their guards and
 * resolvers live beside them in the ruleset's own module. How a ruleset is
 * laid out: docs/rulesets/anatomy.md.
 */
import type { Ctx } from './ctx';
import type { HealthModel } from './health';
import type { PublicBlock } from './public-blocks';
import type { RulesetReport } from './report';
import type { ActionTable, StepTable } from './step';
import type { Call, Game, RulesetTypes, StepId } from './types-of';
import type { GameEnd, GameSetup, GameState, Json, Markers, OptionValue, PhaseId, PlayerId, Weekday } from './types';

/** What `checkEnd` may read: a part of the game, or one entry of the ruleset's state (`rs.<key>`). */
export type EndRead = keyof GameState | `rs.${string}`;

export interface OptionDef {
  id: string;
  label: string;
  help?: string;
  type: 'boolean' | 'choice' | 'number';
  default: OptionValue;
  choices?: { value: string; label: string }[];
  /**
   * A `number` option is a whole number from `min` to `max`, both given (coins, henchmen, nights, seconds):
   * the setup form, imports, scenario files and the CLI refuse anything else (`normalizeOptions`).
   */
  min?: number;
  max?: number;
}

export interface CampDef {
  id: string;
  name: string;
  /**
   * The village: the camp « Équilibre » reports first and « Équilibrer »
   * brings to 50 % (`balance/summary.ts` `villageOf`). Absent from every
   * camp: the camp most seats start in.
   */
  village?: true;
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

export interface MarkerDef<V extends Json = Json> {
  label: string;
  /** How to show the marker's value in the grimoire (defaults to the label). */
  describe?: (value: V, state: GameState) => string;
  /** Bookkeeping the grimoire does not show (the MJ reads it elsewhere). */
  hidden?: boolean;
}

/** Every marker of a ruleset, described. */
export type MarkerTable<M extends Markers> = { [K in keyof M]-?: MarkerDef<Exclude<M[K], undefined>> };

export interface PhasePlan<T extends RulesetTypes> {
  phase: PhaseId;
  day: number;
  agenda: Call<T>[];
}

export interface Ruleset<T extends RulesetTypes> {
  id: string;
  name: string;
  description: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionDef[];
  camps: CampDef[];
  roles: RoleDef[];
  markers: MarkerTable<T['markers']>;
  health: HealthModel;
  /**
   * The engine sets the ruleset's texts in French typography (`typeset.ts`):
   * non-breaking spaces before « : ; ! ? » and inside « », in events, lines,
   * notes, documents and refusals. Absent: the texts go out as written.
   */
  typography?: 'french';
  /** Weekday of day 1, for rulesets that play a week calendar. */
  calendar?: { day1: Weekday };
  /** Whether dead, absent or asleep roles are still called (rule books differ). */
  callInert(s: Game<T>): boolean;
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
  randomDeal?(
    composition: readonly string[],
    seats: number,
    shuffle: (cards: readonly string[], purpose: string) => string[],
  ): { roles: string[]; spare: string[] };
  /** Every card a player holds, the main one first (default: just `role`); the setup's checklist shows them. */
  cardsOf?(s: Game<T>, id: PlayerId): string[];
  /** Build the ruleset state once cards are dealt. */
  init(ctx: Ctx<T>): T['rs'];
  /**
   * A shallow copy of the ruleset's state as one object literal: every key
   * `init` gives it, in `init`'s order. The playouts' writer copies the state
   * whenever a resolution writes one of its entries, and its generic spread,
   * having met every record's shape, is slow on a state of many entries
   * (`literal-copy.ts`, `stateCopier`). The writer uses it only for a state
   * whose keys are exactly the copy's, so a key added to `init` and not here
   * costs speed, never the key. Absent: the generic spread.
   */
  copyState?(rs: T['rs']): T['rs'];
  /**
   * Entries of the ruleset's state the rules replace whole and never edit in
   * place (a new night with its attack written, never `rs.night.attack = …`:
   * `ctx.editEntry` and `ctx.pushEntry` write them so), each with a shallow
   * copy of it as one object literal, its keys in its first record's order
   * (as `copyState`: a spread that has met many shapes copies slowly).
   * The playouts' writer hands them out as they stand, frozen to their
   * leaves (`deep-freeze.ts`), instead of a private deep copy of each one a
   * resolution reads; an edit in place then throws.
   */
  replacedState?: { readonly [K in keyof T['rs'] & string]?: (entry: T['rs'][K]) => T['rs'][K] };
  steps: StepTable<T>;
  actions?: ActionTable<T>;
  /** The next phase once the agenda is empty. */
  nextPhase(s: Game<T>): PhasePlan<T>;
  /** Runs after every health change (lovers' grief, a last shot, succession…). */
  onHealthChange?(ctx: Ctx<T>, id: PlayerId, from: string, to: string, cause: string): void;
  /** Win and game-end conditions, with camp precedence and personal goals. */
  checkEnd(s: Game<T>): GameEnd | null;
  /**
   * Every part of the game `checkEnd` reads, when it reads only these: the
   * engine then skips the check after a change that left them all as they
   * were (`end-check.ts`). A part of the game by its key, or an entry of the
   * ruleset's state as `rs.<key>` (nearly every resolution writes some entry of
   * `rs`, seldom the few the check reads). Absent: the end is checked after
   * every change.
   */
  endReads?: readonly EndRead[];
  /**
   * Whether `checkEnd` reads in `s` what it read in `kept`, a finished state
   * where it found no end (so it would find none in `s`): a comparison of
   * the parts `endReads` names, narrowed to the fields the check reads of
   * each player. Where given, the engine asks it instead of comparing the
   * parts by identity (`end-check.ts`): a players record a resolution wrote
   * (a marker, a vote) no longer makes the check run again.
   */
  endSame?(s: Game<T>, kept: Game<T>): boolean;
  /** Camp a player plays for now (lovers, conversions…). */
  campOf(s: Game<T>, id: PlayerId): string;
  /** Consistency checks used by property tests and the simulator (French or English). */
  invariants?(s: Game<T>): string[];
  /** Public posts shown to everyone (ids of `posts`). */
  publicPosts?: Record<string, string>;
  /** Extra grimoire lines for a player beyond the markers (the items held…). */
  describePlayer?(s: Game<T>, id: PlayerId): string[];
  /** What the players' shared screen may show beyond the generic projection (see `public.ts`). */
  publicity?: PublicRules<T>;
  /** The ruleset's part of a game's report as raw data: coins, items, where each player sleeps, uses left of each power, its own table (`report.ts`). */
  report?(s: Game<T>): RulesetReport;
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
export interface PublicRules<T extends RulesetTypes> {
  /**
   * The vote being tapped at `step` (a ballots call): null keeps it off the
   * public screen until the result is announced. Default: open ballots,
   * weighted, for a call in the day or at a deadline; null at night.
   */
  vote?(s: Game<T>, step: StepId<T>): PublicVoteRule | null;
  /** The public label of the current call's timer (debate, communications, the fête), or null. Default: the call's title in the day or at a deadline, null at night. */
  timer?(s: Game<T>, step: StepId<T>): string | null;
  /** What else the rules make public now, as generic blocks (a day's headline, a law in force, couples, a shop's stock…). */
  blocks?(s: Game<T>): PublicBlock[];
}

/**
 * A ruleset whatever its types: what the engine, the app and the CLI hold.
 * `any` because a ruleset's step and marker tables are typed by its own ids,
 * which no common supertype can list; each ruleset is checked against its
 * own `Ruleset<T>` where it is written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyRuleset = Ruleset<any>;
