/**
 * The orders of a night, sent to the MJ by private message and resolved in
 * the book's order once the MJ closes them (002_8a15d59d81dc3fa5.txt:26-38).
 */
import type { Json, PlayerId, Prompt } from '../../engine';
import { firstPlayer, playerList, type KindDef } from './book';
import { ITEM_KINDS, itemName, POTIONS, type ItemKind } from './items';
import { alive, charmed, count, holders, illiterate, isWolf, living, names, opt, partnerOf, type LGame } from './state';

const USE: Prompt = { kind: 'choice', label: 'Utilisation', options: [{ value: 'oui', label: 'Utiliser cette nuit' }] };

const holding = (kind: ItemKind) => (s: LGame) => holders(s, kind);

const POTION_ORDERS = ['vie', 'mort', 'analphabetisme'];

/** The potions burn a Pigeon each (lines 76-78, 96); an illiterate player cannot burn one unless the option says so. */
function pigeonForPotion(s: LGame, player: PlayerId, kind: string): string | null {
  if (illiterate(s, player) && !opt<boolean>(s, 'analphabetePotions')) return `${names(s, [player])} est analphabète : pas de Pigeon, donc pas de potion.`;
  const need = s.rs.book.orders.filter((o) => o.player === player && o.kind !== kind && POTION_ORDERS.includes(o.kind)).length + 1;
  const held = count(s, player, 'pigeon');
  return need > held ? `Chaque potion brûle un Pigeon : ${names(s, [player])} en a ${held}, il en faudrait ${need}.` : null;
}

const notSelf = (s: LGame, player: PlayerId, v: Json) => (firstPlayer(v) === player ? `${names(s, [player])} ne peut pas se viser.` : null);

export const fleches: KindDef = {
  id: 'fleches',
  label: 'Flèches d’amour',
  players: (s) => (s.clock.day === 1 ? holding('fleches')(s) : []),
  prompt: (s) => ({ kind: 'players', label: 'Les deux amoureux (un loup : lui-même seul)', min: 1, max: 2, candidates: living(s) }),
  check: (s, player, v) => {
    const ids = playerList(v);
    if (isWolf(s, player)) return ids.length === 1 && ids[0] === player ? null : 'Un loup plante les Flèches d’amour sur lui-même : désignez-le seul.';
    return ids.length === 2 ? null : 'Un villageois désigne deux amoureux.';
  },
  describe: (s, v) => names(s, playerList(v)),
};

export const tonneau: KindDef = { id: 'tonneau', label: 'Tonneau de bière', players: holding('tonneau'), prompt: () => USE, describe: () => 'utilisé' };

export const vie: KindDef = {
  id: 'vie',
  label: 'Potion de vie',
  players: holding('potion-vie'),
  prompt: () => USE,
  check: (s, player) => pigeonForPotion(s, player, 'vie'),
  describe: () => 'empêcher l’attaque des loups',
};

export const loups: KindDef = {
  id: 'loups',
  label: 'Cible des loups',
  players: (s) => living(s).filter((id) => isWolf(s, id)),
  prompt: (s) => ({ kind: 'players', label: 'Cible proposée par ce loup (ou pour la meute)', min: 1, max: 1, candidates: living(s) }),
  check: notSelf,
  describe: (s, v) => names(s, playerList(v)),
};

export const mort: KindDef = {
  id: 'mort',
  label: 'Potion de mort',
  players: holding('potion-mort'),
  prompt: (s) => ({ kind: 'players', label: 'Cible de la potion de mort', min: 1, max: 1, candidates: living(s) }),
  check: (s, player, v) => notSelf(s, player, v) ?? pigeonForPotion(s, player, 'mort'),
  describe: (s, v) => names(s, playerList(v)),
};

export function crossbowTargets(s: LGame, player: PlayerId): PlayerId[] {
  return (s.rs.crossbow[player] ?? []).filter((id) => alive(s, id));
}

