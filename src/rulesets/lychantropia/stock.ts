/**
 * Where every copy of an item is: in a hand, in the shop, on its way back to
 * the shop, or out of the game with a reason. Every move goes through here
 * (hands through `holdings.ts`), so the invariant « each copy exists exactly
 * once » can be checked at any time.
 */
import { playerIn, type PlayerId } from '../../engine';
import { addToHand, hand, takeFromHand } from './holdings';
import { describeItems, isOf, kindOf, type ItemKind } from './items';
import { de } from './state';
import type { LCtx } from './types';

/** Create a new copy of an item (the deal, the shop, a split Nid, a brewed potion). */
export function mint(ctx: LCtx, kind: ItemKind): string {
  const inst = `${kind}#${ctx.s.rs.minted.length + 1}`;
  ctx.s.rs.minted.push(inst);
  return inst;
}

export function removeForGood(ctx: LCtx, inst: string, reason: string): void {
  ctx.s.rs.removed.push({ item: inst, reason, day: ctx.s.clock.day });
}

/** Take up to `n` copies of `kind` from a hand, the last ones first (all of them when `n` is omitted). */
export function takeFrom(ctx: LCtx, id: PlayerId, kind: ItemKind, n = Infinity): string[] {
  return takeFromHand(ctx.s, id, kind, n);
}

/** Use up one copy of `kind` (a potion drunk, a Pigeon burnt…), noted for the Lorgnettes when at night. */
export function useUp(ctx: LCtx, id: PlayerId, kind: ItemKind, reason: string): boolean {
  const [inst] = takeFrom(ctx, id, kind, 1);
  if (!inst) return false;
  removeForGood(ctx, inst, reason);
  if (ctx.s.clock.phase === 'night') ctx.s.rs.night.used.push(kind);
  return true;
}

/** Noted for the Lorgnettes: an item acted at night without being used up (the Arbalète, the Boule…). */
export function noteUse(ctx: LCtx, kind: ItemKind): void {
  if (ctx.s.clock.phase === 'night') ctx.s.rs.night.used.push(kind);
}

/**
 * Put copies in a living player's hand. A Nid de pigeons splits into three
 * Pigeons at once (line 97); the Aimant leaves a hand of four items or more
 * (line 87).
 */
export function give(ctx: LCtx, id: PlayerId, items: readonly string[]): void {
  const who = playerIn(ctx.s.players, id).name;
  for (const inst of items) {
    if (kindOf(inst) === 'nid') {
      removeForGood(ctx, inst, 'scindé en trois Pigeons');
      for (let i = 0; i < 3; i++) addToHand(ctx.s, id, mint(ctx, 'pigeon'));
      const pm = 'Votre Nid de pigeons se change en trois Pigeons.';
      ctx.emit('nid', { to: 'players', ids: [id] }, () => `Le Nid de pigeons ${de(who)} se change en trois Pigeons.`, {
        pm,
      });
    } else addToHand(ctx.s, id, inst);
  }
  magnetCheck(ctx, id);
}

/** The Aimant leaves a hand holding four items or more, back to the shop at the next dawn (line 87). */
export function magnetCheck(ctx: LCtx, id: PlayerId): void {
  const p = playerIn(ctx.s.players, id);
  if (p.health === 'mort' || hand(ctx.s, id).length < 4) return;
  const lost = takeFrom(ctx, id, 'aimant');
  if (lost.length === 0) return;
  ctx.s.rs.toShop.push(...lost);
  const pm = `Vous tenez ${hand(ctx.s, id).length + lost.length} objets : votre Aimant vous échappe et retourne à la boutique.`;
  ctx.emit(
    'aimant-perdu',
    { to: 'players', ids: [id] },
    () => `${p.name} tient quatre objets ou plus : l’Aimant retourne à la boutique à la prochaine aube.`,
    { pm },
  );
}

export interface Transfer {
  from: PlayerId;
  to: PlayerId;
  kind: ItemKind;
  /** How many copies at most (all of them when omitted). */
  n?: number;
}

/** Move copies of an item from one hand to another (a lovers' gift, a theft). */
export function transfer(ctx: LCtx, { from, to, kind, n = Infinity }: Transfer): string[] {
  const moved = takeFrom(ctx, from, kind, n);
  give(ctx, to, moved);
  return moved;
}

export function shopTakeKind(ctx: LCtx, kind: ItemKind): string | null {
  const shop = ctx.s.rs.shop;
  const i = shop.findIndex((x) => isOf(x, kind));
  if (i < 0) return null;
  return shop.splice(i, 1)[0]!;
}

/** The shop as the table reads it: « Chaudron, Tonneau de bière ×2 ». */
export function describeShop(shop: readonly string[]): string {
  return shop.length === 0 ? 'vide' : describeItems(shop);
}
