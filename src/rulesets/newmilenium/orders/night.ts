/**
 * The night's orders, sent in advance by private message and resolved in the
 * book's order once the MJ closes them (003:20, 51-63, 68-122). A house is
 * named by its owner.
 */
import { type Bars, choose, eligible, playerRead, type PlayerId } from '../../../engine';
import { order, type Entry, type Kind } from '../book';
import { asRole, AWAY, NOT_WOLF, SALBATARISED } from './givers';
import { flag } from '../options';
import { HOUSE_OUT, HOUSES } from '../queries/houses';
import { announcedDead, de, houseName, isWolf, names, PRESENT } from '../queries/people';
import { boostedTonight, usesLeft } from '../queries/powers';
import type { NGame, RoleId } from '../types';

/** The Assassin's card, not a role: his meurtre once in the game (003:68). */
const ASSASSIN: Bars<NGame> = [
  AWAY,
  {
    test: (s, id) => playerRead(s.players, id).role !== 'assassin',
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

const oneOf = (label: string) => ({ label, min: 1, max: 1 }) as const;

/** A house in play (003:10), or a player in the game now (003:127), as the option of 003:136-139 says. */
const houseOrPlayer = (s: NGame): Bars<NGame> => (flag(s, 'maisons') ? HOUSES : PRESENT);

/** Everyone, the dead included: nobody is barred. */
const EVERYONE: Bars<NGame> = [];

/** A count of targets allowed: `base`, or `boosted` with the Sympathique's gift for tonight. */
function countCheck(s: NGame, player: PlayerId, role: RoleId, n: number, base: number, boosted: number, rule: string) {
  const max = boostedTonight(s, player, role) ? boosted : base;
  return n > max
    ? { reason: `${names(s, [player])} ne vise ${max === 1 ? 'qu’une cible' : `que ${max} cibles`} cette nuit.`, rule }
    : null;
}

const HIDE_IN = oneOf('Maison où se cacher');

export const planque = order({
  id: 'planque',
  label: 'Planqué : se cacher chez…',
  givers: asRole('planque', '003:78', 'planque'),
  prompt: (s) => choose(s, HIDE_IN, HOUSES),
  // « se planquer dans la maison de quelqu'un d'autre » (003:78): a house is named by its owner.
  notSelf: { reason: 'Le Planqué se cache chez quelqu’un d’autre.', rule: '003:78' },
  describe: (s, ids) => houses(s, ids),
});

const SALBATARISED_HOUSES = { label: 'Maison salbatarisée (deux avec le Sympathique)', min: 1, max: 2 };

export const salbatar = order({
  id: 'salbatar',
  label: 'Salbatar : maison',
  givers: asRole('salbatar', '003:75'),
  prompt: (s) => choose(s, SALBATARISED_HOUSES, HOUSES),
  check: (s, player, ids) => countCheck(s, player, 'salbatar', ids.length, 1, 2, '003:99'),
  describe: (s, ids) => houses(s, ids),
});

const SPIED = oneOf('Maison épiée');

function voyante(mode: 'roles' | 'natures') {
  const other = mode === 'roles' ? 'voyante-natures' : 'voyante-roles';
  return order({
    id: `voyante-${mode}`,
    label: `Voyante : ${mode === 'roles' ? 'les rôles' : 'les natures'} d’une maison`,
    givers: VOYANTE,
    prompt: (s) => choose(s, SPIED, HOUSES),
    check: (s, player) =>
      s.rs.book.orders.some((o) => o.player === player && o.kind === other)
        ? { reason: 'La Voyante épie une seule maison par nuit : annulez d’abord l’autre ordre.', rule: '003:118' }
        : null,
    describe: (s, ids) => houses(s, ids),
  });
}

export const voyanteRoles = voyante('roles');
export const voyanteNatures = voyante('natures');

const HOUSE_AIMED = oneOf('Maison visée');
const PLAYER_AIMED = oneOf('Joueur visé');

export const sorcier = order({
  id: 'sorcier',
  label: 'Sorcier : rituel de mort',
  givers: asRole('sorcier', '003:77', 'rituel'),
  prompt: (s) => choose(s, flag(s, 'maisons') ? HOUSE_AIMED : PLAYER_AIMED, houseOrPlayer(s)),
  describe: (s, ids) => (flag(s, 'maisons') ? houses(s, ids) : names(s, ids)),
});

const PROTECTED = { label: 'Maison protégée (deux avec le Sympathique)', min: 1, max: 2 };

export const salvateur = order({
  id: 'salvateur',
  label: 'Salvateur : maison protégée',
  givers: asRole('salvateur', '003:74'),
  prompt: (s) => choose(s, PROTECTED, HOUSES),
  check: (s, player, ids) => countCheck(s, player, 'salvateur', ids.length, 1, 2, '003:98'),
  describe: (s, ids) => houses(s, ids),
});

/**
 * Houses the pack may attack: not a wolf's, unless the option of 003:141
 * allows it, or a wolf host found a Planqué there tonight (003:85).
 */
export function wolfTargets(s: NGame): PlayerId[] {
  return eligible(s, WOLF_TARGETS, undefined);
}

/** The pack's targets (see `wolfTargets`). */
const WOLF_TARGETS: Bars<NGame> = [
  HOUSE_OUT,
  {
    test: (s, h) => isWolf(s, h) && !flag(s, 'loupsMaisonLoup') && !s.rs.night.dens.includes(h),
    why: (s, h) => `La maison ${de(names(s, [h]))} est celle d’un loup : la meute ne l’attaque pas.`,
    line: '003:141',
  },
];

const PROPOSED = oneOf('Maison proposée par ce loup');

export const loups = order({
  id: 'loups',
  label: 'Loup : maison attaquée',
  // Every wolf may send it every night (003:20): in place on his row before his own roles' orders.
  main: true,
  givers: [AWAY, NOT_WOLF, SALBATARISED],
  prompt: (s) => choose(s, PROPOSED, WOLF_TARGETS),
  describe: (s, ids) => houses(s, ids),
});

const TRACKED = oneOf('Joueur traqué');

export const assassin = order({
  id: 'assassin',
  label: 'Assassin : meurtre',
  givers: ASSASSIN,
  prompt: (s) => choose(s, TRACKED, PRESENT),
  // The victim is a player he tracked and walks to (« tu te déplaces jusqu'à cette maison », 003:68).
  notSelf: { reason: 'L’Assassin ne se tue pas lui-même.', rule: '003:68' },
  describe: (s, ids) => names(s, ids),
});

/** A death already announced is past the Nécromancienne's potion, for the dead of this night (003:73). */
const NOT_ANNOUNCED: Bars<NGame> = [
  {
    test: announcedDead,
    why: (s, id) => `La mort ${de(names(s, [id]))} est déjà annoncée : la potion ramène un mort de la nuit même.`,
    line: '003:73',
  },
];
const TO_BRING_BACK = oneOf('Joueur à ramener s’il meurt cette nuit');

export const necromancienne = order({
  id: 'necromancienne',
  label: 'Nécromancienne : ramener à la vie',
  givers: asRole('necromancienne', '003:73', 'potion'),
  prompt: (s) => choose(s, TO_BRING_BACK, NOT_ANNOUNCED),
  // « lorsqu'il y a un mort … autre qu'elle-même » (003:73).
  notSelf: { reason: 'La Nécromancienne ne peut pas se ramener elle-même.', rule: '003:73' },
  describe: (s, ids) => names(s, ids),
});

const RAVEN_HOUSE = { label: 'Maison visée (une à trois avec le Sympathique)', min: 1, max: 3 };
const RAVEN_PLAYER = { label: 'Joueur visé (un à trois avec le Sympathique)', min: 1, max: 3 };

export const corbeau = order({
  id: 'corbeau',
  label: 'Corbeau : voix contre…',
  givers: asRole('corbeau', '003:76'),
  prompt: (s) => choose(s, flag(s, 'maisons') ? RAVEN_HOUSE : RAVEN_PLAYER, houseOrPlayer(s)),
  check: (s, player, ids) => countCheck(s, player, 'corbeau', ids.length, 1, 3, '003:105'),
  describe: (s, ids) => (flag(s, 'maisons') ? houses(s, ids) : names(s, ids)),
});

const LINKED = { label: 'Joueurs reliés (deux, trois avec le Sympathique)', min: 2, max: 3 };

export const araignee = order({
  id: 'araignee',
  label: 'Araignée : relier des joueurs',
  givers: asRole('araignee', '003:91'),
  prompt: (s) => choose(s, LINKED, PRESENT),
  check: (s, player, ids) => {
    const want = boostedTonight(s, player, 'araignee') ? 3 : 2;
    return ids.length === want
      ? null
      : { reason: `${names(s, [player])} relie ${want} joueurs cette nuit.`, rule: want === 3 ? '003:112' : '003:91' };
  },
  describe: (s, ids) => names(s, ids),
});

const INVESTIGATED = oneOf('Enquête sur (un vivant, un mort, ou lui-même)');

export const detective = order({
  id: 'detective',
  label: 'Détective : enquête',
  givers: asRole('detective', '003:122'),
  prompt: (s) => choose(s, INVESTIGATED, EVERYONE),
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
