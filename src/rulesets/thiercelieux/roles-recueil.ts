/**
 * The 33 cards of the recueil (004_d59078fd8312dd78.txt:4-36), as data.
 * Summaries are the project's own words for the MJ, never the book's.
 */
import type { CampDef, RoleDef } from '../../engine';
import { NO_TRANSFORM, VILLAGE_POWER } from './tags';

/** Camps of the cards whose goal is their own (they play on the village's side meanwhile). */
export const RECUEIL_CAMPS: CampDef[] = [
  { id: 'assassin', name: 'Assassin (but personnel)' },
  { id: 'cassandra', name: 'Cassandra (but personnel)' },
  { id: 'fanatique', name: 'Fanatique (but personnel)' },
];

const P = VILLAGE_POWER;
const X = NO_TRANSFORM;

export const RECUEIL_ROLES: RoleDef[] = [
  {
    id: 'ame-en-peine',
    name: 'Ame en peine',
    camp: 'village',
    tags: [P],
    summary:
      'Simple villageois de son vivant\u00a0; morte, elle reste à la table et, invoquée un jour par un vivant, dit ce qu’elle sait d’un joueur puis s’en va.',
  },
  {
    id: 'apprentie-voyante',
    name: 'Apprentie Voyante',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, vise un joueur\u00a0: le MJ lui montre, mélangées, sa carte et celles de ses deux voisins.',
  },
  {
    id: 'assassin',
    name: 'Assassin',
    camp: 'assassin',
    tags: [X],
    summary:
      'Au tour de préparation, désigne autant de joueurs qu’il y a de loups, plus un\u00a0; gagne dès qu’ils sont tous morts.',
  },
  {
    id: 'astrologue',
    name: 'Astrologue',
    camp: 'village',
    tags: [P, X],
    summary:
      'Joue dans l’ordre trois pouvoirs, une nuit de son choix chacun\u00a0: éclipse de lune (pas de nuit suivante), éclipse de soleil (pas de jour suivant), nuit sans lune (les loups dorment).',
  },
  {
    id: 'cassandra',
    name: 'Cassandra, la Tueuse de Loups-Garous',
    camp: 'cassandra',
    tags: [P, X],
    summary:
      'Chaque nuit, peut abattre un joueur d’une balle en argent\u00a0; gagne au deuxième loup tué, meurt à sa deuxième erreur.',
  },
  {
    id: 'chef-de-meute',
    name: 'Chef de Meute',
    camp: 'loups',
    tags: [X],
    summary:
      'Un loup-garou à part entière\u00a0; la nuit qui suit la mort d’un loup par le village, il peut épier les tours des autres rôles.',
  },
  {
    id: 'corbeau',
    name: 'Corbeau',
    camp: 'village',
    tags: [P, X],
    summary:
      'Simple villageois\u00a0; mort, il lance un dé à la fin de la nuit suivante et pose sa carte devant un loup ou un villageois.',
  },
  {
    id: 'couche-tard',
    name: 'Couche tard',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, se fait voir d’un joueur de son choix, qui pourra le disculper.',
  },
  {
    id: 'detective',
    name: 'Détective',
    camp: 'village',
    tags: [P, X],
    summary:
      'Peut épier les tours des autres rôles la nuit qui suit un jour où un villageois est mort sans qu’un loup meure\u00a0; pris sur le fait, il est éliminé.',
  },
  {
    id: 'devin',
    name: 'Devin',
    camp: 'village',
    tags: [P],
    summary: 'Une fois dans la partie, désigne le joueur que les loups devront dévorer cette nuit-là.',
  },
  {
    id: 'diseuse',
    name: 'Diseuse de bonne aventure',
    camp: 'village',
    tags: [P],
    summary: 'Deux fois dans la partie, lit les trois prochaines cartes événement (pioche d’événements requise).',
  },
  {
    id: 'jekyll',
    name: 'Dr. Jekyll et Mr. Hyde',
    camp: 'village',
    tags: [P],
    summary:
      'Chaque nuit, le MJ lance un dé\u00a0: sur 1, Hyde tue un joueur\u00a0; sur 6, Jekyll sauve l’un des morts de la nuit.',
  },
  {
    id: 'espion',
    name: 'Espion',
    camp: 'village',
    tags: [P],
    summary:
      'Trois fois dans la partie, au plus une par nuit, se réveille avec un autre rôle pour l’influencer (jamais les loups ni le Corbeau).',
  },
  {
    id: 'fanatique',
    name: 'Fanatique',
    camp: 'fanatique',
    summary:
      'Épie les loups la nuit\u00a0; gagne seul si le village l’exécute et qu’il dénonce alors exactement tous les loups.',
  },
  {
    id: 'graphologue',
    name: 'Graphologue',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, examine un billet tiré au hasard parmi ceux où chacun a écrit son personnage au début.',
  },
  {
    id: 'homme-des-bois',
    name: 'Homme des Bois',
    camp: 'village',
    tags: [X],
    summary: 'Villageois\u00a0; si les loups le choisissent, il survit et devient loup-garou dès la nuit suivante.',
  },
  {
    id: 'hypnotiseur',
    name: 'Hypnotiseur',
    camp: 'village',
    tags: [P],
    summary:
      'Deux fois dans la partie, envoûte un joueur qui devra le lendemain accuser et voter contre la victime choisie.',
  },
  {
    id: 'immortel',
    name: 'Immortel',
    camp: 'village',
    tags: [P],
    summary:
      'Tué, sa carte est révélée et il tire à l’aveugle entre elle et un Loup-Garou\u00a0: il revient en villageois ou en loup.',
  },
  {
    id: 'imposteur',
    name: 'Imposteur',
    camp: 'village',
    tags: [P],
    summary: 'Tué, il prend la carte d’un vivant de son choix, qui est éliminé à sa place.',
  },
  {
    id: 'justicier',
    name: 'Justicier',
    camp: 'village',
    tags: [P],
    summary:
      'Après un jour, ou une nuit, sans mort, élimine un joueur de son choix\u00a0; peut agir deux fois la même nuit.',
  },
  {
    id: 'lectrice',
    name: 'Lectrice de rêves',
    camp: 'village',
    tags: [P],
    summary:
      'Chaque nuit, sonde un joueur qui lui mime son personnage, yeux fermés et en silence, vingt secondes au plus.',
  },
  {
    id: 'mage',
    name: 'Mage',
    camp: 'village',
    tags: [P],
    summary:
      'Une fois dans la partie, fait disparaître un joueur (lui compris) pour une nuit et un jour\u00a0: intouchable, sans débat ni vote.',
  },
  {
    id: 'magistrat',
    name: 'Magistrat',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, peut rendre un autre joueur inattaquable au vote du lendemain, jamais deux fois le même.',
  },
  {
    id: 'maire',
    name: 'Maire',
    camp: 'village',
    tags: [X],
    summary:
      'Avant le tour de préparation, attribue une à une les cartes de caractère tirées au hasard, une par joueur.',
  },
  {
    id: 'maitre-du-destin',
    name: 'Maître du Destin',
    camp: 'village',
    tags: [P],
    summary:
      'Chaque nuit, voit la prochaine carte événement et la laisse dessus ou la glisse sous la pile (pioche d’événements requise).',
  },
  {
    id: 'marchand-de-sable',
    name: 'Marchand de Sable',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, endort un autre joueur qui ne se réveillera pas, jamais le même deux nuits de suite.',
  },
  {
    id: 'mathematicien',
    name: 'Mathématicien',
    camp: 'village',
    tags: [P],
    summary: 'Chaque nuit, désigne un joueur et apprend à combien de sièges se trouve le loup le plus proche.',
  },
  {
    id: 'mauvais-esprit',
    name: 'Mauvais Esprit',
    camp: 'village',
    tags: [X],
    summary:
      'Au tour de préparation, fait deux ennemis\u00a0: s’ils sont encore en vie tous deux à la fin, ils sont éliminés.',
  },
  {
    id: 'pretre',
    name: 'Prêtre',
    camp: 'village',
    tags: [X],
    summary:
      'Au tour de préparation, bénit un autre joueur\u00a0: sa carte devient Simple Villageois et il échappe une fois à la mort.',
  },
  {
    id: 'tavernier',
    name: 'Tavernier',
    camp: 'village',
    tags: [P],
    summary: 'Deux fois dans la partie, réunit au matin à la Taverne, deux minutes, les joueurs de son choix.',
  },
  {
    id: 'traitre',
    name: 'Traître',
    camp: 'loups',
    tags: [P],
    summary:
      'Joue en simple villageois mais gagne avec les loups, qui l’emportent aussi s’il est le dernier villageois en vie avec eux.',
  },
  {
    id: 'transformiste',
    name: 'Transformiste',
    camp: 'village',
    tags: [P],
    summary:
      'Chaque nuit, incarne jusqu’à son prochain tour un personnage tiré au hasard dans le tas des cartes inutilisées et des morts.',
  },
  {
    id: 'trappeur',
    name: 'Trappeur',
    camp: 'village',
    tags: [P],
    summary:
      'Dès la nuit qui suit le premier dévoré, piège une maison\u00a0: si les loups y viennent, l’habitant survit et un loup meurt.',
  },
];
