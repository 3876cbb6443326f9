/**
 * Love, hate and plans-cul (000_a045abd3825f1297.txt:227-241, 421-431, 451-469):
 * Éris and Cupidon make their pairs on the first night (row G); each pair
 * chooses whose house (rows F, G) and meets if both come (rows M, L); the hated
 * ones fight (table 3).
 */
import { type PlayerId, choose, entryNow } from '../../../engine';
import { rollOnTable } from '../dice-table';
import { ack, act, tell } from '../common';
import { OUT_OF_REACH } from '../barred';
import { fightHealths, TABLE_3 } from '../dice';
import { hit } from '../harm';
import { duoAction, duoMeets, duoPair, topWish, wishesOf, type Duo } from '../night-map';
import { atHospital, available, effectHolder, health, homeOf, isAwake } from '../queries';
import { move } from '../health-words';
import { de, name, names } from '../text';
import type { Pair, QCtx, QGame } from '../types';
import { tapNow } from './result';
import { step } from './step';

const DUO_NAMES: Record<Duo, string> = { amoureux: 'Les amoureux', haineux: 'Les haineux', plans: 'Les plans-cul' };
/** Why a duo's calls have no effect when nobody made the pair (the lovers are dealt; Éris and Cupidon make the others, 000:423, 429). */
const NO_PAIR: Record<Duo, string> = {
  amoureux: 'pas d’amoureux dans la partie',
  haineux: 'Éris n’a désigné aucun haineux',
  plans: 'Cupidon n’a désigné aucun plan-cul',
};
/** One of the duo, as « aucun … ne peut agir » names him. */
const ONE_OF: Record<Duo, string> = { amoureux: 'amoureux', haineux: 'haineux', plans: 'plan-cul' };

function pairInert(s: QGame, duo: Duo): string | null {
  const pair = duoPair(s, duo);
  if (!pair) return NO_PAIR[duo];
  if (!pair.some((id) => available(s, id))) return `aucun ${ONE_OF[duo]} ne peut agir`;
  return null;
}

/** Why a duo cannot meet tonight though its call is read: one of them cannot come, or a lover lies at the hospital. */
function noMeeting(s: QGame, duo: Duo): string | null {
  const pair = duoPair(s, duo)!;
  const away = pair.find((x) => !available(s, x));
  if (away) return `${name(s, away)} ne peut pas venir : pas de rencontre cette nuit`;
  // A lover at the hospital is watched by the other (000:237); a wounded hated one or plan-cul rests there, which outranks their night (000:180-184).
  const patient = pair.find((x) => atHospital(s, x));
  // The book: 000:237, 000:180.
  if (patient)
    return duo === 'amoureux'
      ? `${name(s, patient)} est à l’hôpital : l’autre passe la nuit à son chevet`
      : `${name(s, patient)} passe la nuit à l’hôpital`;
  return null;
}

/** Row F (lovers) and row G (hated, plans-cul): whose house they meet in tonight (000:455). */
function placeStep<K extends 'amoureux-lieu' | 'haineux-lieu' | 'plans-lieu'>(id: K, duo: Duo, timer: number | null) {
  return step({
    id,
    title: `${DUO_NAMES[duo]}\u00a0: lieu de rencontre`,
    inert: (s) => pairInert(s, duo),
    line: () =>
      duo === 'amoureux'
        ? 'Les amoureux ouvrent les yeux, communiquent par gestes et choisissent chez qui ils se retrouvent cette nuit.'
        : `${DUO_NAMES[duo]} ouvrent les yeux et choisissent chez qui ils se retrouvent cette nuit.`,
    notes: (s) => {
      const why = noMeeting(s, duo);
      return why ? [`${why.charAt(0).toUpperCase()}${why.slice(1)}.`] : [];
    },
    timer: () => timer,
    wakes: (s) => duoPair(s, duo)!.filter((x) => available(s, x)),
    prompt: (s) => ({
      kind: 'choice',
      none: 'aucun',
      label: 'Lieu de rencontre',
      // One of the two's homes (000:455); none when they cannot meet tonight.
      options: [
        { value: 'aucun', label: 'Pas de rencontre' },
        ...(noMeeting(s, duo)
          ? []
          : duoPair(s, duo)!.map((x) => ({ value: x, label: `Chez ${name(s, homeOf(s, x))}` }))),
      ],
    }),
    resolve(ctx, value) {
      if (value === 'aucun') return;
      ctx.editEntry('night', { meet: { ...entryNow(ctx.s.rs, 'night').meet, [duo]: value } });
    },
  });
}

