/**
 * The orders of a night, sent to the MJ by private message and resolved in
 * the book's order once the MJ closes them (002_8a15d59d81dc3fa5.txt:26-38).
 */
import {
  among,
  type Bar,
  type Bars,
  type ChoicePrompt,
  choose,
  de,
  memoBy,
  type PlayerId,
  type Refusal,
  type Why,
} from '../../engine';
import { defineOrder, itemOrders, type OrderDef } from './book';
import { count, holders } from './holdings';
import { ITEM_KINDS, itemName, POTIONS, type ItemKind } from './items';
import { flag } from './options';
import { alive, charmed, DEAD_BAR, illiterate, isWolf, LIVING, names, partnerOf } from './state';
import type { LGame } from './types';

const USE: ChoicePrompt<'oui'> = {
  kind: 'choice',
  label: 'Utilisation',
  options: [{ value: 'oui', label: 'Utiliser cette nuit' }],
};

const POTION_ORDERS = ['vie', 'mort', 'analphabetisme'];

/** The potions burn a Pigeon each (lines 76-78, 96); an illiterate player cannot burn one unless the option says so. */
function pigeonForPotion(s: LGame, player: PlayerId, kind: string): Refusal | null {
  if (illiterate(s, player) && !flag(s, 'analphabetePotions'))
    return { reason: `${names(s, [player])} est analphabète : pas de Pigeon, donc pas de potion.`, rule: '002:78' };
  const need =
    s.rs.book.orders.filter((o) => o.player === player && o.kind !== kind && POTION_ORDERS.includes(o.kind)).length + 1;
  const held = count(s, player, 'pigeon');
  return need > held
    ? {
        reason: `Chaque potion brûle un Pigeon : ${names(s, [player])} en a ${held}, il en faudrait ${need}.`,
        rule: '002:96',
      }
    : null;
}

/**
 * A potion, the Boule, the Pipot or the wolves aimed at oneself: a reading
 * kept as it was, not a rule. Those lines name « une cible » (002:5),
 * « quelqu'un » (002:77), « un joueur » (002:78, 82), « deux joueurs »
 * (002:89) and never forbid oneself; the kinds declare it as `notSelf`, so the
 * giver is never offered his own name, and a typed or pasted one is refused
 * with the kind's line (docs/rulesets/lychantropia.md, « Naming oneself »).
 */
const SELF = {
  loups: { reason: 'Un loup ne se désigne pas comme cible de la meute.', rule: '002:5' },
  mort: { reason: 'La potion de mort vise un autre joueur que son détenteur.', rule: '002:77' },
  analphabetisme: { reason: 'La potion d’analphabétisme vise un autre joueur que son détenteur.', rule: '002:78' },
  boule: { reason: 'La Boule de cristal sonde un autre joueur que son détenteur.', rule: '002:82' },
  pipot: { reason: 'Le joueur de pipot ne se charme pas lui-même.', rule: '002:89' },
} satisfies Record<string, Why>;

const targets = (s: LGame, ids: readonly PlayerId[]) => names(s, ids);

/** Made once, as every shut reason asked at each book's prompt: a shut kind's line is kept while its reason is the same object. */
const FIRST_NIGHT_ONLY: Why = { reason: 'Les Flèches d’amour ne servent que la première nuit.', rule: '002:80' };
const firstNightOnly = (): Why => FIRST_NIGHT_ONLY;

/** The arrows are shot the first night only (lines 80-81). */
const FIRST_NIGHT: Bar<LGame> = {
  test: (s) => s.clock.day !== 1,
  why: firstNightOnly,
  pass: (s) => (s.clock.day === 1 ? s.order : NOBODY),
};

/** The seats a rule about the whole table lets through when it shuts an order. */
const NOBODY: readonly PlayerId[] = [];

