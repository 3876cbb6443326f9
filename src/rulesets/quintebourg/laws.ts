/**
 * The suggested laws of the day (000_a045abd3825f1297.txt:649-689), as data:
 * who votes, how many ballots, which targets, what a tie means, what voting
 * costs. The engine of the vote (steps/vote.ts) reads these fields only.
 */
export interface Law {
  id: string;
  /** The project's own wording. */
  text: string;
  /** Book line. */
  line: number;
  /** Who votes beyond the I and B (000:671, 673), or only the médecin (000:655). */
  voters?: 'medecin' | 'cqm' | 'c';
  /** Ballots per voter (000:657-661). */
  rounds?: number;
  /** All ballots of a voter on different players, or at least two different (000:661). */
  distinct?: 'all' | 'two';
  blank?: boolean;
  /** Ranked ballots counted by Condorcet (000:651): three ranks. */
  condorcet?: boolean;
  neighbours?: 'not' | 'only';
  hurts?: boolean;
  cancelled?: boolean;
  tie?: 'coma' | 'all' | 'none';
  /** Whoever votes gets a vote against himself (000:677). */
  selfVote?: boolean;
  /** A coin for each vote, to someone of the voter's choice, the Scrutateur, his suppléant, the médecin, or a pot (000:679-687). */
  pay?: 'choix' | 'scrutateur' | 'suppleant' | 'medecin' | 'cagnotte';
  /** Only offered when a médecin is dealt (000:655, 685). */
  needsMedecin?: boolean;
}

export const LAWS: Law[] = [
  {
    id: 'condorcet',
    text: 'Scrutin de Condorcet : chacun classe trois personnes',
    line: 651,
    condorcet: true,
    rounds: 3,
    distinct: 'all',
  },
  { id: 'blanc-interdit', text: 'Le vote blanc est interdit', line: 653, blank: false },
  { id: 'medecin-seul', text: 'Seul le médecin vote', line: 655, voters: 'medecin', needsMedecin: true },
  {
    id: 'deux-votes',
    text: 'Chacun vote deux fois, contre deux personnes différentes, sans vote blanc',
    line: 657,
    rounds: 2,
    distinct: 'all',
    blank: false,
  },
  {
    id: 'trois-distincts',
    text: 'Chacun peut voter trois fois, contre trois personnes différentes',
    line: 659,
    rounds: 3,
    distinct: 'all',
  },
  {
    id: 'trois-votes',
    text: 'Chacun vote trois fois, contre au moins deux personnes différentes, sans vote blanc',
    line: 661,
    rounds: 3,
    distinct: 'two',
    blank: false,
  },
  {
    id: 'pas-voisins',
    text: 'Personne ne peut voter contre ses deux voisins (parmi les indemnes, les blessés et ceux dans le coma)',
    line: 663,
    neighbours: 'not',
  },
  {
    id: 'voisins-seulement',
    text: 'Chacun ne peut voter que contre l’un de ses deux voisins (parmi les indemnes, les blessés et ceux dans le coma)',
    line: 665,
    neighbours: 'only',
  },
  { id: 'vote-blessant', text: 'Voter est blessant : chaque votant perd un cran de santé', line: 667, hurts: true },
  { id: 'urne-perdue', text: 'On a perdu l’urne : le vote est annulé', line: 669, cancelled: true },
  { id: 'cqm-votent', text: 'Ceux qui sont dans le coma, quasi-morts ou morts votent aussi', line: 671, voters: 'cqm' },
  { id: 'c-votent', text: 'Ceux qui sont dans le coma votent aussi', line: 673, voters: 'c' },
  {
    id: 'egalite-coma',
    text: 'En cas d’égalité, tous les ex æquo tombent dans le coma et le Président est déchu',
    line: 675,
    tie: 'coma',
  },
  { id: 'voix-contre-soi', text: 'Qui vote reçoit aussi une voix contre lui', line: 677, selfVote: true },
  { id: 'payant-choix', text: 'Voter coûte une pièce, donnée à la personne de son choix', line: 679, pay: 'choix' },
  { id: 'payant-scrutateur', text: 'Voter coûte une pièce, donnée au Scrutateur', line: 681, pay: 'scrutateur' },
  // The book never says who the suppléant is: the Scrutateur's stand-in, the player the post goes to next morning (000:487).
  {
    id: 'payant-suppleant',
    text: 'Voter coûte une pièce, donnée au suppléant du Scrutateur (celui qui le sera demain)',
    line: 683,
    pay: 'suppleant',
  },
  {
    id: 'payant-medecin',
    text: 'Voter coûte une pièce, donnée au médecin',
    line: 685,
    pay: 'medecin',
    needsMedecin: true,
  },
  {
    id: 'payant-cagnotte',
    text: 'Voter coûte une pièce, mise dans une cagnotte (seuls tricheurs, Minus, Cortex et pickpockets peuvent y puiser)',
    line: 687,
    pay: 'cagnotte',
  },
  { id: 'egalite-tous', text: 'En cas d’égalité, tous les ex æquo sont exécutés', line: 689, tie: 'all' },
  { id: 'egalite-personne', text: 'En cas d’égalité, tous les ex æquo sont graciés', line: 689, tie: 'none' },
];

export function lawById(id: string | null): Law | null {
  return LAWS.find((l) => l.id === id) ?? null;
}

/** The laws the MJ may propose in this game: those about the médecin only when one is dealt. */
export function lawsOffered(hasMedecin: boolean): Law[] {
  return LAWS.filter((l) => hasMedecin || !l.needsMedecin);
}
