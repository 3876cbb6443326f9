/**
 * Long actions: a player performs exactly one per night, the one highest in
 * the ruleset's priority table (Quinte-bourg section 4).
 */
import type { PlayerId } from './types';

export interface PriorityEntry {
  id: string;
  label: string;
}

/** Highest first. */
export type PriorityTable = readonly PriorityEntry[];

/** The wish that wins for one player, or null when there is none. */
export function topAction(table: PriorityTable, wishes: readonly string[]): string | null {
  let best: string | null = null;
  let bestRank = Infinity;
  for (const w of wishes) {
    const rank = table.findIndex((e) => e.id === w);
    if (rank < 0) throw new Error(`Long action "${w}" is not in the priority table`);
    if (rank < bestRank) {
      bestRank = rank;
      best = w;
    }
  }
  return best;
}

/** Each player's long action for the night; `fallback` (sleeping at home) when they wished nothing. */
export function longActions(
  table: PriorityTable,
  wishes: Record<PlayerId, readonly string[]>,
  fallback: string,
): Record<PlayerId, string> {
  const out: Record<PlayerId, string> = {};
  for (const [id, list] of Object.entries(wishes)) out[id] = topAction(table, list) ?? fallback;
  return out;
}
