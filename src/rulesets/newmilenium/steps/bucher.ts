/**
 * The bûcher (003:15-16, 18, 93-94, 100-101, 127-130): every vote sent
 * against someone else, weighted (Meneur, Institutrice), without the
 * silenced; the Corbeau's and the Vengeur's votes added; the Maire breaks a
 * tie. Then the Châtelain's cancel, the Fuyard's escape, or the fire. The
 * exact count stays with the MJ.
 */
import {
  among,
  type Ballot,
  type Bars,
  choose,
  describeTally,
  entered,
  memo,
  type PlayerId,
  playerIn,
  tally,
  type Tally,
  typo,
} from '../../../engine';
import { kill } from '../deaths';
import { mj, paranoid, tell } from '../night/common';
import { chatelain, silencedToday, vote } from '../orders/day';
import { de, hasRole, name, names, present } from '../queries/people';
import { canAct, salbatarised, usesLeft } from '../queries/powers';
import { maire, voters, weightOf } from '../queries/votes';
import type { NCtx, NGame } from '../types';
import { ack, step } from './step';

export interface Pyre {
  tally: Tally;
  ballots: Ballot[];
  /** Votes added, per target (Corbeau, Vengeur). */
  extra: Record<PlayerId, number>;
  silenced: PlayerId[];
}

/**
 * The day's count, kept per state (the engine's memo): the call's prompt asks
 * it, twice on a tie, each time the call is shown or an answer checked, and
 * its resolution again on the same state (`ctx.base`). Shared: never write into it.
 */
export function pyre(s: NGame): Pyre {
  return memo(countPyre, s);
}

function countPyre(s: NGame): Pyre {
  const silenced = [...new Set(silencedToday(s).flatMap((x) => x.ids))];
  const ballots = entered(s.rs.book, vote)
    .filter(
      (o) =>
        voters(s).includes(o.player) &&
        !silenced.includes(o.player) &&
        o.value[0] !== o.player &&
        present(s, o.value[0]!),
    )
    .map((o) => ({ voter: o.player, target: o.value[0]!, weight: weightOf(s, o.player) }))
    .filter((b) => b.weight > 0);
  const extra: Record<PlayerId, number> = {};
  for (const x of s.rs.extra)
    if (x.day === s.clock.day && present(s, x.target)) extra[x.target] = (extra[x.target] ?? 0) + x.n;
  return { tally: tally(ballots, extra), ballots, extra, silenced };
}

/** The Maire breaks a tie when he is there (003:17). */
function tieBreaker(s: NGame): PlayerId | null {
  const m = maire(s);
  return m && present(s, m) && pyre(s).tally.leaders.length > 1 ? m : null;
}

const say = (ctx: NCtx, text: string) => ctx.emit('bucher', { to: 'public' }, text);

/** The Châtelain who cancels this bûcher, if any: his list names the one to burn, never himself (003:94). */
function castellan(s: NGame, burnt: PlayerId): PlayerId | null {
  const o = entered(s.rs.book, chatelain).find(
    (x) =>
      x.player !== burnt &&
      x.value.includes(burnt) &&
      hasRole(s, x.player, 'chatelain') &&
      canAct(s, x.player) &&
      usesLeft(s, x.player, 'chatelain') > 0,
  );
  return o?.player ?? null;
}

