/**
 * The Araignées (003:90-91, 112): two players (three with the Sympathique's
 * gift) may write to each other the next day, two messages each (four). A
 * Planqué hiding with one of them learns that his host was targeted.
 */
import { orderOf, type PlayerId } from '../../../engine';
import { araignee } from '../orders/night';
import { name, names, present } from '../queries/people';
import { boostedTonight, canAct, whyIdle } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, paranoid, tell, usePower } from './common';
import { hostAlert } from './sorcier';
import { bookOf } from '../book';

export function runAraignee(ctx: NCtx, a: PlayerId): void {
  const s = ctx.s;
  const wanted = orderOf(bookOf(s), a, araignee) ?? [];
  if (wanted.length === 0) return;
  if (!canAct(s, a)) return mj(ctx, `Araignée : ${name(s, a)} ${whyIdle(s, a)}, sans effet.`);
  const boosted = boostedTonight(s, a, 'araignee');
  const members = wanted.slice(0, boosted ? 3 : 2).filter((id) => present(s, id));
  if (members.length < 2) return mj(ctx, `Araignée : il ne reste pas deux joueurs à relier, sans effet.`);
  const each = boosted ? 4 : 2;
  goOut(ctx, a, 'araignee');
  usePower(ctx, a, 'araignee', { on: members });
  s.rs.links.push({ members, each, by: a, day: s.clock.day });
  mj(ctx, `Araignée : ${name(s, a)} relie ${names(s, members)} (${each} messages chacun demain).`);
  for (const id of members) {
    paranoid(ctx, id, a, 'araignee');
    if (id !== a) hostAlert(ctx, id, 'araignee', a);
    const others = members.filter((x) => x !== id);
    tell(
      ctx,
      [id],
      `${name(s, id)} est relié·e à ${names(s, others)} par une Araignée.`,
      `Demain, vous pourrez écrire ${each} messages à ${names(s, others)}.`,
    );
  }
}
