/**
 * Setup options: where the book can be read two playable ways. Choices and
 * line numbers: docs/rulesets/lychantropia.md.
 */
import type { OptionDef } from '../../engine';
import type { LGame } from './types';

export const OPTIONS: OptionDef[] = [
  {
    id: 'distributionObjets',
    label: 'Distribution des objets',
    type: 'choice',
    default: 'hasard',
    choices: [
      { value: 'hasard', label: 'Au hasard, à partir de la graine' },
      { value: 'manuelle', label: 'Saisie par le MJ, joueur par joueur' },
    ],
  },
  {
    id: 'misesParPas',
    label: 'Chaque mise dépasse la précédente d’exactement une voix',
    help: 'Sinon, toute mise plus haute (jusqu’à 9) est acceptée.',
    type: 'boolean',
    default: true,
  },
  {
    id: 'plusieursSacs',
    label: 'Un joueur peut utiliser plusieurs Sacs d’or le même jour',
    type: 'boolean',
    default: false,
  },
  {
    id: 'analphabetePotions',
    label: 'Un analphabète peut encore brûler un Pigeon pour ses potions',
    type: 'boolean',
    default: false,
  },
];

/** The MJ enters the items drawn by hand (`distributionObjets`). */
export function manualDeal(s: LGame): boolean {
  return s.setup.options.distributionObjets === 'manuelle';
}

/** A yes-or-no option (normalized by the engine: always a boolean). */
export function flag(s: LGame, id: 'misesParPas' | 'plusieursSacs' | 'analphabetePotions'): boolean {
  return s.setup.options[id] === true;
}
