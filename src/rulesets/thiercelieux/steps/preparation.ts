/**
 * The preparation turn (first night only) for the base cards: Voleur, Cupidon,
 * the lovers (the recueil's own are in recueil/preparation.ts).
 * Order: recueil, "Rappel des tours de jeu" (004_d59078fd8312dd78.txt:596-609).
 */
import { choose } from '../../../engine';
import { putCard } from '../cards';
import { roleDef } from '../roles';
import { AWAY, called, holder, name, names } from '../state';
import type { TGame } from '../types';
import { ack, roleStep } from './common';
import { step } from './step';
import { playerIn } from '../../../engine';

const KEEP = 'garder';

function spareChoices(s: TGame): { value: string; label: string }[] {
  const wolvesOnly = s.spare.length > 0 && s.spare.every((r) => r === 'loup-garou');
  const options = s.spare.map((role, i) => ({ value: `carte-${i}`, label: `Prendre : ${roleDef(role).name}` }));
  // Base rule: with two Loup-Garou cards in the centre, the Voleur must take one.
  return wolvesOnly ? options : [{ value: KEEP, label: 'Garder sa carte' }, ...options];
}

export const voleur = roleStep('voleur', {
  id: 'voleur',
  title: 'Le Voleur',
  when: (s) =>
    s.clock.day === 1 && s.spare.length > 0 && playerIn(s.players, holder(s, 'voleur')!).initialRole === 'voleur',
  line: () =>
    'Le Voleur se réveille. Il regarde les deux cartes du centre et peut échanger la sienne contre l’une d’elles.',
  notes: (s) => [`Cartes du centre : ${s.spare.map((r) => roleDef(r).name).join(' et ')}.`],
  wakes: (s) => [holder(s, 'voleur')!],
  prompt: (s) => ({ kind: 'choice', label: 'Choix du Voleur', options: spareChoices(s) }),
  resolve(ctx, value) {
    const s = ctx.base;
    const thief = holder(s, 'voleur')!;
    if (value === KEEP) {
      ctx.emit('voleur', { to: 'players', ids: [thief] }, () => `${name(s, thief)} garde sa carte de Voleur.`);
      return;
    }
    const i = Number(value.slice('carte-'.length));
    const taken = s.spare[i]!;
    putCard(playerIn(ctx.s.players, thief), taken);
    ctx.s.spare[i] = 'voleur';
    ctx.emit(
      'voleur',
      { to: 'players', ids: [thief] },
      () => `${name(s, thief)} échange sa carte de Voleur contre ${roleDef(taken).name}.`,
      {
        player: thief,
        role: taken,
      },
    );
  },
});

export const cupidon = roleStep('cupidon', {
  id: 'cupidon',
  title: 'Cupidon',
  when: (s) => s.clock.day === 1,
  line: () => 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.',
  wakes: (s) => [holder(s, 'cupidon')!],
  prompt: (s) => choose(s, { label: 'Les deux amoureux', min: 2, max: 2 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const [a, b] = [value[0]!, value[1]!];
    ctx.s.rs.lovers = [a, b];
    playerIn(ctx.s.players, a).markers.amoureux = b;
    playerIn(ctx.s.players, b).markers.amoureux = a;
    ctx.emit('amoureux', { to: 'players', ids: [holder(s, 'cupidon')!] }, () => `Cupidon unit ${names(s, [a, b])}.`, {
      lovers: [a, b],
    });
  },
});

export const amoureux = step({
  id: 'amoureux',
  title: 'Les Amoureux',
  role: 'cupidon',
  when: (s) => s.clock.day === 1 && called(s, 'cupidon'),
  inert: (s) => (s.rs.lovers === null ? 'Cupidon n’a uni personne' : null),
  line: () => 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.',
  notes: (s) => [`Amoureux : ${names(s, s.rs.lovers!)}.`],
  wakes: (s) => [...s.rs.lovers!],
  prompt: () => ack,
  resolve(ctx) {
    const s = ctx.base;
    ctx.emit(
      'amoureux',
      { to: 'players', ids: [...s.rs.lovers!] },
      () => `${names(s, s.rs.lovers!)} se savent amoureux.`,
    );
  },
});

/** A result the MJ shows or whispers (the Voyante's card…), on its own screen. */
export const montrer = step({
  id: 'montrer',
  title: 'Résultat',
  line: (_s, { line }) => line,
  notes: (_s, { notes }) => notes ?? [],
  prompt: () => ack,
  resolve() {},
});
