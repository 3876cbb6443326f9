/**
 * The end check `settle` runs after every change, asked again only when it
 * may answer differently. A ruleset may declare the parts of the game its
 * `checkEnd` reads (`endReads`): a finished state is never written, so when
 * every one of those parts is the very object of a state whose check found
 * no end, the check would find none again. Immer and the playouts' private
 * copies both hand back an untouched part as it was, so the parts a
 * resolution did not write keep their identity (a part merely read by a
 * playout's resolution is a new copy: the check then runs, as it must when
 * unsure). `tests/engine/end-check.test.ts` checks each declaration against
 * what `checkEnd` really reads, and that the same games end the same way
 * without it.
 */
import type { AnyRuleset } from './ruleset';
import type { GameEnd, GameState } from './types';

/** The ruleset and the parts of the last state whose check found no end (null: none kept). */
let keptRules: AnyRuleset | null = null;
let keptParts: unknown[] = [];

/** `rules.checkEnd(s)`, or null at once where the parts it reads are those of a state it found no end in. */
export function endOf(rules: AnyRuleset, s: GameState): GameEnd | null {
  const reads = rules.endReads;
  if (reads === undefined) return rules.checkEnd(s);
  const game = s as unknown as Record<string, unknown>;
  if (keptRules === rules && reads.every((key, i) => game[key] === keptParts[i])) return null;
  const end = rules.checkEnd(s);
  if (end === null) {
    keptRules = rules;
    keptParts = reads.map((key) => game[key]);
  } else keptRules = null;
  return end;
}
