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
  { id: 'villageois', name: 'Villageois' },
  { id: 'skadi', name: 'Camp à déterminer' },
  { id: 'effet', name: 'Rôle à effet' },
];

export type CampId = 'amoureux' | 'idealistes' | 'mc' | 'setheux' | 'reptiliens' | 'nobel' | 'geometres' | 'algebristes' | 'analystes' | 'villageois' | 'skadi';

export const CAMP_ORDER: CampId[] = ['amoureux', 'idealistes', 'mc', 'setheux', 'reptiliens', 'nobel', 'geometres', 'algebristes', 'analystes', 'villageois', 'skadi'];

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

const party = (id: string, name: string, camp: CampId, summary: string, max = 1, tags: string[] = []): PartyRole => ({
  id,
  name,
  camp,
  summary,
  max,
  tags: ['parti', ...tags],
});

const effect = (id: string, name: string, summary: string, max = 1, tags: string[] = []): RoleDef => ({
  id,
  name,
  camp: 'effet',
  summary,
  max,
  tags: ['effet', ...tags],
});

export const PARTY_ROLES: PartyRole[] = [
  party('amoureux', 'Amoureux', 'amoureux', 'Lié·e à l’autre amoureux ; joue aussi un rôle d’alibi ; tente de dormir avec l’autre chaque nuit.', 2),
  party('medecin', 'Médecin', 'idealistes', 'Carte révélée, Bourreau à vie ; vit au bunker ; soigne ou aggrave deux patients par nuit ; cherche un remède pour les Q.'),
  party('sesiano', 'Prophète Sesiano', 'idealistes', 'Trois miracles à usage unique : se relever, relever un Q, convertir.'),
  party('cortex', 'Cortex', 'mc', 'Vole une pièce ou charme, puis désigne la cible de Minus.'),
  party('minus', 'Minus', 'mc', 'Choisit entre les deux cibles de Cortex la sienne : vole ou charme, échoue s’il prend celle de Cortex.'),
  party('seth', 'Seth', 'setheux', 'Passe pour un Reptilien ; une fois, envoie un Reptilien en Q.'),
  party('fennec', 'Le Fennec', 'setheux', 'Veut la victoire de Seth ; une fois, mord un joueur (→ Q).'),
  party('reptilien', 'Reptilien', 'reptiliens', 'Choisit chaque nuit une cible avec les siens, puis l’attaque.', 8),
  party('reptilienne-alpha', 'Reptilienne alpha', 'reptiliens', 'Cheffe des Reptiliens : tranche la cible ; sans elle, pas d’attaque.'),
  party('reptilienne-rouge', 'Reptilienne rouge', 'reptiliens', 'Une fois, envoie un Reptilien (ou Seth) en Q.'),
  party('reptilienne-noire', 'Reptilienne noire', 'reptiliens', 'Une fois, fait d’un joueur un Reptilien.'),
  party('nobel', 'A Nobel', 'nobel', 'Déteste les mathématiciens : gagne s’ils perdent tous.', 2),
  party('k-hess', 'K Hess', 'algebristes', 'Leader des Algébristes.', 1, ['leader']),
  party('algebriste', 'Algébriste', 'algebristes', 'Mathématicien ; ennemis jurés : les Analystes.', 6),
  party('j-rappaz', 'J Rappaz', 'analystes', 'Leader des Analystes.', 1, ['leader']),
  party('analyste', 'Analyste', 'analystes', 'Mathématicien ; ennemis jurés : les Géomètres.', 6),
  party('j-pach', 'J Pach', 'geometres', 'Leader des Géomètres.', 1, ['leader']),
  party('geometre', 'Géomètre', 'geometres', 'Mathématicien ; ennemis jurés : les Algébristes.', 6),
  party('villageois', 'Villageois', 'villageois', 'Un habitant sans pouvoir de parti.', 21),
  party('skadi', 'Skadi', 'skadi', 'Choisit son camp la troisième nuit (reboot ou camp d’un joueur).'),
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
  effect('scientifique', 'Scientifique', 'Deux nuits par semaine : Stalkeur (qui a dormi chez soi ?) ou Révélateur (un Reptilien a-t-il passé la nuit là ?).'),
  effect('geek', 'Geek', 'Comme le Scientifique, à ses propres nuits.'),
  effect('chercheur', 'Chercheur', 'Comme le Scientifique, à ses propres nuits.'),
  effect('bricoleur', 'Bricoleur', 'Comme le Scientifique, à ses propres nuits.'),
  effect('ingenieur', 'Ingénieur', 'Comme le Scientifique, à ses propres nuits.'),
  effect('infirmier', 'Infirmier', 'Deux nuits par semaine : regarde les cartes d’un patient ou d’un mort, ou aggrave un patient d’un cran.'),
  effect('pharmacien', 'Pharmacien', 'Comme l’Infirmier, à ses propres nuits.'),
  effect('chirurgien', 'Chirurgien', 'Comme l’Infirmier, à ses propres nuits.'),
  effect('brancardier', 'Brancardier', 'Comme l’Infirmier, à ses propres nuits.'),
  effect('anesthesiste', 'Anesthésiste', 'Comme l’Infirmier, à ses propres nuits.'),
  effect('curieux', 'Curieux', 'Une nuit sur trois : retourne une carte d’un voisin de table.'),
  effect('fouineur', 'Fouineur', 'Comme le Curieux, à ses propres nuits.'),
  effect('indiscret', 'Indiscret', 'Comme le Curieux, à ses propres nuits.'),
  effect('fureteur', 'Fureteur', 'Comme le Curieux, à ses propres nuits.'),
  effect('commere', 'Commère', 'Comme le Curieux, à ses propres nuits.'),
  effect('tricheur', 'Tricheur', 'Deux nuits par semaine : larcin (la moitié des pièces d’un lieu) ou trucage du vote du lendemain.'),
  effect('hacker', 'Hackeur', 'Comme le Tricheur, à ses propres nuits.'),
  effect('brigand', 'Brigand', 'Comme le Tricheur, à ses propres nuits.'),
  effect('marchand-de-sable', 'Marchand de sable', 'Chaque nuit, plonge un joueur dans un sommeil lourd.'),
  effect('morphee', 'Morphée', 'Comme le Marchand de sable.'),
  effect('laura', 'Laura de la Riponne', 'Ne dort jamais chez elle : squatte chaque nuit la maison de son choix.'),
  effect('coriace', 'Coriace', 'Sa santé ne perd jamais plus d’un cran à la fois.'),
  effect('artiste', 'Artiste', 'Deux nuits : une sculpture qui fait déménager ; deux nuits : une démission forcée.'),
  effect('eris', 'Éris', 'Crée deux haineux la première nuit ; deux nuits par semaine, fait tourner les postes publics.'),
  effect('cupidon', 'Cupidon', 'Crée deux plans-cul la première nuit ; deux nuits par semaine, un admiré échange son poste.'),
  effect('assassin', 'Assassin', 'À tout moment : tentative d’assassinat (une balle gratuite, puis 2 pièces) ; se défend.'),
  effect('parrain', 'Parrain', 'Choisit ses sbires ; corrompt un vote ou poste un sbire en faction ; peut éliminer un sbire.'),
  effect('bras-droit', 'Bras droit', 'Sbire du Parrain, avec ses propres sbires ; mêmes pouvoirs à ses nuits.'),
  effect('sans-effet', 'Sans effet', 'Aucun rôle à effet.', 21),
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
