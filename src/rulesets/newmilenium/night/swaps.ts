/**
 * The house swaps (003:12-13, 81, 88, 148): the day's mutual requests take
 * effect after the Planqués, for the night; a Planqué's swap is cancelled.
 * Whoever hides in a house hears its host leave and someone come in.
 */
import { swapBeds } from '../mechanisms/houses';
import type { PlayerId } from '../../../engine';
import { flag } from '../options';
import { hiddenIn, isHidden } from '../queries/houses';
import { name, present } from '../queries/people';
import type { NCtx } from '../types';
import { mj, tell } from './common';
import { findAfterSwaps } from './planque';

function swap(ctx: NCtx, a: PlayerId, b: PlayerId): void {
  const s = ctx.s;
  if (!present(s, a) || !present(s, b))
    return mj(ctx, `Échange entre ${name(s, a)} et ${name(s, b)} : l’un des deux n’est plus là, pas d’échange.`);
  const hider = [a, b].find((x) => isHidden(s, x));
  if (hider) {
    const other = hider === a ? b : a;
    mj(ctx, `Échange entre ${name(s, a)} et ${name(s, b)} annulé : ${name(s, hider)} est planqué·e (003:81).`);
    tell(
      ctx,
      [other],
      `${name(s, other)} apprend que l’échange avec ${name(s, hider)} n’a pas lieu.`,
      `${name(s, hider)} ne vient pas : votre échange de maison n’a pas lieu cette nuit.`,
    );
    return;
  }
  const hidersA = hiddenIn(s, a);
  const hidersB = hiddenIn(s, b);
  s.rs.night.beds = swapBeds(s.rs.night.beds, a, b);
  mj(ctx, `Échange : ${name(s, a)} dort chez ${name(s, b)}, et ${name(s, b)} chez ${name(s, a)}.`);
  for (const [house, hiders] of [
    [a, hidersA],
    [b, hidersB],
  ] as const) {
    tell(
      ctx,
      hiders,
      `Les planqués chez ${name(s, house)} entendent le logeur partir et quelqu’un entrer.`,
      'Votre logeur quitte la maison pour la nuit, et quelqu’un d’autre entre à sa place.',
    );
  }
}

export function runSwaps(ctx: NCtx): void {
  for (const [a, b] of ctx.s.rs.night.swaps) swap(ctx, a, b);
  if (flag(ctx.s, 'planqueSimplifie')) findAfterSwaps(ctx);
}