export const amoureuxLieu = placeStep('amoureux-lieu', 'amoureux', 30);
export const haineuxLieu = placeStep('haineux-lieu', 'haineux', null);
export const plansLieu = placeStep('plans-lieu', 'plans', null);

/** Rows M and L: the MJ taps the available ones; they meet if both come (000:457). */
function nightStep<K extends 'amoureux-nuit' | 'haineux-combat' | 'plans-nuit'>(id: K, duo: Duo, fight: boolean) {
  return step({
    id,
    title: fight ? 'Les haineux se battent' : `${DUO_NAMES[duo]} dorment ensemble`,
    inert: (s) => pairInert(s, duo) ?? (s.rs.night.meet[duo] ? null : 'pas de rencontre prévue cette nuit'),
    enter(ctx) {
      const s = ctx.s;
      const meets = duoMeets(s, duo);
      ctx.editEntry('night', { met: { ...entryNow(ctx.s.rs, 'night').met, [duo]: meets } });
      const pair = duoPair(s, duo)!;
      const host = s.rs.night.meet[duo]!;
      // Who did not come: unavailable, or called away by a long action of higher priority (000:174-189).
      const absent = pair.filter((x) => topWish(wishesOf(s, x, duo))?.action !== duoAction(duo));
      const lines = [
        meets
          ? `Rencontre chez ${name(s, homeOf(s, host))} : ${names(s, pair)}.`
          : `La rencontre n’a pas lieu : ${names(s, absent)} ne vient pas.`,
      ];
      if (meets) for (const x of pair) act(ctx, x, duo);
      if (meets && fight) lines.push(...fightOut(ctx, pair, host));
      ctx.editEntry('night', { lines: { ...entryNow(ctx.s.rs, 'night').lines, [id]: lines } });
      for (const x of pair.filter((y) => available(s, y))) {
        const other = pair.find((y) => y !== x)!;
        tell(ctx, {
          to: [x],
          type: duo,
          text: meets
            ? `${name(s, x)} retrouve ${name(s, other)} chez ${name(s, homeOf(s, host))}.`
            : `${name(s, x)} : ${name(s, other)} n’est pas venu·e cette nuit.`,
        });
      }
    },
    line: () =>
      fight
        ? 'Je touche la tête des haineux disponibles : ils ouvrent les yeux et voient si l’autre est venu. S’ils sont deux, ils se battent.'
        : `Je touche la tête des ${duo === 'plans' ? 'plans-cul' : 'amoureux'} disponibles : ils ouvrent les yeux et voient si l’autre est venu.`,
    notes: (s) => s.rs.night.lines[id] ?? [],
    wakes: (s) => duoPair(s, duo)!.filter((x) => available(s, x)),
    prompt: () => ack(),
    resolve() {},
  });
}

/** Table 3: the host's result, then the visitor's (000:463, 711-714). */
function fightOut(ctx: QCtx, pair: Pair, host: PlayerId): string[] {
  const s = ctx.s;
  const owner = pair.find((x) => homeOf(s, x) === homeOf(s, host)) ?? pair[0];
  const visitor = pair.find((x) => x !== owner)!;
  const { face, result } = rollOnTable(ctx, TABLE_3, `combat ${de(name(s, owner))} et ${de(name(s, visitor))}`);
  const [ho, hv] = fightHealths(result);
  const before = [health(s, owner), health(s, visitor)];
  const a = hit(ctx, owner, { result: ho, cause: 'combat' });
  const b = hit(ctx, visitor, { result: hv, cause: 'combat' });
  return [
    `Combat : le dé donne ${face} ; ${name(s, owner)} (chez lui·elle) ${move(before[0]!, a)}, ${name(s, visitor)} ${move(before[1]!, b)}.`,
  ];
}

