/**
 * Le Trappeur (004:577-580): from the night after the wolves' first kill, a
 * trap before a house (never his own, never the same two nights running). If
 * the wolves come to it, the dweller lives and a wolf, chosen by the first
 * devoured player, dies. No effect before a wolf's or the Petite Fille's house.
 */
import { type Bars, type PlayerId, playerIn, de, choose, eligible, ONE_IF_ANY } from '../../../../engine';
import { trapSprung } from '../../outcome';
import { alive, AWAY, firstOf, holder, isWolf, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { step } from '../step';
import { awayAnd, notHolder } from '../barred';

/** The wolves killed someone before tonight (004:577). */
export function trapperAwake(s: TGame): boolean {
  const first = s.rs.firstDevoured;
  return first !== null && s.rs.deaths.some((d) => d.id === first && d.day < s.clock.day);
}

export function lastTrap(s: TGame): PlayerId | null {
  const last = playerIn(s.players, holder(s, 'trappeur')!).markers.dernierPiege;
  return last && last.night === s.clock.day - 1 ? last.id : null;
}

/** Never his own house (004:577), never the same one two nights running. */
const BARS = awayAnd(notHolder('trappeur', '004:577'), {
  test: (s, id) => id === lastTrap(s),
  why: (s, id) =>
    `${name(s, id)} avait le piège la nuit dernière : le Trappeur ne piège jamais deux nuits de suite la même maison.`,
  line: '004:577',
});

export const trappeur = roleStep('trappeur', {
  id: 'trappeur',
  title: 'Le Trappeur',
  when: trapperAwake,
  line: () => 'Le Trappeur se réveille et désigne la maison devant laquelle il pose un piège à loups.',
  notes: (s) => (lastTrap(s) ? [`Piège de la nuit dernière (interdit ce soir) : ${name(s, lastTrap(s)!)}.`] : []),
  wakes: (s) => [holder(s, 'trappeur')!],
  prompt: (s) => choose(s, { label: 'Maison piégée', min: ONE_IF_ANY, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    const self = holder(s, 'trappeur')!;
    ctx.editEntry('night', { trap: target });
    playerIn(ctx.s.players, target).markers.piege = true;
    playerIn(ctx.s.players, self).markers.dernierPiege = { id: target, night: s.clock.day };
    ctx.s.rs.traps.push({ by: self, id: target, night: s.clock.day });
    ctx.emit('trappeur', { to: 'players', ids: [self] }, () => `Le Trappeur piège la maison ${de(name(s, target))}.`, {
      target,
    });
  },
});

/** The caught wolf: a living wolf still around the table (004:577). */
const CAUGHT_BARS: Bars<TGame> = [
  ...AWAY,
  {
    test: (s, id) => !isWolf(s, id),
    why: (s, id) => `${name(s, id)} n’est pas un Loup-Garou : c’est un loup que le piège a pris.`,
    line: '004:577',
  },
];

function trappable(s: TGame): PlayerId[] {
  return eligible(s, CAUGHT_BARS, undefined);
}

/** The wolves came to the trapped house: the first devoured player names the caught wolf (004:577). */
export const piege = step({
  id: 'piege',
  title: 'Le piège du Trappeur',
  role: 'trappeur',
  when: (s) => trapSprung(s) && trappable(s).length > 0,
  line: (s) => {
    const first = s.rs.firstDevoured;
    const chooser = first ? `${name(s, first)}, le premier dévoré de la partie, me désigne discrètement` : 'Désignez';
    return `Les loups sont venus chez ${name(s, s.rs.night.victim!)} : la maison était piégée ! L’habitant est épargné et un loup est pris. ${chooser} le loup pris au piège.`;
  },
  wakes: (s) => (s.rs.firstDevoured && !alive(s, s.rs.firstDevoured) ? [s.rs.firstDevoured] : []),
  prompt: (s) => choose(s, { label: 'Loup pris au piège', min: 1, max: 1 }, CAUGHT_BARS),
  resolve(ctx, value) {
    const wolf = firstOf(value)!;
    ctx.editEntry('night', { trapped: wolf });
    ctx.emit('piege', { to: 'mj' }, () => `${name(ctx.base, wolf)} est pris·e au piège du Trappeur.`, { wolf });
  },
});
