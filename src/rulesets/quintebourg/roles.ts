/**
 * Camps and cards (000_a045abd3825f1297.txt:112-162, 193-449). Each player
 * holds a party card (the camp) and an effect card; the lovers hold a second
 * party card, their alibi (000:116-118). Summaries are the project's own words.
 */
import type { CampDef, RoleDef } from '../../engine';

/** Camps in the order of the win table: a player in several camps plays for the first (000:138-151). */
export const CAMPS: CampDef[] = [
  { id: 'amoureux', name: 'Amoureux' },
  { id: 'idealistes', name: 'Idéalistes' },
  { id: 'mc', name: 'Minus & Cortex' },
  { id: 'setheux', name: 'Setheux' },
  { id: 'reptiliens', name: 'Reptiliens' },
  { id: 'nobel', name: 'Nobel' },
  { id: 'geometres', name: 'Géomètres' },
  { id: 'algebristes', name: 'Algébristes' },
  { id: 'analystes', name: 'Analystes' },
  { id: 'villageois', name: 'Villageois', village: true },
  { id: 'skadi', name: 'Camp à déterminer' },
  { id: 'effet', name: 'Rôle à effet' },
];

export type CampId =
  | 'amoureux'
  | 'idealistes'
  | 'mc'
  | 'setheux'
  | 'reptiliens'
  | 'nobel'
  | 'geometres'
  | 'algebristes'
  | 'analystes'
  | 'villageois'
  | 'skadi';

export const CAMP_ORDER: CampId[] = [
  'amoureux',
  'idealistes',
  'mc',
  'setheux',
  'reptiliens',
  'nobel',
  'geometres',
  'algebristes',
  'analystes',
  'villageois',
  'skadi',
];

export const MATH_CAMPS = ['geometres', 'algebristes', 'analystes'] as const;

/** The camps introduced on night 1, in the book's order (000:693): those whose members know each other. */
export const KNOWING = ['amoureux', 'reptiliens', 'algebristes', 'geometres', 'analystes', 'mc', 'setheux'] as const;
export type Knowing = (typeof KNOWING)[number];

/** Camps whose members know each other (000:693); the others (Villageois, Nobel) do not open their eyes together. */
export const knows = (camp: CampId): camp is Knowing => KNOWING.some((k) => k === camp);

export const campName = (id: string): string => CAMPS.find((c) => c.id === id)?.name ?? id;
export type MathCamp = (typeof MATH_CAMPS)[number];

export const isMathCamp = (camp: string): camp is MathCamp => MATH_CAMPS.some((c) => c === camp);

/** Each math camp's leader and sworn enemies (000:199-213, 146-148). */
export const MATH: Record<MathCamp, { leader: string; enemy: MathCamp; plain: string }> = {
  algebristes: { leader: 'k-hess', enemy: 'analystes', plain: 'algebriste' },
  analystes: { leader: 'j-rappaz', enemy: 'geometres', plain: 'analyste' },
  geometres: { leader: 'j-pach', enemy: 'algebristes', plain: 'geometre' },
};

/** A party card: its camp is one of the win table's (000:138-149). */
export type PartyRole = RoleDef & { camp: CampId };

/** A card as the tables below write it: how many copies a composition may hold (default 1), its extra tags. */
type Card = { id: string; name: string; summary: string; max?: number; tags?: string[] };

const party = ({ id, name, camp, summary, max = 1, tags = [] }: Card & { camp: CampId }): PartyRole => ({
  id,
  name,
  camp,
  summary,
  max,
  tags: ['parti', ...tags],
});

const effect = ({ id, name, summary, max = 1, tags = [] }: Card): RoleDef => ({
  id,
  name,
  camp: 'effet',
  summary,
  max,
  tags: ['effet', ...tags],
});