export const arbalete: KindDef = {
  id: 'arbalete',
  label: 'Arbalète',
  players: (s) => holding('arbalete')(s).filter((id) => crossbowTargets(s, id).length > 0),
  prompt: (s) => ({
    kind: 'players',
    label: 'Cible reçue par Pigeon',
    min: 1,
    max: 1,
    candidates: [...new Set(Object.keys(s.rs.crossbow).flatMap((id) => crossbowTargets(s, id)))],
  }),
  check: (s, player, v) => (crossbowTargets(s, player).includes(firstPlayer(v)!) ? null : `${names(s, [player])} n’a pas reçu cette cible par Pigeon.`),
  describe: (s, v) => names(s, playerList(v)),
};

export const loupBlanc: KindDef = {
  id: 'loup-blanc',
  label: 'Loup blanc',
  players: (s) => {
    const w = s.rs.whiteWolf;
    return w && s.clock.day % 2 === 0 && alive(s, w) ? [w] : [];
  },
  prompt: (s) => ({ kind: 'players', label: 'Loup assassiné', min: 1, max: 1, candidates: living(s).filter((id) => isWolf(s, id) && id !== s.rs.whiteWolf) }),
  describe: (s, v) => names(s, playerList(v)),
};

export const pipot: KindDef = {
  id: 'pipot',
  label: 'Pipot',
  players: holding('pipot'),
  prompt: (s) => ({ kind: 'players', label: 'Joueurs charmés (deux au plus)', min: 1, max: 2, candidates: living(s).filter((id) => !charmed(s, id)) }),
  check: (s, player, v) => (playerList(v).includes(player) ? 'Le joueur de pipot ne se charme pas lui-même.' : null),
  describe: (s, v) => names(s, playerList(v)),
};

export const analphabetisme: KindDef = {
  id: 'analphabetisme',
  label: 'Potion d’analphabétisme',
  players: holding('potion-analphabetisme'),
  prompt: (s) => ({ kind: 'players', label: 'Cible de la potion d’analphabétisme', min: 1, max: 1, candidates: living(s) }),
  check: (s, player, v) => notSelf(s, player, v) ?? pigeonForPotion(s, player, 'analphabetisme'),
  describe: (s, v) => names(s, playerList(v)),
};

export const chaudron: KindDef = {
  id: 'chaudron',
  label: 'Chaudron',
  players: holding('chaudron'),
  prompt: () => ({ kind: 'choice', label: 'Potion à créer', options: POTIONS.map((k) => ({ value: k, label: itemName(k) })) }),
  describe: (_s, v) => itemName(v as ItemKind),
};

export const boule: KindDef = {
  id: 'boule',
  label: 'Boule de cristal',
  players: holding('boule'),
  prompt: (s) => ({ kind: 'players', label: 'Joueur sondé', min: 1, max: 1, candidates: living(s) }),
  check: notSelf,
  describe: (s, v) => names(s, playerList(v)),
};

/** Lovers give each other items at the end of the night (lines 38, 80). */
export const loverGifts: KindDef[] = ITEM_KINDS.filter((k) => k !== 'nid').map((kind) => ({
  id: `amoureux:${kind}`,
  label: `Don à l’amoureux : « ${itemName(kind)} »`,
  players: (s) =>
    s.rs.lovers === null
      ? []
      : holders(s, kind).filter((id) => {
          const partner = partnerOf(s, id);
          return partner !== null && alive(s, partner);
        }),
  prompt: () => ({ kind: 'number', label: 'Nombre d’exemplaires donnés', min: 1, max: 9 }),
  check: (s, player, v) => ((v as number) > count(s, player, kind) ? `${names(s, [player])} n’a pas autant d’exemplaires de « ${itemName(kind)} ».` : null),
  describe: (_s, v) => `${v as number}`,
}));

export const NIGHT_KINDS: KindDef[] = [fleches, tonneau, vie, loups, mort, arbalete, loupBlanc, pipot, analphabetisme, chaudron, boule, ...loverGifts];
