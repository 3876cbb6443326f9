/** Who holds which card: a party card (the role dealt) or an effect card (000_a045abd3825f1297.txt:112-118). */
import type { PlayerId } from '../../../engine';
import { mayChange } from '../../../engine/draft';
import type { QGame } from '../types';

export function effectOf(s: QGame, id: PlayerId): string {
  return s.rs.cards[id]!.effect;
}

/**
 * The holders of each party card in seating order, one index per game, kept
 * by its `setup`. Why that is safe: no rule changes a role after the deal (the
 * invariant « roles stay as dealt » checks it after every answer), and a
 * game's `setup` is its own object (`checkSetup` makes one per game), never
 * written nor copied, even by a playout's writer. So an index built from one
 * finished state of a game holds for all its later states, and for the
 * resolutions between them too, where reading each player would copy him
 * (`engine/copy-on-access.ts`). It is built only from a state that may not
 * change (`engine/draft.ts`), hence never before the deal is over.
 */
const holdersBySetup = new WeakMap<object, ReadonlyMap<string, readonly PlayerId[]>>();

function holdersIndex(s: QGame): ReadonlyMap<string, readonly PlayerId[]> | null {
  const known = holdersBySetup.get(s.setup);
  if (known || mayChange(s.players)) return known ?? null;
  const index = new Map<string, PlayerId[]>();
  for (const id of s.order) {
    const role = s.players[id]!.role;
    const ids = index.get(role);
    if (ids) ids.push(id);
    else index.set(role, [id]);
  }
  holdersBySetup.set(s.setup, index);
  return index;
}

const NOBODY: readonly PlayerId[] = [];

/** Players holding a party card, in seating order (read-only: shared by every call on the game). */
export function partyHolders(s: QGame, card: string): readonly PlayerId[] {
  const index = holdersIndex(s);
  if (!index) return s.order.filter((id) => s.players[id]!.role === card);
  return index.get(card) ?? NOBODY;
}

export function partyHolder(s: QGame, card: string): PlayerId | null {
  return partyHolders(s, card)[0] ?? null;
}

export function effectHolder(s: QGame, card: string): PlayerId | null {
  return s.order.find((id) => s.rs.cards[id]!.effect === card) ?? null;
}