/** Only the wolves name the pack's target (002:5). */
const NOT_WOLF: Bar<LGame> = {
  test: (s, id) => !isWolf(s, id),
  why: (s, id) => `${names(s, [id])} n’est pas un loup : seuls les loups désignent leur cible.`,
  line: '002:5',
};

export const fleches = defineOrder({
  id: 'fleches',
  label: 'Flèches d’amour',
  item: 'fleches',
  givers: [FIRST_NIGHT],
  // « durant la 1ère nuit » (lines 80-81): after it, the arrows are no order at all.
  closed: (s) => (s.clock.day === 1 ? null : firstNightOnly()),
  prompt: (s) => choose(s, { label: 'Les deux amoureux (un loup : lui-même seul)', min: 1, max: 2 }, LIVING),
  check: (s, player, ids) => {
    if (isWolf(s, player))
      return ids.length === 1 && ids[0] === player
        ? null
        : { reason: 'Un loup plante les Flèches d’amour sur lui-même : désignez-le seul.', rule: '002:81' };
    return ids.length === 2 ? null : { reason: 'Un villageois désigne deux amoureux.', rule: '002:80' };
  },
  describe: (s, ids) => targets(s, ids),
});

export const tonneau = defineOrder({
  id: 'tonneau',
  label: 'Tonneau de bière',
  item: 'tonneau',
  givers: [],
  prompt: () => USE,
  describe: () => 'utilisé',
});

export const vie = defineOrder({
  id: 'vie',
  label: 'Potion de vie',
  item: 'potion-vie',
  givers: [],
  prompt: () => USE,
  check: (s, player) => pigeonForPotion(s, player, 'vie'),
  describe: () => 'empêcher l’attaque des loups',
});

const NO_WOLF: Why = { reason: 'Plus aucun loup ne vit.', rule: '002:5' };

export const loups = defineOrder({
  id: 'loups',
  label: 'Cible des loups',
  // Each wolf names the pack's target every night (002:5): in place on his row before the items he holds.
  main: true,
  givers: [NOT_WOLF],
  closed: () => NO_WOLF,
  prompt: (s) => choose(s, { label: 'Cible proposée par ce loup (ou pour la meute)', min: 1, max: 1 }, LIVING),
  notSelf: SELF.loups,
  describe: (s, ids) => targets(s, ids),
});

export const mort = defineOrder({
  id: 'mort',
  label: 'Potion de mort',
  item: 'potion-mort',
  givers: [],
  prompt: (s) => choose(s, { label: 'Cible de la potion de mort', min: 1, max: 1 }, LIVING),
  notSelf: SELF.mort,
  check: (s, player) => pigeonForPotion(s, player, 'mort'),
  describe: (s, ids) => targets(s, ids),
});

export function crossbowTargets(s: LGame, player: PlayerId): PlayerId[] {
  return (s.rs.crossbow[player] ?? []).filter((id) => alive(s, id));
}

/**
 * The Arbalète kills a target received by Pigeon (002:85); the call's
 * argument is every living target received today, in the order they came
 * (the order of the candidates). Whose target it is, the order's check says.
 */
const RECEIVED: Bars<LGame, readonly PlayerId[]> = [
  among(
    (s, id) =>
      // A target received, then burnt at the bûcher: the shot would kill nobody.
      Object.values(s.rs.crossbow).some((ids) => ids.includes(id)) && !alive(s, id)
        ? `${names(s, [id])} est mort·e depuis que son nom est arrivé par Pigeon : l’Arbalète n’a plus de cible.`
        : `${names(s, [id])} n’a été désigné·e par Pigeon à aucun porteur d’Arbalète aujourd’hui.`,
    '002:85',
  ),
];

