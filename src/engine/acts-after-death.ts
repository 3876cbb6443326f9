/**
 * The acts a player made after a death of his: an invariant of the forum
 * games (a dead player's order carried out is a bug). Both lists grow through
 * the game and change at few answers, yet the invariants ask after every
 * answer: each checker keeps its answer for the last lists it was asked
 * about. Sound on finished lists only (they never change, `draft.ts`).
 */
import { mayChange } from './draft';
import type { PlayerId } from './types';

export interface TimedAct {
  actor: PlayerId;
  tick: number;
}

export interface TimedDeath {
  id: PlayerId;
  tick: number;
}

/**
 * A checker for one ruleset's lists: `counts` says which deaths count (one
 * undone by a resurrection does not); a player's last death that counts is
 * the one compared.
 */
export function actsAfterDeath<A extends TimedAct, D extends TimedDeath>(
  counts: (d: D) => boolean,
): (acts: readonly A[], deaths: readonly D[]) => readonly A[] {
  let last: { acts: readonly A[]; deaths: readonly D[]; found: readonly A[] } | null = null;
  return (acts, deaths) => {
    const finished = !mayChange(acts) && !mayChange(deaths);
    if (finished && last && last.acts === acts && last.deaths === deaths) return last.found;
    const deathTick = new Map<PlayerId, number>();
    for (const d of deaths) if (counts(d)) deathTick.set(d.id, d.tick);
    const found: A[] = [];
    for (const a of acts) {
      const t = deathTick.get(a.actor);
      if (t !== undefined && t < a.tick) found.push(a);
    }
    if (finished) last = { acts, deaths, found };
    return found;
  };
}
