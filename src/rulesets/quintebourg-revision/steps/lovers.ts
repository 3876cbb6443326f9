/**
 * The lovers at night (001:67-68, 223, 232): thirty seconds of gestures and
 * the choice of whose house they meet in; later they meet there, unless a
 * long action of higher priority calls one of them away (001:12-23).
 */
import { asItStands, type PlayerId } from '../../../engine';
import { de, name, names } from '../../quintebourg-family/text';
import { ack, step, tell } from '../common';
import { topWish, wishesOf } from '../night-map';
import { available, isAlive } from '../queries';
import type { RGame } from '../types';

/** Why the lovers' calls have no effect: no lovers, one of them dead, or neither able to act. */
function loversInert(s: RGame): string | null {
  const pair = s.rs.lovers;
  if (!pair) return 'pas d’amoureux dans la partie';
  const dead = pair.find((id) => !isAlive(s, id));
  if (dead) return `${name(s, dead)} est mort·e`;
  return pair.some((id) => available(s, id)) ? null : 'aucun amoureux ne peut agir';
}

export const amoureux = step({
  id: 'amoureux',
  title: 'Les amoureux',
  inert: loversInert,
  line: () =>
    'Les amoureux ouvrent les yeux, communiquent par gestes pendant trente secondes et choisissent chez lequel des deux ils passent la nuit.',
  timer: () => 30,
  wakes: (s) => s.rs.lovers!.filter((id) => available(s, id)),
  prompt: (s) => ({
    kind: 'choice',
    label: 'Maison des amoureux',
    options: s.rs.lovers!.map((id) => ({ value: id, label: `Chez ${name(s, id)}` })),
  }),
  resolve(ctx, value) {
    ctx.s.rs.night.lovers = value;
  },
});

/** Who of the lovers did not come to their meeting: asleep, or called away by a higher long action. */
export function absentLovers(s: RGame): PlayerId[] {
  return asItStands(s.rs).lovers!.filter((id) => topWish(wishesOf(s, id))?.action !== 'amoureux');
}

export const amoureuxNuit = step({
  id: 'amoureux-nuit',
  title: 'Les amoureux se retrouvent',
  inert: (s) => loversInert(s) ?? (s.rs.night.lovers ? null : 'pas de rencontre prévue cette nuit'),
  enter(ctx) {
    const s = ctx.s;
    const absent = absentLovers(s);
    const host = s.rs.night.lovers!;
    ctx.s.rs.night.lines['amoureux-nuit'] = [
      absent.length === 0
        ? `Les amoureux passent la nuit chez ${name(s, host)}.`
        : `${names(s, absent)} ne vient pas chez ${name(s, host)} cette nuit.`,
    ];
    for (const id of s.rs.lovers!) {
      const other = s.rs.lovers!.find((x) => x !== id)!;
      if (absent.includes(other) && !absent.includes(id))
        tell(ctx, {
          to: [id],
          type: 'amoureux',
          text: `${name(s, other)} n’est pas venu·e dans la maison ${de(name(s, host))} cette nuit.`,
        });
    }
  },
  line: () => 'Les amoureux se retrouvent pour la nuit.',
  notes: (s) => s.rs.night.lines['amoureux-nuit'] ?? [],
  prompt: () => ack(),
  resolve() {},
});