export const arbalete = defineOrder({
  id: 'arbalete',
  label: 'Arbalète',
  item: 'arbalete',
  givers: [
    {
      test: (s, id) => crossbowTargets(s, id).length === 0,
      why: (s, id) => `${names(s, [id])} n’a reçu aucune cible par Pigeon aujourd’hui.`,
      line: '002:85',
    },
  ],
  // Held, but no target came by Pigeon during the day (line 85).
  closed: (s) =>
    holders(s, 'arbalete').length === 0
      ? null
      : { reason: 'Personne n’a reçu de cible par Pigeon pour l’Arbalète aujourd’hui.', rule: '002:85' },
  prompt: (s) =>
    choose(s, { label: 'Cible reçue par Pigeon', min: 1, max: 1 }, RECEIVED, [
      ...new Set(Object.keys(s.rs.crossbow).flatMap((id) => crossbowTargets(s, id))),
    ]),
  check: (s, player, [target]) =>
    crossbowTargets(s, player).includes(target!)
      ? null
      : { reason: `${names(s, [player])} n’a pas reçu cette cible par Pigeon.`, rule: '002:85' },
  describe: (s, ids) => targets(s, ids),
});

/** The loup blanc kills another wolf (002:81). */
const WHITE_WOLF_PREY: Bars<LGame> = [
  DEAD_BAR,
  {
    test: (s, id) => !isWolf(s, id),
    why: (s, id) => `${names(s, [id])} n’est pas un loup : le loup blanc n’assassine que des loups.`,
    line: '002:81',
  },
  {
    test: (s, id) => id === s.rs.whiteWolf,
    why: (s, id) => `${names(s, [id])} est le loup blanc : il assassine un autre loup.`,
    line: '002:81',
  },
];

export const loupBlanc = defineOrder({
  id: 'loup-blanc',
  label: 'Loup blanc',
  givers: [
    {
      test: (s, id) => id !== s.rs.whiteWolf,
      why: (s, id) => `${names(s, [id])} n’est pas le loup blanc.`,
      line: '002:81',
    },
    {
      test: (s) => s.clock.day % 2 !== 0,
      why: () => 'Le loup blanc n’assassine que les nuits paires.',
      line: '002:81',
    },
  ],
  // « Durant chaque nuit paire » (line 81).
  closed: (s) => {
    const w = s.rs.whiteWolf;
    if (!w || !alive(s, w)) return { reason: 'Il n’y a pas de loup blanc en vie.', rule: '002:81' };
    return { reason: 'Le loup blanc n’assassine que les nuits paires.', rule: '002:81' };
  },
  prompt: (s) => choose(s, { label: 'Loup assassiné', min: 1, max: 1 }, WHITE_WOLF_PREY),
  describe: (s, ids) => targets(s, ids),
});

/** The Pipot charms players not charmed yet (002:89). */
const CHARMABLE: Bars<LGame> = [
  DEAD_BAR,
  {
    test: charmed,
    why: (s, id) => `${names(s, [id])} est déjà charmé·e.`,
    line: '002:89',
  },
];

export const pipot = defineOrder({
  id: 'pipot',
  label: 'Pipot',
  item: 'pipot',
  givers: [],
  prompt: (s) => choose(s, { label: 'Joueurs charmés (deux au plus)', min: 1, max: 2 }, CHARMABLE),
  notSelf: SELF.pipot,
  describe: (s, ids) => targets(s, ids),
});

export const analphabetisme = defineOrder({
  id: 'analphabetisme',
  label: 'Potion d’analphabétisme',
  item: 'potion-analphabetisme',
  givers: [],
  prompt: (s) => choose(s, { label: 'Cible de la potion d’analphabétisme', min: 1, max: 1 }, LIVING),
  notSelf: SELF.analphabetisme,
  check: (s, player) => pigeonForPotion(s, player, 'analphabetisme'),
  describe: (s, ids) => targets(s, ids),
});

export const chaudron = defineOrder({
  id: 'chaudron',
  label: 'Chaudron',
  item: 'chaudron',
  givers: [],
  prompt: () => ({
    kind: 'choice',
    label: 'Potion à créer',
    options: POTIONS.map((k) => ({ value: k, label: itemName(k) })),
  }),
  describe: (_s, potion) => itemName(potion),
});

