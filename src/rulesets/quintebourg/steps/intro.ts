/**
 * The first night's introductions (000_a045abd3825f1297.txt:693): each camp
 * whose members know each other opens its eyes in turn; the Parrain and the
 * Bras droit choose their sbires, who learn whom they obey (000:443, 449).
 * And nightfall, which opens every night.
 */
import type { AgendaItem, PlayerId } from '../../../engine';
import { ack, act, game, tell, type QStep } from '../common';
import { CAMPS } from '../roles';
import { attendsCamp, effectHolder, emptyNight, inCamp, opt, type QGame } from '../state';
import { name, names } from '../text';
import { unavailable } from './call';

/** The camps introduced on night 1, in the book's order (000:693). */
const KNOWING = ['amoureux', 'reptiliens', 'algebristes', 'geometres', 'analystes', 'mc', 'setheux'] as const;
type Knowing = (typeof KNOWING)[number];

function members(s: QGame, camp: Knowing): PlayerId[] {
  if (camp === 'reptiliens' || camp === 'algebristes' || camp === 'geometres' || camp === 'analystes') return s.order.filter((id) => attendsCamp(s, id, camp));
  return s.order.filter((id) => inCamp(s, id, camp));
}

export function NIGHT_ONE(s: QGame): AgendaItem[] {
  const out: AgendaItem[] = KNOWING.filter((c) => members(s, c).length > 1).map((camp) => ({ step: 'presentation', args: { camp } }));
  if (opt<number>(s, 'sbires') > 0) for (const boss of ['parrain', 'bras-droit']) if (effectHolder(s, boss)) out.push({ step: 'sbires', args: { boss } });
  return out;
}

const campName = (id: string) => CAMPS.find((c) => c.id === id)!.name;

export const presentation: QStep = {
  id: 'presentation',
  title: 'Présentation des camps',
  line: (s, args) => {
    const camp = (args as { camp: Knowing }).camp;
    if (camp === 'reptiliens') return 'Les Reptiliens ouvrent les yeux et se reconnaissent ; la Reptilienne alpha se fait connaître. Puis ils se rendorment.';
    if (camp === 'amoureux') return 'Les amoureux ouvrent les yeux et se reconnaissent, puis se rendorment.';
    if (camp === 'mc' || camp === 'setheux') return `${campName(camp)} ouvrent les yeux et se reconnaissent, puis se rendorment.`;
    return `Les ${campName(camp)} ouvrent les yeux, se reconnaissent et voient leur leader, puis se rendorment.`;
  },
  notes: (s, args) => {
    const camp = (args as { camp: Knowing }).camp;
    const out = [`À réveiller : ${names(s, members(s, camp))}.`];
    if (camp === 'reptiliens') out.push('Les Reptiliens ignorent qui parmi eux est Seth, la Reptilienne noire ou la rouge (000:309).');
    return out;
  },
  wakes: (s, args) => members(s, (args as { camp: Knowing }).camp),
  prompt: () => ack(),
  resolve() {},
};

function bossOf(args: unknown): 'parrain' | 'bras-droit' {
  return (args as { boss: 'parrain' | 'bras-droit' }).boss;
}

/** Who a boss may take as sbire: never the médecin (000:598), nor a sbire already taken, nor the other boss. */
function recruits(s: QGame, boss: PlayerId): PlayerId[] {
  const parrain = effectHolder(s, 'parrain');
  return s.order.filter((id) => id !== boss && id !== parrain && s.players[id]!.role !== 'medecin' && !(id in s.rs.sbires));
}

export const sbires: QStep = {
  id: 'sbires',
  title: 'Les sbires',
  inert: (s, args) => {
    const boss = effectHolder(s, bossOf(args));
    return boss ? unavailable(s, boss) : 'personne';
  },
  line: (s, args) =>
    `${bossOf(args) === 'parrain' ? 'Le Parrain' : 'Le Bras droit'} ouvre les yeux et me désigne ses sbires (jusqu’à ${opt<number>(s, 'sbires')}). Puis je touche la tête des sbires : ils ouvrent les yeux et voient leur chef.`,
  wakes: (s, args) => [effectHolder(s, bossOf(args))!],
  prompt: (s, args) => {
    const boss = effectHolder(s, bossOf(args))!;
    const candidates = recruits(s, boss);
    return { kind: 'players', label: 'Sbires', min: 0, max: Math.min(opt<number>(s, 'sbires'), candidates.length), candidates };
  },
  resolve(ctx, value, args) {
    const s = game(ctx);
    const boss = effectHolder(s, bossOf(args))!;
    act(ctx, boss, 'sbires');
    const chosen = value as PlayerId[];
    for (const id of chosen) ctx.s.rs.sbires[id] = boss;
    if (chosen.length > 0) tell(ctx, [boss, ...chosen], 'sbires', `${name(s, boss)} prend pour sbires ${names(s, chosen)}.`, { boss, sbires: chosen });
  },
};

/** Every night opens here: the night's record starts afresh. */
export const tombee: QStep = {
  id: 'tombee',
  title: 'Le village s’endort',
  line: (s) => (s.clock.day === 1 ? 'C’est la première nuit : tout le village ferme les yeux.' : 'C’est la nuit : tout le village ferme les yeux.'),
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.night = emptyNight();
    ctx.s.rs.acts = [];
    // What the last night left for a dawn that could not use it is forgotten.
    ctx.s.rs.dawn = { rotation: null, admired: null, resign: [], harassed: null };
  },
};
