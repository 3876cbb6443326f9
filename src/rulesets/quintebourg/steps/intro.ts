/**
 * The first night's introductions (000_a045abd3825f1297.txt:693): each camp
 * whose members know each other opens its eyes in turn; the Parrain and the
 * Bras droit choose their sbires, who learn whom they obey (000:443, 449).
 * And nightfall, which opens every night.
 */
import { choose, playerRead, upTo, type Bars, type Call, type PlayerId } from '../../../engine';
import { ack, act, tell } from '../common';
import { campInMode } from '../modes';
import { attendsCamp, effectHolder, inCamp, leaderOf, numberOption, partyHolder } from '../queries';
import { campName, isMathCamp, KNOWING, type Knowing } from '../roles';
import { emptyNight } from '../state';
import { name, names } from '../text';
import type { BossCard, QGame, QTypes } from '../types';
import { unavailable } from './call';
import { step } from './step';

/** Who opens their eyes: the lovers' alibis and Seth attend the Reptiliens' and the schools' meetings (000:118, 286). */
export function members(s: QGame, camp: Knowing): PlayerId[] {
  if (camp === 'reptiliens' || isMathCamp(camp)) return s.order.filter((id) => attendsCamp(s, id, camp));
  return s.order.filter((id) => inCamp(s, id, camp));
}

const BOSSES: BossCard[] = ['parrain', 'bras-droit'];

/**
 * Night 1's introductions: every camp of the mode that knows itself is called,
 * even with one member or none, as the table's rows are (000:697): the table
 * must not learn from the calls which camps were dealt. Then the mafia: the
 * Parrain (whose Bras droit counts as a sbire, 000:449) and the Bras droit
 * choose their sbires.
 */
export function nightOne(s: QGame): Call<QTypes>[] {
  const out: Call<QTypes>[] = KNOWING.filter((c) => campInMode(s.rs.mode, c)).map((camp) => ({
    step: 'presentation',
    args: { camp },
  }));
  for (const boss of BOSSES) out.push({ step: 'sbires', args: { boss } });
  return out;
}

/** How the MJ calls each camp that knows itself (a school sees its leader). */
const PRESENTATION: Record<Knowing, string> = {
  reptiliens:
    'Les Reptiliens ouvrent les yeux et se reconnaissent ; la Reptilienne alpha se fait connaître. Puis ils se rendorment.',
  amoureux: 'Les amoureux ouvrent les yeux et se reconnaissent, puis se rendorment.',
  mc: 'Minus et Cortex ouvrent les yeux et se reconnaissent, puis se rendorment.',
  setheux: 'Seth et le Fennec ouvrent les yeux et se reconnaissent, puis se rendorment.',
  algebristes: `Les ${campName('algebristes')} ouvrent les yeux, se reconnaissent et voient leur leader, puis se rendorment.`,
  geometres: `Les ${campName('geometres')} ouvrent les yeux, se reconnaissent et voient leur leader, puis se rendorment.`,
  analystes: `Les ${campName('analystes')} ouvrent les yeux, se reconnaissent et voient leur leader, puis se rendorment.`,
};

export const presentation = step({
  id: 'presentation',
  title: 'Présentation des camps',
  line: (_s, { camp }) => PRESENTATION[camp],
  inert: (s, { camp }) => (members(s, camp).length === 0 ? 'personne dans ce camp' : null),
  notes: (s, { camp }) => {
    const who = members(s, camp);
    // Whom to wake is the call's header (its `wakes`), not a note repeating it.
    const out: string[] = [];
    if (who.length === 1) out.push('Seul de son camp : il ou elle ouvre les yeux et ne voit personne.');
    const leader = camp === 'reptiliens' || isMathCamp(camp) ? partyHolder(s, leaderOf(camp)) : null;
    // The leader makes himself known (000:207 for the mathematicians, 313 for the Reptilienne alpha).
    if (leader) out.push(`${camp === 'reptiliens' ? 'Cheffe' : 'Leader'} : ${name(s, leader)}, qui lève la main.`);
    // The book: 000:309.
    if (camp === 'reptiliens')
      out.push('Les Reptiliens ignorent qui parmi eux est Seth, la Reptilienne noire ou la rouge.');
    return out;
  },
  wakes: (s, { camp }) => members(s, camp),
  prompt: () => ack(),
  resolve() {},
});

/** The Bras droit when he has a Parrain: a sbire of his from the start (000:449). */
function brasDroitOf(s: QGame, boss: PlayerId, card: BossCard): PlayerId | null {
  const bd = card === 'parrain' ? effectHolder(s, 'bras-droit') : null;
  return bd && bd !== boss ? bd : null;
}

