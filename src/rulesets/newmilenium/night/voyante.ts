/**
 * The Voyantes (003:107, 118-120): each goes to a house and sees everyone
 * sleeping there, Planqués included, with their roles or their natures (both
 * with the Sympathique's gift).
 */
import { orderOf, type PlayerId } from '../../../engine';
import { voyanteNatures, voyanteRoles } from '../orders/night';
import { housesInPlay, inHouse } from '../queries/houses';
import { houseName, name, nature, roleNames, rolesOf } from '../queries/people';
import { boostedTonight, canAct, whyIdle } from '../queries/powers';
import type { NCtx, NGame } from '../types';
import { goOut, mj, paranoid, tell, usePower } from './common';
import { bookOf } from '../book';

function seen(s: NGame, id: PlayerId, mode: 'roles' | 'natures' | 'both'): string {
  const roles = roleNames(rolesOf(s, id));
  if (mode === 'both') return `${name(s, id)} (${nature(s, id)} ; ${roles})`;
  return `${name(s, id)} (${mode === 'roles' ? roles : nature(s, id)})`;
}

export function runVoyante(ctx: NCtx, v: PlayerId): void {
  const s = ctx.s;
  const roles = orderOf(bookOf(s), v, voyanteRoles);
  const house = (roles ?? orderOf(bookOf(s), v, voyanteNatures))?.[0];
  if (!house) return;
  if (!canAct(s, v)) return mj(ctx, `Voyante : ${name(s, v)} ${whyIdle(s, v)}, sans effet.`);
  if (!housesInPlay(s).includes(house)) return mj(ctx, `Voyante : ${houseName(s, house)} n’est plus en jeu.`);
  const mode = boostedTonight(s, v, 'voyante') ? 'both' : roles ? 'roles' : 'natures';
  goOut(ctx, v, 'voyante');
  usePower(ctx, v, 'voyante', { houses: [house] });
  const inside = inHouse(s, house).filter((id) => id !== v);
  const list = inside.map((id) => seen(s, id, mode)).join(', ');
  const where = `${houseName(s, house)}`;
  tell(
    ctx,
    [v],
    `Voyante : ${name(s, v)} épie ${where} : ${list || 'personne'}.`,
    inside.length > 0 ? `Dans ${where}, vous voyez : ${list}.` : `Dans ${where}, il n’y a personne cette nuit.`,
  );
  for (const id of inside) paranoid(ctx, id, v, 'voyante');
}
