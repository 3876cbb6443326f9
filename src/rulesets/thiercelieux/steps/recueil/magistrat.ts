/**
 * Le Magistrat (004:348-352): an immunity from the coming day's vote, never
 * to himself, never twice to the same player; announced at dawn.
 */
import type { PlayerId } from '../../../../engine';
import { firstOf, holder, name, names, present } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';

const granted = (s: TGame): PlayerId[] => s.players[holder(s, 'magistrat')!]!.markers.immunises ?? [];

export const magistrat = roleStep('magistrat', {
  id: 'magistrat',
  rule: '004:340-353',
  title: 'Le Magistrat',
  line: () => 'Le Magistrat se réveille et m’indique s’il veut accorder l’immunité à un joueur pour la journée à venir.',
  notes: (s) => (granted(s).length ? [`Déjà protégés (interdits) : ${names(s, granted(s))}.`] : []),
  wakes: (s) => [holder(s, 'magistrat')!],
  prompt: (s) => {
    const self = holder(s, 'magistrat');
    return { kind: 'players', label: 'Joueur immunisé (ou personne)', min: 0, max: 1, candidates: present(s).filter((id) => id !== self && !granted(s).includes(id)) };
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'magistrat')!;
    ctx.s.rs.night.immune = target;
    ctx.s.rs.night.immuneBy = self;
    ctx.s.players[self]!.markers.immunises = [...granted(s), target];
    ctx.emit('magistrat', { to: 'players', ids: [self] }, `Le Magistrat accorde l’immunité à ${name(s, target)}.`, { target });
  },
});
