import type { Ballots } from '../../engine';

/** The draft as ballots: only string or null values count (the engine reads the rest). */
export function ballotsOf(value: unknown): Ballots {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Ballots = {};
  for (const [voter, target] of Object.entries(value))
    if (typeof target === 'string' || target === null) out[voter] = target;
  return out;
}
