/**
 * Camps, camp cards, specialty cards and personal goals
 * (001_47f38bdc018e2680.txt:25-137, with the reading notes of
 * shared/rules/README.md for the lost headings). Each player holds a camp
 * card and a specialty card (001:25); the lovers are chosen by the MJ and
 * hold no card of their own (001:66). Summaries are the project's own words.
 */
import type { CampDef, RoleDef } from '../../engine';

/** The camp table's order (001:38-47): a player in several camps plays for the first (001:29-30). */
export const CAMP_ORDER = [
  'amoureux',
  'idealistes',
  'setheux',
  'souris',
  'reptiliens',
  'martyre',
  'musiciens',
  'villageois',
] as const;
export type CampId = (typeof CAMP_ORDER)[number];

export const CAMPS: CampDef[] = [
  { id: 'amoureux', name: 'Amoureux' },
  { id: 'idealistes', name: 'Idéalistes' },
  { id: 'setheux', name: 'Setheux' },
  { id: 'souris', name: 'Souris' },
  { id: 'reptiliens', name: 'Reptiliens' },
  { id: 'martyre', name: 'Martyre' },
  { id: 'musiciens', name: 'Musiciens' },
  { id: 'villageois', name: 'Villageois', village: true },
  { id: 'specialite', name: 'Spécialités' },
];

export const campName = (id: string): string => CAMPS.find((c) => c.id === id)?.name ?? id;

/** Each camp's consolation objective (001:37-47): the final win of the Villageois (V) or of the Reptiliens (R). */
export const CONSOLATION: Partial<Record<CampId, 'villageois' | 'reptiliens'>> = {
  amoureux: 'villageois',
  idealistes: 'villageois',
  setheux: 'reptiliens',
  souris: 'reptiliens',
  martyre: 'reptiliens',
  musiciens: 'villageois',
};

/** The personal goals (001:48-58). */
export const GOALS = [
  'cupide',
  'melomane',
  'showman',
  'maniaque',
  'romantique',
  'bipartie',
  '58-ard',
  'detectives',
  'mathematiciens',
] as const;
export type Goal = (typeof GOALS)[number];

export const GOAL_NAMES: Record<Goal, string> = {
  cupide: 'Cupide',
  melomane: 'Mélomane',
  showman: 'Showman',
  maniaque: 'Maniaque',
  romantique: 'Romantique',
  bipartie: 'Bipartie',
  '58-ard': '58-ard',
  detectives: 'Détectives',
  mathematiciens: 'Mathématiciens',
};

/** The groups introduced before night 1 (001:66): camps and goals whose members know each other. */
export const KNOWING = ['setheux', 'souris', 'reptiliens', 'detectives', 'mathematiciens'] as const;
export type Knowing = (typeof KNOWING)[number];

type Card = { id: string; name: string; summary: string; max?: number; tags?: string[] };

/** A camp card: the camp it plays for, and the goals the MJ may give it (001:103-120). */
export type CampCard = RoleDef & { camp: CampId; goals: readonly Goal[] };

const campCard = (
  { id, name, summary, max = 1, tags = [] }: Card,
  camp: CampId,
  goals: readonly Goal[] = [],
): CampCard => ({ id, name, camp, summary, max, tags: ['camp', ...tags], goals });

const specialty = ({ id, name, summary, max = 1, tags = [] }: Card): RoleDef => ({
  id,
  name,
  camp: 'specialite',
  summary,
  max,
  tags: ['specialite', ...tags],
});

