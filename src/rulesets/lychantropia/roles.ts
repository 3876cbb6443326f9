/**
 * Camps and cards as data (002_8a15d59d81dc3fa5.txt:3-14): two cards, the
 * wolves and the villagers; the other camps are reached in play (the flute
 * player, lovers of two camps, the white wolf).
 */
import type { CampDef, RoleDef } from '../../engine';

export const CAMPS: CampDef[] = [
  { id: 'loups', name: 'Loups' },
  { id: 'village', name: 'Villageois', village: true },
  { id: 'flutiste', name: 'Flûtiste' },
  { id: 'amoureux', name: 'Amoureux' },
  { id: 'loup-blanc', name: 'Loup blanc' },
];

export const ROLES: RoleDef[] = [
  {
    id: 'loup',
    name: 'Loup',
    camp: 'loups',
    max: 20,
    summary:
      'Chaque nuit, la meute choisit par MP une cible à attaquer\u00a0; elle gagne quand les loups sont au moins aussi nombreux que les villageois.',
  },
  {
    id: 'villageois',
    name: 'Villageois',
    camp: 'village',
    max: 20,
    summary: 'Gagne quand il ne reste plus aucun loup.',
  },
];
