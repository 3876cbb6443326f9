/**
 * Choices made inside a house in the middle of the night: the pack on the
 * Planqués it finds (003:79, 85, 144), the Assassin on those he finds with
 * his prey (003:89, 144-145), the Nécromancienne among the dead of one house
 * (003:146). The turns wait for them.
 */
import { ALL, type Bars, choose, ONE_IF_ANY, type PlayerId, typo } from '../../../engine';
import { kill } from '../deaths';
import { mj } from '../night/common';
import { wolfKill } from '../night/loups';
import { bringBack } from '../night/necromancienne';
import { alive, houseName, name, names } from '../queries/people';
import { nightPlaces } from '../night/places';
import { privateDocs, resolutionDoc } from '../texts';
import type { HouseArgs, NGame } from '../types';
import { step } from './step';

const still = (s: NGame, ids: readonly PlayerId[]) => ids.filter((id) => alive(s, id));

/**
 * Those found in the house, the call's argument (`HouseArgs`), in the order
 * they were found (the order of the candidates): a rule's bar, with its line.
 */
const found = (line: string, why: string) => ({
  test: (_s: NGame, id: PlayerId, a: HouseArgs) => !a.candidates.includes(id),
  why: (s: NGame, id: PlayerId, a: HouseArgs) => `${name(s, id)} ${why} ${houseName(s, a.house)}.`,
  line,
  pass: (_s: NGame, a: HouseArgs) => a.candidates,
});

/** Killed earlier in the night: no longer to be chosen (listed after `found`, whose list keeps the order). */
const DIED_SINCE = {
  test: (s: NGame, id: PlayerId) => !alive(s, id),
  why: (s: NGame, id: PlayerId) => `${name(s, id)} est déjà mort·e.`,
};

/** The pack kills those it chooses among the residents it finds (003:79, 144). */
const PACK_FINDS: Bars<NGame, HouseArgs> = [
  found('003:144', 'n’est pas parmi ceux que les loups trouvent dans'),
  DIED_SINCE,
];

/** The Assassin kills in prime those he finds with his prey (003:145). */
const ASSASSIN_FINDS: Bars<NGame, HouseArgs> = [
  found('003:145', 'n’est pas parmi ceux que l’Assassin trouve dans'),
  DIED_SINCE,
];

/** Dead this night and not brought back (the night's deaths, `nightDeaths`). */
function diedTonight(s: NGame, id: PlayerId): boolean {
  for (const d of s.rs.deaths)
    if (d.id === id && d.day === s.clock.day && d.phase === 'night' && !d.undone) return true;
  return false;
}

/** The Nécromancienne brings back the dead of this night she finds in the house (003:73, 146). */
const NECRO_FINDS: Bars<NGame, HouseArgs> = [
  found('003:146', 'n’est pas parmi les morts que la Nécromancienne trouve dans'),
  {
    test: (s, id) => !diedTonight(s, id),
    why: (s, id) => `${name(s, id)} n’est pas mort·e cette nuit.`,
    line: '003:73',
  },
];

const KILLED_BY_PACK = { label: 'Tués par les loups', min: 0, max: ALL };
const KILLED_IN_PRIME = { label: 'Tués en prime', min: 0, max: ALL };
const BROUGHT_BACK = { label: 'Ramenés à la vie', min: ONE_IF_ANY, max: ALL };

/** The wolves who chose the house, for the pack's choice and its kills. */
const pack = (s: NGame, a: HouseArgs): PlayerId[] => {
  const by = s.rs.powers
    .filter((p) => p.day === s.clock.day && p.what === 'loup' && p.houses.includes(a.house))
    .map((p) => p.actor);
  return by.length > 0 ? by : [a.actor];
};

export const loupsChoix = step({
  id: 'loups-choix',
  title: 'Les loups choisissent',
  phase: 'night',
  line: (s, a) =>
    typo(
      `Dans ${houseName(s, a.house)}, les loups trouvent ${names(s, still(s, a.candidates))} : demandez à la meute qui elle tue (ou personne).`,
    ),
  documents: (s, a) => [...privateDocs(s, s.rs.pmFrom, pack(s, a)), resolutionDoc(s, s.clock.day)],
  places: nightPlaces,
  prompt: (s, a) => choose(s, KILLED_BY_PACK, PACK_FINDS, a),
  resolve(ctx, ids, a) {
    const by = pack(ctx.base, a);
    for (const id of by) ctx.s.rs.delivered[id] = ctx.base.events.length;
    if (ids.length === 0) return mj(ctx, `Loups : la meute épargne ${names(ctx.s, a.candidates)}.`);
    for (const id of ids) wolfKill(ctx, id, by);
  },
});

export const assassinPrime = step({
  id: 'assassin-prime',
  title: 'L’Assassin en prime',
  phase: 'night',
  line: (s, a) =>
    typo(
      `${name(s, a.actor)} trouve aussi ${names(s, still(s, a.candidates))} dans ${houseName(s, a.house)} : demandez-lui qui il ou elle tue en prime (ou personne).`,
    ),
  documents: (s, a) => [...privateDocs(s, s.rs.pmFrom, [a.actor]), resolutionDoc(s, s.clock.day)],
  places: nightPlaces,
  prompt: (s, a) => choose(s, KILLED_IN_PRIME, ASSASSIN_FINDS, a),
  resolve(ctx, ids, a) {
    ctx.s.rs.delivered[a.actor] = ctx.base.events.length;
    if (ids.length === 0) return mj(ctx, `Assassin : ${name(ctx.s, a.actor)} épargne ${names(ctx.s, a.candidates)}.`);
    for (const id of ids) kill(ctx, id, 'assassin', [a.actor]);
  },
});

export const necroChoix = step({
  id: 'necro-choix',
  title: 'La Nécromancienne choisit',
  phase: 'night',
  line: (s, a) =>
    typo(
      `${name(s, a.actor)} trouve ${names(s, a.candidates)} morts dans ${houseName(s, a.house)} : demandez-lui qui elle ramène.`,
    ),
  documents: (s, a) => [...privateDocs(s, s.rs.pmFrom, [a.actor]), resolutionDoc(s, s.clock.day)],
  prompt: (s, a) => choose(s, BROUGHT_BACK, NECRO_FINDS, a),
  resolve(ctx, ids, a) {
    ctx.s.rs.delivered[a.actor] = ctx.base.events.length;
    if (ids.length === 0) return mj(ctx, `Nécromancienne : ${name(ctx.s, a.actor)} ne ramène personne.`);
    bringBack(ctx, a.actor, ids, a.house);
  },
});
