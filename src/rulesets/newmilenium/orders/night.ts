/**
 * The night's orders, sent in advance by private message and resolved in the
 * book's order once the MJ closes them (003:20, 51-63, 68-122). A house is
 * named by its owner.
 */
import { type Bars, playerIn, type PlayerId } from '../../../engine';
import { order, type Entry, type Kind } from '../book';
import { asRole, AWAY, NOT_WOLF, SALBATARISED } from './givers';
import { flag } from '../options';
import { housesInPlay } from '../queries/houses';
import { announcedDead, houseName, isWolf, names, presentPlayers } from '../queries/people';
import { boostedTonight, usesLeft } from '../queries/powers';
import type { NGame, RoleId } from '../types';

/** The Assassin's card, not a role: his meurtre once in the game (003:68). */
const ASSASSIN: Bars<NGame> = [
  AWAY,
  {
    test: (s, id) => playerIn(s.players, id).role !== 'assassin',
    why: (s, id) => `${names(s, [id])} n’est pas l’Assassin.`,
    line: '003:68',
  },
  SALBATARISED,
  {
    test: (s, id) => usesLeft(s, id, 'meurtre') <= 0,
    why: (s, id) => `${names(s, [id])} a déjà commis son meurtre.`,
    line: '003:68',
  },
];

/** Both Voyante orders: one house a night (003:118). */
const VOYANTE = asRole('voyante', '003:118');

const houses = (s: NGame, ids: readonly PlayerId[]) => ids.map((h) => houseName(s, h)).join(', ');

const one = (label: string, candidates: PlayerId[]) => ({
  kind: 'players' as const,
  label,
  min: 1,
  max: 1,
  candidates,
});

/** A count of targets allowed: `base`, or `boosted` with the Sympathique's gift for tonight. */
function countCheck(s: NGame, player: PlayerId, role: RoleId, n: number, base: number, boosted: number, rule: string) {
  const max = boostedTonight(s, player, role) ? boosted : base;
  return n > max
    ? { reason: `${names(s, [player])} ne vise ${max === 1 ? 'qu’une cible' : `que ${max} cibles`} cette nuit.`, rule }
    : null;
}

export const planque = order({
  id: 'planque',
  label: 'Planqué : se cacher chez…',
  givers: asRole('planque', '003:78', 'planque'),
  prompt: (s) => one('Maison où se cacher', housesInPlay(s)),
  check: (s, player, [house]) =>
    house === player ? { reason: 'Le Planqué se cache chez quelqu’un d’autre.', rule: '003:78' } : null,
  describe: (s, ids) => houses(s, ids),
});

export const salbatar = order({
  id: 'salbatar',
  label: 'Salbatar : maison',
  givers: asRole('salbatar', '003:75'),
  prompt: (s) => ({
    kind: 'players',
    label: 'Maison salbatarisée (deux avec le Sympathique)',
    min: 1,
    max: 2,
    candidates: housesInPlay(s),
  }),
  check: (s, player, ids) => countCheck(s, player, 'salbatar', ids.length, 1, 2, '003:99'),
  describe: (s, ids) => houses(s, ids),
});

function voyante(mode: 'roles' | 'natures') {
  const other = mode === 'roles' ? 'voyante-natures' : 'voyante-roles';
  return order({
    id: `voyante-${mode}`,
    label: `Voyante : ${mode === 'roles' ? 'les rôles' : 'les natures'} d’une maison`,
    givers: VOYANTE,
    prompt: (s) => one('Maison épiée', housesInPlay(s)),
    check: (s, player) =>
      s.rs.book.orders.some((o) => o.player === player && o.kind === other)
        ? { reason: 'La Voyante épie une seule maison par nuit : annulez d’abord l’autre ordre.', rule: '003:118' }
        : null,
    describe: (s, ids) => houses(s, ids),
  });
}

export const voyanteRoles = voyante('roles');
export const voyanteNatures = voyante('natures');

export const sorcier = order({
  id: 'sorcier',
  label: 'Sorcier : rituel de mort',
  givers: asRole('sorcier', '003:77', 'rituel'),
  prompt: (s) => (flag(s, 'maisons') ? one('Maison visée', housesInPlay(s)) : one('Joueur visé', presentPlayers(s))),
  describe: (s, ids) => (flag(s, 'maisons') ? houses(s, ids) : names(s, ids)),
});

