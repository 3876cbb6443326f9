/**
 * The heavy sleeps and the squat (001:129-131): the Marchand de sable puts
 * someone in a heavy sleep every night (the MJ taps the sleeper); three
 * nights a week the Psychopathe drugs and kidnaps someone, who sleeps at the
 * Psychopathe's while he stays home with his guest; Laura de la Riponne never
 * sleeps at home: each night she picks another house, empty or not.
 */
import { de, name } from '../../quintebourg-family/text';
import { act, first, step } from '../common';
import { specialtyHolder } from '../queries';
import { cardStep } from './call';
import { houseOptions } from './reptiliens';
import { show } from './result';
import { choose, type Bars, type PlayerId } from '../../../engine';
import { DEAD, LIVING, notMe } from '../bars';
import type { RGame } from '../types';

export const marchandDeSable = cardStep(
  'marchand-de-sable',
  step({
    id: 'marchand-de-sable',
    title: 'Le Marchand de sable',
    line: () =>
      'Le Marchand de sable ouvre les yeux et me désigne qui dormira d’un sommeil lourd ; il se rendort, et je touche la tête du dormeur.',
    // The book: 001:129.
    notes: () => ['Le dormeur n’agit plus jusqu’à l’aube.'],
    prompt: (s) => choose(s, { label: 'Dormeur (ou personne)', min: 0, max: 1 }, LIVING),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      act(ctx, specialtyHolder(s, 'marchand-de-sable')!, 'sommeil');
      ctx.s.rs.night.sleepers = [...s.rs.night.sleepers, target];
      show(ctx, {
        to: [target],
        type: 'sommeil',
        text: `${name(s, target)} dort d’un sommeil lourd cette nuit : plus aucune action jusqu’à l’aube.`,
        note: `Je touche la tête ${de(name(s, target))} : sommeil lourd jusqu’à l’aube.`,
        line: '',
        data: { target },
      });
    },
  }),
);

/** The Psychopathe kidnaps someone alive to spend the night at his home (001:130): never himself. */
const KIDNAP_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est le Psychopathe : il enlève quelqu’un d’autre.`),
];

export const psychopathe = cardStep(
  'psychopathe',
  step({
    id: 'psychopathe',
    title: 'Le Psychopathe',
    line: () =>
      'Le Psychopathe ouvre les yeux et me désigne sa cible : il la drogue et l’enlève ; elle passe la nuit chez lui, dans un sommeil lourd.',
    // The book: 001:130.
    notes: () => ['La cible n’agit plus de la nuit ; le Psychopathe passe la nuit chez lui.'],
    prompt: (s) =>
      choose(s, { label: 'Cible (ou personne)', min: 0, max: 1 }, KIDNAP_BARS, specialtyHolder(s, 'psychopathe')),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      const me = specialtyHolder(s, 'psychopathe')!;
      act(ctx, me, 'enlevement');
      ctx.s.rs.night.kidnap = { by: me, target };
      if (!s.rs.night.sleepers.includes(target)) ctx.s.rs.night.sleepers = [...s.rs.night.sleepers, target];
      show(ctx, {
        to: [target],
        type: 'sommeil',
        text: `${name(s, target)} est drogué·e et enlevé·e : sommeil lourd jusqu’à l’aube.`,
        note: `Je touche la tête ${de(name(s, target))} : sommeil lourd jusqu’à l’aube.`,
        line: '',
        data: { target },
      });
    },
  }),
);

export const laura = cardStep(
  'laura',
  step({
    id: 'laura',
    title: 'Laura de la Riponne',
    line: () => 'Laura de la Riponne ouvre les yeux et me désigne la maison où elle passe la nuit, vide ou non.',
    // The book: 001:131.
    notes: () => ['Jamais chez elle.'],
    prompt: (s) => ({
      kind: 'choice',
      label: 'Maison squattée',
      options: houseOptions(s).filter((o) => o.value !== specialtyHolder(s, 'laura')),
    }),
    resolve(ctx, value) {
      act(ctx, specialtyHolder(ctx.s, 'laura')!, 'squat');
      ctx.s.rs.night.laura = value;
    },
  }),
);
