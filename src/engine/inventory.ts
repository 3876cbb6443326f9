/**
 * Money and items held by players (Quinte-bourg's coins, Lychantropia's items),
 * and shops. Helpers work on immer drafts and answer French reasons.
 */
import type { PlayerState } from './types';

type Holder = Pick<PlayerState, 'items' | 'money' | 'name'>;

export function countItem(p: Holder, item: string): number {
  return p.items.filter((i) => i === item).length;
}

export function hasItem(p: Holder, item: string, n = 1): boolean {
  return countItem(p, item) >= n;
}

export function giveItem(p: Holder, item: string, n = 1): void {
  for (let i = 0; i < n; i++) p.items.push(item);
}

/** Remove `n` copies; a French reason when the holder lacks them (nothing removed). */
export function takeItem(p: Holder, item: string, n = 1): string | null {
  if (!hasItem(p, item, n)) return `${p.name} ne possède pas ${n > 1 ? `${n} × ` : ''}« ${item} ».`;
  for (let i = 0; i < n; i++) p.items.splice(p.items.indexOf(item), 1);
  return null;
}

export function pay(from: Holder, to: Holder | null, amount: number): string | null {
  if (!Number.isInteger(amount) || amount < 0) return 'Le montant doit être un nombre entier positif.';
  if (from.money < amount) return `${from.name} n’a que ${from.money} pièce${from.money > 1 ? 's' : ''}.`;
  from.money -= amount;
  if (to) to.money += amount;
  return null;
}

/** A shop is a multiset of item ids. */
export type Shop = string[];

export function shopTake(shop: Shop, item: string): string | null {
  const i = shop.indexOf(item);
  if (i < 0) return `« ${item} » n’est pas en boutique.`;
  shop.splice(i, 1);
  return null;
}
