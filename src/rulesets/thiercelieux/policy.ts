/**
 * Informed Thiercelieux players (the engine's `informed.ts`, configured): the
 * wolves' side never devours one of its own and votes as one; the village
 * votes against a wolf the Voyante saw, while she lives; the Chasseur's last
 * shot aims at a wolf she saw (a wolf Chasseur, at a villager).
 */
import { findingsIn, informedPolicy, isRecord } from '../../engine';
import type { TGame } from './types';
import { alive } from './state';
import { playsForWolves } from './win';

export const informed = informedPolicy<TGame>({
  killer: playsForWolves,
  attacks: ['loups'],
  votes: ['vote', 'second-tour'],
  findings: (s) => findingsIn(s, ['voyante']),
  lives: (s, id) => alive(s, id),
  shots: {
    chasseur: (s) => {
      const args = s.agenda[0]?.step === 'chasseur' ? s.agenda[0].args : null;
      return isRecord(args) && typeof args.id === 'string' ? args.id : null;
    },
  },
});
