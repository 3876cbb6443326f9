/**
 * The cards in play and the deal (001:25): one camp card and one specialty
 * card a player. The camp cards are dealt as the players' roles; the
 * specialty cards are set aside and dealt by the ruleset (state.ts), or asked
 * for at the start when the MJ deals by hand.
 */
import type { GameSetup, OptionValue } from '../../engine';
import { cardName, isCampCard, isSpecialty } from './roles';

const count = (cards: readonly string[], id: string) => cards.filter((c) => c === id).length;

/** Cards left undealt: the specialty cards (dealt in `init`). */
export function spareCards(composition: string[]): number {
  return composition.filter(isSpecialty).length;
}

/** Groups of camp cards added while they fit, then filler: a game for `n`. */
const CAMP_GROUPS: string[][] = [
  ['reptilienne-alpha', 'reptilien'],
  ['villageois', 'villageois'],
  ['prophete'],
  ['poirot'],
  ['orphee'],
  ['reptilienne-noire'],
  ['mathematicien-romantique', 'detective-maniaque'],
  ['sheherazade'],
  ['cortex', 'minus'],
  ['seth', 'fennec'],
  ['martyr'],
  ['reptilienne-rouge'],
  ['sirene'],
  ['villageois-cupide'],
  ['souris'],
  ['detective-melomane', 'mathematicien-bipartie', 'mathematicien-58-ard'],
];

const FILLER = ['villageois', 'reptilien', 'villageois'];

const SPECIALTY_ORDER = [
  'marchand-de-sable',
  'assassin',
  'reporter',
  'ingenieure',
  'cambrioleur',
  'laura',
  'dresseur',
  'psychopathe',
  'artiste',
  'eris',
  'freyja',
];

export function suggestComposition(n: number, _options: Record<string, OptionValue>): string[] {
  const camps: string[] = [];
  for (const group of CAMP_GROUPS) if (camps.length + group.length <= n) camps.push(...group);
  for (let i = 0; camps.length < n; i++) camps.push(FILLER[i % FILLER.length]!);
  const specialties = SPECIALTY_ORDER.slice(0, n);
  while (specialties.length < n) specialties.push('sans-specialite');
  return [...camps, ...specialties];
}

/** The setup's rule checks (French reasons). */
export function validateSetup(setup: GameSetup): string | null {
  const n = setup.players.length;
  const camps = setup.composition.filter(isCampCard);
  const specialties = setup.composition.filter(isSpecialty);
  // One camp card and one specialty card each (001:25).
  if (specialties.length !== n)
    return `Il faut exactement une carte de spécialité par joueur : ${specialties.length} pour ${n} joueurs.`;
  if (camps.length !== n) return `Il faut exactement une carte de camp par joueur : ${camps.length} pour ${n} joueurs.`;
  // Without their alpha the Reptiliens never attack (001:187): a game needs her.
  if (!camps.includes('reptilienne-alpha'))
    return 'Il faut la Reptilienne alpha : sans elle, les Reptiliens n’attaquent jamais.';
  // The book: 001:84-85.
  if (camps.includes('cortex') !== camps.includes('minus'))
    return 'Cortex et Minus jouent ensemble : l’un désigne, l’autre complète l’échange.';
  // The book: 001:80.
  if (camps.includes('fennec') && !camps.includes('seth')) return 'Le Fennec joue pour Seth : pas de Fennec sans Seth.';
  // The book: 001:95.
  if (count(camps, 'martyr') > 1) return 'Le Martyr est seul de son camp.';
  if (setup.deal) {
    for (const [who, card] of Object.entries(setup.deal)) {
      const player = setup.players.find((p) => p.id === who)?.name ?? who;
      if (!isCampCard(card))
        return `${cardName(card)} est une carte de spécialité : pour ${player}, la distribution donne la carte de camp ; les spécialités sont demandées au début de la partie.`;
    }
  }
  return null;
}

/** The random deal: the camp cards to the seats, the specialty cards set aside (dealt in `init`). */
export function randomDeal(
  composition: readonly string[],
  seats: number,
  shuffle: (cards: readonly string[], purpose: string) => string[],
): { roles: string[]; spare: string[] } {
  const roles = shuffle(composition.filter(isCampCard), 'distribution des cartes de camp').slice(0, seats);
  return { roles, spare: composition.filter(isSpecialty) };
}
