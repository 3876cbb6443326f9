/**
 * Lychantropia's orders as players write them in their private messages
 * (002:15-38): each phrasing mapped to an order kind of the books
 * (`day-orders.ts`, `night-orders.ts`) and the way its value is written.
 * Read by the engine's message reader (`engine/message-reader.ts`); whether
 * an order is allowed is the book's own check, never this table's. Patterns
 * are matched on folded text (lower case, no accents). Narrow phrasings come
 * first: a gift of an item before a Pigeon's message, a bid before the Chaudron.
 * The deal of the starting items (`objet:*`) is the MJ's draw, not a message.
 */
import { UNVOTE, UNVOTE_WHEN, type Phrase, type PhraseTable } from '../../engine';
import type { ItemKind } from './items';

/** Each item's spellings (folded), longest matched first by the reader. */
const ITEMS: Record<ItemKind, readonly string[]> = {
  'potion-vie': ['potion de vie', 'potion vie'],
  'potion-mort': ['potion de mort', 'potion mort'],
  'potion-analphabetisme': ["potion d'analphabetisme", 'potion analphabetisme', "potion d'analpha"],
  fleches: ["fleches d'amour", "fleche d'amour", 'fleches', 'fleche'],
  boule: ['boule de cristal', 'boule'],
  lorgnettes: ['lorgnettes', 'lorgnette', 'jumelles'],
  fusil: ['fusil', 'fusils'],
  arbalete: ['arbalete', 'arbaletes'],
  masque: ['masque', 'masques'],
  aimant: ['aimant', 'aimants'],
  chapeau: ['chapeau de paille', 'chapeau'],
  pipot: ['pipot'],
  herbes: ['herbes du bonheur', 'herbes', 'herbe'],
  testament: ['testament'],
  sac: ["sacs d'or", "sac d'or", 'sacs', 'sac'],
  pigeon: ['pigeons', 'pigeon'],
  nid: ['nid de pigeons', 'nid'],
  chaudron: ['chaudron'],
  tonneau: ['tonneau de biere', 'tonneau', 'biere'],
};

/** The items a Pigeon may carry, without the Pigeon itself (« j'envoie un Pigeon à Chloé » is a message). */
const NOT_PIGEON = Object.fromEntries(Object.entries(ITEMS).filter(([k]) => k !== 'pigeon'));

const players = { players: true } as const;
const use = { is: 'oui' } as const;
const GIVE =
  /\b(je (te |lui )?donne|je (lui |leur )?offre|je fais don|en cadeau|je (lui )?refile|je (lui )?passe|don de)\b/;

