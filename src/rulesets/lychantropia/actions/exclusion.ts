/**
 * The MJ's exclusion: a player too long absent leaves the game, his items
 * lost as at a death (002_8a15d59d81dc3fa5.txt:107).
 */
import { actionsOf, choose } from '../../../engine';
import { kill } from '../deaths';
import { LIVING, living } from '../state';
import type { LTypes } from '../types';

export const exclusion = actionsOf<LTypes>()({
  id: 'exclusion',
  title: 'Exclure un joueur',
  available: (s) => living(s).length > 0,
  line: () =>
    'Le MJ retire un joueur de la partie (absence prolongée, triche…). Ses objets sont perdus, comme à une mort.',
  prompt: (s) => choose(s, { label: 'Joueur exclu', min: 1, max: 1 }, LIVING),
  resolve(ctx, [excluded]) {
    kill(ctx, excluded!, 'exclusion');
  },
});
