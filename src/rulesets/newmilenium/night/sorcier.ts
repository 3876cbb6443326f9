/**
 * The Sorciers (003:77, 90, 106, 140): once in the game, a death ritual from
 * home, on a player wherever he sleeps — or, with the houses option, on
 * everyone sleeping in a house. A Planqué hiding with the target learns that
 * his host was targeted, not by whom.
 */
import { orderOf, type PlayerId } from '../../../engine';
import { kill } from '../deaths';
import { flag } from '../options';
import { roleName } from '../roles';
import { sorcier } from '../orders/night';
import { bed, hiddenIn, housesInPlay, inHouse, isHidden } from '../queries/houses';
import { de, houseName, name, names, present } from '../queries/people';
import { canAct, usesLeft } from '../queries/powers';
import type { NCtx, RoleId } from '../types';
import { mj, tell, usePower } from './common';
import { bookOf } from '../book';

/**
 * Those hiding where `target` sleeps learn that a power struck their host
 * (003:90); the one who used it, hiding there himself, learns nothing new.
 */
export function hostAlert(ctx: NCtx, target: PlayerId, role: RoleId, by: PlayerId): void {
  const s = ctx.s;
  const house = bed(s, target);
  if (house === null || isHidden(s, target)) return;
  const hiders = hiddenIn(s, house).filter((id) => id !== target && id !== by);
  tell(
    ctx,
    hiders,
    `Les planqués chez ${name(s, house)} apprennent que leur logeur est visé (${roleName(role)}).`,
    `Votre logeur est visé cette nuit par un pouvoir ${de(roleName(role))} ; vous ne savez pas qui l’a lancé.`,
  );
}

export function runSorcier(ctx: NCtx, w: PlayerId): void {
  const s = ctx.s;
  const target = orderOf(bookOf(s), w, sorcier)?.[0];
  if (!target) return;
  if (!canAct(s, w) || usesLeft(s, w, 'rituel') <= 0)
    return mj(ctx, `Sorcier : ${name(s, w)} ne peut pas lancer de rituel, sans effet.`);
  if (flag(s, 'maisons')) {
    if (!housesInPlay(s).includes(target)) return mj(ctx, `Sorcier : ${houseName(s, target)} n’est plus en jeu.`);
    const victims = inHouse(s, target);
    s.rs.uses[w]!.rituel--;
    usePower(ctx, w, 'sorcier', { houses: [target] });
    mj(
      ctx,
      `Sorcier : ${name(s, w)} lance son rituel sur ${houseName(s, target)} (${victims.length > 0 ? names(s, victims) : 'personne'}).`,
    );
    for (const id of victims) kill(ctx, id, 'sorcier', [w]);
    return;
  }
  if (!present(s, target)) return mj(ctx, `Sorcier : ${name(s, target)} n’est plus là, le rituel est gardé.`);
  s.rs.uses[w]!.rituel--;
  usePower(ctx, w, 'sorcier', { on: [target] });
  mj(ctx, `Sorcier : ${name(s, w)} lance son rituel sur ${name(s, target)}.`);
  hostAlert(ctx, target, 'sorcier', w);
  kill(ctx, target, 'sorcier', [w]);
}
