/**
 * The camps and the starting items: the players are split at random into
 * wolves and villagers (the two « cards » of the composition, dealt by the
 * engine from the seed), then each gets two items drawn from the pool, never
 * two « donne des envies de » items (002_8a15d59d81dc3fa5.txt:4-6, 42, 71-73).
 */
import { playerIn, type GameSetup, type PlayerId } from '../../engine';
import { ITEMS, kindOf, POOL, SHOP, type ItemKind } from './items';
import { manualDeal } from './options';
import { initialState } from './state';
import { give, mint } from './stock';
import type { LCtx, LState } from './types';

/** 4 wolves for 16 players (line 5): one player in four, at least one. */
export function wolvesFor(players: number): number {
  return Math.max(1, Math.round(players / 4));
}

export function suggestComposition(players: number): string[] {
  const wolves = wolvesFor(players);
  return [
    ...Array.from({ length: wolves }, () => 'loup'),
    ...Array.from({ length: players - wolves }, () => 'villageois'),
  ];
}

export function validateSetup(setup: GameSetup): string | null {
  if (!setup.composition.includes('loup')) return 'Il faut au moins un loup.';
  if (!setup.composition.includes('villageois')) return 'Il faut au moins un villageois.';
  return null;
}

/**
 * The items dealt for `players` players: the book's pool is made for 16
 * (32 items); fewer players draw from it, more players get extra Pigeons.
 */
export function poolFor(players: number): ItemKind[] {
  const pool = POOL.flatMap(([k, n]) => Array.from({ length: n }, () => k));
  while (pool.length < players * 2) pool.push('pigeon');
  return pool;
}

const craving = (k: ItemKind) => ITEMS[k].craving !== null;

function pairsOk(deck: readonly ItemKind[], players: number): boolean {
  for (let i = 0; i < players; i++) if (craving(deck[2 * i]!) && craving(deck[2 * i + 1]!)) return false;
  return true;
}

/**
 * Shuffle until no player holds two « envies » items (line 72), every try
 * logged; a shuffle fails about one time in four, so a few tries suffice.
 */
export function dealItems(ctx: LCtx, order: readonly PlayerId[]): Record<PlayerId, ItemKind[]> {
  const pool = poolFor(order.length);
  let deck: ItemKind[] = [];
  for (let tries = 1; tries <= 100; tries++) {
    deck = ctx.shuffle(pool, tries === 1 ? 'distribution des objets' : `distribution des objets, essai ${tries}`);
    if (pairsOk(deck, order.length)) break;
  }
  if (!pairsOk(deck, order.length)) throw new Error('no deal without two craving items found');
  const out: Record<PlayerId, ItemKind[]> = {};
  order.forEach((id, i) => {
    out[id] = [deck[2 * i]!, deck[2 * i + 1]!];
  });
  return out;
}

/** Fill the shop (line 73); the items left out of a smaller table are out of the game. */
export function stockShop(ctx: LCtx): void {
  for (const [k, n] of SHOP) for (let i = 0; i < n; i++) ctx.s.rs.shop.push(mint(ctx, k));
}

/** Hand out a deal (random or entered by the MJ); the pool's leftovers leave the game. */
export function handOut(ctx: LCtx, deal: Record<PlayerId, ItemKind[]>): void {
  const left = poolFor(ctx.s.order.length);
  for (const id of ctx.s.order) {
    for (const k of deal[id] ?? []) left.splice(left.indexOf(k), 1);
    give(
      ctx,
      id,
      (deal[id] ?? []).map((k) => mint(ctx, k)),
    );
  }
  for (const k of left) {
    const inst = mint(ctx, k);
    ctx.s.rs.removed.push({ item: inst, reason: 'non distribué (moins de 16 joueurs)', day: 0 });
  }
  const text = ctx.s.order
    .map((id) => `${playerIn(ctx.s.players, id).name} : ${(deal[id] ?? []).map((k) => ITEMS[k].name).join(', ')}`)
    .join(' ; ');
  ctx.emit('objets', { to: 'mj' }, () => `Objets distribués — ${text}`, { deal });
}

/** The ruleset's state once the camps are dealt: the shop stocked, the items dealt at random unless the MJ enters them. */
export function init(ctx: LCtx): LState {
  ctx.s.rs = initialState(ctx.s.order);
  stockShop(ctx);
  if (!manualDeal(ctx.s)) handOut(ctx, dealItems(ctx, ctx.s.order));
  ctx.s.rs.shopShown = ctx.s.rs.shop.map(kindOf);
  return ctx.s.rs;
}
