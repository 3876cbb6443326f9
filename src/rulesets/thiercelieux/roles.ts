/**
 * The cards as data: the base game's (Thiercelieux and Nouvelle Lune) here,
 * the recueil's in roles-recueil.ts. Summaries are the project's own words.
 */
import type { CampDef, RoleDef } from '../../engine';
import { RECUEIL_CAMPS, RECUEIL_ROLES } from './roles-recueil';
import { NO_TRANSFORM, VILLAGE_POWER } from './tags';

export const CAMPS: CampDef[] = [
  { id: 'village', name: 'Village', village: true },
  { id: 'loups', name: 'Loups-Garous' },
  { id: 'flute', name: 'Joueur de Flûte' },
  { id: 'amoureux', name: 'Amoureux (couple mixte)' },
  ...RECUEIL_CAMPS,
];

export { VILLAGE_POWER };

/** The base game's cards (Thiercelieux and Nouvelle Lune). */
export const BASE_ROLES: RoleDef[] = [
  {
    id: 'loup-garou',
    name: 'Loup-Garou',
    camp: 'loups',
    max: 8,
    tags: [NO_TRANSFORM],
    summary: 'Se réveille chaque nuit avec la meute pour choisir une victime\u00a0; gagne quand le village est décimé.',
  },
  {
    id: 'villageois',
    name: 'Simple Villageois',
    camp: 'village',
    max: 30,
    summary: 'Aucun pouvoir\u00a0: débat, soupçonne et vote.',
  },
  {
    id: 'voyante',
    name: 'Voyante',
    camp: 'village',
    tags: [VILLAGE_POWER],
    summary: 'Chaque nuit, découvre la carte d’un joueur de son choix.',
  },
  {
    id: 'sorciere',
    name: 'Sorcière',
    camp: 'village',
    tags: [VILLAGE_POWER],
    summary:
      'Apprend la victime des loups\u00a0; possède une potion de vie et une potion de mort, chacune pour une seule nuit.',
  },
  {
    id: 'chasseur',
    name: 'Chasseur',
    camp: 'village',
    tags: [VILLAGE_POWER],
    summary: 'En mourant, emporte avec lui un joueur de son choix.',
  },
  {
    id: 'cupidon',
    name: 'Cupidon',
    camp: 'village',
    tags: [NO_TRANSFORM],
    summary: 'La première nuit, unit deux joueurs\u00a0: si l’un meurt, l’autre meurt de chagrin.',
  },
  {
    id: 'petite-fille',
    name: 'Petite Fille',
    camp: 'village',
    tags: [VILLAGE_POWER],
    summary:
      'Peut entrouvrir les yeux pendant le tour des loups\u00a0; surprise, elle meurt à la place de leur victime.',
  },
  {
    id: 'sauveteur',
    name: 'Sauveteur',
    camp: 'village',
    tags: [VILLAGE_POWER],
    summary: 'Chaque nuit, protège un joueur des loups (lui-même compris), jamais le même deux nuits de suite.',
  },
  {
    id: 'ancien',
    name: 'Ancien',
    camp: 'village',
    tags: [NO_TRANSFORM],
    summary:
      'Survit à la première attaque des loups\u00a0; tué par le village, il prive les villageois de leurs pouvoirs.',
  },
  {
    id: 'idiot',
    name: 'Idiot du Village',
    camp: 'village',
    tags: [VILLAGE_POWER, NO_TRANSFORM],
    summary: 'Désigné par le vote, il est épargné une fois dévoilé, mais ne vote plus.',
  },
  {
    id: 'voleur',
    name: 'Voleur',
    camp: 'village',
    tags: [NO_TRANSFORM],
    summary: 'La première nuit, peut échanger sa carte contre l’une des deux cartes restées au centre.',
  },
  {
    id: 'joueur-de-flute',
    name: 'Joueur de Flûte',
    camp: 'flute',
    tags: [NO_TRANSFORM],
    summary: 'Charme deux joueurs chaque nuit\u00a0; gagne seul quand tous les survivants sont charmés.',
  },
];

/** Every card: the base game's, then the recueil's in its own order. */
export const ROLES: RoleDef[] = [...BASE_ROLES, ...RECUEIL_ROLES];

const BY_ID = new Map(ROLES.map((r) => [r.id, r]));

export function roleDef(id: string): RoleDef {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`Unknown Thiercelieux role "${id}"`);
  return r;
}

/** The cards whose power the Ancien's death takes away (the table is fixed: asked for every Traître at every end check). */
const VILLAGE_POWERS: ReadonlySet<string> = new Set(
  ROLES.filter((r) => r.tags?.includes(VILLAGE_POWER) ?? false).map((r) => r.id),
);

/** Whether the card's power is one the Ancien's death takes away. */
export function isVillagePower(role: string): boolean {
  if (VILLAGE_POWERS.has(role)) return true;
  // An unknown card is refused as before.
  roleDef(role);
  return false;
}

/** Whether the Transformiste may play this card (never a wolf, nor the cards of line 563). */
export function transformable(role: string): boolean {
  return role !== 'transformiste' && !(roleDef(role).tags?.includes(NO_TRANSFORM) ?? false);
}