export const salvateur = order({
  id: 'salvateur',
  label: 'Salvateur : maison protégée',
  givers: asRole('salvateur', '003:74'),
  prompt: (s) => ({
    kind: 'players',
    label: 'Maison protégée (deux avec le Sympathique)',
    min: 1,
    max: 2,
    candidates: housesInPlay(s),
  }),
  check: (s, player, ids) => countCheck(s, player, 'salvateur', ids.length, 1, 2, '003:98'),
  describe: (s, ids) => houses(s, ids),
});

/**
 * Houses the pack may attack: not a wolf's, unless the option of 003:141
 * allows it, or a wolf host found a Planqué there tonight (003:85).
 */
export function wolfTargets(s: NGame): PlayerId[] {
  return housesInPlay(s).filter((h) => flag(s, 'loupsMaisonLoup') || !isWolf(s, h) || s.rs.night.dens.includes(h));
}

export const loups = order({
  id: 'loups',
  label: 'Loup : maison attaquée',
  // Every wolf may send it every night (003:20): in place on his row before his own roles' orders.
  main: true,
  givers: [AWAY, NOT_WOLF, SALBATARISED],
  prompt: (s) => one('Maison proposée par ce loup', wolfTargets(s)),
  describe: (s, ids) => houses(s, ids),
});

export const assassin = order({
  id: 'assassin',
  label: 'Assassin : meurtre',
  givers: ASSASSIN,
  prompt: (s) => one('Joueur traqué', presentPlayers(s)),
  check: (s, player, [target]) =>
    target === player ? { reason: 'L’Assassin ne se tue pas lui-même.', rule: '003:68' } : null,
  describe: (s, ids) => names(s, ids),
});

export const necromancienne = order({
  id: 'necromancienne',
  label: 'Nécromancienne : ramener à la vie',
  givers: asRole('necromancienne', '003:73', 'potion'),
  prompt: (s) =>
    one(
      'Joueur à ramener s’il meurt cette nuit',
      s.order.filter((id) => !announcedDead(s, id)),
    ),
  check: (s, player, [target]) =>
    target === player ? { reason: 'La Nécromancienne ne peut pas se ramener elle-même.', rule: '003:73' } : null,
  describe: (s, ids) => names(s, ids),
});

export const corbeau = order({
  id: 'corbeau',
  label: 'Corbeau : voix contre…',
  givers: asRole('corbeau', '003:76'),
  prompt: (s) => ({
    kind: 'players',
    label: flag(s, 'maisons')
      ? 'Maison visée (une à trois avec le Sympathique)'
      : 'Joueur visé (un à trois avec le Sympathique)',
    min: 1,
    max: 3,
    candidates: flag(s, 'maisons') ? housesInPlay(s) : presentPlayers(s),
  }),
  check: (s, player, ids) => countCheck(s, player, 'corbeau', ids.length, 1, 3, '003:105'),
  describe: (s, ids) => (flag(s, 'maisons') ? houses(s, ids) : names(s, ids)),
});

export const araignee = order({
  id: 'araignee',
  label: 'Araignée : relier des joueurs',
  givers: asRole('araignee', '003:91'),
  prompt: (s) => ({
    kind: 'players',
    label: 'Joueurs reliés (deux, trois avec le Sympathique)',
    min: 2,
    max: 3,
    candidates: presentPlayers(s),
  }),
  check: (s, player, ids) => {
    const want = boostedTonight(s, player, 'araignee') ? 3 : 2;
    return ids.length === want
      ? null
      : { reason: `${names(s, [player])} relie ${want} joueurs cette nuit.`, rule: want === 3 ? '003:112' : '003:91' };
  },
  describe: (s, ids) => names(s, ids),
});

export const detective = order({
  id: 'detective',
  label: 'Détective : enquête',
  givers: asRole('detective', '003:122'),
  prompt: (s) => one('Enquête sur (un vivant, un mort, ou lui-même)', s.order),
  describe: (s, ids) => names(s, ids),
});

export const NIGHT_KINDS: readonly Kind[] = [
  planque,
  salbatar,
  voyanteRoles,
  voyanteNatures,
  sorcier,
  salvateur,
  loups,
  assassin,
  necromancienne,
  corbeau,
  araignee,
  detective,
];

export const NIGHT_ENTRIES: Readonly<Record<string, Entry>> = {};
