/**
 * Setup options: how the roles and the Assassins' targets are dealt, and the
 * second author's proposals of the last post (003:137-148), each off by
 * default. Choices and line numbers: docs/rulesets/newmilenium.md.
 */
import { type OptionDef, typo } from '../../engine';
import type { NGame } from './types';

const RAW: OptionDef[] = [
  {
    id: 'distributionRoles',
    label: 'Tirage des deux rôles de chaque joueur',
    help: 'Au hasard avec les poids du livre (sur 200), ou saisis par le MJ carte par carte ; ce qui manque à la clôture est tiré au hasard (003:26-48).',
    type: 'choice',
    default: 'hasard',
    choices: [
      { value: 'hasard', label: 'Au hasard, à partir de la graine' },
      { value: 'manuelle', label: 'Saisis par le MJ, joueur par joueur' },
    ],
  },
  {
    id: 'ciblesAssassin',
    label: 'Les six cibles de chaque Assassin',
    help: '003:68',
    type: 'choice',
    default: 'hasard',
    choices: [
      { value: 'hasard', label: 'Tirées au hasard' },
      { value: 'manuelle', label: 'Choisies par le MJ' },
    ],
  },
  {
    id: 'maisons',
    label: 'Le Corbeau et le Sorcier visent une maison et tous ceux qui y dorment',
    help: 'Proposition du dernier message (003:139-140).',
    type: 'boolean',
    default: false,
  },
  {
    id: 'loupsMaisonLoup',
    label: 'Les loups peuvent attaquer la maison d’un loup',
    help: 'Proposition du dernier message (003:141).',
    type: 'boolean',
    default: false,
  },
  {
    id: 'planqueSimplifie',
    label: 'Planqué simplifié : plusieurs planqués par maison, qui se trouvent, et les allées et venues du logeur',
    help: 'Proposition du dernier message (003:142-148).',
    type: 'boolean',
    default: false,
  },
];

/** The options, their texts in French typography. */
export const OPTIONS: OptionDef[] = RAW.map((o) => ({
  ...o,
  label: typo(o.label),
  ...(o.help ? { help: typo(o.help) } : {}),
}));

type Flag = 'maisons' | 'loupsMaisonLoup' | 'planqueSimplifie';

/** A yes-or-no option (normalized by the engine: always a boolean). */
export function flag(s: NGame, id: Flag): boolean {
  return s.setup.options[id] === true;
}

export function manualRoles(s: NGame): boolean {
  return s.setup.options.distributionRoles === 'manuelle';
}

export function manualTargets(s: NGame): boolean {
  return s.setup.options.ciblesAssassin === 'manuelle';
}
