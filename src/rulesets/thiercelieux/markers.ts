/**
 * Player markers shown in the grimoire, and the ones a card starts with.
 * Some markers belong to the card (potions, uses left…) and follow it when it
 * changes hands (the Imposteur) or is replaced (the blessing, the Transformiste).
 */
import { de, own, type GameState, type MarkerTable, type PlayerId } from '../../engine';
import { caractere } from './caracteres';
import { roleDef } from './roles';
import type { TMarkers } from './types';

const who = (id: PlayerId, s: GameState): string => own(s.players, id)?.name ?? '?';

/** What the Astrologue has played, by the number of his powers used. */
const ASTROLOGY = [
  'Astrologue : aucun pouvoir utilisé',
  'Astrologue : éclipse de lune jouée',
  'Astrologue : éclipses jouées',
  'Astrologue : pouvoirs épuisés',
];

export const MARKERS: MarkerTable<TMarkers> = {
  amoureux: { label: 'Amoureux', describe: (v, s) => `Amoureux ${de(who(v, s))}` },
  charme: { label: 'Charmé' },
  protege: { label: 'Protégé cette nuit' },
  potionVie: { label: 'Potion de vie', describe: (v) => (v ? 'Potion de vie disponible' : 'Potion de vie utilisée') },
  potionMort: {
    label: 'Potion de mort',
    describe: (v) => (v ? 'Potion de mort disponible' : 'Potion de mort utilisée'),
  },
  ancienBlesse: { label: 'A survécu à une attaque des loups' },
  idiotRevele: { label: 'Idiot dévoilé (ne vote plus)' },
  // The recueil's cards.
  beni: {
    label: 'Béni par le Prêtre',
    describe: (b) => {
      if (!b.eligible) return 'Béni par le Prêtre (ancien loup : pas de grâce)';
      return b.used ? 'Béni par le Prêtre (grâce utilisée)' : 'Béni par le Prêtre (échappera une fois à la mort)';
    },
  },
  caractere: { label: 'Carte de caractère tirée', describe: (v) => `Caractère : ${caractere(v).name}` },
  ennemi: { label: 'Ennemi', describe: (v, s) => `Ennemi ${de(who(v, s))}` },
  cibleAssassin: { label: 'Cible de l’Assassin' },
  hypnotise: { label: 'Hypnotisé', describe: (v, s) => `Hypnotisé : doit accuser et voter contre ${who(v, s)}` },
  immunise: { label: 'Immunité du Magistrat aujourd’hui' },
  disparu: { label: 'Disparu (Mage) jusqu’à la prochaine nuit' },
  endormi: { label: 'Endormi cette nuit (Marchand de Sable)' },
  condamne: { label: 'Mort la nuit de l’éclipse (révélé à l’aube)' },
  piege: { label: 'Maison piégée cette nuit' },
  carteMontree: { label: 'Carte montrée', describe: (v) => `La table a vu sa carte : ${roleDef(v).name}` },
  exHommeDesBois: { label: 'Homme des Bois devenu loup' },
  exImmortel: { label: 'Immortel devenu loup' },
  ame: {
    label: 'Invocation attendue',
    describe: (v) =>
      v === 'appelee' ? 'Ame en peine : a parlé, repose en paix' : 'Ame en peine : attend qu’on l’invoque',
  },
  transformiste: { label: 'Porte la carte du Transformiste', describe: () => 'Transformiste (joue la carte tirée)' },
  devinUtilise: { label: 'Devin\u00a0: pouvoir utilisé' },
  mageUtilise: { label: 'Mage\u00a0: pouvoir utilisé' },
  hypnoses: { label: 'Hypnoses utilisées', describe: (v) => `Hypnoses utilisées : ${v}/2` },
  taverne: { label: 'Ouvertures de la Taverne', describe: (v) => `Taverne ouverte : ${v}/2` },
  lectures: { label: 'Lectures de l’avenir', describe: (v) => `Lectures de l’avenir : ${v}/2` },
  espionnages: { label: 'Espionnages utilisés', describe: (v) => `Espionnages : ${v}/3` },
  espionNuit: { label: 'Espion déjà réveillé cette nuit', describe: () => 'Espion : a déjà espionné cette nuit' },
  astrologie: {
    label: 'Pouvoirs de l’Astrologue joués',
    describe: (v) => ASTROLOGY[v] ?? '',
  },
  immunises: {
    label: 'Immunités accordées',
    describe: (v, s) => `Immunités déjà accordées : ${v.map((id) => who(id, s)).join(', ')}`,
  },
  dernierPiege: { label: 'Dernier piège', describe: (v, s) => `Dernier piège : ${who(v.id, s)}` },
  dernierEndormi: { label: 'Dernier endormi', describe: (v, s) => `Dernier endormi : ${who(v.id, s)}` },
  cassandraLoups: { label: 'Loups abattus', describe: (v) => `Loups abattus : ${v}/2` },
  cassandraErreurs: { label: 'Innocents abattus', describe: (v) => `Innocents abattus : ${v}/2` },
  corbeauFait: { label: 'Le Corbeau a posé sa carte' },
};

/**
 * Markers that belong to a card, not to its holder: they go with the card and
 * start afresh when a card is put in front of a player.
 */
export const CARD_MARKERS: readonly (keyof TMarkers)[] = [
  'potionVie',
  'potionMort',
  'ancienBlesse',
  'transformiste',
  'devinUtilise',
  'mageUtilise',
  'hypnoses',
  'taverne',
  'lectures',
  'espionnages',
  'espionNuit',
  'astrologie',
  'immunises',
  'dernierPiege',
  'dernierEndormi',
  'cassandraLoups',
  'cassandraErreurs',
];

/** Markers a card brings with it (set at the deal, or when a card is put before a player). */
export function startingMarkers(role: string): Partial<TMarkers> {
  switch (role) {
    case 'sorciere':
      return { potionVie: true, potionMort: true };
    case 'transformiste':
      return { transformiste: true };
    case 'cassandra':
      return { cassandraLoups: 0, cassandraErreurs: 0 };
    default:
      return {};
  }
}

/** Copy one marker (a key of its own type, so that the value keeps it). */
function copy<K extends keyof TMarkers>(to: Partial<TMarkers>, from: Partial<TMarkers>, key: K): void {
  to[key] = from[key];
}

/** Card markers of a player, to hand over with the card. */
export function cardMarkers(markers: Partial<TMarkers>): Partial<TMarkers> {
  const out: Partial<TMarkers> = {};
  for (const key of CARD_MARKERS) if (key in markers) copy(out, markers, key);
  return out;
}
