/**
 * The Corbeaux (003:76, 105, 139): two votes against a player at the next
 * bûcher, told in the morning; three votes over one to three targets with the
 * Sympathique's gift; with the houses option, against everyone sleeping in a
 * house.
 */
import { de, orderOf, type PlayerId } from '../../../engine';
import { flag } from '../options';
import { corbeau } from '../orders/night';
import { inHouse } from '../queries/houses';
import { alive, houseName, name, names, present } from '../queries/people';
import { boostedTonight, canAct, whyIdle } from '../queries/powers';
import type { NCtx } from '../types';
import { goOut, mj, paranoid, usePower } from './common';
import { bookOf } from '../book';

/** How three votes spread over one to three targets: the first named takes the most (reading choice). */
const SPLITS: Record<number, number[]> = { 1: [3], 2: [2, 1], 3: [1, 1, 1] };

export function runCorbeau(ctx: NCtx, c: PlayerId): void {
  const s = ctx.s;
  const wanted = orderOf(bookOf(s), c, corbeau) ?? [];
  if (wanted.length === 0) return;
  if (!canAct(s, c)) return mj(ctx, `Corbeau : ${name(s, c)} ${whyIdle(s, c)}, sans effet.`);
  const boosted = boostedTonight(s, c, 'corbeau');
  const list = wanted.slice(0, boosted ? 3 : 1);
  const split = boosted ? SPLITS[list.length]! : [2];
  const houses = flag(s, 'maisons');
  goOut(ctx, c, 'corbeau');
  usePower(ctx, c, 'corbeau', houses ? { houses: list } : { on: list });
  list.forEach((t, i) => {
    const n = split[i]!;
    const hit = (houses ? inHouse(s, t) : [t]).filter((id) => present(s, id));
    for (const id of hit) {
      s.rs.extra.push({ target: id, n, from: 'corbeau', source: c, day: s.clock.day });
      paranoid(ctx, id, c, 'corbeau');
    }
    if (hit.length > 0)
      mj(
        ctx,
        `Corbeau : ${name(s, c)} ajoute ${n} voix contre ${names(s, hit)}${houses ? ` (${houseName(s, t)})` : ''}.`,
      );
    // Nobody to vote against: say why rather than « contre personne ».
    else {
      const lost = n === 1 ? `la voix ${de(name(s, c))} est perdue` : `les ${n} voix ${de(name(s, c))} sont perdues`;
      const why = houses
        ? `personne n’est dans ${houseName(s, t)}`
        : `${name(s, t)} ${alive(s, t) ? 'est absent·e' : 'est mort·e'}`;
      mj(ctx, `Corbeau : ${why}, ${lost}.`);
    }
  });
}
