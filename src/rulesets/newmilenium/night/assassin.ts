/**
 * The Assassins (003:68, 89, 117, 144-145): one kill in the game, on a player
 * tracked wherever he sleeps (the MJ tells the Assassin whose house he
 * reaches). Killing a Planqué's host, he and the Planqué see each other and
 * he may kill the Planqué too; with the simplified Planqué, finding a
 * Planqué there lets him kill anyone of the house.
 */
import { orderOf, type PlayerId } from '../../../engine';
import { kill, pause } from '../deaths';
import { flag } from '../options';
import { assassin } from '../orders/night';
import { bed, hiddenIn, inHouse, isHidden } from '../queries/houses';
import { alive, houseName, name, names, present } from '../queries/people';
import { canAct, usesLeft } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, tell, usePower } from './common';
import { bookOf } from '../book';

export function runAssassin(ctx: NCtx, a: PlayerId): void {
  const s = ctx.s;
  const target = orderOf(bookOf(s), a, assassin)?.[0];
  if (!target) return;
  if (!canAct(s, a) || usesLeft(s, a, 'meurtre') <= 0)
    return mj(ctx, `Assassin : ${name(s, a)} ne peut pas tuer cette nuit, sans effet.`);
  if (!present(s, target)) return mj(ctx, `Assassin : ${name(s, target)} n’est plus là, le meurtre est gardé.`);
  const house = bed(s, target)!;
  s.rs.uses[a]!.meurtre--;
  goOut(ctx, a, 'assassin');
  usePower(ctx, a, 'assassin', { on: [target] });
  tell(
    ctx,
    [a],
    `Assassin : ${name(s, a)} traque ${name(s, target)} jusqu’à ${houseName(s, house)}.`,
    `${name(s, target)} est dans ${houseName(s, house)} : vous vous y rendez.`,
  );
  kill(ctx, target, 'assassin', [a]);
  const hiders = hiddenIn(s, house).filter((id) => id !== target && alive(s, id));
  if (flag(s, 'planqueSimplifie')) {
    if (!isHidden(s, target) && hiders.length === 0) return;
    const others = inHouse(s, house).filter((id) => id !== target && id !== a && alive(s, id));
    if (others.length === 0) return;
    tell(
      ctx,
      [a],
      `Assassin : ${name(s, a)} trouve aussi ${names(s, others)} dans ${houseName(s, house)}.`,
      `Dans ${houseName(s, house)} dorment aussi : ${names(s, others)}.`,
    );
    ctx.react('assassin-prime', { house, actor: a, candidates: others });
    return pause(ctx);
  }
  if (isHidden(s, target) || hiders.length === 0) return;
  tell(
    ctx,
    hiders,
    `${names(s, hiders)} voi(en)t l’Assassin ${name(s, a)} tuer ${name(s, target)}.`,
    `${name(s, a)} vient tuer ${name(s, target)}, chez qui vous vous cachez : vous vous êtes vus.`,
  );
  tell(
    ctx,
    [a],
    `Assassin : ${name(s, a)} trouve ${names(s, hiders)} caché·e(s) chez ${name(s, target)}.`,
    `Chez ${name(s, target)}, vous trouvez ${names(s, hiders)}, caché·e(s) là : vous vous êtes vus.`,
  );
  ctx.react('assassin-prime', { house, actor: a, candidates: hiders });
  pause(ctx);
}
