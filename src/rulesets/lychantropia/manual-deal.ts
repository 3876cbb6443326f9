/**
 * The items the MJ drew by hand (`distributionObjets=manuelle`), as entered in
 * the `objets` book so far, and what may still be entered: two items each, no
 * more copies than the pool holds, never two that « donnent des envies »
 * (002_8a15d59d81dc3fa5.txt:72), and never an entry after which the items
 * left could no longer complete everyone's hand.
 */
import { memoBy, own, queN, type Json, type PlayerId, type Refusal } from '../../engine';
import { ITEMS, itemName, type ItemKind } from './items';
import { poolFor } from './setup';
import { name } from './state';
import type { LGame } from './types';

/** A book order's item and number of copies, when the order is one of the deal's. */
export type ReadDealt = (order: { kind: string; value: Json }) => { item: ItemKind; copies: number } | null;

const craves = (k: ItemKind): boolean => ITEMS[k].craving !== null;

interface Dealt {
  /** The items entered per player. */
  hands: Record<PlayerId, ItemKind[]>;
  /** Copies of each kind in the pool, and not dealt yet. */
  pool: Map<ItemKind, number>;
  left: Map<ItemKind, number>;
}

/** Checked for every player and kind each time the book is shown: worked out once per state (the engine's memo). */
export function dealtSoFar(g: LGame, read: ReadDealt): Dealt {
  return memoBy(dealtOf, [g, read] as const, g);
}

function dealtOf([g, read]: readonly [LGame, ReadDealt]): Dealt {
  const hands: Record<PlayerId, ItemKind[]> = {};
  for (const o of g.rs.book.orders) {
    const d = read(o);
    if (d) hands[o.player] = [...(own(hands, o.player) ?? []), ...Array.from({ length: d.copies }, () => d.item)];
  }
  const pool = new Map<ItemKind, number>();
  for (const k of poolFor(g.order.length)) pool.set(k, (pool.get(k) ?? 0) + 1);
  const left = new Map(pool);
  for (const ks of Object.values(hands)) for (const k of ks) left.set(k, (left.get(k) ?? 0) - 1);
  return { hands, pool, left };
}

/**
 * Whether the items left can still complete every hand, `player` holding
 * `mine`: a player may take one craving item at most if he holds none, so the
 * plain items must cover the rest.
 */
function completable(g: LGame, d: Dealt, player: PlayerId, mine: readonly ItemKind[]): boolean {
  let plain = 0;
  let craving = 0;
  for (const [k, n] of d.left) {
    const back = (own(d.hands, player) ?? []).filter((x) => x === k).length - mine.filter((x) => x === k).length;
    if (craves(k)) craving += n + back;
    else plain += n + back;
  }
  let need = 0;
  let cravingSlots = 0;
  for (const id of g.order) {
    const held = id === player ? mine : (own(d.hands, id) ?? []);
    const room = 2 - held.length;
    if (room <= 0) continue;
    need += room;
    if (!held.some(craves)) cravingSlots++;
  }
  return plain + Math.min(craving, cravingSlots) >= need;
}

/** Why `player` may not be entered as drawing `n` copies of `kind` (null: he may), with the book's line. */
export function dealRefusal(
  g: LGame,
  read: ReadDealt,
  player: PlayerId,
  kind: ItemKind,
  n: number,
): Exclude<Refusal, string> | null {
  const d = dealtSoFar(g, read);
  const held = own(d.hands, player) ?? [];
  const others = held.filter((k) => k !== kind);
  // Two items each, drawn from the pool of line 71, never two craving ones (line 72).
  if (others.length + n > 2) return { reason: `${name(g, player)} reçoit deux objets, pas plus.`, rule: '002:42' };
  const inPool = d.pool.get(kind) ?? 0;
  const free = (d.left.get(kind) ?? 0) + (held.length - others.length);
  if (n > free) return { reason: `Il n’y a ${queN(inPool)} × « ${itemName(kind)} » à distribuer.`, rule: '002:71' };
  const mine = [...others, ...Array.from({ length: n }, () => kind)];
  if (mine.filter(craves).length > 1)
    return { reason: 'Un joueur ne reçoit jamais deux objets qui « donnent des envies ».', rule: '002:72' };
  if (!completable(g, d, player, mine))
    return {
      reason:
        'Avec cet objet, ceux qui restent ne suffiraient plus à donner deux objets à chacun sans deux objets qui « donnent des envies ».',
      rule: '002:72',
    };
  return null;
}
