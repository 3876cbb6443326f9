/**
 * The wolves (003:20-21, 67, 79, 83, 85, 126, 141, 144): the house most
 * named by the wolves who may still kill (a logged draw on a tie; no attack
 * without such an order). The one sleeping there dies, unless the house is
 * protected or he is a Vieux Chiant with a resistance left; the pack never
 * kills one of its own unless the option of 003:141 lets it attack wolves'
 * houses. Planqués found there are the pack's choice.
 */
import { entered, type PlayerId } from '../../../engine';
import { settleMajority } from '../mechanisms/majority';
import { kill, pause } from '../deaths';
import { flag } from '../options';
import { loups, wolfTargets } from '../orders/night';
import { hiddenIn, residents } from '../queries/houses';
import { hasRole, houseName, isWolf, name, names } from '../queries/people';
import { canAct, salbatarised, usesLeft } from '../queries/powers';
import type { NCtx, NGame } from '../types';
import { goOut, mj, tell, usePower } from './common';
import { bookOf } from '../book';

/** A wolves' kill: the Vieux Chiant resists while he has a resistance left (003:110, 126). */
export function wolfKill(ctx: NCtx, id: PlayerId, by: PlayerId[]): void {
  const s = ctx.s;
  if (hasRole(s, id, 'vieux-chiant') && !salbatarised(s, id) && usesLeft(s, id, 'vieux-chiant') > 0) {
    s.rs.uses[id]!['vieux-chiant']--;
    mj(ctx, `Loups : ${name(s, id)} résiste à l’attaque (Vieux Chiant).`);
    tell(
      ctx,
      [id],
      `${name(s, id)} survit aux loups.`,
      'Les loups vous ont attaqué·e cette nuit : vous leur avez tenu tête, et vous survivez.',
    );
    return;
  }
  kill(ctx, id, 'loups', by);
}

/** Whom the pack may kill in a house: never a wolf, unless the option of 003:141 is on. */
function preys(s: NGame, ids: readonly PlayerId[]): PlayerId[] {
  return ids.filter((id) => flag(s, 'loupsMaisonLoup') || !isWolf(s, id));
}

export function attackHouse(ctx: NCtx, house: PlayerId, by: PlayerId[]): void {
  const s = ctx.s;
  if (s.rs.night.protected.includes(house))
    return mj(ctx, `Loups : ${houseName(s, house)} est protégée, l’attaque échoue.`);
  // In a wolf's den the pack takes any number among the host and the Planqués (003:85).
  const den = s.rs.night.dens.includes(house) && !flag(s, 'loupsMaisonLoup');
  const sleepers = den ? residents(s, house) : preys(s, residents(s, house));
  const hiders = den ? hiddenIn(s, house) : preys(s, hiddenIn(s, house));
  if (hiders.length > 0)
    tell(
      ctx,
      by,
      `Les loups trouvent dans ${houseName(s, house)} : ${names(s, hiders)}, caché·e(s).`,
      `Dans ${houseName(s, house)}, vous trouvez aussi ${names(s, hiders)}, caché·e(s) là.`,
    );
  if ((den || flag(s, 'planqueSimplifie')) && hiders.length > 0) {
    // The pack chooses among everyone there (003:85, 144).
    ctx.react('loups-choix', { house, actor: by[0]!, candidates: [...sleepers, ...hiders] });
    return pause(ctx);
  }
  if (sleepers.length === 0) mj(ctx, `Loups : personne à tuer dans ${houseName(s, house)}.`);
  for (const id of sleepers) wolfKill(ctx, id, by);
  if (hiders.length > 0) {
    ctx.react('loups-choix', { house, actor: by[0]!, candidates: hiders });
    pause(ctx);
  }
}

export function runLoups(ctx: NCtx): void {
  const s = ctx.s;
  const targets = wolfTargets(s);
  const counted = entered(bookOf(s), loups).filter(
    (o) => isWolf(s, o.player) && canAct(s, o.player) && targets.includes(o.value[0]!),
  );
  if (counted.length === 0)
    return mj(ctx, 'Loups : aucun ordre d’un loup qui puisse tuer, pas d’attaque cette nuit (003:21).');
  const house = settleMajority(
    ctx,
    counted.map((o) => o.value[0]!),
    'égalité entre les maisons visées par les loups',
    (h) => houseName(s, h),
  )!;
  const chose = counted.filter((o) => o.value[0] === house).map((o) => o.player);
  for (const o of counted) {
    goOut(ctx, o.player, 'loup');
    usePower(ctx, o.player, 'loup', { houses: [o.value[0]!] });
  }
  mj(ctx, `Loups : la meute attaque ${houseName(s, house)} (${names(s, chose)}).`);
  attackHouse(ctx, house, chose);
}
