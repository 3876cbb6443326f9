/**
 * Suggested compositions for N players and the composition's own rules.
 */
import type { GameSetup } from '../../engine';
import { isWolfRole } from './state';

/** Wolves for N players: 2 from 8 to 11, 3 from 12 to 17, then one more every 6 players. */
export function wolvesFor(players: number): number {
  if (players <= 6) return 1;
  if (players <= 11) return 2;
  if (players <= 17) return 3;
  return 4 + Math.floor((players - 18) / 6);
}

/** Special cards added one by one as the table grows (minimum players for each). */
const SPECIALS: [string, number][] = [
  ['voyante', 4],
  ['sorciere', 6],
  ['chasseur', 7],
  ['cupidon', 8],
  ['petite-fille', 9],
  ['sauveteur', 10],
  ['ancien', 11],
  ['idiot', 12],
  ['joueur-de-flute', 14],
];

export function suggestComposition(players: number): string[] {
  const cards: string[] = Array.from({ length: wolvesFor(players) }, () => 'loup-garou');
  for (const [role, min] of SPECIALS) if (players >= min && cards.length < players) cards.push(role);
  while (cards.length < players) cards.push('villageois');
  return cards;
}

/** The Voleur needs two more cards than players. */
export function spareCards(composition: string[]): number {
  return composition.includes('voleur') ? 2 : 0;
}

export function validateSetup(setup: GameSetup): string | null {
  if (!setup.composition.some(isWolfRole)) return 'Il faut au moins un Loup-Garou (ou le Chef de Meute).';
  return null;
}
