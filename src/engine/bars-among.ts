/**
 * A bar for a call about a list rather than a rule: the tied players of a
 * vote, the night's dead shown to a card, the executed of the day. The list
 * is the call's argument (`choose(s, fields, bars, list)`); a seat not in it
 * is left out with the call's reason (« X n'est pas parmi les ex æquo »), so
 * that a refused answer tells the MJ why. The candidates keep the list's own
 * order (its `pass`): the order the call shows them in, which a seeded
 * game's random answers read.
 */
import type { Bar } from './bars';
import type { PlayerId } from './types';

/** Left out unless in the call's list; `why` says what the list is (built only when read). Make it once (a module constant). */
export function among<S>(why: (s: S, id: PlayerId) => string, line?: string): Bar<S, readonly PlayerId[]> {
  return {
    test: (_s, id, list) => !list.includes(id),
    why: (s, id) => why(s, id),
    pass: (_s, list) => list,
    ...(line ? { line } : {}),
  };
}
