/**
 * The Planqués (003:78-90; simplified, 003:143-148): each hides in another
 * player's house, first of the night. His host finds him at once if
 * Paranoïaque or Détective; with the simplified Planqué, after the swaps,
 * only if the host sleeps there, and hiders in one house find each other.
 */
import { orderOf, type PlayerId } from '../../../engine';
import { moveBed } from '../mechanisms/houses';
import { flag } from '../options';
import { planque } from '../orders/night';
import { hiddenIn, housesInPlay, residents } from '../queries/houses';
import { hasRole, houseName, isWolf, name, names } from '../queries/people';
import { canAct, salbatarised, usesLeft } from '../queries/powers';
import type { NCtx, NGame } from '../types';
import { goOut, mj, tell, usePower } from './common';
import { bookOf } from '../book';

const spots = (s: NGame, id: PlayerId): 'paranoiaque' | 'detective' | null => {
  if (salbatarised(s, id)) return null;
  if (hasRole(s, id, 'paranoiaque')) return 'paranoiaque';
  return hasRole(s, id, 'detective') ? 'detective' : null;
};

/** The host finds his Planqué (003:84-86): the Paranoïaque and the Planqué know of each other; the Détective alone knows. */
function found(ctx: NCtx, host: PlayerId, hider: PlayerId, how: 'paranoiaque' | 'detective'): void {
  const s = ctx.s;
  const h = name(s, host);
  const p = name(s, hider);
  if (how === 'paranoiaque') {
    // A wolf host opens his house to the pack: it may come for the Planqué (003:85).
    if (isWolf(s, host) && !s.rs.night.dens.includes(host)) s.rs.night.dens.push(host);
    tell(
      ctx,
      [host],
      `Paranoïaque : ${h} repère ${p}, planqué·e chez lui ou elle.`,
      `${p} (Planqué) s’installe chez vous cette nuit ; il ou elle sait que vous l’avez repéré·e.`,
    );
    tell(ctx, [hider], `${p} se sait repéré·e par ${h}.`, `${h}, chez qui vous vous cachez, vous a repéré·e.`);
  } else {
    tell(
      ctx,
      [host],
      `Détective : ${h} repère ${p}, planqué·e chez lui ou elle.`,
      `${p} (Planqué) se cache chez vous cette nuit, sans savoir que vous l’avez repéré·e.`,
    );
  }
}

export function runPlanque(ctx: NCtx, p: PlayerId): void {
  const s = ctx.s;
  const house = orderOf(bookOf(s), p, planque)?.[0];
  if (!house) return;
  if (!canAct(s, p) || usesLeft(s, p, 'planque') <= 0)
    return mj(ctx, `Planqué : ${name(s, p)} ne peut plus se cacher, sans effet.`);
  if (house === p || !housesInPlay(s).includes(house))
    return mj(ctx, `Planqué : ${houseName(s, house)} n’est plus en jeu, ${name(s, p)} reste chez lui ou elle.`);
  s.rs.uses[p]!.planque--;
  s.rs.night.hidden[p] = house;
  s.rs.night.beds = moveBed(s.rs.night.beds, p, house);
  usePower(ctx, p, 'planque', { houses: [house] });
  goOut(ctx, p, 'planque');
  mj(
    ctx,
    `Planqué : ${name(s, p)} se cache chez ${name(s, house)} (reste ${s.rs.uses[p]!.planque} planque${s.rs.uses[p]!.planque > 1 ? 's' : ''}).`,
  );
  if (flag(s, 'planqueSimplifie')) return;
  for (const host of residents(s, house)) {
    const how = spots(s, host);
    if (how) found(ctx, host, p, how);
  }
}

/** With the simplified Planqué, who finds whom once the swaps are done (003:143). */
export function findAfterSwaps(ctx: NCtx): void {
  const s = ctx.s;
  const houses = [...new Set(Object.values(s.rs.night.hidden))];
  for (const house of houses) {
    const hiders = hiddenIn(s, house);
    for (const host of residents(s, house)) {
      const how = spots(s, host);
      if (!how) continue;
      // The simplified text keeps the Paranoïaque's finding, so a wolf host still opens his house to the pack (003:85).
      if (how === 'paranoiaque' && isWolf(s, host) && !s.rs.night.dens.includes(host)) s.rs.night.dens.push(host);
      tell(
        ctx,
        [host],
        `${name(s, host)} découvre chez lui ou elle : ${names(s, hiders)}.`,
        `Chez vous cette nuit se cachent : ${names(s, hiders)}. Ils savent que vous les avez découverts.`,
      );
      tell(
        ctx,
        hiders,
        `${names(s, hiders)} se savent découverts par ${name(s, host)}.`,
        `${name(s, host)}, chez qui vous vous cachez, vous a découvert·e.`,
      );
    }
    if (hiders.length > 1) {
      for (const h of hiders) {
        const others = hiders.filter((x) => x !== h);
        tell(
          ctx,
          [h],
          `${name(s, h)} trouve aussi ${names(s, others)} caché·e(s) chez ${name(s, house)}.`,
          `D’autres se cachent avec vous chez ${name(s, house)} : ${names(s, others)}.`,
        );
      }
    }
  }
}
