/**
 * The acts a player made after a death of his: an invariant of the forum
 * games (a dead player's order carried out is a bug). Both lists grow through
 * the game and change at few answers, yet the invariants ask after every
 * answer: the engine's memo keeps the answer for the last lists asked about
 * (`memo.ts`: sound on finished lists only, which never change).
 */
import { latest } from './memo';
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
  // The checker holds nothing: the engine's memo keeps the last answer, with the lists and the rule it came from.
  return (acts, deaths) => latest(findAfterDeath, { acts, deaths, counts }, [acts, deaths, counts]) as readonly A[];
}

interface Lists<A extends TimedAct, D extends TimedDeath> {
  acts: readonly A[];
  deaths: readonly D[];
  counts: (d: D) => boolean;
}

function findAfterDeath<A extends TimedAct, D extends TimedDeath>({ acts, deaths, counts }: Lists<A, D>): readonly A[] {
  const deathTick = new Map<PlayerId, number>();
  for (const d of deaths) if (counts(d)) deathTick.set(d.id, d.tick);
  const found: A[] = [];
  for (const a of acts) {
    const t = deathTick.get(a.actor);
    if (t !== undefined && t < a.tick) found.push(a);
  }
  return found;
}
