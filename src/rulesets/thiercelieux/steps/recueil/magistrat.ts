/**
 * Le Magistrat (004:348-352): an immunity from the coming day's vote, never
 * to himself, never twice to the same player; announced at dawn.
 */
import { playerIn, type PlayerId, choose } from '../../../../engine';
import { firstOf, holder, name, names } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

const granted = (s: TGame): PlayerId[] => playerIn(s.players, holder(s, 'magistrat')!).markers.immunises ?? [];

/** Never himself, never twice the same player in a game (004:348). */
const BARS = awayAnd(notHolder('magistrat', '004:348'), {
  test: (s, id) => granted(s).includes(id),
  why: (s, id) =>
    `${name(s, id)} a déjà reçu l’immunité du Magistrat : jamais deux fois le même joueur dans une partie.`,
  line: '004:348',
});

export const magistrat = roleStep('magistrat', {
  id: 'magistrat',
  title: 'Le Magistrat',
  line: () =>
    'Le Magistrat se réveille et m’indique s’il veut accorder l’immunité à un joueur pour la journée à venir.',
  notes: (s) => (granted(s).length ? [`Déjà protégés (interdits) : ${names(s, granted(s))}.`] : []),
  wakes: (s) => [holder(s, 'magistrat')!],
  prompt: (s) => choose(s, { label: 'Joueur immunisé (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'magistrat')!;
    ctx.editEntry('night', { immune: target, immuneBy: self });
    playerIn(ctx.s.players, self).markers.immunises = [...granted(s), target];
    ctx.emit(
      'magistrat',
      { to: 'players', ids: [self] },
      () => `Le Magistrat accorde l’immunité à ${name(s, target)}.`,
      {
        target,
      },
    );
  },
});
