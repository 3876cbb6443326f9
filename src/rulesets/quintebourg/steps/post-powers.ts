/**
 * Row J, what happens to the posts at the next dawn: Éris turns them all one
 * seat (000_a045abd3825f1297.txt:425), Cupidon's admired player may swap posts
 * (000:431), the artist forces a resignation (000:419); row L on Mondays and
 * Thursdays, the artist's sculpture that makes its owner move house (000:417).
 * Éris and Cupidon from the second night (000:746, 770).
 */
import { act, first, tell } from '../common';
import { DEAD, THOUGHT_DEAD } from '../barred';
import { choose, type Bars } from '../../../engine';
import { movablePosts } from '../posts';
import { effectHolder, postsOf } from '../queries';
import { name } from '../text';
import type { Direction, QGame } from '../types';
import { cardStep } from './call';
import { step } from './step';

/** The artist sculpts in another's house, never his own, nor a dead player's (000:79); a quasi-dead's he may. */
const SCULPTURE_BARS: Bars<QGame> = [
  DEAD,
  {
    test: (s, id) => id === effectHolder(s, 'artiste'),
    why: (s, id) => `${name(s, id)} est l’artiste : il sculpte chez quelqu’un d’autre, jamais chez lui.`,
  },
];

type RotationOption = { value: 'non' | Direction; label: string };

export const erisPostes = cardStep(
  'eris',
  step({
    id: 'eris-postes',
    title: 'Éris\u00a0: les postes publics',
    when: (s) => s.clock.day >= 2,
    line: () => 'Éris ouvre les yeux. Veut-elle faire tourner tous les postes publics d’un rang, et dans quel sens ?',
    // The book: 000:425, 493.
    notes: () => ['La rotation a lieu à l’aube ; le médecin garde son poste de Bourreau.'],
    prompt: () => {
      const options: RotationOption[] = [
        { value: 'non', label: 'Pas de rotation' },
        { value: 'horaire', label: 'Sens horaire' },
        { value: 'antihoraire', label: 'Sens antihoraire' },
      ];
      return { kind: 'choice', none: 'non', label: 'Rotation des postes', options };
    },
    resolve(ctx, value) {
      if (value === 'non') return;
      act(ctx, effectHolder(ctx.s, 'eris')!, 'rotation');
      ctx.s.rs.dawn.rotation = value;
    },
  }),
);

export const cupidonAdmiration = cardStep(
  'cupidon',
  step({
    id: 'cupidon-admiration',
    title: 'Cupidon\u00a0: un admiré',
    when: (s) => s.clock.day >= 2,
    line: () => 'Cupidon ouvre les yeux. Désigne-t-il quelqu’un que tout le village admirera à l’aube ?',
    // The book: 000:431.
    notes: () => ['À l’aube, l’admiré pourra échanger son poste public avec qui il veut.'],
    // Anyone the table believes alive; an admired player in a coma cannot take up the offer at dawn.
    prompt: (s) => choose(s, { label: 'Admiré (ou personne)', min: 0, max: 1 }, THOUGHT_DEAD),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      act(ctx, effectHolder(ctx.s, 'cupidon')!, 'admiration');
      ctx.s.rs.dawn.admired = target;
    },
  }),
);

/**
 * The artist's resignation: someone holding a public post he may leave
 * (000:419), not the médecin's Bourreau, held for good (000:493). The call's
 * argument: the posts that may change hands.
 */
const RESIGN_BARS: Bars<QGame, readonly string[]> = [
  {
    test: (s, id, movable) => {
      for (const p of postsOf(s, id)) if (movable.includes(p)) return false;
      return true;
    },
    why: (s, id) =>
      postsOf(s, id).length === 0
        ? { reason: `${name(s, id)} n’occupe aucun poste public : rien dont démissionner.`, rule: '000:419' }
        : { reason: `${name(s, id)} est le médecin : il garde pour toujours son poste de Bourreau.`, rule: '000:493' },
  },
];

export const artisteDemission = cardStep(
  'artiste',
  step({
    id: 'artiste-demission',
    title: 'L’artiste\u00a0: une démission',
    line: () =>
      'L’artiste ouvre les yeux. Désigne-t-il quelqu’un qui devra démissionner de son poste public à l’aube ?',
    prompt: (s) => choose(s, { label: 'Démissionnaire (ou personne)', min: 0, max: 1 }, RESIGN_BARS, movablePosts(s)),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      act(ctx, effectHolder(ctx.s, 'artiste')!, 'demission');
      ctx.s.rs.dawn.resign.push(target);
    },
  }),
);

export const artisteSculpture = cardStep(
  'artiste',
  step({
    id: 'artiste-sculpture',
    title: 'L’artiste\u00a0: une sculpture',
    line: () => 'L’artiste ouvre les yeux et me désigne chez qui il confectionne sa sculpture cette nuit.',
    // The book: 000:417.
    notes: () => ['Le propriétaire devra déménager le lendemain.'],
    prompt: (s) => choose(s, { label: 'Chez qui (ou personne)', min: 0, max: 1 }, SCULPTURE_BARS),
    resolve(ctx, value) {
      const target = first(value);
      if (!target) return;
      const s = ctx.s;
      act(ctx, effectHolder(s, 'artiste')!, 'sculpture');
      ctx.editEntry('night', { sculpture: target });
      tell(ctx, {
        to: [effectHolder(s, 'artiste')!],
        type: 'sculpture',
        text: `L’artiste sculpte chez ${name(s, target)}.`,
      });
    },
  }),
);
