/**
 * What each player holds: the copies of items in his hand (`LState.hands`).
 * Every read and every change of a hand goes through here; moves between a
 * hand, the shop and the removed list are in `stock.ts`.
 */
import type { Draft } from 'immer';
import { asItStands, latestIndexed, memo, type PlayerId } from '../../engine';
import { isOf, kindOf, type ItemKind } from './items';
import { alive, illiterate, living } from './state';
import type { LGame } from './types';

const NONE: readonly string[] = Object.freeze([]);

/**
 * The copies a player holds (« pigeon#12 »…), in the order they came. Read as
 * the hands stand (`asItStands`): inside a playout's resolution, reading them
 * through `s.rs` would copy every hand to read one; a hand changed earlier in
 * the resolution is read as changed.
 */
export function hand(s: LGame, id: PlayerId): readonly string[] {
  return asItStands(s.rs).hands[id] ?? NONE;
}

/** Copies of one kind in a hand: a hand holds a few items, counted as they are (no cache to build for each new hand). */
export function count(s: LGame, id: PlayerId, kind: ItemKind): number {
  let n = 0;
  for (const item of hand(s, id)) if (isOf(item, kind)) n++;
  return n;
}

export function holds(s: LGame, id: PlayerId, kind: ItemKind): boolean {
  return count(s, id, kind) > 0;
}

/** Every player a hand is kept for (each seat, unless the state is broken). */
export function handOwners(s: LGame): PlayerId[] {
  return Object.keys(s.rs.hands);
}

/**
 * Living holders of an item, in seating order. Every order kind asks, many
 * times per answer: the index of every kind is kept by the engine for the
 * hands and the list of the living it was built from (a new players record
 * with the same living gives the very same list: the index stands).
 */
export function holders(s: LGame, kind: ItemKind): readonly PlayerId[] {
  const index = memo(indexNow, s);
  // Inside a resolution (no index): one walk for this one kind.
  if (!index) return living(s).filter((id) => holds(s, id, kind));
  // Most items are held by nobody: one shared empty list, not a new one per kind asked.
  return index.get(kind) ?? NOBODY;
}

const NOBODY: readonly PlayerId[] = Object.freeze([]);

/**
 * The index for the hands and the living `s` reads, kept for the last state
 * asked as well: a book's prompt asks for each item of one state in a row,
 * and the state's identity is one comparison where the inputs' are a list
 * made and compared (and the living asked) at every call.
 */
function indexNow(s: LGame): Map<ItemKind, PlayerId[]> | null {
  return latestIndexed(holdersIndex, s, [asItStands(s.rs).hands, living(s)]);
}

function holdersIndex(s: LGame): Map<ItemKind, PlayerId[]> {
  const index = new Map<ItemKind, PlayerId[]>();
  for (const id of living(s)) {
    for (const item of hand(s, id)) {
      const k = kindOf(item);
      const ids = index.get(k);
      // A player's copies come one after another: listed once, in seating order.
      if (!ids) index.set(k, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    }
  }
  return index;
}

/** May send a Pigeon (or burn one for a potion): alive, literate, with a Pigeon (line 78). */
export function canUsePigeon(s: LGame, id: PlayerId): boolean {
  return alive(s, id) && !illiterate(s, id) && holds(s, id, 'pigeon');
}

/** The flute player: whoever holds the Pipot now (line 89). */
export function piper(s: LGame): PlayerId | null {
  return holders(s, 'pipot')[0] ?? null;
}

// --- Changing a hand (for `stock.ts`, and tests setting a table up) ------------------------------

function handOf(d: Draft<LGame>, id: PlayerId): string[] {
  return (d.rs.hands[id] ??= []);
}

export function addToHand(d: Draft<LGame>, id: PlayerId, item: string): void {
  handOf(d, id).push(item);
}

/** Take up to `n` copies of `kind` from a hand, the last ones first (all of them when `n` is omitted); they keep their order. */
export function takeFromHand(d: Draft<LGame>, id: PlayerId, kind: ItemKind, n = Infinity): string[] {
  const items = handOf(d, id);
  const out: string[] = [];
  for (let i = items.length - 1; i >= 0 && out.length < n; i--) {
    if (isOf(items[i]!, kind)) out.unshift(items.splice(i, 1)[0]!);
  }
  return out;
}

/** Take the first copy of `kind` in a hand, if any. */
export function takeFirstFromHand(d: Draft<LGame>, id: PlayerId, kind: ItemKind): string | undefined {
  const items = handOf(d, id);
  const at = items.findIndex((i) => isOf(i, kind));
  return at < 0 ? undefined : items.splice(at, 1)[0];
}

/** Empty a hand, returning what it held. */
export function emptyHand(d: Draft<LGame>, id: PlayerId): string[] {
  return handOf(d, id).splice(0);
}
