/**
 * Natures and roles as data (003_7860fbf4cb88296e.txt:26-49, 65-130). The
 * natures are the composition's cards, dealt by the engine; the twenty roles
 * are drawn two per player with the book's weights out of 200, so they are
 * never cards of the composition (`max: 0`). Summaries in our own words.
 */
import type { CampDef, RoleDef } from '../../engine';
import type { Nature, RoleId } from './types';

export const CAMPS: CampDef[] = [
  { id: 'village', name: 'Villageois' },
  { id: 'loups', name: 'Loups' },
  { id: 'assassins', name: 'Assassins' },
  // Not a camp anyone plays for: the setup screen shows it beside the drawn roles.
  { id: 'tirage', name: 'rôle tiré au sort, deux par joueur' },
];

export const NATURES: readonly Nature[] = ['loup', 'villageois', 'assassin'];

export const NATURE_CAMP: Record<Nature, string> = { villageois: 'village', loup: 'loups', assassin: 'assassins' };

export interface RoleSpec {
  id: RoleId;
  name: string;
  /** Out of 200 (003:28-47). */
  weight: number;
  summary: string;
}

export const ROLE_SPECS: readonly RoleSpec[] = [
  { id: 'croque-mort', name: 'Croque-Mort', weight: 17, summary: 'Apprend les rôles des morts au lever du jour et à la tombée de la nuit.' },
  { id: 'voyante', name: 'Voyante', weight: 14, summary: 'Chaque nuit, va épier une maison : les rôles, ou les natures, de tous ceux qui y dorment.' },
  { id: 'lache', name: 'Lâche', weight: 11, summary: 'Le jour, fait passer par le MJ des messages anonymes : deux fois le numéro du jour.' },
  { id: 'araignee', name: 'Araignée', weight: 11, summary: 'La nuit, relie deux joueurs (elle-même comprise) qui pourront s’écrire deux messages chacun le lendemain.' },
  { id: 'necromancienne', name: 'Nécromancienne', weight: 12, summary: 'Une potion de vie : ramène un mort de la nuit même ; sait à tout moment qui est mort.' },
  { id: 'paranoiaque', name: 'Paranoïaque', weight: 14, summary: 'Sait qui use d’un pouvoir sur lui, et lequel ; à sa mort, apprend ce qui l’a tué.' },
  { id: 'detective', name: 'Détective', weight: 13, summary: 'Chaque nuit, enquête sur un vivant (sort-il ? meurt-il ?), un mort ou lui-même.' },
  { id: 'salvateur', name: 'Salvateur', weight: 12, summary: 'Chaque nuit, protège une maison des loups, jamais une maison protégée la veille.' },
  { id: 'planque', name: 'Planqué', weight: 11, summary: 'Trois fois, passe la nuit caché chez quelqu’un sans que l’hôte le sache.' },
  { id: 'chatelain', name: 'Châtelain', weight: 6, summary: 'Une fois, annule le bûcher s’il tombe sur l’un des deux joueurs qu’il a nommés d’avance.' },
  { id: 'fuyard', name: 'Fuyard', weight: 6, summary: 'Échappe à son premier bûcher en se révélant : absent une nuit et un jour.' },
  { id: 'vieux-chiant', name: 'Vieux Chiant', weight: 6, summary: 'Survit à une attaque des loups.' },
  { id: 'sympathique', name: 'Sympathique', weight: 12, summary: 'Une fois, de jour, renforce un des deux rôles d’un autre joueur, qui apprend qui l’a aidé.' },
  { id: 'institutrice', name: 'Institutrice', weight: 7, summary: 'Son vote ne compte pas ; chaque jour, prive de vote jusqu’à trois joueurs (deux à huit vivants ou moins).' },
  { id: 'salbatar', name: 'Salbatar', weight: 9, summary: 'Chaque nuit, une maison : ceux qui y dorment perdent leurs pouvoirs cette nuit et le lendemain.' },
  { id: 'chasseur', name: 'Chasseur', weight: 7, summary: 'En mourant, abat le joueur de son choix.' },
  { id: 'sorcier', name: 'Sorcier', weight: 10, summary: 'Une fois, de nuit et sans sortir, tue un joueur où qu’il soit.' },
  { id: 'meneur', name: 'Meneur', weight: 9, summary: 'Sa voix compte double au bûcher.' },
  { id: 'corbeau', name: 'Corbeau', weight: 9, summary: 'Chaque nuit, ajoute deux voix contre un joueur au bûcher suivant (lui-même possible).' },
  { id: 'vengeur', name: 'Vengeur', weight: 4, summary: 'En mourant, désigne deux joueurs : trois voix contre chacun le lendemain, et pas de vote pour eux.' },
];

/** The book's weights, out of 200: the weighted draw reads them. */
// Object.fromEntries types its keys as strings; they are the specs' ids, every RoleId once.
export const WEIGHTS: Readonly<Record<RoleId, number>> = Object.fromEntries(ROLE_SPECS.map((r) => [r.id, r.weight])) as Record<RoleId, number>;

/** The roles that play at night, in the book's order (003:51-63): their holders get secret numbers when several. */
export const NIGHT_ROLES: readonly RoleId[] = ['planque', 'salbatar', 'voyante', 'sorcier', 'salvateur', 'necromancienne', 'corbeau', 'araignee', 'detective'];

export const ROLE_IDS: readonly RoleId[] = ROLE_SPECS.map((r) => r.id);

export function roleName(id: RoleId): string {
  return ROLE_SPECS.find((r) => r.id === id)!.name;
}

export function isRole(id: string): id is RoleId {
  return ROLE_SPECS.some((r) => r.id === id);
}

export const NATURE_NAME: Record<Nature, string> = { villageois: 'villageois', loup: 'loup', assassin: 'assassin' };

export const ROLES: RoleDef[] = [
  { id: 'loup', name: 'Loup', camp: 'loups', max: 40, summary: 'Nature. Chaque nuit, la meute choisit par MP la maison à attaquer ; gagne quand plus aucun villageois ne vit.' },
  { id: 'villageois', name: 'Villageois', camp: 'village', max: 40, summary: 'Nature. Gagne quand plus aucun loup ne vit.' },
  { id: 'assassin', name: 'Assassin', camp: 'assassins', max: 40, summary: 'Nature. Un meurtre dans la partie ; gagne si ses six cibles meurent et qu’il vit.' },
  ...ROLE_SPECS.map((r): RoleDef => ({ id: r.id, name: r.name, camp: 'tirage', max: 0, summary: `${r.summary} (${r.weight}/200)` })),
];
