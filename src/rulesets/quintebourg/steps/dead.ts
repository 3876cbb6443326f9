/**
 * Keeping the Q and M busy (000_a045abd3825f1297.txt:636-645): the book names
 * four things for them « selon la nuit » without saying which night; the MJ
 * picks one each night, after Sesiano's miracles.
 */
import { choose, type PlayerId } from '../../../engine';
import { ack, first, tell } from '../common';
import { OUT_OF_REACH } from '../barred';
import { believedAlive, health, isAwake } from '../queries';
import { de, name, names } from '../text';
import type { QGame } from '../types';
import { step } from './step';

export function deadOnes(s: QGame): PlayerId[] {
  return s.order.filter((id) => health(s, id) === 'Q' || health(s, id) === 'M');
}

export const morts = step({
  id: 'morts',
  title: 'Occuper les morts',
  inert: (s) => (deadOnes(s).length === 0 ? 'personne n’est Q ni M' : null),
  line: () => 'Les morts et les quasi-morts ouvrent les yeux. Que font-ils cette nuit ?',
  wakes: (s) => deadOnes(s),
  prompt: () => ({
    kind: 'choice',
    none: 'rien',
    label: 'Action des morts',
    options: [
      { value: 'rien', label: 'Rien cette nuit' },
      { value: 'nom', label: 'Chacun désigne un nom pour le vote de demain' },
      { value: 'gestes', label: 'Ils réveillent des vivants pour dix secondes de gestes' },
      { value: 'malheur', label: 'Ils désignent le porteur du porte-malheur' },
      { value: 'bonheur', label: 'Ils désignent le porteur du porte-bonheur' },
    ],
  }),
  resolve(ctx, value) {
    if (value === 'nom') ctx.react('morts-nom');
    if (value === 'gestes') ctx.react('morts-gestes');
    if (value === 'malheur' || value === 'bonheur') ctx.react('morts-porte', { kind: value });
  },
});

export const mortsNom = step({
  id: 'morts-nom',
  title: 'Les morts désignent un nom',
  line: () => 'Chaque mort me désigne un nom ; il sera révélé à la fin du vote de demain.',
  // A name counts at the vote only if the table believes it alive (an executed player in a secret coma is « dead »),
  // and one who fell tonight will be announced dead at dawn.
  prompt: (s) => ({
    kind: 'ballots',
    label: 'Noms des morts',
    voters: deadOnes(s).map((id) => ({ id, weight: 1 })),
    candidates: s.order.filter((id) => isAwake(s, id) && believedAlive(s, id)),
    allowBlank: true,
  }),
  resolve(ctx, ballots) {
    const named: Record<PlayerId, PlayerId> = {};
    for (const [dead, target] of Object.entries(ballots)) if (target !== null) named[dead] = target;
    ctx.s.rs.deadVotes = named;
  },
});

export const mortsGestes = step({
  id: 'morts-gestes',
  title: 'Les morts font des gestes',
  line: () => 'Chaque mort me désigne une personne qui ouvrira les yeux.',
  // Each of the dead picks one character (000:641): as many as there are dead, at most.
  prompt: (s) => choose(s, { label: 'Réveillés', min: 0, max: deadOnes(s).length }, OUT_OF_REACH),
  resolve(ctx, ids) {
    const s = ctx.s;
    if (ids.length === 0) return;
    tell(ctx, {
      to: [...deadOnes(s), ...ids],
      type: 'gestes',
      text: `${names(s, ids)} ouvrent les yeux devant les morts pendant dix secondes.`,
    });
    ctx.react('morts-gestes-temps', { ids });
  },
});

/** The ten seconds run once the chosen are awake (000:641). */
export const mortsGestesTemps = step({
  id: 'morts-gestes-temps',
  title: 'Dix secondes de gestes',
  line: (s, { ids }) =>
    `Je touche la tête ${de(names(s, ids))} : ils ouvrent les yeux. Tous les présents ont dix secondes pour communiquer en gestes, puis tout le monde se rendort.`,
  wakes: (s, { ids }) => [...deadOnes(s), ...ids],
  timer: () => 10,
  prompt: () => ack('Fin des dix secondes'),
  resolve() {},
});

export const mortsPorte = step({
  id: 'morts-porte',
  title: 'Les morts et les porte-chance',
  // Nobody left who could carry it (all fallen C, Q or M, some by a power invoked meanwhile): nothing is handed out.
  inert: (s) => (s.order.some((id) => isAwake(s, id)) ? null : 'plus personne d’éveillé pour le porter'),
  line: (_s, { kind }) =>
    `Les morts me désignent qui portera le ${kind === 'malheur' ? 'porte-malheur' : 'porte-bonheur'}.`,
  // The book: 000:645.
  notes: () => [
    'Il décale d’un cran le résultat de la prochaine attaque, tentative d’assassinat ou bagarre qui le touche.',
  ],
  prompt: (s) => choose(s, { label: 'Porteur', min: 1, max: 1 }, OUT_OF_REACH),
  resolve(ctx, value, { kind }) {
    const id = first(value)!;
    if (kind === 'malheur') ctx.s.rs.porteMalheur = id;
    else ctx.s.rs.porteBonheur = id;
    ctx.emit(
      'porte',
      { to: 'mj' },
      () => `${name(ctx.s, id)} porte le ${kind === 'malheur' ? 'porte-malheur' : 'porte-bonheur'}.`,
    );
  },
});