export const PARTY_ROLES: PartyRole[] = [
  party({
    id: 'amoureux',
    name: 'Amoureux',
    camp: 'amoureux',
    summary:
      'Lié·e à l’autre amoureux\u00a0; joue aussi un rôle d’alibi\u00a0; tente de dormir avec l’autre chaque nuit.',
    max: 2,
  }),
  party({
    id: 'medecin',
    name: 'Médecin',
    camp: 'idealistes',
    summary:
      'Carte révélée, Bourreau à vie\u00a0; vit au bunker\u00a0; soigne ou aggrave deux patients par nuit\u00a0; cherche un remède pour les Q.',
  }),
  party({
    id: 'sesiano',
    name: 'Prophète Sesiano',
    camp: 'idealistes',
    summary: 'Trois miracles à usage unique\u00a0: se relever, relever un quasi-mort, convertir.',
  }),
  party({
    id: 'cortex',
    name: 'Cortex',
    camp: 'mc',
    summary: 'Vole une pièce ou charme, puis désigne la cible de Minus.',
  }),
  party({
    id: 'minus',
    name: 'Minus',
    camp: 'mc',
    summary:
      'Choisit entre les deux cibles de Cortex la sienne\u00a0: vole ou charme, échoue s’il prend celle de Cortex.',
  }),
  party({
    id: 'seth',
    name: 'Seth',
    camp: 'setheux',
    summary: 'Passe pour un Reptilien\u00a0; une fois, rend un Reptilien quasi-mort.',
  }),
  party({
    id: 'fennec',
    name: 'Le Fennec',
    camp: 'setheux',
    summary: 'Veut la victoire de Seth\u00a0; une fois, mord un joueur, qui tombe quasi-mort.',
  }),
  party({
    id: 'reptilien',
    name: 'Reptilien',
    camp: 'reptiliens',
    summary: 'Choisit chaque nuit une cible avec les siens, puis l’attaque.',
    max: 8,
  }),
  party({
    id: 'reptilienne-alpha',
    name: 'Reptilienne alpha',
    camp: 'reptiliens',
    summary: 'Cheffe des Reptiliens\u00a0: tranche la cible\u00a0; sans elle, pas d’attaque.',
  }),
  party({
    id: 'reptilienne-rouge',
    name: 'Reptilienne rouge',
    camp: 'reptiliens',
    summary: 'Une fois, rend un Reptilien (ou Seth) quasi-mort.',
  }),
  party({
    id: 'reptilienne-noire',
    name: 'Reptilienne noire',
    camp: 'reptiliens',
    summary: 'Une fois, fait d’un joueur un Reptilien.',
  }),
  party({
    id: 'nobel',
    name: 'A Nobel',
    camp: 'nobel',
    summary: 'Déteste les mathématiciens\u00a0: gagne s’ils perdent tous.',
    max: 2,
  }),
  party({
    id: 'k-hess',
    name: 'K Hess',
    camp: 'algebristes',
    summary: 'Leader des Algébristes.',
    max: 1,
    tags: ['leader'],
  }),
  party({
    id: 'algebriste',
    name: 'Algébriste',
    camp: 'algebristes',
    summary: 'Mathématicien\u00a0; ennemis jurés\u00a0: les Analystes.',
    max: 6,
  }),
  party({
    id: 'j-rappaz',
    name: 'J Rappaz',
    camp: 'analystes',
    summary: 'Leader des Analystes.',
    max: 1,
    tags: ['leader'],
  }),
  party({
    id: 'analyste',
    name: 'Analyste',
    camp: 'analystes',
    summary: 'Mathématicien\u00a0; ennemis jurés\u00a0: les Géomètres.',
    max: 6,
  }),
  party({
    id: 'j-pach',
    name: 'J Pach',
    camp: 'geometres',
    summary: 'Leader des Géomètres.',
    max: 1,
    tags: ['leader'],
  }),
  party({
    id: 'geometre',
    name: 'Géomètre',
    camp: 'geometres',
    summary: 'Mathématicien\u00a0; ennemis jurés\u00a0: les Algébristes.',
    max: 6,
  }),
  party({
    id: 'villageois',
    name: 'Villageois',
    camp: 'villageois',
    summary: 'Un habitant sans pouvoir de parti.',
    max: 21,
  }),
  party({
    id: 'skadi',
    name: 'Skadi',
    camp: 'skadi',
    summary: 'Choisit son camp la troisième nuit (reboot ou camp d’un joueur).',
  }),
];

/** The five names of each family share one power; the night tables call each name on its own nights (000:736-805). */
export const SCIENTISTS = ['scientifique', 'geek', 'chercheur', 'bricoleur', 'ingenieur'] as const;
export const NURSES = ['infirmier', 'pharmacien', 'chirurgien', 'brancardier', 'anesthesiste'] as const;
export const CURIOUS = ['curieux', 'fouineur', 'indiscret', 'fureteur', 'commere'] as const;
export const CHEATS = ['tricheur', 'hacker', 'brigand'] as const;
export const SANDMEN = ['marchand-de-sable', 'morphee'] as const;
export type Scientist = (typeof SCIENTISTS)[number];
export type Nurse = (typeof NURSES)[number];
export type Curious = (typeof CURIOUS)[number];
export type Cheat = (typeof CHEATS)[number];
export type Sandman = (typeof SANDMEN)[number];

