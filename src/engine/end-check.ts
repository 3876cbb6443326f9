/**
 * The end check `settle` runs after every change, asked again only when it
 * may answer differently. A ruleset may declare the parts of the game its
 * `checkEnd` reads (`endReads`: parts of the game, or single entries of the
 * ruleset's state as `rs.<key>`): a finished state is never written, so when
 * every one of those parts is the very object of a state whose check found
 * no end, the check would find none again. Immer and the playouts' private
 * copies both hand back an untouched part as it was, so the parts a
 * resolution did not write keep their identity (a part merely read by a
 * playout's resolution is a new copy: the check then runs, as it must when
 * unsure). `tests/engine/end-check.test.ts` checks each declaration against
 * what `checkEnd` really reads, and that the same games end the same way
 * without it. A ruleset may also compare two states itself (`endSame`):
 * narrower than whole parts (a player's fields the check reads) and with
 * plain property reads.
 */
import type { AnyRuleset, EndRead } from './ruleset';
import type { GameEnd, GameState } from './types';

/** A declared read: a key of the game, or (`inRs`) of the ruleset's state. */
interface Read {
  inRs: boolean;
  key: string;
}

/** Each declaration read once: `endOf` runs after nearly every change of a playout. */
const PARSED = new WeakMap<readonly EndRead[], readonly Read[]>();

function parsed(reads: readonly EndRead[]): readonly Read[] {
  let out = PARSED.get(reads);
  if (out === undefined) {
    out = reads.map((r) => (r.startsWith('rs.') ? { inRs: true, key: r.slice(3) } : { inRs: false, key: r }));
    PARSED.set(reads, out);
  }
  return out;
}

/** The value a declared read names in `game` (an entry of `rs`, or a part). */
function valueAt(game: Record<string, unknown>, read: Read): unknown {
  return read.inRs ? (game.rs as Record<string, unknown> | null)?.[read.key] : game[read.key];
}

/** The ruleset and the parts of the last state whose check found no end (null: none kept). */
let keptRules: AnyRuleset | null = null;
let keptParts: unknown[] = [];

/** The last state whose check found no end, for a ruleset that compares states itself (`endSame`). */
let keptState: GameState | null = null;

/** `rules.checkEnd(s)`, or null at once where the parts it reads are those of a state it found no end in. */
export function endOf(rules: AnyRuleset, s: GameState): GameEnd | null {
  if (rules.endSame !== undefined) return endBySame(rules, s);
  if (rules.endReads === undefined) return rules.checkEnd(s);
  const reads = parsed(rules.endReads);
  const game = s as unknown as Record<string, unknown>;
  if (keptRules === rules && reads.every((read, i) => valueAt(game, read) === keptParts[i])) return null;
  const end = rules.checkEnd(s);
  if (end === null) {
    keptRules = rules;
    keptParts = reads.map((read) => valueAt(game, read));
  } else keptRules = null;
  keptState = null;
  return end;
}

/**
 * `endOf` where the ruleset says itself when the check would read the same
 * (`endSame`, its own property reads rather than a keyed read per declared
 * part). A state found the same is kept in place of the one checked: what it
 * shares with the next states is then compared by identity.
 */
function endBySame(rules: AnyRuleset, s: GameState): GameEnd | null {
  if (keptRules === rules && keptState !== null && rules.endSame!(s, keptState)) {
    keptState = s;
    return null;
  }
  const end = rules.checkEnd(s);
  keptRules = end === null ? rules : null;
  keptState = end === null ? s : null;
  return end;
}