function burn(ctx: NCtx, burnt: PlayerId): void {
  const s = ctx.s;
  const lord = castellan(s, burnt);
  if (lord) {
    s.rs.uses[lord]!.chatelain--;
    mj(ctx, `Châtelain : ${name(s, lord)} annule le bûcher ${de(name(s, burnt))}.`);
    paranoid(ctx, burnt, lord, 'chatelain');
    return say(ctx, `Au dernier moment, le bûcher ${de(name(s, burnt))} est annulé : personne ne brûle aujourd’hui.`);
  }
  if (hasRole(s, burnt, 'fuyard') && !salbatarised(s, burnt) && usesLeft(s, burnt, 'fuyard') > 0) {
    s.rs.uses[burnt]!.fuyard--;
    // Absent the coming night and the next day, back at the start of the night after (003:127).
    playerIn(s.players, burnt).markers.absent = s.clock.day + 2;
    ctx.announce(
      burnt,
      { role: 'fuyard' },
      () =>
        `${name(s, burnt)} se révèle Fuyard et s’enfuit à toutes jambes : personne ne brûle aujourd’hui. Il ou elle est absent·e la nuit prochaine et demain, et revient au début de la nuit ${s.clock.day + 2}.`,
    );
    return;
  }
  say(ctx, `Le village mène ${name(s, burnt)} au bûcher.`);
  kill(ctx, burnt, 'bucher', []);
}

/**
 * The Maire breaks a tie among the tied only (003:17); the call's argument is
 * the tied players, as the count ranks them (the order of the candidates).
 */
const TIED: Bars<NGame, readonly PlayerId[]> = [
  among((s, id) => `${name(s, id)} n’est pas parmi les ex æquo.`, '003:17'),
];

const MAIRE_CHOICE = { label: 'Choix du Maire', min: 1, max: 1 };

export const bucher = step({
  id: 'bucher',
  title: 'Le bûcher',
  phase: 'deadline',
  when: (s) => s.clock.day > 0,
  line: (s) => {
    const t = pyre(s).tally;
    if (t.leaders.length === 0) return typo('Personne n’a reçu de voix : pas de bûcher aujourd’hui.');
    if (t.leaders.length === 1) return typo(`${name(s, t.leaders[0]!)} a le plus de voix (${t.top}).`);
    const m = tieBreaker(s);
    return typo(
      m
        ? `Égalité entre ${names(s, t.leaders)} (${t.top} voix) : le Maire, ${name(s, m)}, tranche.`
        : `Égalité entre ${names(s, t.leaders)} (${t.top} voix) et pas de Maire : tirage au sort.`,
    );
  },
  notes: (s) => {
    const p = pyre(s);
    const extra = Object.entries(p.extra).map(([id, n]) => `${name(s, id)} : ${n} voix ajoutée(s)`);
    return [
      typo(`Décompte (secret) : ${describeTally(p.tally, (id) => name(s, id))}.`),
      ...extra.map((l) => typo(l)),
      ...(p.silenced.length > 0 ? [typo(`Privés de vote : ${names(s, p.silenced)}.`)] : []),
    ];
  },
  prompt: (s) => (tieBreaker(s) ? choose(s, MAIRE_CHOICE, TIED, pyre(s).tally.leaders) : ack('Annoncé')),
  resolve(ctx, chosen) {
    const s = ctx.base;
    const p = pyre(s);
    ctx.emit(
      'bucher',
      { to: 'mj' },
      () => `Bûcher du jour ${s.clock.day} — ${describeTally(p.tally, (id) => name(s, id))}.`,
      { counts: p.tally.counts },
    );
    for (const { ids, by } of silencedToday(s)) {
      tell(ctx, ids, `Institutrice : ${names(s, ids)} privé·e(s) de vote.`, 'Votre vote n’a pas compté aujourd’hui.');
      for (const id of ids) paranoid(ctx, id, by, 'institutrice');
    }
    const t = p.tally;
    if (t.leaders.length === 0) return say(ctx, 'Personne n’a reçu de voix : pas de bûcher aujourd’hui.');
    let burnt = t.leaders[0]!;
    if (t.leaders.length > 1) {
      const m = tieBreaker(s);
      if (m && chosen) {
        burnt = chosen[0]!;
        say(ctx, `Égalité : le Maire, ${name(s, m)}, tranche.`);
      } else {
        burnt = ctx.pick(t.leaders, 'égalité au bûcher, sans Maire');
        say(ctx, 'Égalité, et pas de Maire pour trancher : le sort décide.');
      }
    }
    burn(ctx, burnt);
  },
});
