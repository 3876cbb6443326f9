/**
 * The Salbatars (003:75, 82, 99): everyone sleeping in the house — a Planqué
 * hiding there too, not a visitor — loses his powers for the night and the
 * next day, and is told at once; a house salbatarised the night before is
 * not touched again.
 */
import { orderOf, type PlayerId, playerIn } from '../../../engine';
import { salbatar } from '../orders/night';
import { housesInPlay, inHouse } from '../queries/houses';
import { houseName, name, names } from '../queries/people';
import { boostedTonight, canAct, whyIdle } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, paranoid, tell, usePower } from './common';
import { bookOf } from '../book';

export function runSalbatar(ctx: NCtx, sb: PlayerId): void {
  const s = ctx.s;
  const wanted = orderOf(bookOf(s), sb, salbatar) ?? [];
  if (wanted.length === 0) return;
  if (!canAct(s, sb)) return mj(ctx, `Salbatar : ${name(s, sb)} ${whyIdle(s, sb)}, sans effet.`);
  const houses = wanted.slice(0, boostedTonight(s, sb, 'salbatar') ? 2 : 1).filter((h) => housesInPlay(s).includes(h));
  if (houses.length === 0) return;
  goOut(ctx, sb, 'salbatar');
  usePower(ctx, sb, 'salbatar', { houses });
  for (const house of houses) {
    if (s.rs.last.salbatar.includes(house)) {
      mj(ctx, `Salbatar : ${houseName(s, house)} l’a déjà été la nuit dernière, sans effet (003:74-75).`);
      continue;
    }
    if (!s.rs.night.salbatar.includes(house)) s.rs.night.salbatar.push(house);
    const inside = inHouse(s, house);
    mj(
      ctx,
      `Salbatar : ${name(s, sb)} salbatarise ${houseName(s, house)} (${inside.length > 0 ? names(s, inside) : 'personne'}).`,
    );
    for (const id of inside) {
      paranoid(ctx, id, sb, 'salbatar');
      playerIn(s.players, id).markers.salbatarise = s.clock.day;
      tell(
        ctx,
        [id],
        `${name(s, id)} est salbatarisé·e.`,
        'Vous êtes salbatarisé·e : vous perdez tous vos pouvoirs cette nuit et demain, et vos ordres de cette nuit sont annulés.',
      );
    }
  }
}
