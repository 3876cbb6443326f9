/**
 * The deal (003_7860fbf4cb88296e.txt:3, 26-49, 68): the natures are the
 * composition's cards, dealt by the engine (at random from the seed, or card
 * by card); each player then draws two roles with the book's weights (at
 * random, or entered by the MJ), each Assassin gets six targets, and the
 * holders of a night role held by several draw their secret numbers.
 */
import { type GameSetup, type PlayerId, playerIn, playerRead } from '../../engine';
import { drawOrderNumbers } from './mechanisms/order-numbers';
import { manualRoles, manualTargets } from './options';
import { NIGHT_ROLES, WEIGHTS, isRole, roleName } from './roles';
import { initialState, noUses } from './state';
import { de, name } from './queries/people';
import type { Hand, NCtx, NState, RoleId, Uses } from './types';

/**
 * The book leaves the natures' counts to the MJ (003:131): about one wolf in
 * four and a half, and one Assassin from ten players (two from 25).
 */
export function suggestComposition(players: number): string[] {
  const wolves = Math.max(1, Math.round(players / 4.5));
  const assassins = players >= 25 ? 2 : players >= 10 ? 1 : 0;
  const villagers = Math.max(1, players - wolves - assassins);
  const fill = (id: string, n: number) => Array.from({ length: n }, () => id);
  return [...fill('loup', wolves), ...fill('assassin', assassins), ...fill('villageois', villagers)].slice(0, players);
}

export function validateSetup(setup: GameSetup): string | null {
  const roles = setup.composition.filter((c) => isRole(c));
  if (roles.length > 0)
    return 'Les rôles sont tirés au sort, deux par joueur : la composition ne compte que des natures (Loup, Villageois, Assassin).';
  if (!setup.composition.includes('loup')) return 'Il faut au moins un loup.';
  if (!setup.composition.includes('villageois')) return 'Il faut au moins un villageois.';
  return null;
}

/** Targets per Assassin: six, or every other player at a smaller table (003:68). */
export function targetCount(players: number): number {
  return Math.min(6, players - 1);
}

/** One role drawn with the book's weights, out of 200 (003:26-47). */
export function drawRole(ctx: NCtx, who: PlayerId, slot: 1 | 2): RoleId {
  return ctx.weighted(WEIGHTS, `rôle ${slot} ${de(name(ctx.s, who))}`);
}

/**
 * Two roles for a player: a second role equal to the first is drawn again,
 * every draw logged (reading choice: docs/rulesets/newmilenium.md).
 */
export function drawHand(ctx: NCtx, who: PlayerId, first?: RoleId): [RoleId, RoleId] {
  const a = first ?? drawRole(ctx, who, 1);
  let b = drawRole(ctx, who, 2);
  while (b === a) b = drawRole(ctx, who, 2);
  return [a, b];
}

export function drawTargets(ctx: NCtx, assassin: PlayerId): PlayerId[] {
  const others = ctx.s.order.filter((id) => id !== assassin);
  return ctx.shuffle(others, `cibles de l’Assassin ${name(ctx.s, assassin)}`).slice(0, targetCount(ctx.s.order.length));
}

/** Uses of the limited powers (003:68, 73, 77-78, 94-95, 126-127). */
export function startUses(roles: readonly RoleId[], assassin: boolean): Uses {
  const u = noUses();
  const has = (r: RoleId) => roles.includes(r);
  if (has('planque')) u.planque = 3;
  if (has('sorcier')) u.rituel = 1;
  if (has('necromancienne')) u.potion = 1;
  if (has('chatelain')) u.chatelain = 1;
  if (has('vieux-chiant')) u['vieux-chiant'] = 1;
  if (has('fuyard')) u.fuyard = 1;
  if (has('sympathique')) u.sympathique = 1;
  if (assassin) u.meurtre = 1;
  return u;
}

/** The secret numbers of every night role held by several, and of the Assassins when several (003:3, 49). */
export function drawNumbers(ctx: NCtx): void {
  const s = ctx.s;
  const numbers: NState['numbers'] = {};
  for (const role of NIGHT_ROLES) {
    const held = s.order.filter((id) => s.rs.hands[id]!.roles.includes(role));
    if (held.length > 1) numbers[role] = drawOrderNumbers(ctx, held, role);
  }
  const assassins = s.order.filter((id) => playerRead(s.players, id).role === 'assassin');
  if (assassins.length > 1) numbers.assassin = drawOrderNumbers(ctx, assassins, 'assassin');
  s.rs.numbers = numbers;
}

/** Everyone's hand settled: uses counted, numbers drawn, the deal logged for the MJ. */
export function settleDeal(ctx: NCtx, hands: Record<PlayerId, Hand>): void {
  const s = ctx.s;
  s.rs.hands = hands;
  for (const id of s.order) s.rs.uses[id] = startUses(hands[id]!.roles, playerRead(s.players, id).role === 'assassin');
  drawNumbers(ctx);
  ctx.emit(
    'tirage',
    { to: 'mj' },
    () =>
      `Rôles tirés — ${s.order.map((id) => `${name(s, id)} : ${hands[id]!.roles.map(roleName).join(' et ')}`).join(' ; ')}`,
    { hands },
  );
}

/** The state once the natures are dealt: the roles and targets drawn, unless the MJ enters them (`tirage`). */
export function init(ctx: NCtx): NState {
  ctx.s.rs = initialState(ctx.s.order);
  if (manualRoles(ctx.s) || manualTargets(ctx.s)) return ctx.s.rs;
  const hands: Record<PlayerId, Hand> = {};
  for (const id of ctx.s.order) hands[id] = { roles: drawHand(ctx, id), targets: [] };
  for (const id of ctx.s.order)
    if (playerIn(ctx.s.players, id).role === 'assassin') hands[id]!.targets = drawTargets(ctx, id);
  settleDeal(ctx, hands);
  return ctx.s.rs;
}
