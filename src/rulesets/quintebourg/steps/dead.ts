/**
 * Keeping the Q and M busy (000_a045abd3825f1297.txt:636-645): the book names
 * four things for them « selon la nuit » without saying which night; the MJ
 * picks one each night, after Sesiano's miracles.
 */
import type { PlayerId } from '../../../engine';
import { ack, first, game, tell, type QStep } from '../common';
import { believedAlive, health, isAwake, type QGame } from '../state';
import { de, name, names } from '../text';

export function deadOnes(s: QGame): PlayerId[] {
  return s.order.filter((id) => health(s, id) === 'Q' || health(s, id) === 'M');
}

export const morts: QStep = {
  id: 'morts',
  title: 'Occuper les morts',
  inert: (s) => (deadOnes(s).length === 0 ? 'personne n’est Q ni M' : null),
  line: () => 'Les morts (Q et M) ouvrent les yeux. Que font-ils cette nuit ?',
  wakes: (s) => deadOnes(s),
  prompt: () => ({
    kind: 'choice',
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
};

export const mortsNom: QStep = {
  id: 'morts-nom',
  title: 'Les morts désignent un nom',
  line: () => 'Chaque mort me désigne un nom ; il sera révélé à la fin du vote de demain.',
  // A name counts at the vote only if the table believes it alive (an executed player in a secret coma is « dead »),
  // and one who fell tonight will be announced dead at dawn.
  prompt: (s) => ({ kind: 'ballots', label: 'Noms des morts', voters: deadOnes(s).map((id) => ({ id, weight: 1 })), candidates: s.order.filter((id) => isAwake(s, id) && believedAlive(s, id)), allowBlank: true }),
  resolve(ctx, value) {
    const map = value as Record<PlayerId, PlayerId | null>;
    ctx.s.rs.deadVotes = Object.fromEntries(Object.entries(map).filter(([, t]) => t !== null)) as Record<PlayerId, PlayerId>;
  },
};

export const mortsGestes: QStep = {
  id: 'morts-gestes',
  title: 'Les morts font des gestes',
  line: () => 'Chaque mort me désigne une personne qui ouvrira les yeux.',
  // Each of the dead picks one character (000:641): as many as there are dead, at most.
  prompt: (s) => ({ kind: 'players', label: 'Réveillés', min: 0, max: deadOnes(s).length, candidates: s.order.filter((id) => isAwake(s, id)) }),
  resolve(ctx, value) {
    const ids = value as PlayerId[];
    const s = game(ctx);
    if (ids.length === 0) return;
    tell(ctx, [...deadOnes(s), ...ids], 'gestes', `${names(s, ids)} ouvrent les yeux devant les morts pendant dix secondes.`);
    ctx.react('morts-gestes-temps', { ids });
  },
};

/** The ten seconds run once the chosen are awake (000:641). */
export const mortsGestesTemps: QStep = {
  id: 'morts-gestes-temps',
  title: 'Dix secondes de gestes',
  line: (s, args) => `Je touche la tête ${de(names(s, (args as { ids: PlayerId[] }).ids))} : ils ouvrent les yeux. Tous les présents ont dix secondes pour communiquer en gestes, puis tout le monde se rendort.`,
  wakes: (s, args) => [...deadOnes(s), ...(args as { ids: PlayerId[] }).ids],
  timer: () => 10,
  prompt: () => ack('Fin des dix secondes'),
  resolve() {},
};

export const mortsPorte: QStep = {
  id: 'morts-porte',
  title: 'Les morts et les porte-chance',
  // Nobody left who could carry it (all fallen C, Q or M, some by a power invoked meanwhile): nothing is handed out.
  inert: (s) => (s.order.some((id) => isAwake(s, id)) ? null : 'plus personne d’éveillé pour le porter'),
  line: (s, args) => `Les morts me désignent qui portera le ${(args as { kind: string }).kind === 'malheur' ? 'porte-malheur' : 'porte-bonheur'}.`,
  notes: () => ['Il décale d’un cran le résultat de la prochaine attaque, tentative d’assassinat ou bagarre qui le touche (000:645).'],
  prompt: (s) => ({ kind: 'players', label: 'Porteur', min: 1, max: 1, candidates: s.order.filter((id) => isAwake(s, id)) }),
  resolve(ctx, value, args) {
    const id = first(value)!;
    const kind = (args as { kind: string }).kind;
    if (kind === 'malheur') ctx.s.rs.porteMalheur = id;
    else ctx.s.rs.porteBonheur = id;
    ctx.emit('porte', { to: 'mj' }, `${name(game(ctx), id)} porte le ${kind === 'malheur' ? 'porte-malheur' : 'porte-bonheur'}.`);
  },
};