export const CAMP_CARDS: CampCard[] = [
  campCard(
    {
      id: 'sheherazade',
      name: 'Shéhérazade',
      summary: 'Idéaliste\u00a0; une fois, convertit un ennemi en lui racontant une histoire, et en meurt.',
    },
    'idealistes',
  ),
  campCard(
    {
      id: 'prophete',
      name: 'Prophète',
      summary: 'Idéaliste\u00a0; une fois, ressuscite un fantôme (lui-même compris), vivant ou fantôme.',
    },
    'idealistes',
  ),
  campCard(
    {
      id: 'seth',
      name: 'Seth',
      summary: 'Aussi Reptilien\u00a0; veut rester seul avec un autre\u00a0; une fois, tue un Reptilien.',
    },
    'setheux',
  ),
  campCard(
    {
      id: 'fennec',
      name: 'Fennec',
      summary: 'Veut la victoire de Seth sans être Reptilien\u00a0; une fois, tue qui il veut.',
    },
    'setheux',
  ),
  campCard(
    {
      id: 'souris',
      name: 'Souris',
      summary: 'Avec les siennes, veut trois des postes de Président, Notaire, Sénateur, Chef de la milice.',
      max: 4,
    },
    'souris',
  ),
  campCard(
    {
      id: 'cortex',
      name: 'Cortex',
      summary:
        'Souris\u00a0; trois nuits par semaine, désigne le premier des deux joueurs dont les postes s’échangent.',
    },
    'souris',
  ),
  campCard(
    {
      id: 'minus',
      name: 'Minus',
      summary: 'Souris\u00a0; trois nuits par semaine, désigne le second des deux joueurs dont les postes s’échangent.',
    },
    'souris',
  ),
  campCard(
    {
      id: 'reptilien',
      name: 'Reptilien',
      summary: 'Choisit chaque nuit une maison avec les siens, puis l’attaque.',
      max: 8,
    },
    'reptiliens',
  ),
  campCard(
    {
      id: 'reptilienne-alpha',
      name: 'Reptilienne alpha',
      summary: 'Cheffe des Reptiliens\u00a0: tranche la cible\u00a0; morte, plus d’attaque.',
    },
    'reptiliens',
  ),
  campCard(
    { id: 'reptilienne-noire', name: 'Reptilienne noire', summary: 'Une fois, fait d’un joueur un Reptilien.' },
    'reptiliens',
  ),
  campCard(
    { id: 'reptilienne-rouge', name: 'Reptilienne rouge', summary: 'Une fois, tue un Reptilien (Seth compris).' },
    'reptiliens',
  ),
  campCard(
    { id: 'martyr', name: 'Martyr', summary: 'Seul de son camp\u00a0; gagne s’il est exécuté par le village.' },
    'martyre',
  ),
  campCard(
    { id: 'orphee', name: 'Orphée', summary: 'Musicien\u00a0; charme une nouvelle personne chaque nuit.' },
    'musiciens',
  ),
  campCard(
    { id: 'sirene', name: 'Sirène', summary: 'Musicienne\u00a0; charme une nouvelle personne chaque nuit.' },
    'musiciens',
  ),
  campCard(
    { id: 'villageois', name: 'Villageois', summary: 'Un habitant sans pouvoir de camp.', max: 20 },
    'villageois',
  ),
  campCard(
    {
      id: 'villageois-cupide',
      name: 'Villageois cupide',
      summary: 'Villageois\u00a0; gagne seul s’il possède toutes les pièces du jeu.',
      max: 3,
    },
    'villageois',
    ['cupide'],
  ),
  campCard(
    {
      id: 'detective-melomane',
      name: 'Détective mélomane',
      summary: 'Villageois\u00a0; objectifs au choix du MJ\u00a0: Détectives, Mélomane, ou les deux.',
    },
    'villageois',
    ['detectives', 'melomane'],
  ),
  campCard(
    {
      id: 'detective-maniaque',
      name: 'Détective maniaque',
      summary: 'Villageois\u00a0; objectifs au choix du MJ\u00a0: Détectives, Maniaque, ou les deux.',
    },
    'villageois',
    ['detectives', 'maniaque'],
  ),
  campCard(
    {
      id: 'poirot',
      name: 'Poirot',
      summary:
        'Villageois\u00a0; objectifs au choix du MJ\u00a0: Détectives, Showman (le show de Poirot), ou les deux.',
    },
    'villageois',
    ['detectives', 'showman'],
  ),
  campCard(
    {
      id: 'mathematicien-bipartie',
      name: 'Mathématicien bipartie',
      summary: 'Villageois\u00a0; objectifs au choix du MJ\u00a0: Mathématiciens, Bipartie, ou les deux.',
    },
    'villageois',
    ['mathematiciens', 'bipartie'],
  ),
  campCard(
    {
      id: 'mathematicien-romantique',
      name: 'Mathématicien romantique',
      summary: 'Villageois\u00a0; objectifs au choix du MJ\u00a0: Mathématiciens, Romantique, ou les deux.',
    },
    'villageois',
    ['mathematiciens', 'romantique'],
  ),
  campCard(
    {
      id: 'mathematicien-58-ard',
      name: 'Mathématicien 58-ard',
      summary: 'Villageois\u00a0; objectifs au choix du MJ\u00a0: Mathématiciens, 58-ard, ou les deux.',
    },
    'villageois',
    ['mathematiciens', '58-ard'],
  ),
];

