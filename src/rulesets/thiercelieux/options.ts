/**
 * Setup options: where the rule books (or table habits) differ, both readings
 * are offered, and how the rules read them. Choices and their sources are in
 * docs/rulesets/thiercelieux.md.
 */
import type { OptionDef } from '../../engine';
import type { TGame } from './types';

export const OPTIONS: OptionDef[] = [
  {
    id: 'electionCapitaine',
    label: 'Élection du Capitaine',
    type: 'choice',
    default: 'jour1',
    choices: [
      { value: 'jour1', label: 'Au matin du premier jour' },
      { value: 'avantNuit1', label: 'Avant la première nuit' },
      { value: 'sans', label: 'Pas de Capitaine' },
    ],
  },
  {
    id: 'egalite',
    label: 'Égalité au vote du village',
    type: 'choice',
    default: 'capitaine',
    choices: [
      { value: 'capitaine', label: 'Le Capitaine tranche (sinon second tour)' },
      { value: 'secondTour', label: 'Second tour entre les ex æquo, puis personne' },
      { value: 'personne', label: 'Personne n’est exécuté' },
      { value: 'hasard', label: 'Tirage au sort entre les ex æquo' },
    ],
  },
  {
    id: 'victoireLoups',
    label: 'Victoire des loups',
    type: 'choice',
    default: 'elimination',
    choices: [
      { value: 'elimination', label: 'Quand il ne reste plus que des loups' },
      { value: 'parite', label: 'Dès qu’ils sont aussi nombreux que les autres' },
    ],
  },
  { id: 'revelerRoles', label: 'Révéler la carte des morts', type: 'boolean', default: true },
  {
    id: 'appelerRolesMorts',
    label: 'Appeler aussi les rôles morts ou sans pouvoir',
    help: 'Le MJ lit quand même leur phrase, pour ne rien trahir.',
    type: 'boolean',
    default: true,
  },
  { id: 'sorciereSoinSoiMeme', label: 'La Sorcière peut se sauver elle-même', type: 'boolean', default: true },
  {
    id: 'sorciereDeuxPotions',
    label: 'La Sorcière peut utiliser ses deux potions la même nuit',
    type: 'boolean',
    default: true,
  },
  {
    id: 'petiteFilleSurprise',
    label: 'La Petite Fille surprise meurt à la place de la victime',
    type: 'boolean',
    default: true,
  },
  {
    id: 'sauveteurPetiteFille',
    label: 'Le Sauveteur ne protège pas la Petite Fille (elle est dehors)',
    type: 'boolean',
    default: true,
  },
  {
    id: 'potionPetiteFille',
    label: 'Variante\u00a0: la potion de vie ne marche pas sur la Petite Fille',
    type: 'boolean',
    default: false,
  },
  { id: 'cupidonGagneAvecCouple', label: 'Cupidon gagne avec un couple mixte', type: 'boolean', default: false },
  // In seconds, as every ruleset's durations (Quinte-bourg's debate and fête): one unit for the MJ's timers.
  {
    id: 'dureeDebat',
    label: 'Durée du débat (secondes, 0\u00a0: pas de minuteur)',
    type: 'number',
    default: 0,
    min: 0,
    max: 3600,
  },
  // The recueil's cards.
  {
    id: 'evenements',
    label: 'Jouer avec les cartes événement (Pleine Lune)',
    help: 'Le MJ tape les cartes (titre et effet)\u00a0; une carte est retournée chaque matin. Toujours actif avec la Diseuse ou le Maître du Destin.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'transformisteVillageois',
    label: 'Variante\u00a0: le Transformiste commence en Simple Villageois',
    help: 'Son tas ne reçoit que les cartes des morts.',
    type: 'boolean',
    default: false,
  },
];

/** The yes/no options (above). */
type FlagOption =
  | 'revelerRoles'
  | 'appelerRolesMorts'
  | 'sorciereSoinSoiMeme'
  | 'sorciereDeuxPotions'
  | 'petiteFilleSurprise'
  | 'sauveteurPetiteFille'
  | 'potionPetiteFille'
  | 'cupidonGagneAvecCouple'
  | 'evenements'
  | 'transformisteVillageois';

/** The options with a list of choices (above). */
type ChoiceOption = 'electionCapitaine' | 'egalite' | 'victoireLoups';

/** A yes/no option (the engine fills every option with its declared type before the game starts). */
export function flag(s: TGame, id: FlagOption): boolean {
  return s.setup.options[id] === true;
}

/** The value chosen for a choice option. */
export function choice(s: TGame, id: ChoiceOption): string {
  const value = s.setup.options[id];
  return typeof value === 'string' ? value : '';
}

/** The debate's length in seconds (0: no timer). */
export function debateSeconds(s: TGame): number {
  const value = s.setup.options.dureeDebat;
  return typeof value === 'number' ? value : 0;
}
