/**
 * Choices made inside a house in the middle of the night: the pack on the
 * Planqués it finds (003:79, 85, 144), the Assassin on those he finds with
 * his prey (003:89, 144-145), the Nécromancienne among the dead of one house
 * (003:146). The turns wait for them.
 */
import { type PlayerId, typo } from '../../../engine';
import { kill, nightDeaths } from '../deaths';
import { mj } from '../night/common';
import { wolfKill } from '../night/loups';
import { bringBack } from '../night/necromancienne';
import { alive, houseName, name, names } from '../queries/people';
import { nightPlaces } from '../night/places';
import { privateDocs, resolutionDoc } from '../texts';
import type { HouseArgs, NGame } from '../types';
import { step } from './step';

const still = (s: NGame, ids: readonly PlayerId[]) => ids.filter((id) => alive(s, id));

const choose = (s: NGame, a: HouseArgs, label: string, min = 0) => {
  const candidates = still(s, a.candidates);
  return { kind: 'players' as const, label, min: Math.min(min, candidates.length), max: candidates.length, candidates };
};

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
  prompt: (s, a) => choose(s, a, 'Tués par les loups'),
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
  prompt: (s, a) => choose(s, a, 'Tués en prime'),
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
  prompt: (s, a) => {
    const dead = a.candidates.filter((id) => nightDeaths(s).includes(id));
    return {
      kind: 'players',
      label: 'Ramenés à la vie',
      min: Math.min(1, dead.length),
      max: dead.length,
      candidates: dead,
    };
  },
  resolve(ctx, ids, a) {
    ctx.s.rs.delivered[a.actor] = ctx.base.events.length;
    if (ids.length === 0) return mj(ctx, `Nécromancienne : ${name(ctx.s, a.actor)} ne ramène personne.`);
    bringBack(ctx, a.actor, ids, a.house);
  },
});