export const SPECIALTY_CARDS: RoleDef[] = [
  specialty({
    id: 'ingenieure',
    name: 'Ingénieure / Inventeur',
    summary:
      'Deux nuits par semaine\u00a0: Stalkeur (a-t-il dormi chez lui\u00a0?) ou Révélateur (la carte de camp d’un mort).',
  }),
  specialty({
    id: 'reporter',
    name: 'Reporter / Journaliste',
    summary: 'Deux nuits par semaine\u00a0: retourne la carte d’un voisin de table.',
  }),
  specialty({
    id: 'dresseur',
    name: 'Dresseur de rapace',
    summary: 'Deux nuits par semaine\u00a0: son rapace flaire un Reptilien dans une maison, ou sur un cadavre.',
  }),
  specialty({
    id: 'cambrioleur',
    name: 'Cambrioleur',
    summary: 'Deux nuits par semaine\u00a0: vole toutes les pièces d’un voisin, ou la moitié de celles d’un autre.',
  }),
  specialty({
    id: 'assassin',
    name: 'Assassin',
    summary:
      'À tout moment\u00a0: tue qui il veut\u00a0; la première fois contre toute sa fortune, puis 2 pièces la balle.',
  }),
  specialty({
    id: 'marchand-de-sable',
    name: 'Marchand de sable',
    summary: 'Chaque nuit, plonge un joueur dans un sommeil lourd.',
  }),
  specialty({
    id: 'psychopathe',
    name: 'Psychopathe',
    summary: 'Trois nuits par semaine\u00a0: enlève un joueur, endormi chez le Psychopathe.',
  }),
  specialty({
    id: 'laura',
    name: 'Laura de la Riponne',
    summary: 'Ne dort jamais chez elle\u00a0: squatte chaque nuit une autre maison.',
  }),
  specialty({
    id: 'artiste',
    name: 'Artiste',
    summary:
      'Sculpture (deux nuits)\u00a0: le propriétaire déménage\u00a0; caricature (une nuit)\u00a0: une démission.',
  }),
  specialty({
    id: 'eris',
    name: 'Éris',
    summary:
      'Querelle (deux nuits)\u00a0: deux joueurs se battent\u00a0; farce (une nuit)\u00a0: les postes des vivants tournent.',
  }),
  specialty({
    id: 'freyja',
    name: 'Freyja',
    summary:
      'Allumeuse (deux nuits)\u00a0: deux joueurs couchent ensemble\u00a0; adoration (une nuit)\u00a0: un admiré échange son poste.',
  }),
  specialty({ id: 'sans-specialite', name: 'Sans spécialité', summary: 'Aucun pouvoir de spécialité.', max: 20 }),
];

export const ROLES: RoleDef[] = [...CAMP_CARDS, ...SPECIALTY_CARDS];

const CAMP_IDS = new Set(CAMP_CARDS.map((r) => r.id));
const SPECIALTY_IDS = new Set(SPECIALTY_CARDS.map((r) => r.id));

export const isCampCard = (id: string): boolean => CAMP_IDS.has(id);
export const isSpecialty = (id: string): boolean => SPECIALTY_IDS.has(id);
/** A specialty that is a power (« Sans spécialité » is none: 001:214 counts powers). */
export const isPower = (id: string): boolean => isSpecialty(id) && id !== 'sans-specialite';

const BY_ID = new Map(ROLES.map((r) => [r.id, r]));

export function cardName(id: string): string {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`Unknown Quinte-bourg revision card "${id}"`);
  return r.name;
}

/** The camp a camp card plays for. */
export function cardCamp(id: string): CampId {
  const c = CAMP_CARDS.find((r) => r.id === id);
  if (!c) throw new Error(`"${id}" is no camp card of the revision`);
  return c.camp;
}

/** The goals the MJ may give a card (001:103-120); the Cupide's is fixed (001:102). */
export function cardGoals(id: string): readonly Goal[] {
  return CAMP_CARDS.find((r) => r.id === id)?.goals ?? [];
}
