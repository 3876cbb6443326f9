/**
 * Actions the MJ may take at any moment.
 */
import type { ActionDef, PlayerId } from '../../engine';
import { kill } from './deaths';
import { living, type LState } from './state';

/** A player too long absent may be excluded (002_8a15d59d81dc3fa5.txt:107). */
export const exclusion: ActionDef<LState> = {
  id: 'exclusion',
  title: 'Exclure un joueur',
  available: (s) => living(s).length > 0,
  line: () => 'Le MJ retire un joueur de la partie (absence prolongée, triche…). Ses objets sont perdus, comme à une mort.',
  prompt: (s) => ({ kind: 'players', label: 'Joueur exclu', min: 1, max: 1, candidates: living(s) }),
  resolve(ctx, value) {
    kill(ctx, (value as PlayerId[])[0]!, 'exclusion');
  },
};
