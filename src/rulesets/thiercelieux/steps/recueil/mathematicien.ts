/**
 * Le Mathématicien (004:489-500): the distance, in seats around the table of
 * living players, from the named player to the nearest other wolf; 0 when none.
 */
import type { PlayerId } from '../../../../engine';
import { choose, de } from '../../../../engine';
import { aroundTable, AWAY, firstOf, holder, isWolf, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';

export function wolfDistance(s: TGame, target: PlayerId): number {
  const ring = aroundTable(s);
  const i = ring.indexOf(target);
  let best = 0;
  ring.forEach((id, j) => {
    if (id === target || !isWolf(s, id)) return;
    const d = Math.min(Math.abs(i - j), ring.length - Math.abs(i - j));
    if (best === 0 || d < best) best = d;
  });
  return best;
}

export const mathematicien = roleStep('mathematicien', {
  id: 'mathematicien',
  title: 'Le Mathématicien',
  line: () => 'Le Mathématicien se réveille et désigne en silence un habitant du village.',
  wakes: (s) => [holder(s, 'mathematicien')!],
  prompt: (s) => choose(s, { label: 'Joueur désigné', min: 1, max: 1 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value)!;
    const d = wolfDistance(s, target);
    ctx.emit(
      'mathematicien',
      { to: 'players', ids: [holder(s, 'mathematicien')!] },
      () => `Le loup le plus proche ${de(name(s, target))} est à ${d} ${d > 1 ? 'sièges' : 'siège'}.`,
      {
        target,
        distance: d,
      },
    );
    ctx.react('montrer', {
      title: 'Le Mathématicien',
      line: `Montrez ${d} avec vos doigts, sans désigner personne. Puis il se rendort.`,
    });
  },
});
