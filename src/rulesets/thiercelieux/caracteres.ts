/**
 * The Maire's caractère cards (004_d59078fd8312dd78.txt:369-453): how a
 * player must behave all game long. Separate from the role cards (line 365).
 * Summaries in the project's own words.
 */
export interface Caractere {
  id: string;
  name: string;
  summary: string;
}

export const CARACTERES: Caractere[] = [
  { id: 'aveugle', name: 'L’Aveugle', summary: 'Garde les yeux fermés, sauf la nuit pour jouer son rôle.' },
  { id: 'baba-cool', name: 'Le Baba-Cool', summary: 'Reste détendu quoi qu’il arrive.' },
  { id: 'banlieusard', name: 'Le Banlieusard', summary: 'Parle en argot et en verlan.' },
  { id: 'barde', name: 'Le Barde', summary: 'Chante tout ce qu’il dit.' },
  { id: 'begue', name: 'Le Bègue', summary: 'Bute sur les mots à chaque phrase.' },
  { id: 'bourgeois', name: 'Le Bourgeois', summary: 'S’exprime avec une préciosité extrême.' },
  {
    id: 'comique',
    name: 'Le Comique',
    summary: 'Raconte une blague chaque matin, juste après la découverte des morts.',
  },
  { id: 'effemine', name: 'L’Efféminé', summary: 'Joue les manières de l’autre sexe.' },
  { id: 'etranger', name: 'L’Étranger', summary: 'Parle une langue étrangère, ou avec un fort accent.' },
  { id: 'fou', name: 'Le Fou', summary: 'Le jour, se prend pour un loup-garou et en imite les cris.' },
  {
    id: 'ivrogne',
    name: 'L’Ivrogne',
    summary: 'Toujours ivre et mal poli ; boit un petit verre avant chaque nuit, s’il y en a.',
  },
  { id: 'muet', name: 'Le Muet', summary: 'Ne parle pas : il communique par signes.' },
  {
    id: 'parieur',
    name: 'Le Parieur',
    summary: 'Parie avant la partie sur un joueur qu’il croit loup ; c’est sa carte finale qui compte.',
  },
  { id: 'peureux', name: 'Le Peureux', summary: 'Terrifié, persuadé d’être la prochaine victime.' },
  {
    id: 'prostituee',
    name: 'La Prostituée',
    summary: 'Ôte un vêtement avant chaque nuit ; en remet un si un loup est mort dans la journée.',
  },
  { id: 'religieux', name: 'Le Religieux', summary: 'Invoque Dieu sans cesse et prie chaque soir après le bûcher.' },
  { id: 'ronfleur', name: 'Le Ronfleur', summary: 'Ronfle bruyamment toute la nuit.' },
  { id: 'seducteur', name: 'Le Séducteur', summary: 'Tente de charmer les joueurs de l’autre sexe.' },
  { id: 'sportif', name: 'Le Sportif', summary: 'Enchaîne les exercices physiques toute la journée.' },
  { id: 'toque', name: 'Le Toqué', summary: 'Affiche un ou plusieurs tocs toute la partie.' },
  { id: 'vieux', name: 'Le Vieux du village', summary: 'Ramène tout à des souvenirs de sa jeunesse.' },
];

const BY_ID = new Map(CARACTERES.map((c) => [c.id, c]));

export function caractere(id: string): Caractere {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`Unknown caractère "${id}"`);
  return c;
}
