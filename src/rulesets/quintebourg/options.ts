/**
 * Setup options: the mode, what the book leaves to the MJ (coins, sbires,
 * optional posts, timers), and readings where the book is silent
 * (docs/rulesets/quintebourg.md).
 */
import type { OptionDef } from '../../engine';

export const OPTIONS: OptionDef[] = [
  {
    id: 'mode',
    label: 'Mode de jeu',
    type: 'choice',
    default: 'V',
    choices: [
      { value: 'V', label: 'Villageois (Reptiliens contre villageois)' },
      { value: 'M', label: 'Mathématiciens (trois écoles rivales)' },
      { value: 'E', label: 'Étranges (Reptiliens et mathématiciens)' },
    ],
  },
  { id: 'pieces', label: 'Pièces de chaque joueur au départ', type: 'number', default: 3, min: 0, max: 20 },
  { id: 'sbires', label: 'Sbires accordés au Parrain et au Bras droit', type: 'number', default: 1, min: 0, max: 3 },
  {
    id: 'nuitsRecherche',
    label: 'Nuits de recherche avant que le remède du médecin fonctionne',
    help: 'Le médecin l’ignore\u00a0; utilisée avant, sa potion tue le patient.',
    type: 'number',
    default: 3,
    min: 1,
    max: 9,
  },
  {
    id: 'miraclesReboot',
    label: 'Miracles de Sesiano après le reboot de Skadi',
    help: 'Le livre dit «\u00a0chacun des miracles\u00a0» deux fois, puis «\u00a04 miracles en tout\u00a0» (000:352).',
    type: 'choice',
    default: 'quatre',
    choices: [
      { value: 'quatre', label: 'Quatre miracles en tout' },
      { value: 'chacun', label: 'Chaque miracle deux fois (six en tout)' },
    ],
  },
  {
    id: 'skadiMC',
    label: 'Skadi chez Minus et Cortex',
    help: 'Leur prochaine phase compte le double de cibles\u00a0: après son reboot seulement, ou dès qu’elle les rejoint (000:357-359).',
    type: 'choice',
    default: 'reboot',
    choices: [
      { value: 'reboot', label: 'Seulement si elle a utilisé son reboot' },
      { value: 'toujours', label: 'Aussi si elle a désigné Minus ou Cortex' },
    ],
  },
  {
    id: 'mcNuits',
    label: 'Nuits de Minus et Cortex',
    help: 'Le texte dit quatre nuits par semaine, le tableau les appelle du lundi au vendredi (000:278, 739).',
    type: 'choice',
    default: 'quatre',
    choices: [
      { value: 'quatre', label: 'Quatre nuits par semaine, au choix parmi les cinq appels' },
      { value: 'table', label: 'Les cinq nuits du tableau' },
    ],
  },
  { id: 'chefArmees', label: 'Poste de Chef des armées', type: 'boolean', default: true },
  {
    id: 'prioriteDefense',
    label: 'Cibles prioritaires d’une attaque',
    help: 'Le livre nomme le Chef des armées, un sbire et un amoureux (000:577), puis liste tous ceux qui se défendent (000:585).',
    type: 'choice',
    default: 'defenseurs',
    choices: [
      {
        value: 'defenseurs',
        label: 'Tous ceux qui se défendent (mafieux, adjoints, Chef des armées, assassin, amoureux ensemble)',
      },
      { value: 'livre', label: 'Seulement le Chef des armées, un sbire, un amoureux avec son amoureux' },
    ],
  },
  {
    id: 'pretre',
    label: 'Prêtre',
    type: 'choice',
    default: 'cupide',
    choices: [
      { value: 'aucun', label: 'Pas de prêtre (deux témoins suffisent)' },
      { value: 'cupide', label: 'Prêtre cupide' },
      { value: 'odieux', label: 'Prêtre odieux (mariages forcés)' },
    ],
  },
  {
    id: 'adjoints',
    label: 'Adjoints Randy et Armish (le Procureur enquête au lieu de filmer)',
    type: 'boolean',
    default: false,
  },
  { id: 'pickpockets', label: 'Pickpockets Mirko et Mirka', type: 'boolean', default: true },
  {
    id: 'troisVotes',
    label: 'Loi «\u00a0trois votes, dont deux personnes distinctes\u00a0»',
    help: 'Le livre ne dit pas si un joueur peut viser trois personnes différentes (000:661).',
    type: 'choice',
    default: 'au-moins-deux',
    choices: [
      { value: 'au-moins-deux', label: 'Au moins deux personnes différentes' },
      { value: 'exactement-deux', label: 'Exactement deux personnes différentes' },
    ],
  },
  {
    id: 'dureeDebat',
    label: 'Durée du débat (secondes, 0\u00a0: pas de minuteur)',
    type: 'number',
    default: 180,
    min: 0,
    max: 1800,
  },
  {
    id: 'dureeFete',
    label: 'Durée de la fête du dimanche (secondes)',
    type: 'number',
    default: 600,
    min: 0,
    max: 3600,
  },
];
