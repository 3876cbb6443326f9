import { byText, has } from '../../engine';
/**
 * The items of Made in Lychantropia as data (002_8a15d59d81dc3fa5.txt:70-101):
 * name, how it is used, the starting pool and the starting shop. Each copy of
 * an item is an instance id « kind#n » so that every copy can be followed from
 * the deal to its use (see `holdings.ts` and `stock.ts`).
 */

/** Every item, in the book's order (lines 75-101). */
export const ITEM_KINDS = [
  'potion-vie',
  'potion-mort',
  'potion-analphabetisme',
  'fleches',
  'boule',
  'lorgnettes',
  'fusil',
  'arbalete',
  'masque',
  'aimant',
  'chapeau',
  'pipot',
  'herbes',
  'testament',
  'sac',
  'pigeon',
  'nid',
  'chaudron',
  'tonneau',
] as const;

export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemDef {
  id: ItemKind;
  name: string;
  /** Plural, for counts (« 3 Pigeons »). */
  plural: string;
  /** Gone once used (« Utilisation unique »). */
  single: boolean;
  /** Acts by itself (« Utilisation automatique »). */
  automatic: boolean;
  /** « Donne des envies de … »: a player is never dealt two of these (line 72). */
  craving: string | null;
  /** The project's own summary for the MJ. */
  summary: string;
}

export const ITEMS: Record<ItemKind, ItemDef> = {
  'potion-vie': {
    id: 'potion-vie',
    name: 'Potion de vie',
    plural: 'Potions de vie',
    single: true,
    automatic: false,
    craving: null,
    summary:
      'Son détenteur apprend chaque nuit qui les loups attaquent ; il peut annuler l’attaque en brûlant un Pigeon (pas sur le porteur du Chapeau de paille).',
  },
  'potion-mort': {
    id: 'potion-mort',
    name: 'Potion de mort',
    plural: 'Potions de mort',
    single: true,
    automatic: false,
    craving: null,
    summary: 'Tue un joueur la nuit, en brûlant un Pigeon.',
  },
  'potion-analphabetisme': {
    id: 'potion-analphabetisme',
    name: 'Potion d’analphabétisme',
    plural: 'Potions d’analphabétisme',
    single: true,
    automatic: false,
    craving: null,
    summary:
      'La nuit, en brûlant un Pigeon : la cible ne vote plus et ne peut plus ni envoyer ni recevoir de Pigeon ou de Testament.',
  },
  fleches: {
    id: 'fleches',
    name: 'Flèches d’amour',
    plural: 'Flèches d’amour',
    single: true,
    automatic: false,
    craving: null,
    summary:
      'La première nuit : un villageois rend deux joueurs amoureux ; un loup se les plante et devient le loup blanc.',
  },
  boule: {
    id: 'boule',
    name: 'Boule de cristal',
    plural: 'Boules de cristal',
    single: false,
    automatic: false,
    craving: 'voyante',
    summary: 'Chaque nuit, sonde un joueur : son camp et les objets qu’il tient à ce moment.',
  },
  lorgnettes: {
    id: 'lorgnettes',
    name: 'Lorgnettes',
    plural: 'Lorgnettes',
    single: false,
    automatic: true,
    craving: null,
    summary: 'À l’aube, son détenteur apprend quels objets ont servi pendant la nuit.',
  },
  fusil: {
    id: 'fusil',
    name: 'Fusil',
    plural: 'Fusils',
    single: true,
    automatic: true,
    craving: null,
    summary: 'À sa mort, son détenteur abat aussitôt le joueur de son choix ; annoncé à tous si c’est au bûcher.',
  },
  arbalete: {
    id: 'arbalete',
    name: 'Arbalète',
    plural: 'Arbalètes',
    single: false,
    automatic: false,
    craving: 'justicier',
    summary:
      'La nuit, tue une cible reçue par Pigeon pendant la journée ; si c’était un villageois, le tireur meurt aussi. Une fois par nuit.',
  },
  masque: {
    id: 'masque',
    name: 'Masque',
    plural: 'Masques',
    single: false,
    automatic: false,
    craving: 'voleur',
    summary:
      'Désigne de jour un joueur et un objet : après le troc, chaque exemplaire de cet objet lui est volé (pas au gagnant de l’enchère du jour).',
  },
  aimant: {
    id: 'aimant',
    name: 'Aimant',
    plural: 'Aimants',
    single: false,
    automatic: true,
    craving: 'fureteur',
    summary:
      'En fin de nuit, ramasse les objets des morts de la nuit ; à quatre objets ou plus, il retourne à la boutique.',
  },
  chapeau: {
    id: 'chapeau',
    name: 'Chapeau de paille',
    plural: 'Chapeaux de paille',
    single: true,
    automatic: true,
    craving: null,
    summary: 'Attaqué par les loups, son porteur devient loup au lieu de mourir (les Herbes n’agissent pas alors).',
  },
  pipot: {
    id: 'pipot',
    name: 'Pipot',
    plural: 'Pipots',
    single: false,
    automatic: false,
    craving: 'flûtiste',
    summary:
      'Charme deux joueurs par nuit ; gagne seul si tous les autres survivants sont charmés à l’aube. Ni troqué ni envoyé par Pigeon.',
  },
  herbes: {
    id: 'herbes',
    name: 'Herbes du bonheur',
    plural: 'Herbes du bonheur',
    single: true,
    automatic: true,
    craving: null,
    summary:
      'Sauvent une fois de la mort, mais le rescapé ne vote plus de la partie, au su de tous. Rien contre la mort de son amoureux.',
  },
  testament: {
    id: 'testament',
    name: 'Testament',
    plural: 'Testaments',
    single: true,
    automatic: true,
    craving: null,
    summary: 'À sa mort, son détenteur peut laisser un testament, remis au Notaire à l’aube suivante.',
  },
  sac: {
    id: 'sac',
    name: 'Sac d’or',
    plural: 'Sacs d’or',
    single: true,
    automatic: false,
    craving: null,
    summary:
      'Ajoute deux voix, le jour même, contre le joueur visé par son vote ; révélé au bûcher sans dire par qui. Troqué, il revient au Marchand.',
  },
  pigeon: {
    id: 'pigeon',
    name: 'Pigeon',
    plural: 'Pigeons',
    single: true,
    automatic: false,
    craving: null,
    summary:
      'Message anonyme de jour, cible pour l’Arbalète, offre de troc secrète ou don d’objet (livré à la deadline). Brûlé par les potions.',
  },
  nid: {
    id: 'nid',
    name: 'Nid de pigeons',
    plural: 'Nids de pigeons',
    single: true,
    automatic: true,
    craving: null,
    summary: 'Se change en trois Pigeons dès qu’un joueur l’obtient.',
  },
  chaudron: {
    id: 'chaudron',
    name: 'Chaudron',
    plural: 'Chaudrons',
    single: true,
    automatic: false,
    craving: null,
    summary: 'Une nuit, donne au choix une Potion de vie, de mort ou d’analphabétisme.',
  },
  tonneau: {
    id: 'tonneau',
    name: 'Tonneau de bière',
    plural: 'Tonneaux de bière',
    single: true,
    automatic: false,
    craving: null,
    summary: 'Une nuit, personne n’agit (loups et amoureux parlent encore) ; annoncé à tous.',
  },
};

