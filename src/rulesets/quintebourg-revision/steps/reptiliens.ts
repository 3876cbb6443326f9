/**
 * The Reptiliens (001:86-91, 187): at the start of each night they agree on
 * a house to attack, the alpha deciding a disagreement; with the alpha dead
 * there is no attack. Seth, the converted and the lovers whose alibi is
 * Reptilien take part (001:28, 66, 78, 93).
 */
import type { PlayerId } from '../../../engine';
import { de, name } from '../../quintebourg-family/text';
import { step } from '../common';
import { attackOn } from '../night-map';
import { available, isReptilien } from '../queries';
import type { RGame } from '../types';

export const attackers = (s: RGame): PlayerId[] => s.order.filter((id) => isReptilien(s, id) && available(s, id));

type TargetOption = { value: string; label: string };

/** Every house, a dead player's empty one too (Laura may squat there, 001:131). */
export function houseOptions(s: RGame): TargetOption[] {
  return s.order.map((id) => ({ value: id, label: `Maison ${de(name(s, id))}` }));
}

export const reptiliens = step({
  id: 'reptiliens',
  title: 'Les Reptiliens',
  role: 'reptilien',
  inert: (s) => {
    // The book: 001:187.
    if (!attackOn(s)) return 'la Reptilienne alpha est morte : pas d’attaque';
    return attackers(s).length === 0 ? 'aucun Reptilien ne peut agir' : null;
  },
  line: () =>
    'Les Reptiliens ouvrent les yeux et se concertent pour choisir la maison qu’ils attaqueront cette nuit ; en cas de désaccord, la Reptilienne alpha tranche.',
  wakes: (s) => attackers(s),
  prompt: (s) => ({
    kind: 'choice',
    none: 'aucune',
    label: 'Maison visée',
    options: [{ value: 'aucune', label: 'Pas d’attaque cette nuit' }, ...houseOptions(s)],
  }),
  resolve(ctx, value) {
    if (value === 'aucune') return;
    const s = ctx.s;
    ctx.s.rs.night.attack = value;
    ctx.emit(
      'cible',
      { to: 'players', ids: attackers(s) },
      () => `Les Reptiliens visent la maison ${de(name(s, value))}.`,
      {
        target: value,
      },
    );
  },
});