export const EFFECT_ROLES: RoleDef[] = [
  effect({
    id: 'scientifique',
    name: 'Scientifique',
    summary:
      'Deux nuits par semaine\u00a0: Stalkeur (qui a dormi chez soi\u00a0?) ou Révélateur (un Reptilien a-t-il passé la nuit là\u00a0?).',
  }),
  effect({ id: 'geek', name: 'Geek', summary: 'Comme le Scientifique, à ses propres nuits.' }),
  effect({ id: 'chercheur', name: 'Chercheur', summary: 'Comme le Scientifique, à ses propres nuits.' }),
  effect({ id: 'bricoleur', name: 'Bricoleur', summary: 'Comme le Scientifique, à ses propres nuits.' }),
  effect({ id: 'ingenieur', name: 'Ingénieur', summary: 'Comme le Scientifique, à ses propres nuits.' }),
  effect({
    id: 'infirmier',
    name: 'Infirmier',
    summary:
      'Deux nuits par semaine\u00a0: regarde les cartes d’un patient ou d’un mort, ou aggrave un patient d’un cran.',
  }),
  effect({ id: 'pharmacien', name: 'Pharmacien', summary: 'Comme l’Infirmier, à ses propres nuits.' }),
  effect({ id: 'chirurgien', name: 'Chirurgien', summary: 'Comme l’Infirmier, à ses propres nuits.' }),
  effect({ id: 'brancardier', name: 'Brancardier', summary: 'Comme l’Infirmier, à ses propres nuits.' }),
  effect({ id: 'anesthesiste', name: 'Anesthésiste', summary: 'Comme l’Infirmier, à ses propres nuits.' }),
  effect({
    id: 'curieux',
    name: 'Curieux',
    summary: 'Une nuit sur trois\u00a0: retourne une carte d’un voisin de table.',
  }),
  effect({ id: 'fouineur', name: 'Fouineur', summary: 'Comme le Curieux, à ses propres nuits.' }),
  effect({ id: 'indiscret', name: 'Indiscret', summary: 'Comme le Curieux, à ses propres nuits.' }),
  effect({ id: 'fureteur', name: 'Fureteur', summary: 'Comme le Curieux, à ses propres nuits.' }),
  effect({ id: 'commere', name: 'Commère', summary: 'Comme le Curieux, à ses propres nuits.' }),
  effect({
    id: 'tricheur',
    name: 'Tricheur',
    summary: 'Deux nuits par semaine\u00a0: larcin (la moitié des pièces d’un lieu) ou trucage du vote du lendemain.',
  }),
  effect({ id: 'hacker', name: 'Hackeur', summary: 'Comme le Tricheur, à ses propres nuits.' }),
  effect({ id: 'brigand', name: 'Brigand', summary: 'Comme le Tricheur, à ses propres nuits.' }),
  effect({
    id: 'marchand-de-sable',
    name: 'Marchand de sable',
    summary: 'Chaque nuit, plonge un joueur dans un sommeil lourd.',
  }),
  effect({ id: 'morphee', name: 'Morphée', summary: 'Comme le Marchand de sable.' }),
  effect({
    id: 'laura',
    name: 'Laura de la Riponne',
    summary: 'Ne dort jamais chez elle\u00a0: squatte chaque nuit la maison de son choix.',
  }),
  effect({ id: 'coriace', name: 'Coriace', summary: 'Sa santé ne perd jamais plus d’un cran à la fois.' }),
  effect({
    id: 'artiste',
    name: 'Artiste',
    summary: 'Deux nuits\u00a0: une sculpture qui fait déménager\u00a0; deux nuits\u00a0: une démission forcée.',
  }),
  effect({
    id: 'eris',
    name: 'Éris',
    summary: 'Crée deux haineux la première nuit\u00a0; deux nuits par semaine, fait tourner les postes publics.',
  }),
  effect({
    id: 'cupidon',
    name: 'Cupidon',
    summary: 'Crée deux plans-cul la première nuit\u00a0; deux nuits par semaine, un admiré échange son poste.',
  }),
  effect({
    id: 'assassin',
    name: 'Assassin',
    summary: 'À tout moment\u00a0: tentative d’assassinat (une balle gratuite, puis 2 pièces)\u00a0; se défend.',
  }),
  effect({
    id: 'parrain',
    name: 'Parrain',
    summary: 'Choisit ses sbires\u00a0; corrompt un vote ou poste un sbire en faction\u00a0; peut éliminer un sbire.',
  }),
  effect({
    id: 'bras-droit',
    name: 'Bras droit',
    summary: 'Sbire du Parrain, avec ses propres sbires\u00a0; mêmes pouvoirs à ses nuits.',
  }),
  effect({ id: 'sans-effet', name: 'Sans effet', summary: 'Aucun rôle à effet.', max: 21 }),
];

export const ROLES: RoleDef[] = [...PARTY_ROLES, ...EFFECT_ROLES];

const PARTY_IDS = new Set(PARTY_ROLES.map((r) => r.id));
const EFFECT_IDS = new Set(EFFECT_ROLES.map((r) => r.id));

export const isParty = (id: string): boolean => PARTY_IDS.has(id);
export const isEffect = (id: string): boolean => EFFECT_IDS.has(id);

const BY_ID = new Map(ROLES.map((r) => [r.id, r]));

export function roleDef(id: string): RoleDef {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`Unknown Quinte-bourg card "${id}"`);
  return r;
}

export const cardName = (id: string): string => roleDef(id).name;

const PARTY_CAMP = new Map(PARTY_ROLES.map((r) => [r.id, r.camp]));

/** The camp a party card plays for at the start. */
export function cardCamp(id: string): CampId {
  const camp = PARTY_CAMP.get(id);
  if (!camp) throw new Error(`"${id}" is no Quinte-bourg party card`);
  return camp;
}