/** The items dealt at the start, two per player (line 71). */
export const POOL: [ItemKind, number][] = [
  ['potion-vie', 1],
  ['potion-mort', 1],
  ['potion-analphabetisme', 1],
  ['fleches', 1],
  ['boule', 1],
  ['lorgnettes', 1],
  ['fusil', 1],
  ['arbalete', 1],
  ['masque', 1],
  ['aimant', 1],
  ['chapeau', 1],
  ['pipot', 1],
  ['herbes', 1],
  ['testament', 4],
  ['sac', 5],
  ['pigeon', 10],
];

/** The shop at the start (line 73). */
export const SHOP: [ItemKind, number][] = [
  ['chaudron', 1],
  ['tonneau', 2],
  ['testament', 2],
  ['nid', 2],
];

/** The potions the Chaudron brews (line 100). */
export const POTIONS: ItemKind[] = ['potion-vie', 'potion-mort', 'potion-analphabetisme'];

export function isItemKind(v: unknown): v is ItemKind {
  return typeof v === 'string' && has(ITEMS, v);
}

/**
 * The kind of a copy (« pigeon#12 » → « pigeon »), or of a kind given as is.
 * Every hand, the shop and the invariants ask after each answer; a copy's id
 * never changes kind, so the answer is kept per id (the engine's memo).
 */
export function kindOf(item: string): ItemKind {
  return byText(readKind, item);
}

/**
 * Whether a copy (or a kind given as is) is of `kind`: its id is the kind, or
 * starts with it and « # ». Asked for every copy of a hand whenever an item is
 * counted (every order kind's givers): a comparison, without `kindOf`'s lookup.
 */
export function isOf(item: string, kind: ItemKind): boolean {
  return item.length === kind.length ? item === kind : item.charCodeAt(kind.length) === HASH && item.startsWith(kind);
}

const HASH = '#'.charCodeAt(0);

function readKind(item: string): ItemKind {
  const at = item.indexOf('#');
  const kind = at < 0 ? item : item.slice(0, at);
  if (!isItemKind(kind)) throw new Error(`not an item: ${item}`);
  return kind;
}

/** The line of the book (002_8a15d59d81dc3fa5.txt) that describes each item: a refusal about the item names it. */
export const ITEM_LINE: Record<ItemKind, string> = {
  'potion-vie': '002:75',
  'potion-mort': '002:77',
  'potion-analphabetisme': '002:78',
  fleches: '002:80',
  boule: '002:82',
  lorgnettes: '002:83',
  fusil: '002:84',
  arbalete: '002:85',
  masque: '002:86',
  aimant: '002:87',
  chapeau: '002:88',
  pipot: '002:89',
  herbes: '002:90',
  pigeon: '002:91',
  nid: '002:97',
  testament: '002:98',
  sac: '002:99',
  chaudron: '002:100',
  tonneau: '002:101',
};

export function itemName(kind: ItemKind): string {
  return ITEMS[kind].name;
}

/** « Pigeon ×3, Sac d’or » from a list of kinds or copies, in first-seen order. */
export function describeItems(list: readonly string[]): string {
  const counts = new Map<ItemKind, number>();
  for (const x of list) {
    const k = kindOf(x);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  if (counts.size === 0) return 'aucun objet';
  return [...counts].map(([k, n]) => (n > 1 ? `${ITEMS[k].name} ×${n}` : ITEMS[k].name)).join(', ');
}
