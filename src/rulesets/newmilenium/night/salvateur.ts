/**
 * The Salvateurs (003:74, 83, 98): a house protected from the wolves, and the
 * Planqués hiding there with it; never twice in a row by any Salvateur (the
 * protection then does not happen).
 */
import { orderOf, type PlayerId } from '../../../engine';
import { salvateur } from '../orders/night';
import { housesInPlay, inHouse } from '../queries/houses';
import { houseName, name } from '../queries/people';
import { boostedTonight, canAct, whyIdle } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, paranoid, usePower } from './common';
import { bookOf } from '../book';

export function runSalvateur(ctx: NCtx, sv: PlayerId): void {
  const s = ctx.s;
  const wanted = orderOf(bookOf(s), sv, salvateur) ?? [];
  if (wanted.length === 0) return;
  if (!canAct(s, sv)) return mj(ctx, `Salvateur : ${name(s, sv)} ${whyIdle(s, sv)}, sans effet.`);
  const houses = wanted.slice(0, boostedTonight(s, sv, 'salvateur') ? 2 : 1).filter((h) => housesInPlay(s).includes(h));
  if (houses.length === 0) return;
  // He leaves his house unless he protects only his own (003:123).
  if (houses.some((h) => h !== sv)) goOut(ctx, sv, 'salvateur');
  usePower(ctx, sv, 'salvateur', { houses });
  for (const house of houses) {
    if (s.rs.last.protected.includes(house)) {
      mj(
        ctx,
        `Salvateur : ${houseName(s, house)} était protégée la nuit dernière ; la protection n’a pas lieu (003:74).`,
      );
      continue;
    }
    if (!s.rs.night.protected.includes(house)) s.rs.night.protected.push(house);
    mj(ctx, `Salvateur : ${name(s, sv)} protège ${houseName(s, house)}.`);
    for (const id of inHouse(s, house)) paranoid(ctx, id, sv, 'salvateur');
  }
}
