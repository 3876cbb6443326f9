/**
 * The resolution context a step or an action receives: an immer draft of the
 * game plus logged helpers. Every change a rule makes goes through it, so
 * that every die, draw and announcement is an event, and replay is exact.
 */
import type { Draft } from 'immer';
import type { ArgsParam, Game, RulesetTypes, StepId } from './types-of';
import type { EventText, GameEnd, Json, PlayerId, Visibility } from './types';
import type { ItemOf, ListKey } from './replaced-entry';

/** An entry of the ruleset's state, by its key. */
type EntryKey<T extends RulesetTypes> = keyof T['rs'] & string;

export interface Ctx<T extends RulesetTypes> {
  readonly s: Draft<Game<T>>;
  /**
   * The state as it was when this resolution began (plain, frozen). Reading it
   * is much cheaper than reading the draft; use it for what the resolution's
   * own writes cannot have changed yet.
   */
  readonly base: Game<T>;
  /**
   * Log an event (visibility decides who may know it). Its text is written
   * only where someone may read it (`EventText`); rules and tests read its `data`.
   */
  emit(type: string, vis: Visibility, text: EventText, data?: Json): void;
  /**
   * Roll a die with `sides` faces, logged with its purpose; returns its rank,
   * 1..sides. `faces`, when the die is not printed 1..sides (a d10 reads
   * 0–9), are its printed faces in rank order: a die rolled at the table is
   * entered as the face it shows, and the log says that face.
   */
  roll(sides: number, purpose: string, faces?: readonly number[]): number;
  /** Draw one item at random, logged. */
  pick<V extends Json>(items: readonly V[], purpose: string, label?: (item: V) => string): V;
  /** Shuffle a copy, logged. */
  shuffle<V extends Json>(items: readonly V[], purpose: string): V[];
  /** Draw one key by integer weights, logged with the weights. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>, purpose: string): K;
  /** Call `step` right after the current one (before the end-of-game check). */
  react<K extends StepId<T>>(step: K, ...args: ArgsParam<T, K>): void;
  /** Queue `step` after everything already scheduled in this phase. */
  append<K extends StepId<T>>(step: K, ...args: ArgsParam<T, K>): void;
  /** Tell the table something about a player (public event; updates what the public projection shows). */
  announce(id: PlayerId, told: { health?: string; role?: string | null }, text: EventText): void;
  /**
   * Change a player's true health, logging it and running the ruleset's hook.
   * `detail` goes into the logged event's data (e.g. why a rule capped the move).
   */
  setHealth(id: PlayerId, health: string, cause: string, detail?: { [key: string]: Json }): void;
  /** End the game now. */
  end(end: GameEnd): void;
  /**
   * Replace the entry `key` of the ruleset's state, one the rules never edit
   * in place (`replacedState`), by a copy with `patch` written, its other
   * parts shared (`replaced-entry.ts`). Read it back with `entryNow`.
   */
  editEntry<K extends EntryKey<T>>(key: K, patch: Partial<T['rs'][K]>): void;
  /** Replace the entry `key` by a copy whose list `list` has `item` added at its end (`editEntry`). */
  pushEntry<K extends EntryKey<T>, L extends ListKey<T['rs'][K]>>(key: K, list: L, item: ItemOf<T['rs'][K][L]>): void;
}
