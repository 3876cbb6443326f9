/**
 * The Nécromanciennes (003:73, 80, 97, 146): a potion brings back someone who
 * died this same night, and she goes to the house where he lies. Bringing
 * back a Planqué's host, she and the Planqué see each other and learn each
 * other's role; with the simplified Planqué, when host and Planqué lie dead
 * together she may bring back whom she chooses among them instead.
 */
import { orderOf, type PlayerId } from '../../../engine';
import { nightDeaths, pause, resurrect } from '../deaths';
import { flag } from '../options';
import { necromancienne } from '../orders/night';
import { bed, hiddenIn, inHouse, isHidden } from '../queries/houses';
import { alive, houseName, name, names } from '../queries/people';
import { canAct, usesLeft } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, paranoid, tell, usePower } from './common';
import { bookOf } from '../book';

/** Spend a potion on `ids`, dead tonight in `house`. */
export function bringBack(ctx: NCtx, n: PlayerId, ids: readonly PlayerId[], house: PlayerId): void {
  const s = ctx.s;
  s.rs.uses[n]!.potion--;
  goOut(ctx, n, 'necromancienne');
  usePower(ctx, n, 'necromancienne', { on: [...ids] });
  for (const id of ids) resurrect(ctx, id, n);
  tell(
    ctx,
    [n],
    `Nécromancienne : ${name(s, n)} ramène ${names(s, ids)} à la vie.`,
    `Vous vous rendez dans ${houseName(s, house)} et ramenez ${names(s, ids)} à la vie.`,
  );
  for (const id of ids) paranoid(ctx, id, n, 'necromancienne');
  if (flag(s, 'planqueSimplifie')) return;
  for (const id of ids) {
    if (isHidden(s, id)) continue;
    const hiders = hiddenIn(s, house).filter((x) => alive(s, x) && x !== n);
    if (hiders.length === 0) continue;
    tell(
      ctx,
      hiders,
      `${names(s, hiders)} voi(en)t ${name(s, n)} ramener ${name(s, id)}.`,
      `${name(s, n)}, Nécromancienne, ramène à la vie ${name(s, id)}, chez qui vous vous cachez : vous vous êtes vus.`,
    );
    tell(
      ctx,
      [n],
      `Nécromancienne : ${name(s, n)} voit ${names(s, hiders)} chez ${name(s, id)}.`,
      `Chez ${name(s, id)}, vous voyez ${names(s, hiders)} : Planqué·e(s).`,
    );
  }
}

export function runNecromancienne(ctx: NCtx, n: PlayerId): void {
  const s = ctx.s;
  const target = orderOf(bookOf(s), n, necromancienne)?.[0];
  if (!target) return;
  if (!canAct(s, n) || usesLeft(s, n, 'potion') <= 0)
    return mj(ctx, `Nécromancienne : ${name(s, n)} ne peut pas agir, sans effet.`);
  if (!nightDeaths(s).includes(target))
    return mj(ctx, `Nécromancienne : ${name(s, target)} n’est pas mort·e cette nuit, la potion est gardée.`);
  const house = bed(s, target) ?? target;
  if (flag(s, 'planqueSimplifie')) {
    const dead = inHouse(s, house).filter((id) => id !== n && nightDeaths(s).includes(id));
    if (dead.length > 1 && dead.some((id) => isHidden(s, id))) {
      tell(
        ctx,
        [n],
        `Nécromancienne : ${name(s, n)} trouve ${names(s, dead)} morts dans ${houseName(s, house)}.`,
        `Dans ${houseName(s, house)} gisent ${names(s, dead)} : vous pouvez ramener qui vous voulez parmi eux.`,
      );
      ctx.react('necro-choix', { house, actor: n, candidates: dead });
      return pause(ctx);
    }
  }
  bringBack(ctx, n, [target], house);
}
