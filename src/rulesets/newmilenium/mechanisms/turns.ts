/**
 * A resolution in turns where each action takes effect at once (NewMilenium,
 * 003_7860fbf4cb88296e.txt:22-23): when an earlier turn tells a player
 * something before his own turn, the MJ stops and asks him whether his order
 * stands or changes. The queue keeps the turns, the one being resolved, and
 * who learned something since he last confirmed. Immutable: each function
 * returns a new queue (assign it to the draft).
 */
import type { PlayerId } from '../../../engine';

/** One turn: its key (the ruleset's, e.g. a role) and who acts in it. */
export interface Turn {
  key: string;
  actors: PlayerId[];
}

export interface TurnQueue<K extends Turn = Turn> {
  turns: K[];
  /** Index of the turn being resolved (`turns.length` once done). */
  at: number;
  /** Players told something since they last confirmed their orders. */
  informed: PlayerId[];
}

export function startTurns<K extends Turn>(turns: readonly K[]): TurnQueue<K> {
  return { turns: [...turns], at: 0, informed: [] };
}

export function currentTurn<K extends Turn>(q: TurnQueue<K>): K | null {
  return q.turns[q.at] ?? null;
}

export function finished(q: TurnQueue): boolean {
  return q.at >= q.turns.length;
}

/** Record that these players learned something now. */
export function inform<K extends Turn>(q: TurnQueue<K>, ids: readonly PlayerId[]): TurnQueue<K> {
  const add = ids.filter((id) => !q.informed.includes(id));
  return add.length === 0 ? q : { ...q, informed: [...q.informed, ...add] };
}

/** Among `actors` (those able to act in the current turn), who must be asked before it resolves. */
export function toAsk(q: TurnQueue, actors: readonly PlayerId[]): PlayerId[] {
  return actors.filter((id) => q.informed.includes(id));
}

/** The MJ asked them: their orders stand as they are now. */
export function confirmed<K extends Turn>(q: TurnQueue<K>, ids: readonly PlayerId[]): TurnQueue<K> {
  return { ...q, informed: q.informed.filter((id) => !ids.includes(id)) };
}

export function advance<K extends Turn>(q: TurnQueue<K>): TurnQueue<K> {
  return { ...q, at: q.at + 1 };
}

/** Whether `id` acts in a turn after the current one (only then does what he learns matter). */
export function actsLater(q: TurnQueue, id: PlayerId): boolean {
  return q.turns.slice(q.at + 1).some((t) => t.actors.includes(id));
}
