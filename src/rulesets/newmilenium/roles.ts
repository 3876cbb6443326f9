/**
 * Natures and roles as data (003_7860fbf4cb88296e.txt:26-49, 65-130). The
 * natures are the composition's cards, dealt by the engine; the twenty roles
 * are drawn two per player with the book's weights out of 200, so they are
 * never cards of the composition (`max: 0`). Summaries in our own words.
 */
import { type CampDef, type RoleDef, typo } from '../../engine';
import type { Nature, RoleId } from './types';

export const CAMPS: CampDef[] = [
  { id: 'village', name: 'Villageois', village: true },
  { id: 'loups', name: 'Loups' },
  { id: 'assassins', name: 'Assassins' },
  // Not a camp anyone plays for: the setup screen shows it beside the drawn roles.
  { id: 'tirage', name: 'rôle tiré au sort, deux par joueur' },
];

export const NATURES: readonly Nature[] = ['loup', 'villageois', 'assassin'];

export const NATURE_CAMP: Record<Nature, string> = { villageois: 'village', loup: 'loups', assassin: 'assassins' };

/** The book's weights, out of 200, in its order (003:28-47): the weighted draw reads them. */
export const WEIGHTS: Readonly<Record<RoleId, number>> = {
  'croque-mort': 17,
  voyante: 14,
  lache: 11,
  araignee: 11,
  necromancienne: 12,
  paranoiaque: 14,
  detective: 13,
  salvateur: 12,
  planque: 11,
  chatelain: 6,
  fuyard: 6,
  'vieux-chiant': 6,
  sympathique: 12,
  institutrice: 7,
  salbatar: 9,
  chasseur: 7,
  sorcier: 10,
  meneur: 9,
  corbeau: 9,
  vengeur: 4,
};

export interface RoleSpec {
  id: RoleId;
  name: string;
  summary: string;
}

export const ROLE_SPECS: readonly RoleSpec[] = [
  {
    id: 'croque-mort',
    name: 'Croque-Mort',
    summary: 'Apprend les rôles des morts au lever du jour et à la tombée de la nuit.',
  },
  {
    id: 'voyante',
    name: 'Voyante',
    summary: 'Chaque nuit, va épier une maison : les rôles, ou les natures, de tous ceux qui y dorment.',
  },
  {
    id: 'lache',
    name: 'Lâche',
    summary: 'Le jour, fait passer par le MJ des messages anonymes : deux fois le numéro du jour.',
  },
  {
    id: 'araignee',
    name: 'Araignée',
    summary:
      'La nuit, relie deux joueurs (elle-même comprise) qui pourront s’écrire deux messages chacun le lendemain.',
  },
  {
    id: 'necromancienne',
    name: 'Nécromancienne',
    summary: 'Une potion de vie : ramène un mort de la nuit même ; sait à tout moment qui est mort.',
  },
  {
    id: 'paranoiaque',
    name: 'Paranoïaque',
    summary: 'Sait qui use d’un pouvoir sur lui, et lequel ; à sa mort, apprend ce qui l’a tué.',
  },
  {
    id: 'detective',
    name: 'Détective',
    summary: 'Chaque nuit, enquête sur un vivant (sort-il ? meurt-il ?), un mort ou lui-même.',
  },
  {
    id: 'salvateur',
    name: 'Salvateur',
    summary: 'Chaque nuit, protège une maison des loups, jamais une maison protégée la veille.',
  },
  {
    id: 'planque',
    name: 'Planqué',
    summary: 'Trois fois, passe la nuit caché chez quelqu’un sans que l’hôte le sache.',
  },
  {
    id: 'chatelain',
    name: 'Châtelain',
    summary: 'Une fois, annule le bûcher s’il tombe sur l’un des deux joueurs qu’il a nommés d’avance.',
  },
  {
    id: 'fuyard',
    name: 'Fuyard',
    summary: 'Échappe à son premier bûcher en se révélant : absent une nuit et un jour.',
  },
  { id: 'vieux-chiant', name: 'Vieux Chiant', summary: 'Survit à une attaque des loups.' },
  {
    id: 'sympathique',
    name: 'Sympathique',
    summary: 'Une fois, de jour, renforce un des deux rôles d’un autre joueur, qui apprend qui l’a aidé.',
  },
  {
    id: 'institutrice',
    name: 'Institutrice',
    summary:
      'Son vote ne compte pas ; chaque jour, prive de vote jusqu’à trois joueurs (deux à huit vivants ou moins).',
  },
  {
    id: 'salbatar',
    name: 'Salbatar',
    summary: 'Chaque nuit, une maison : ceux qui y dorment perdent leurs pouvoirs cette nuit et le lendemain.',
  },
  { id: 'chasseur', name: 'Chasseur', summary: 'En mourant, abat le joueur de son choix.' },
  { id: 'sorcier', name: 'Sorcier', summary: 'Une fois, de nuit et sans sortir, tue un joueur où qu’il soit.' },
  { id: 'meneur', name: 'Meneur', summary: 'Sa voix compte double au bûcher.' },
  {
    id: 'corbeau',
    name: 'Corbeau',
    summary: 'Chaque nuit, ajoute deux voix contre un joueur au bûcher suivant (lui-même possible).',
  },
  {
    id: 'vengeur',
    name: 'Vengeur',
    summary: 'En mourant, désigne deux joueurs : trois voix contre chacun le lendemain, et pas de vote pour eux.',
  },
];

/** The roles that play at night, in the book's order (003:51-63): their holders get secret numbers when several. */
export const NIGHT_ROLES: readonly RoleId[] = [
  'planque',
  'salbatar',
  'voyante',
  'sorcier',
  'salvateur',
  'necromancienne',
  'corbeau',
  'araignee',
  'detective',
];

export const ROLE_IDS: readonly RoleId[] = ROLE_SPECS.map((r) => r.id);

export function roleName(id: RoleId): string {
  return ROLE_SPECS.find((r) => r.id === id)!.name;
}

export function isRole(id: string): id is RoleId {
  return ROLE_SPECS.some((r) => r.id === id);
}

export const NATURE_NAME: Record<Nature, string> = { villageois: 'villageois', loup: 'loup', assassin: 'assassin' };

export const ROLES: RoleDef[] = [
  {
    id: 'loup',
    name: 'Loup',
    camp: 'loups',
    max: 40,
    summary: typo(
      'Nature. Chaque nuit, la meute choisit par MP la maison à attaquer ; gagne quand plus aucun villageois ne vit.',
    ),
  },
  {
    id: 'villageois',
    name: 'Villageois',
    camp: 'village',
    max: 40,
    summary: 'Nature. Gagne quand plus aucun loup ne vit.',
  },
  {
    id: 'assassin',
    name: 'Assassin',
    camp: 'assassins',
    max: 40,
    summary: typo('Nature. Un meurtre dans la partie ; gagne si ses six cibles meurent et qu’il vit.'),
  },
  ...ROLE_SPECS.map((r): RoleDef => ({
    id: r.id,
    name: r.name,
    camp: 'tirage',
    max: 0,
    summary: typo(`${r.summary} (${WEIGHTS[r.id]}/200)`),
  })),
];
