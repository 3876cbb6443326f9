/**
 * A game's whole table as raw data: what the CLI's report prints and what
 * scenario checks read instead of the log's French text. The engine knows
 * seats, cards, health, posts and markers; a ruleset adds what only it keeps
 * (coins, items, where each player sleeps, uses left of each power, its own
 * table such as a shop or a treasury) through its optional `report` hook.
 */
import { isAlive } from './health';
import { own } from './lookup';
import type { AnyRuleset } from './ruleset';
import type { Clock, GameEnd, GameState, Json, PhaseId, PlayerId } from './types';

/** Uses left of one power: `left` null when the power has no limit on its uses. */
export type PowerUses = {
  label: string;
  left: number | null;
  /** The limit's span when it is not the whole game (« semaine »). */
  per?: string;
};

/** What a ruleset knows of one player beyond the engine's state. Every field is optional: a ruleset fills those its book has. */
export interface PlayerFacts {
  coins?: number;
  /** Items held, one entry per copy, by item id, in the order they came. */
  items?: string[];
  /**
   * Where the player sleeps: the place's key (`house:p3`, `hospital:4`,
   * `morgue`…), how the MJ reads it, and whether it comes from the night's
   * map (drawn this night or the last) or from the player's usual place.
   */
  sleeps?: { place: string; label: string; mapped: boolean };
  /** Uses left of each power the player holds, by power id. */
  powers?: Record<string, PowerUses>;
  /** Anything else the ruleset tracks per player (camps, effect card, ties…). */
  more?: Record<string, Json>;
}

/** A ruleset's part of the report: facts per player, and its own table (a shop, a treasury, the couples…). */
export interface RulesetReport {
  players: Record<PlayerId, PlayerFacts>;
  table: Record<string, Json>;
}

export interface PlayerReport extends PlayerFacts {
  id: PlayerId;
  name: string;
  seat: number;
  role: string;
  initialRole: string;
  camp: string;
  health: string;
  alive: boolean;
  /** The public posts the player holds (ids of `GameState.posts`). */
  posts: string[];
  /** The ruleset's markers, as the state keeps them (ids, numbers, flags). */
  markers: Record<string, Json>;
}

/** When and how the game ended: the clock before it turned to « end ». */
export interface EndReport extends GameEnd {
  day: number;
  phase: PhaseId;
}

export interface GameReport {
  clock: Clock;
  players: PlayerReport[];
  /** Every post the game knows and its holder (null: vacant). */
  posts: Record<string, PlayerId | null>;
  /** Cards of the composition nobody holds (the Voleur's two extra cards…). */
  spare: string[];
  table: Record<string, Json>;
  ended: EndReport | null;
}

const PHASES: readonly PhaseId[] = ['setup', 'night', 'dawn', 'day', 'deadline', 'end'];
const isPhase = (x: Json | undefined): x is PhaseId => typeof x === 'string' && PHASES.some((p) => p === x);

/** Where the end event says the game stood when it ended (a log written before it said so: the last phase logged). */
function endedAt(s: GameState): { day: number; phase: PhaseId } {
  const data = s.events.findLast((e) => e.type === 'end')?.data;
  const at = data && typeof data === 'object' && !Array.isArray(data) ? data.at : undefined;
  if (at && typeof at === 'object' && !Array.isArray(at) && typeof at.day === 'number' && isPhase(at.phase))
    return { day: at.day, phase: at.phase };
  const last = s.events.findLast((e) => e.type === 'phase');
  return last ? { day: last.day, phase: last.phase } : { day: s.clock.day, phase: s.clock.phase };
}

/** The markers a player carries now (a marker never set, or unset, is left out). */
function setMarkers(markers: Partial<Record<string, Json>>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(markers)) if (value !== undefined) out[key] = value;
  return out;
}

export function gameReport<R>(rules: AnyRuleset, s: GameState<R>): GameReport {
  const extra = rules.report?.(s);
  const players = s.order.map((id): PlayerReport => {
    const p = s.players[id]!;
    const facts = extra ? own(extra.players, id) : undefined;
    return {
      id,
      name: p.name,
      seat: p.seat,
      role: p.role,
      initialRole: p.initialRole,
      camp: rules.campOf(s, id),
      health: p.health,
      alive: isAlive(rules.health, p.health),
      posts: Object.keys(s.posts).filter((post) => s.posts[post] === id),
      markers: setMarkers(p.markers),
      ...facts,
    };
  });
  return {
    clock: { ...s.clock },
    players,
    posts: { ...s.posts },
    spare: [...s.spare],
    table: extra?.table ?? {},
    ended: s.ended ? { ...s.ended, ...endedAt(s) } : null,
  };
}
