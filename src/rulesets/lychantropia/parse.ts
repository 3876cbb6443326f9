/**
 * Troc offers as players write them on the forum: « Pigeon et Sac d’or c/
 * Tonneau de bière » (002_8a15d59d81dc3fa5.txt:45-52). The MJ pastes the line;
 * item names are read without regard to case, accents or plurals.
 */
import { byText, own } from '../../engine';
import { ITEM_KINDS, ITEMS, itemName, type ItemKind } from './items';

export interface ParsedOffer {
  readonly price: readonly ItemKind[];
  readonly want: ItemKind;
}

function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const ALIASES: Record<string, ItemKind> = {};
for (const k of ITEM_KINDS) {
  ALIASES[norm(ITEMS[k].name)] = k;
  ALIASES[norm(ITEMS[k].plural)] = k;
}
Object.assign(ALIASES, {
  vie: 'potion-vie',
  mort: 'potion-mort',
  analphabetisme: 'potion-analphabetisme',
  fleche: 'fleches',
  fleches: 'fleches',
  boule: 'boule',
  lorgnette: 'lorgnettes',
  chapeau: 'chapeau',
  herbes: 'herbes',
  herbe: 'herbes',
  nid: 'nid',
  tonneau: 'tonneau',
  biere: 'tonneau',
  sac: 'sac',
  sacs: 'sac',
  pipeau: 'pipot',
} satisfies Record<string, ItemKind>);

const NUMBERS: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5 };

/** One item name, with an optional count (« 2 Pigeons », « Pigeon x2 », « deux Pigeons »). */
function parseEntry(raw: string): ItemKind[] | string {
  let text = norm(raw);
  let n = 1;
  const lead = /^(\d+|un|une|deux|trois|quatre|cinq)\s+(.*)$/.exec(text);
  const tail = /^(.*?)\s*[x×]\s*(\d+)$/.exec(text);
  if (lead) {
    n = NUMBERS[lead[1]!] ?? Number(lead[1]);
    text = lead[2]!;
  } else if (tail) {
    text = tail[1]!;
    n = Number(tail[2]);
  }
  // `own`: a player's text may name « constructor » or « toString ».
  const kind = own(ALIASES, text) ?? own(ALIASES, text.replace(/s$/, ''));
  if (!kind) return `Objet inconnu : « ${raw.trim()} ».`;
  if (!Number.isInteger(n) || n < 1 || n > 9) return `Nombre d’objets illisible : « ${raw.trim()} ».`;
  return Array.from({ length: n }, () => kind);
}

/** A list of items: « Pigeon et Sac d’or », « Sac d’or, Sac d’or », « 2 Pigeons + Fusil ». */
export function parseItems(text: string): ItemKind[] | string {
  const parts = text
    .split(/\s*(?:,|\+|&|;|\bet\b)\s*/i)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return 'Aucun objet indiqué.';
  const out: ItemKind[] = [];
  for (const p of parts) {
    const r = parseEntry(p);
    if (typeof r === 'string') return r;
    out.push(...r);
  }
  return out;
}

/**
 * « prix c/ objet de la boutique » (also « contre »). Every check of a troc,
 * every list of offers and the Marchand's step read the same few texts again
 * after each answer: read once per text (the engine's memo), and frozen so
 * that no caller can change what another reads.
 */
export function parseOffer(text: string): ParsedOffer | string {
  return byText(readFrozen, text);
}

function readFrozen(text: string): ParsedOffer | string {
  const read = readOffer(text);
  return typeof read === 'string' ? read : Object.freeze({ price: Object.freeze(read.price), want: read.want });
}

function readOffer(text: string): ParsedOffer | string {
  const m = /^(.*?)\s+(?:c\/|contre)\s+(.*)$/i.exec(text.trim());
  if (!m) return 'Écrivez l’offre sous la forme « Pigeon et Sac d’or c/ Chaudron ».';
  const price = parseItems(m[1]!);
  if (typeof price === 'string') return price;
  const want = parseItems(m[2]!);
  if (typeof want === 'string') return want;
  if (want.length !== 1) return 'Une offre de troc vise un seul objet de la boutique.';
  return { price, want: want[0]! };
}

/** The offer as the forum writes it. */
export function formatOffer(o: ParsedOffer): string {
  return `${o.price.map(itemName).join(' et ')} c/ ${itemName(o.want)}`;
}
