/**
 * What the night does to the posts and the houses, done at dawn (001:84-85,
 * 132-137): three nights a week Cortex, then Minus, each designate a player,
 * whose posts are swapped; Freyja's admired player may swap his post with
 * whom he likes; Éris's farce turns every living player's post one seat;
 * the Artiste's caricature makes someone resign, his sculpture makes its
 * house's owner move.
 */
import { choose, type Bars, type PlayerId } from '../../../engine';
import { DEAD, GONE, LIVING, notMe } from '../bars';
import { de, name, names } from '../../quintebourg-family/text';
import type { Direction } from '../../quintebourg-family/types';
import { act, first, step } from '../common';
import { POSTS } from '../posts';
import { cardHolder, specialtyHolder } from '../queries';
import type { RGame } from '../types';
import { cardStep } from './call';

/** Whom Cortex and Minus may designate: the living and the ghosts (the Chef's post moves only by their hands, 001:148). */
const SWAPPABLE: Bars<RGame> = [GONE];
/** Minus designates another than Cortex's choice (001:84), the call's argument. */
const SECOND_BARS: Bars<RGame, PlayerId | null> = [
  notMe((s, id) => `${name(s, id)} est déjà désigné·e par Cortex : Minus désigne la seconde personne.`, '001:84'),
  GONE,
];

export const cortex = cardStep(
  'cortex',
  step({
    id: 'cortex',
    title: 'Minus et Cortex',
    line: () => 'Cortex ouvre les yeux et me désigne une personne ; puis il se rendort.',
    // The book: 001:84-85.
    notes: () => ['Minus désignera ensuite la seconde : leurs postes publics seront échangés à l’aube.'],
    prompt: (s) => choose(s, { label: 'Première personne (ou personne)', min: 0, max: 1 }, SWAPPABLE),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      act(ctx, cardHolder(ctx.s, 'cortex')!, 'cortex');
      ctx.react('minus', { first: target });
    },
  }),
);

/** Minus completes the swap (001:84); without him able to act, nothing happens. */
export const minus = cardStep(
  'minus',
  step({
    id: 'minus',
    title: 'Minus',
    line: () =>
      'Minus ouvre les yeux et me désigne une personne : ses postes publics et ceux de la personne choisie par Cortex seront échangés à l’aube.',
    prompt: (s, { first: a }) => choose(s, { label: 'Seconde personne (ou personne)', min: 0, max: 1 }, SECOND_BARS, a),
    resolve(ctx, value, { first: a }) {
      const b = first(value);
      if (!b) return;
      const s = ctx.s;
      act(ctx, cardHolder(s, 'minus')!, 'minus');
      ctx.s.rs.night.swaps = [...s.rs.night.swaps, [a, b]];
      ctx.emit(
        'echange',
        { to: 'mj' },
        () => `Minus et Cortex : les postes ${de(names(s, [a, b]))} seront échangés à l’aube.`,
        { pair: [a, b] },
      );
    },
  }),
);

export const adoration = cardStep(
  'freyja',
  step({
    id: 'adoration',
    title: 'Freyja\u00a0: l’adoration',
    line: () => 'Freyja ouvre les yeux. Désigne-t-elle quelqu’un que tout le village admirera demain ?',
    // The book: 001:137.
    notes: () => ['L’admiré pourra échanger son poste public avec la personne de son choix.'],
    prompt: (s) => choose(s, { label: 'Admiré (ou personne)', min: 0, max: 1 }, LIVING),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      act(ctx, specialtyHolder(ctx.s, 'freyja')!, 'adoration');
      ctx.s.rs.dawn.admired = target;
    },
  }),
);

type RotationOption = { value: 'non' | Direction; label: string };

export const farce = cardStep(
  'eris',
  step({
    id: 'farce',
    title: 'Éris\u00a0: la farce',
    line: () => 'Éris ouvre les yeux. Fait-elle tourner d’un rang les postes publics des vivants, et dans quel sens ?',
    prompt: () => {
      const options: RotationOption[] = [
        { value: 'non', label: 'Pas de farce' },
        { value: 'horaire', label: 'Sens horaire' },
        { value: 'antihoraire', label: 'Sens antihoraire' },
      ];
      return { kind: 'choice', none: 'non', label: 'Farce', options };
    },
    resolve(ctx, value) {
      if (value === 'non') return;
      act(ctx, specialtyHolder(ctx.s, 'eris')!, 'farce');
      ctx.s.rs.dawn.rotation = value;
    },
  }),
);

/** Post holders the caricature may make resign: any post but the Scrutateur's, which turns each morning (001:133, 147). */
const HOLDER_BARS: Bars<RGame> = [
  {
    test: (s, id) => !POSTS.postsOf(s, id).some((p) => p !== 'scrutateur'),
    why: (s, id) => `${name(s, id)} n’a pas de poste public dont démissionner (le Scrutateur tourne chaque matin).`,
    line: '001:133',
  },
];

export const caricature = cardStep(
  'artiste',
  step({
    id: 'caricature',
    title: 'L’Artiste\u00a0: la caricature',
    line: () =>
      'L’Artiste ouvre les yeux. Désigne-t-il quelqu’un qui devra démissionner de son poste public à l’aube ?',
    // The book: 001:143-145.
    notes: () => ['Le Scrutateur nommera le successeur, ni le démissionnaire ni lui-même.'],
    prompt: (s) => choose(s, { label: 'Démissionnaire (ou personne)', min: 0, max: 1 }, HOLDER_BARS),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      act(ctx, specialtyHolder(s, 'artiste')!, 'caricature');
      ctx.s.rs.dawn.resign = [...s.rs.dawn.resign, target];
    },
  }),
);

/** The Artiste sculpts in a living player's house, not his own (001:132). */
const SCULPTURE_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est l’Artiste : il sculpte chez quelqu’un d’autre.`),
];

export const sculpture = cardStep(
  'artiste',
  step({
    id: 'sculpture',
    title: 'L’Artiste\u00a0: la sculpture',
    line: () => 'L’Artiste ouvre les yeux et me désigne chez qui il passe la nuit à sculpter.',
    // The book: 001:132.
    notes: () => ['S’il y passe bien la nuit, le propriétaire devra déménager demain.'],
    prompt: (s) =>
      choose(s, { label: 'Chez qui (ou personne)', min: 0, max: 1 }, SCULPTURE_BARS, specialtyHolder(s, 'artiste')),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      act(ctx, specialtyHolder(s, 'artiste')!, 'sculpture');
      ctx.s.rs.night.sculpture = target;
      ctx.emit(
        'sculpture',
        { to: 'players', ids: [specialtyHolder(s, 'artiste')!] },
        () => `L’Artiste sculpte chez ${name(s, target)} cette nuit.`,
      );
    },
  }),
);
