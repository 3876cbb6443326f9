/**
 * Row H, the Marchand de sable and Morphée (000_a045abd3825f1297.txt:399-401);
 * row N, Laura de la Riponne (000:403-407); row O, the Chef des armées' round
 * (000:531-533).
 */
import { playerIn, type PlayerId, choose } from '../../../engine';
import { act, first, tell } from '../common';
import { DEAD_ONLY } from '../barred';
import { effectHolder, health, homeOf, post } from '../queries';
import type { Sandman } from '../roles';
import { de, name } from '../text';
import type { QGame } from '../types';
import { cardStep, unavailable } from './call';
import { step } from './step';

function sandman<C extends Sandman>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: card === 'morphee' ? 'Morphée' : 'Le Marchand de sable',
      line: () =>
        `${card === 'morphee' ? 'Morphée' : 'Le Marchand de sable'} ouvre les yeux et me désigne qui dormira d’un sommeil lourd. Il se rendort ; je touche la tête du dormeur.`,
      // The book: 000:401.
      notes: () => ['Le dormeur n’agit plus de la nuit et ne se défend pas s’il est attaqué.'],
      // Anyone, himself too: the book names no exception (000:401).
      prompt: (s) => choose(s, { label: 'Dormeur', min: 0, max: 1 }, DEAD_ONLY),
      resolve(ctx, value) {
        const target = first(value);
        if (!target) return;
        const s = ctx.s;
        act(ctx, effectHolder(s, card)!, 'sommeil');
        ctx.pushEntry('night', 'sleepers', target);
        tell(ctx, {
          to: [target],
          type: 'sommeil',
          text: `${name(s, target)} dort d’un sommeil lourd cette nuit : plus aucune action jusqu’au matin.`,
          data: { target },
        });
      },
    }),
  );
}

export const marchandDeSable = sandman('marchand-de-sable');
export const morphee = sandman('morphee');

/** Houses a player may go to: any other living player's home (and with `empty`, a dead player's too). */
export function houses(s: QGame, self: PlayerId | null, empty = false): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const id of s.order) {
    if (health(s, id) === 'M' && !empty) continue;
    const home = homeOf(s, id);
    if (seen.has(home) || (self && home === homeOf(s, self))) continue;
    seen.add(home);
    out.push({
      value: home,
      label: playerIn(s.players, home).role === 'medecin' ? `Bunker ${de(name(s, home))}` : `Chez ${name(s, home)}`,
    });
  }
  return out;
}

export const laura = cardStep(
  'laura',
  step({
    id: 'laura',
    title: 'Laura de la Riponne',
    line: () => 'Laura de la Riponne ouvre les yeux et me désigne la maison où elle squatte cette nuit.',
    // The book: 000:405, 000:407.
    notes: () => ['Elle ne dort jamais chez elle ; la maison peut être vide ou occupée.'],
    // Any house but hers, a dead player's empty house too (000:407).
    prompt: (s) => ({ kind: 'choice', label: 'Maison squattée', options: houses(s, effectHolder(s, 'laura'), true) }),
    resolve(ctx, value) {
      act(ctx, effectHolder(ctx.s, 'laura')!, 'squat');
      ctx.editEntry('night', { laura: value });
    },
  }),
);

export const chefRonde = step({
  id: 'chef-ronde',
  title: 'Le Chef des armées',
  when: (s) => 'chef' in s.posts,
  inert: (s) => {
    const chef = post(s, 'chef');
    return chef ? unavailable(s, chef) : 'poste vacant';
  },
  line: () => 'Le Chef des armées ouvre les yeux et me désigne la maison qu’il défend cette nuit.',
  wakes: (s) => [post(s, 'chef')!],
  prompt: (s) => ({
    kind: 'choice',
    none: 'aucune',
    label: 'Maison défendue',
    options: [{ value: 'aucune', label: 'Aucune ronde' }, ...houses(s, null)],
  }),
  resolve(ctx, value) {
    if (value === 'aucune') return;
    const chef = post(ctx.s, 'chef')!;
    act(ctx, chef, 'ronde');
    ctx.editEntry('night', { round: value });
  },
});
