/**
 * Row O: the Parrain and the Bras droit on their nights (000_a045abd3825f1297.txt:441-449,
 * 593-604): corrupt someone's vote by post, keeping their identity secret, or
 * put an available sbire on guard in a house.
 */
import { choose, eligible, type Bars, type PlayerId } from '../../../engine';
import { DEAD, NOT_STANDING, QUASI_DEAD } from '../barred';
import { sbiresOf } from '../attack';
import { act, first, tell } from '../common';
import { duoPair, type Duo } from '../night-map';
import { available, effectHolder } from '../queries';
import { name } from '../text';
import type { BossCard, QGame } from '../types';
import { cardStep, unavailable } from './call';
import { step } from './step';
import { houses } from './sleepers';

/** Whom a boss (the call's argument) may corrupt: anyone standing (000:77-79) but himself (000:445). */
const CORRUPT_BARS: Bars<QGame, PlayerId> = [
  ...NOT_STANDING,
  {
    test: (_s, id, boss) => id === boss,
    why: (s, id) => `${name(s, id)} est le chef qui corrompt : il corrompt quelqu’un d’autre.`,
    line: '000:445',
  },
];

const corruptibles = (s: QGame, boss: PlayerId) => eligible(s, CORRUPT_BARS, boss);

/**
 * The follow-up taps of a boss's choice: a power invoked in between (000:168)
 * may strike the boss, or take the last corruptible player or free sbire;
 * the call is then read as without effect, nothing is recorded.
 */
const bossGone = (s: QGame, { boss }: { boss: PlayerId }): string | null => {
  const why = unavailable(s, boss);
  return why ? `${why} : son choix tombe` : null;
};

/** The duos whose night keeps a sbire busy. */
const BUSY: Duo[] = ['amoureux', 'plans', 'haineux'];

/** The sbires a boss may send on guard: not C, Q, M, asleep, nor engaged in a lovers' or plans-cul night; a B one may go (000:447). */
export function freeSbires(s: QGame, boss: PlayerId): PlayerId[] {
  return sbiresOf(s, boss).filter((id) => {
    if (!available(s, id)) return false;
    if (s.rs.night.guards.some((g) => g.sbire === id)) return false;
    // Reading choice: a hated sbire who fought tonight (row L, before row O) is as busy as a lover (000:447).
    for (const duo of BUSY) if (s.rs.night.met[duo] && duoPair(s, duo)!.includes(id)) return false;
    return true;
  });
}

const BOSS_NAME: Record<BossCard, string> = { parrain: 'Le Parrain', 'bras-droit': 'Le Bras droit' };

type BossOption = { value: 'rien' | 'corrompre' | 'faction'; label: string };

function bossStep<C extends BossCard>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: BOSS_NAME[card],
      line: () =>
        `${BOSS_NAME[card]} ouvre les yeux : corrompt-il quelqu’un par la poste, ou poste-t-il un sbire en faction ?`,
      notes: (s) => {
        const boss = effectHolder(s, card)!;
        const free = freeSbires(s, boss);
        return [`Sbires disponibles : ${free.map((id) => name(s, id)).join(', ') || 'aucun'}.`];
      },
      prompt: (s) => {
        const boss = effectHolder(s, card)!;
        const options: BossOption[] = [{ value: 'rien', label: 'Rien cette nuit' }];
        if (corruptibles(s, boss).length > 0) options.push({ value: 'corrompre', label: 'Corrompre quelqu’un' });
        if (factionOptions(s, boss).length > 0) options.push({ value: 'faction', label: 'Poster un sbire en faction' });
        return { kind: 'choice', none: 'rien', label: 'Choix', options };
      },
      resolve(ctx, value) {
        const boss = effectHolder(ctx.s, card)!;
        if (value === 'corrompre') ctx.react('corruption', { boss });
        if (value === 'faction') ctx.react('faction', { boss });
      },
    }),
  );
}

export const parrain = bossStep('parrain');
export const brasDroit = bossStep('bras-droit');