const PHRASES: readonly Phrase[] = [
  // Theft with the Masque (002:63): the item taken and its holder.
  { kind: 'vol:{item}', when: /\b(je )?(vole|voler|vol|pique|piquer|derobe|chipe)\b/, value: players },
  // Gifts between lovers at night (002:80): how many copies.
  {
    kind: 'amoureux:{item}',
    when: /\b(amoureu(x|se)|mon cheri|ma cherie|ma moitie)\b/,
    value: { number: true, otherwise: 1 },
  },
  // A gift by Pigeon (002:53, 91): every item but the Pigeon itself, or « je donne un Pigeon ».
  { kind: 'don:{item}', when: GIVE, value: players },
  { kind: 'don:{item}', when: /\b(j'envoie|envoie|envoyer|j'expedie)\b/, value: players, items: NOT_PIGEON },
  // The Pigeon's other uses (002:91-95).
  {
    kind: 'pigeon-cible',
    when: /\b(justicier|cible (pour|du|au)|je designe (une )?cible|designe (comme )?cible)\b/,
    value: players,
  },
  {
    kind: 'pigeon-troc',
    when: /\b(troc|offre) (secret|secrete|par pigeon)|pigeon.*\b(marchand|troc)\b/,
    value: { text: true },
  },
  { kind: 'pigeon-message', when: /\b(pigeons?|message anonyme|mot anonyme|lettre anonyme)\b/, value: players },
  // The auction (002:56): the Notaire puts an item up, the others bid.
  {
    kind: 'enchere',
    when: /\b(aux encheres|je lance (une |l')?enchere|j'ouvre (une |l')?enchere|je mets en vente|enchere (sur|pour))\b/,
    value: { choice: ITEMS },
  },
  {
    kind: 'mise',
    when: /\b(je )?(mise|mises|miser|surenchere|surencheris|encheris|j'encheris|je monte a|relance a)\b/,
    value: { number: true },
  },
  // The public troc (002:55): the offer as written after « : » or in quotes.
  { kind: 'troc', when: /\b(troc|je propose au marchand|proposition au marchand)\b/, value: { text: true } },
  // Night powers and items (002:62-90).
  { kind: 'loup-blanc', when: /\b(loup blanc|j'assassine le loup|je tue le loup|je devore le loup)\b/, value: players },
  { kind: 'fleches', when: /\b(fleches?|cupidon|je (lie|marie|unis)|couple)\b/, value: players },
  {
    kind: 'chaudron',
    when: /\b(chaudron|je (prepare|cree|fabrique|concocte|brasse) (une |la )?potion)\b/,
    value: {
      choice: {
        'potion-vie': ['vie'],
        'potion-mort': ['mort'],
        'potion-analphabetisme': ['analphabetisme', 'analpha'],
      },
    },
  },
  { kind: 'tonneau', when: /\b(tonneau|biere|je (fais la )?fete)\b/, value: use },
  {
    kind: 'vie',
    when: /\b(potion de vie|potion vie|je bois la vie|je sauve (tout le monde|le village))\b/,
    value: use,
  },
  { kind: 'mort', when: /\b(potion de mort|potion mort|j'empoisonne|empoisonner|empoisonne)\b/, value: players },
  { kind: 'analphabetisme', when: /\b(analphabet\w*|analpha)\b/, value: players },
  { kind: 'arbalete', when: /\b(arbalete|je tire( sur)?|carreau)\b/, value: players },
  { kind: 'pipot', when: /\b(pipot|je charme|charmer|flute)\b/, value: players },
  {
    kind: 'boule',
    when: /\b(boule|cristal|je sonde|sonder|je regarde|j'espionne|je scrute|vision sur)\b/,
    value: players,
  },
  // The day's vote (002:18), blank or against a player (002:107); Sacs d'or add to it (002:99).
  // A vote taken back in the day's thread (read by `engine/message-thread.ts`): before the vote, which « mon vote » would read.
  { kind: UNVOTE, when: UNVOTE_WHEN, value: { is: null } },
  { kind: 'vote', when: /\b(vote|votes|voter)\s*:?\s*(blanc|nul|personne)\b|\bje vote blanc\b/, value: { is: [] } },
  {
    kind: 'sac',
    when: /\b(sacs? d'or|je (paie|paye|depense|utilise|mets) (\d+|un|deux|trois|quatre|cinq) sacs?)\b/,
    value: { number: true, otherwise: 1 },
  },
  {
    kind: 'vote',
    when: /\b(je )?(re)?vote[rsz]?\b|\bvote\s*:|\bvoterai\b|\bmon vote\b|\bbucher\b|\bj'accuse\b|\bma voix\b/,
    value: players,
  },
  // The pack's target (002:31-33).
  {
    kind: 'loups',
    when: /\b(loups?|meute|on attaque|j'attaque|attaque|on mange|on devore|on bouffe|croquer|victime|diner)\b/,
    value: players,
  },
];

/** Words of Lychantropia's orders never taken for a name. */
const STOPWORDS = [
  ...Object.values(ITEMS).flatMap((sp) => sp.flatMap((s) => s.split(/[^a-z]+/))),
  ...'soir ce cette nuit demain aujourd hui alors donc enfin finalement plutot change changement avis amour or vie mort notaire marchand maire exemplaire exemplaires encore bien'.split(
    ' ',
  ),
];

export const lychantropiaMessages: PhraseTable = { phrases: PHRASES, items: ITEMS, stopwords: STOPWORDS };