export const amoureuxNuit = nightStep('amoureux-nuit', 'amoureux', false);
export const haineuxCombat = nightStep('haineux-combat', 'haineux', true);
export const plansNuit = nightStep('plans-nuit', 'plans', false);

/** Row G, first night: Éris and Cupidon make their pair, even if B, C or Q (000:423, 429). */
function pairMaker<K extends 'eris-haine' | 'cupidon-plans'>(id: K, card: 'eris' | 'cupidon') {
  const duo = card === 'eris' ? 'haineux' : 'plans';
  return step({
    id,
    title: card === 'eris' ? 'Éris\u00a0: les haineux' : 'Cupidon\u00a0: les plans-cul',
    role: card,
    when: (s) => s.clock.day === 1,
    inert: (s) => {
      const who = effectHolder(s, card);
      if (!who) return `personne n’a la carte ${card === 'eris' ? 'Éris' : 'Cupidon'}`;
      if (health(s, who) === 'M') return `${name(s, who)} est mort·e`;
      // Powers invoked before this call (000:168) may leave fewer than two to pair.
      return s.order.filter((id) => isAwake(s, id)).length < 2 ? 'moins de deux personnes éveillées à désigner' : null;
    },
    line: () =>
      card === 'eris'
        ? 'Éris ouvre les yeux et me désigne deux personnes qui vont se haïr. Elle se rendort, puis je touche la tête des haineux : ils ouvrent les yeux et se reconnaissent.'
        : 'Cupidon ouvre les yeux et me désigne deux personnes qui deviennent plans-cul. Il se rendort, puis je touche leur tête : ils ouvrent les yeux et se reconnaissent.',
    wakes: (s) => [effectHolder(s, card)!],
    prompt: (s) => choose(s, { label: card === 'eris' ? 'Haineux' : 'Plans-cul', min: 2, max: 2 }, OUT_OF_REACH),
    resolve(ctx, value) {
      const s = ctx.s;
      const pair: Pair = [value[0]!, value[1]!];
      act(ctx, effectHolder(s, card)!, card === 'eris' ? 'creation-haine' : 'creation-plans');
      const lovers = s.rs.lovers;
      // Love is stronger than hate (000:469).
      if (card === 'eris' && lovers && pair.every((x) => lovers.includes(x))) {
        ctx.emit(
          'haine',
          { to: 'mj' },
          () => `Éris désigne les amoureux ${names(s, pair)} : l’amour est plus fort, la haine est sans effet.`,
        );
        tell(ctx, {
          to: pair,
          type: 'haine',
          text: `${names(s, pair)} se reconnaissent (la haine n’a aucun effet sur des amoureux).`,
        });
        tapNow(
          ctx,
          pair,
          `Je touche la tête ${de(names(s, pair))} (amoureux, la haine est sans effet).`,
          'Ils ouvrent les yeux et se reconnaissent. Puis ils se rendorment.',
        );
        return;
      }
      if (card === 'eris') ctx.s.rs.hated = pair;
      else ctx.s.rs.plans = pair;
      tell(ctx, {
        to: pair,
        type: duo,
        text: `${names(s, pair)} deviennent ${card === 'eris' ? 'haineux' : 'plans-cul'}.`,
        data: { pair },
      });
      tapNow(
        ctx,
        pair,
        `Je touche la tête ${de(names(s, pair))}.`,
        'Ils ouvrent les yeux et se reconnaissent. Puis ils se rendorment.',
      );
    },
  });
}

export const erisHaine = pairMaker('eris-haine', 'eris');
export const cupidonPlans = pairMaker('cupidon-plans', 'cupidon');
