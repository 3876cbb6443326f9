/**
 * Copies written as object literals, for the playouts' writer
 * (`copy-on-access.ts`). A spread (`{ ...x }`) is V8's fast object copy only
 * while that spread has met few shapes; the writer's spreads meet every
 * object of every ruleset, and then copy about ten times slower than a spread
 * that met one shape (Quinte-bourg's state of 37 entries: 2.3 µs against
 * 0.2 µs). A literal builds one shape, always.
 * Two objects are copied often enough for it to count: a player (the engine
 * gives every player the same keys, `startGameWith`), copied whenever a rule
 * reads or writes one in a resolution, and a ruleset's state, copied one
 * level whenever a resolution writes an entry, through the ruleset's own
 * literal (`copyState`).
 *
 * A literal's copy is the spread's only for an object with exactly the
 * literal's keys, in its order: it is used for such an object alone (a game
 * saved by an older version, a player a test built by hand, are copied by
 * the spread), so a key missing from a literal costs speed, never the key.
 * Every object is checked (`hasKeys`), its own copies too: a rule may add a key
 * to a player's or a state's copy.
 */
import { isRecord } from './is-object';
type Rec = Record<string, unknown>;

/** A shallow copy of a record: the same keys in the same order, the same values. */
export type Copier = (base: Rec) => Rec;

/** A literal's copy of `base`, or null where `base` has not exactly its keys. */
type Guarded = (base: Rec) => Rec | null;

/**
 * `literal` for the objects that have its keys (read from its first copy),
 * null for any other. Each object is checked by walking its keys (`for…in`
 * reads V8's enum cache, no list is made): cheaper than remembering the
 * objects checked in a weak set, whose every `add` grows an ephemeron table
 * the collector must walk.
 */
function guarded(literal: Copier): Guarded {
  let keys: readonly string[] | null = null;
  return (base) => {
    keys ??= Object.keys(literal(base));
    return hasKeys(base, keys) ? literal(base) : null;
  };
}

/** Whether `base`'s enumerable keys are `keys`, in that order (plain data: none is inherited). */
function hasKeys(base: Rec, keys: readonly string[]): boolean {
  let n = 0;
  for (const key in base) {
    if (key !== keys[n]) return false;
    n++;
  }
  return n === keys.length;
}

const COPIERS = new WeakMap<(rs: never) => unknown, Copier>();

/**
 * A copy through a ruleset's literal where it gives one (its state's
 * `copyState`, a replaced entry's in `replacedState`), the spread for an
 * object of other keys; one per literal, kept.
 */
export function literalCopier(literal: ((rs: never) => unknown) | undefined): Copier | null {
  if (literal === undefined) return null;
  let copier = COPIERS.get(literal);
  if (copier === undefined) {
    const copyOf = guarded(literal as unknown as Copier);
    copier = (base) => copyOf(base) ?? { ...base };
    COPIERS.set(literal, copier);
  }
  return copier;
}

/** A player one level, in `startGameWith`'s order of keys (`PlayerState`). */
const playerLiteral: Copier = (p) => ({
  id: p.id,
  name: p.name,
  seat: p.seat,
  role: p.role,
  initialRole: p.initialRole,
  health: p.health,
  announced: p.announced,
  markers: p.markers,
});
const playerLevel = guarded(playerLiteral);

/** The keys a player copied by its literal has, in order: a game's players must have these (a test checks it). */
export const PLAYER_KEYS: readonly string[] = Object.keys(playerLiteral({}));

/** What the table was told of a player (`PlayerState['announced']`). */
const announcedLevel = guarded((a) => ({ health: a.health, role: a.role }));

/**
 * A player's deep copy (`copy`'s): its two records by their literals, its
 * markers by `copy` (their keys are the ruleset's, and come and go). A player
 * of other keys goes to `copy` whole.
 */
export function copyPlayer(player: unknown, copy: (value: unknown) => unknown): unknown {
  if (!isRecord(player)) return copy(player);
  const out = playerLevel(player);
  if (out === null) return copy(player);
  const announced = isRecord(out.announced) ? announcedLevel(out.announced) : null;
  out.announced = announced ?? copy(out.announced);
  out.markers = copy(out.markers);
  return out;
}