export const corruption = step({
  id: 'corruption',
  title: 'Corruption',
  inert: (s, args) =>
    bossGone(s, args) ?? (corruptibles(s, args.boss).length === 0 ? 'plus personne à corrompre' : null),
  line: () => 'Il me désigne la personne à corrompre, puis celle contre qui elle devra voter demain.',
  wakes: (_s, { boss }) => [boss],
  prompt: (s, { boss }) => choose(s, { label: 'Corrompu·e', min: 1, max: 1 }, CORRUPT_BARS, boss),
  resolve(ctx, value, { boss }) {
    ctx.react('corruption-cible', { boss, voter: first(value)! });
  },
});

/**
 * The corrupted voter (the call's argument) is sent against someone else: he
 * would not vote against himself (000:600); nor against the dead or the
 * quasi-dead, out of reach (000:78-79).
 */
const AGAINST_BARS: Bars<QGame, PlayerId> = [
  DEAD,
  QUASI_DEAD,
  {
    test: (_s, id, voter) => id === voter,
    why: (s, id) => `${name(s, id)} est la personne corrompue : on lui impose un vote contre quelqu’un d’autre.`,
    line: '000:600',
  },
];

export const corruptionCible = step({
  id: 'corruption-cible',
  title: 'Corruption\u00a0: contre qui voter',
  inert: bossGone,
  line: (s, { voter }) =>
    `Contre qui ${name(s, voter)} devra-t-il voter ? Le chef se rendort ; je réveille le corrompu et le lui indique, sans dire qui l’envoie.`,
  // The boss answers; the corrupted voter is woken alone afterwards, so as not to meet him (000:600).
  wakes: (_s, { boss }) => [boss],
  notes: (s, { voter }) => [`Une fois le chef rendormi, réveillez ${name(s, voter)} seul·e.`],
  prompt: (s, { voter }) => choose(s, { label: 'Vote imposé contre', min: 1, max: 1 }, AGAINST_BARS, voter),
  resolve(ctx, value, { boss, voter }) {
    const target = first(value)!;
    const s = ctx.s;
    act(ctx, boss, 'corruption');
    ctx.s.rs.corruptions.push({ voter, target, by: boss });
    ctx.emit(
      'corruption',
      { to: 'mj' },
      () => `${name(s, boss)} corrompt ${name(s, voter)} : vote imposé contre ${name(s, target)}.`,
      { boss, voter, target },
    );
    tell(ctx, {
      to: [voter],
      type: 'corruption',
      text: `${name(s, voter)} est corrompu·e : il ou elle devra voter contre ${name(s, target)} demain.`,
      data: { target },
    });
  },
});

/** Each free sbire in each house he may guard, as « sbire@host ». */
function factionOptions(s: QGame, boss: PlayerId): { value: `${PlayerId}@${PlayerId}`; label: string }[] {
  return freeSbires(s, boss).flatMap((id) =>
    houses(s, null).map((h) => ({ value: `${id}@${h.value}` as const, label: `${name(s, id)} — ${h.label}` })),
  );
}

export const faction = step({
  id: 'faction',
  title: 'Faction d’un sbire',
  inert: (s, args) =>
    bossGone(s, args) ?? (factionOptions(s, args.boss).length === 0 ? 'plus aucun sbire libre' : null),
  line: () => 'Il me désigne le sbire et la maison où il monte la garde cette nuit.',
  wakes: (_s, { boss }) => [boss],
  prompt: (s, { boss }) => ({ kind: 'choice', label: 'Sbire et maison', options: factionOptions(s, boss) }),
  resolve(ctx, value, { boss }) {
    const [sbire = '', host = ''] = value.split('@');
    act(ctx, boss, 'faction');
    ctx.pushEntry('night', 'guards', { sbire, host, by: boss });
    tell(ctx, {
      to: [sbire],
      type: 'faction',
      text: `${name(ctx.s, sbire)} monte la garde chez ${name(ctx.s, host)} cette nuit.`,
    });
  },
});