export const boule = defineOrder({
  id: 'boule',
  label: 'Boule de cristal',
  item: 'boule',
  givers: [],
  prompt: (s) => choose(s, { label: 'Joueur sondé', min: 1, max: 1 }, LIVING),
  notSelf: SELF.boule,
  describe: (s, ids) => targets(s, ids),
});

/** Only the lovers give each other items at night (line 80). */
const NOT_LOVER: Bar<LGame> = {
  test: (s, id) => partnerOf(s, id) === null,
  why: (s, id) => `${names(s, [id])} n’est pas amoureux·se : seuls les amoureux se donnent des objets la nuit.`,
  line: '002:80',
  // Most nights have no lovers: nobody, and each item's gift is shut without a look at its holders.
  pass: (s) => (s.rs.lovers === null ? NOBODY : memoBy(seatedLovers, s, s.rs.lovers)),
};

/** The two lovers, in seating order. */
function seatedLovers(s: LGame): PlayerId[] {
  return s.order.filter((id) => partnerOf(s, id) !== null);
}

/** A lover whose partner died has nobody to give to (line 80). */
const PARTNER_DEAD: Bar<LGame> = {
  test: (s, id) => !alive(s, partnerOf(s, id)!),
  why: (s, id) => `L’amoureux·se ${de(names(s, [id]))} est mort·e : plus de don possible.`,
  line: '002:80',
};

/** A lover without the item (line 80; the item's line would send the reader elsewhere). */
const LOVER_HOLDS = Object.fromEntries(
  ITEM_KINDS.map((kind): [ItemKind, Bar<LGame>] => [
    kind,
    {
      test: (s, id) => !alive(s, id) || count(s, id, kind) === 0,
      why: (s, id) => `${names(s, [id])} ne possède pas « ${itemName(kind)} ».`,
      line: '002:80',
      // The living holders, from the engine's index.
      pass: (s) => holders(s, kind),
    },
  ]),
) as Record<ItemKind, Bar<LGame>>;

/** Why no lover gives an item (made once: see `FIRST_NIGHT_ONLY`). */
const NO_LOVERS: Why = { reason: 'Il n’y a pas d’amoureux : personne ne donne d’objet la nuit.', rule: '002:80' };
const NO_LOVER_HOLDS = Object.fromEntries(
  ITEM_KINDS.map((kind): [ItemKind, Why] => [
    kind,
    { reason: `Aucun amoureux vivant ne possède « ${itemName(kind)} » à donner à l’autre.`, rule: '002:80' },
  ]),
) as Record<ItemKind, Why>;

/** Lovers give each other items at the end of the night (lines 38, 80): `amoureux:sac`… */
export const loverGifts = itemOrders(
  ITEM_KINDS.filter((k) => k !== 'nid'),
  (kind) =>
    defineOrder({
      id: `amoureux:${kind}`,
      label: `Don à l’amoureux : « ${itemName(kind)} »`,
      givers: [NOT_LOVER, LOVER_HOLDS[kind], PARTNER_DEAD],
      // The lovers give each other items at night (line 80).
      closed: (s) => (s.rs.lovers === null ? NO_LOVERS : NO_LOVER_HOLDS[kind]),
      prompt: () => ({ kind: 'number', label: 'Nombre d’exemplaires donnés', min: 1, max: 9 }),
      check: (s, player, n) =>
        n > count(s, player, kind)
          ? { reason: `${names(s, [player])} n’a pas autant d’exemplaires de « ${itemName(kind)} ».`, rule: '002:80' }
          : null,
      describe: (_s, n) => `${n}`,
    }),
);

export const NIGHT_KINDS: OrderDef[] = [
  fleches,
  tonneau,
  vie,
  loups,
  mort,
  arbalete,
  loupBlanc,
  pipot,
  analphabetisme,
  chaudron,
  boule,
  ...loverGifts.kinds,
];
