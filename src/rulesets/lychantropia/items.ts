/**
 * The items of Made in Lychantropia as data (002_8a15d59d81dc3fa5.txt:70-101):
 * name, how it is used, the starting pool and the starting shop. Each copy of
 * an item is an instance id « kind#n » so that every copy can be followed from
 * the deal to its use (see `stock.ts`).
 */

export type ItemKind =
  | 'potion-vie'
  | 'potion-mort'
  | 'potion-analphabetisme'
  | 'fleches'
  | 'boule'
  | 'lorgnettes'
  | 'fusil'
  | 'arbalete'
  | 'masque'
  | 'aimant'
  | 'chapeau'
  | 'pipot'
  | 'herbes'
  | 'testament'
  | 'sac'
  | 'pigeon'
  | 'nid'
  | 'chaudron'
  | 'tonneau';

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

const item = (id: ItemKind, name: string, plural: string, single: boolean, automatic: boolean, craving: string | null, summary: string): ItemDef => ({
  id,
  name,
  plural,
  single,
  automatic,
  craving,
  summary,
});

export const ITEMS: Record<ItemKind, ItemDef> = {
  'potion-vie': item('potion-vie', 'Potion de vie', 'Potions de vie', true, false, null, 'Son détenteur apprend chaque nuit qui les loups attaquent ; il peut annuler l’attaque en brûlant un Pigeon (pas sur le porteur du Chapeau de paille).'),
  'potion-mort': item('potion-mort', 'Potion de mort', 'Potions de mort', true, false, null, 'Tue un joueur la nuit, en brûlant un Pigeon.'),
  'potion-analphabetisme': item(
    'potion-analphabetisme',
    'Potion d’analphabétisme',
    'Potions d’analphabétisme',
    true,
    false,
    null,
    'La nuit, en brûlant un Pigeon : la cible ne vote plus et ne peut plus ni envoyer ni recevoir de Pigeon ou de Testament.',
  ),
  fleches: item('fleches', 'Flèches d’amour', 'Flèches d’amour', true, false, null, 'La première nuit : un villageois rend deux joueurs amoureux ; un loup se les plante et devient le loup blanc.'),
  boule: item('boule', 'Boule de cristal', 'Boules de cristal', false, false, 'voyante', 'Chaque nuit, sonde un joueur : son camp et les objets qu’il tient à ce moment.'),
  lorgnettes: item('lorgnettes', 'Lorgnettes', 'Lorgnettes', false, true, null, 'À l’aube, son détenteur apprend quels objets ont servi pendant la nuit.'),
  fusil: item('fusil', 'Fusil', 'Fusils', true, true, null, 'À sa mort, son détenteur abat aussitôt le joueur de son choix ; annoncé à tous si c’est au bûcher.'),
  arbalete: item('arbalete', 'Arbalète', 'Arbalètes', false, false, 'justicier', 'La nuit, tue une cible reçue par Pigeon pendant la journée ; si c’était un villageois, le tireur meurt aussi. Une fois par nuit.'),
  masque: item('masque', 'Masque', 'Masques', false, false, 'voleur', 'Désigne de jour un joueur et un objet : après le troc, chaque exemplaire de cet objet lui est volé (pas au gagnant de l’enchère du jour).'),
  aimant: item('aimant', 'Aimant', 'Aimants', false, true, 'fureteur', 'En fin de nuit, ramasse les objets des morts de la nuit ; à quatre objets ou plus, il retourne à la boutique.'),
  chapeau: item('chapeau', 'Chapeau de paille', 'Chapeaux de paille', true, true, null, 'Attaqué par les loups, son porteur devient loup au lieu de mourir (les Herbes n’agissent pas alors).'),
  pipot: item('pipot', 'Pipot', 'Pipots', false, false, 'flûtiste', 'Charme deux joueurs par nuit ; gagne seul si tous les autres survivants sont charmés à l’aube. Ni troqué ni envoyé par Pigeon.'),
  herbes: item('herbes', 'Herbes du bonheur', 'Herbes du bonheur', true, true, null, 'Sauvent une fois de la mort, mais le rescapé ne vote plus de la partie, au su de tous. Rien contre la mort de son amoureux.'),
  testament: item('testament', 'Testament', 'Testaments', true, true, null, 'À sa mort, son détenteur peut laisser un testament, remis au Notaire à l’aube suivante.'),
  sac: item('sac', 'Sac d’or', 'Sacs d’or', true, false, null, 'Ajoute deux voix, le jour même, contre le joueur visé par son vote ; révélé au bûcher sans dire par qui. Troqué, il revient au Marchand.'),
  pigeon: item('pigeon', 'Pigeon', 'Pigeons', true, false, null, 'Message anonyme de jour, cible pour l’Arbalète, offre de troc secrète ou don d’objet (livré à la deadline). Brûlé par les potions.'),
  nid: item('nid', 'Nid de pigeons', 'Nids de pigeons', true, true, null, 'Se change en trois Pigeons dès qu’un joueur l’obtient.'),
  chaudron: item('chaudron', 'Chaudron', 'Chaudrons', true, false, null, 'Une nuit, donne au choix une Potion de vie, de mort ou d’analphabétisme.'),
  tonneau: item('tonneau', 'Tonneau de bière', 'Tonneaux de bière', true, false, null, 'Une nuit, personne n’agit (loups et amoureux parlent encore) ; annoncé à tous.'),
};

export const ITEM_KINDS = Object.keys(ITEMS) as ItemKind[];

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

export function kindOf(instance: string): ItemKind {
  return instance.slice(0, instance.indexOf('#')) as ItemKind;
}

export function itemName(kind: ItemKind): string {
  return ITEMS[kind].name;
}

export function isItemKind(v: unknown): v is ItemKind {
  return typeof v === 'string' && v in ITEMS;
}

/** « Pigeon ×3, Sac d’or » from a list of kinds or instances, in first-seen order. */
export function describeItems(list: readonly string[]): string {
  const counts = new Map<ItemKind, number>();
  for (const x of list) {
    const k = x.includes('#') ? kindOf(x) : (x as ItemKind);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  if (counts.size === 0) return 'aucun objet';
  return [...counts].map(([k, n]) => (n > 1 ? `${ITEMS[k].name} ×${n}` : ITEMS[k].name)).join(', ');
}