/**
 * Who a boss may take as sbire: never the bosses (the call's argument: the
 * Parrain's holder and the Bras droit's, the boss among them; the Bras droit
 * is the Parrain's sbire already, 000:449), nor the médecin (000:598), nor a
 * sbire already taken (the Bras droit's are not the Parrain's, 000:449).
 */
const RECRUIT_BARS: Bars<QGame, readonly (PlayerId | null)[]> = [
  {
    test: (_s, id, bosses) => bosses.includes(id),
    why: (s, id) =>
      s.rs.cards[id]!.effect === 'parrain'
        ? `${name(s, id)} est le Parrain : il choisit ses sbires, il n’en est pas un.`
        : `${name(s, id)} est le Bras droit : il a ses propres sbires, et il est déjà celui du Parrain.`,
    line: '000:449',
  },
  {
    test: (s, id) => playerRead(s.players, id).role === 'medecin',
    why: (s, id) => `${name(s, id)} est le médecin : il ne peut être désigné sbire.`,
    line: '000:598',
  },
  {
    test: (s, id) => id in s.rs.sbires,
    why: (s, id) => `${name(s, id)} est déjà sbire d’un autre chef.`,
    line: '000:449',
  },
];

const bossesOf = (s: QGame): readonly (PlayerId | null)[] => [
  effectHolder(s, 'parrain'),
  effectHolder(s, 'bras-droit'),
];

const BOSS_NAME: Record<BossCard, string> = { parrain: 'Le Parrain', 'bras-droit': 'Le Bras droit' };

export const sbires = step({
  id: 'sbires',
  title: 'Les sbires',
  inert: (s, { boss: card }) => {
    const boss = effectHolder(s, card);
    if (!boss) return `personne n’a la carte ${card === 'parrain' ? 'Parrain' : 'Bras droit'}`;
    if (numberOption(s, 'sbires') === 0 && !brasDroitOf(s, boss, card)) return 'aucun sbire accordé';
    return unavailable(s, boss);
  },
  line: (s, { boss: card }) => {
    const boss = effectHolder(s, card)!;
    const bd = brasDroitOf(s, boss, card);
    const n = numberOption(s, 'sbires');
    const who = BOSS_NAME[card];
    const pick = n > 0 ? `${who} ouvre les yeux et me désigne ses sbires (jusqu’à ${n}).` : `${who} ouvre les yeux.`;
    const touch = bd
      ? 'Puis je touche la tête de son Bras droit et de ses sbires : ils ouvrent les yeux et se reconnaissent.'
      : 'Puis je touche la tête des sbires : ils ouvrent les yeux et voient leur chef.';
    return `${pick} ${touch}`;
  },
  notes: (s, { boss: card }) => {
    const bd = brasDroitOf(s, effectHolder(s, card)!, card);
    // The book: 000:449.
    return bd ? [`${name(s, bd)}, le Bras droit, est déjà son sbire : il ouvre les yeux avec les autres.`] : [];
  },
  wakes: (s, { boss: card }) => {
    const boss = effectHolder(s, card)!;
    const bd = brasDroitOf(s, boss, card);
    return bd ? [boss, bd] : [boss];
  },
  // Made per call, on the first night only: as many as the MJ grants, or fewer when fewer may be taken.
  prompt: (s) =>
    choose(s, { label: 'Sbires', min: 0, max: upTo(numberOption(s, 'sbires')) }, RECRUIT_BARS, bossesOf(s)),
  resolve(ctx, chosen, { boss: card }) {
    const s = ctx.s;
    const boss = effectHolder(s, card)!;
    act(ctx, boss, 'sbires');
    for (const id of chosen) ctx.s.rs.sbires[id] = boss;
    const bd = brasDroitOf(s, boss, card);
    const all = [...(bd ? [bd] : []), ...chosen];
    if (all.length > 0)
      tell(ctx, {
        to: [boss, ...all],
        type: 'sbires',
        text: `${name(s, boss)} a pour sbires ${names(s, all)}${bd ? ` (dont ${name(s, bd)}, son Bras droit)` : ''}.`,
        data: { boss, sbires: all },
      });
  },
});

/** Every night opens here: the night's record starts afresh. */
export const tombee = step({
  id: 'tombee',
  title: 'Le village s’endort',
  line: (s) =>
    s.clock.day === 1
      ? 'C’est la première nuit : tout le village ferme les yeux.'
      : 'C’est la nuit : tout le village ferme les yeux.',
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.night = emptyNight();
    ctx.s.rs.acts = [];
    // What the last night left for a dawn that could not use it is forgotten.
    ctx.s.rs.dawn = { rotation: null, admired: null, resign: [], harassed: null };
  },
});
