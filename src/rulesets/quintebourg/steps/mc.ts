/**
 * Row C (000_a045abd3825f1297.txt:739): Minus and Cortex (000:276-282).
 * Cortex may also take a coin from a vote's pot (000:687). Skadi's night,
 * on the same row, is in skadi.ts.
 */
import {
  choose,
  eligible,
  ONE_IF_ANY,
  playerIn,
  playerRead,
  type Bars,
  type PlayerId,
  entryNow,
} from '../../../engine';
import { OUT_OF_REACH, THOUGHT_DEAD } from '../barred';
import { act, tell } from '../common';
import { fromPot, moveCoins, POT, potOf } from '../coins';
import { available, inCamp, partyHolder } from '../queries';
import { list, name, names } from '../text';
import type { McAct, QCtx, QGame } from '../types';
import { weekFull } from '../week';
import { cardStep } from './call';
import { step } from './step';

/** Whom Cortex and Minus may aim at: anyone I, B or C and believed so, but their camp (000:142; an executed player in a secret coma is « dead », 495). */
const MARK_BARS: Bars<QGame> = [
  ...OUT_OF_REACH,
  ...THOUGHT_DEAD,
  {
    test: (s, id) => inCamp(s, id, 'mc'),
    why: (s, id) => `${name(s, id)} est du camp de Minus et Cortex : ils visent les autres.`,
    line: '000:142',
  },
];

/** Minus's target is another than Cortex's (the call's argument): he is shown both and must not take Cortex's (000:278-282). */
const MINUS_BARS: Bars<QGame, string> = [
  ...MARK_BARS,
  {
    test: (_s, id, target) => id === target,
    why: (s, id) => `${name(s, id)} est déjà la cible de Cortex : celle de Minus est une autre personne.`,
    line: '000:278',
  },
];

function marks(s: QGame): PlayerId[] {
  return eligible(s, MARK_BARS, undefined);
}

/** Rounds of the M & C phase tonight: twice after Skadi joined their camp (000:357-359). */
const rounds = (s: QGame): number => (s.rs.mcDouble ? 2 : 1);

function markName(s: QGame, id: string): string {
  return id === POT ? 'la cagnotte' : name(s, id);
}

/** Skadi in their camp wakes with Cortex to share the moment, but neither steals nor charms (000:345). */
function mcCompanions(s: QGame): PlayerId[] {
  return s.order.filter(
    (id) => inCamp(s, id, 'mc') && !['cortex', 'minus'].includes(playerRead(s.players, id).role) && available(s, id),
  );
}

/** A choice of Cortex or Minus: steal from or charm someone (or the pot). */
type McChoice = `${McAct}:${PlayerId}`;
type McOption = { value: 'rien' | McChoice; label: string };

/** « vol:p3 » → the act and its target. */
function splitChoice(value: McChoice): [McAct, PlayerId] {
  const [what, target] = value.split(':');
  return [what === 'vol' ? 'vol' : 'charme', target!];
}

export const cortex = cardStep(
  'cortex',
  step({
    id: 'cortex',
    title: 'Cortex',
    line: (s) =>
      s.rs.mcDouble
        ? 'Cortex ouvre les yeux. Grâce à Skadi, il désigne deux fois une cible (vol d’une pièce ou charme) puis la cible de Minus.'
        : 'Cortex ouvre les yeux et me désigne une personne : veut-il lui voler une pièce ou la charmer ?',
    // The book: 000:345.
    notes: (s) =>
      mcCompanions(s).length > 0
        ? [
            `${names(s, mcCompanions(s))} (Skadi, dans leur camp) ouvre aussi les yeux : elle communique avec Cortex mais ne vole ni ne charme.`,
          ]
        : [],
    wakes: (s) => [partyHolder(s, 'cortex')!, ...mcCompanions(s)],
    prompt: (s) => {
      const options: McOption[] = [
        { value: 'rien', label: 'Rien cette nuit' },
        ...(potOf(s) > 0
          ? [{ value: `vol:${POT}` as const, label: `Voler une pièce dans la cagnotte (${potOf(s)})` }]
          : []),
        ...marks(s).flatMap((id): McOption[] => [
          { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
          { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
        ]),
      ];
      return { kind: 'choice', none: 'rien', label: 'Cible de Cortex', options };
    },
    resolve(ctx, value) {
      // The doubled phase is spent even when Cortex lets it go (000:357: « à leur phase d'action suivante »).
      if (value === 'rien') {
        ctx.s.rs.mcDouble = false;
        return;
      }
      const [what, target] = splitChoice(value);
      // He acts when he designates: an invoked power may strike him before he names Minus's target (000:168).
      act(ctx, partyHolder(ctx.s, 'cortex')!, 'cortex');
      ctx.react('cortex-minus', { act: what, target });
    },
  }),
  (s) => weekFull(s, partyHolder(s, 'cortex')!, 'cortex'),
);

export const cortexMinus = step({
  id: 'cortex-minus',
  title: 'Cortex désigne la cible de Minus',
  line: () => 'Cortex me désigne maintenant la cible de Minus, puis se rendort.',
  wakes: (s) => [partyHolder(s, 'cortex')!],
  prompt: (s, { target }) => choose(s, { label: 'Cible de Minus', min: ONE_IF_ANY, max: 1 }, MINUS_BARS, target),
  resolve(ctx, value, { act: what, target }) {
    const s = ctx.s;
    // Nobody else left to name: Minus is shown Cortex's target alone (and fails if he takes it).
    const forMinus = value[0] ?? target;
    const who = partyHolder(s, 'cortex')!;
    ctx.pushEntry('night', 'cortex', { target, act: what, forMinus });
    actOn(ctx, { who, target, what });
    if (ctx.s.rs.night.cortex.length < rounds(s)) ctx.react('cortex', { round: 2 });
    else ctx.s.rs.mcDouble = false;
  },
});

/** Cortex or Minus steals a coin from the target (or the pot), or charms him. */
function actOn(ctx: QCtx, { who, target, what }: { who: PlayerId; target: PlayerId; what: McAct }): void {
  const s = ctx.s;
  if (target === POT) {
    if (potOf(s) === 0) {
      ctx.emit('mc', { to: 'mj' }, 'La cagnotte est vide.');
      return;
    }
    fromPot(ctx, who, 1);
    ctx.emit('pieces', { to: 'mj' }, () => `${name(s, who)} prend une pièce dans la cagnotte.`, { to: who, coins: 1 });
  } else if (what === 'vol') {
    const k = moveCoins(ctx, {
      from: target,
      to: who,
      coins: 1,
      why: `vol de ${playerIn(s.players, who).role === 'cortex' ? 'Cortex' : 'Minus'}`,
    });
    if (k === 0) ctx.emit('mc', { to: 'mj' }, () => `${name(s, target)} n’a pas de pièce à voler.`);
  } else if (!s.rs.charmed.includes(target)) {
    ctx.s.rs.charmed.push(target);
    ctx.pushEntry('night', 'charmed', target);
    ctx.emit('mc', { to: 'mj' }, () => `${name(s, target)} est charmé·e.`);
  }
}

/** The two names Minus is shown for round `k`, in seating order (he is not told which is Cortex's). */
function minusPair(s: QGame, k: number): PlayerId[] {
  const c = s.rs.night.cortex[k];
  if (!c) return [];
  return [...(c.target === POT ? [POT] : []), ...s.order.filter((id) => id === c.target || id === c.forMinus)];
}

/** What the MJ tells Minus: the two targets, or the only one Cortex could name. */
function minusLine(s: QGame): string {
  if (s.rs.night.cortex.length === 0)
    return 'Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex ; il en prend une, pour voler ou charmer.';
  const pair = minusPair(s, s.rs.night.minusDone);
  if (pair.length === 1)
    return `Minus ouvre les yeux. Cortex n’a pu désigner qu’une cible : ${markName(s, pair[0]!)}. La prend-il (il échouerait), ou rien ?`;
  return `Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex : ${list(pair.map((id) => markName(s, id)))}. Laquelle prend-il, et pour voler ou charmer ?`;
}

export const minus = cardStep(
  'minus',
  step({
    id: 'minus',
    title: 'Minus',
    line: minusLine,
    notes: (s) =>
      s.rs.night.cortex.map(
        (c) =>
          `Cible de Cortex : ${markName(s, c.target)} ; cible de Minus : ${c.forMinus === c.target ? 'aucune' : name(s, c.forMinus)}.`,
      ),
    prompt: (s) => {
      const options: McOption[] = [
        { value: 'rien', label: 'Rien' },
        ...minusPair(s, s.rs.night.minusDone).flatMap((id): McOption[] =>
          id === POT
            ? [{ value: `vol:${POT}`, label: 'Voler une pièce dans la cagnotte' }]
            : [
                { value: `vol:${id}`, label: `Voler une pièce à ${name(s, id)}` },
                { value: `charme:${id}`, label: `Charmer ${name(s, id)}` },
              ],
        ),
      ];
      return { kind: 'choice', none: 'rien', label: 'Choix de Minus', options };
    },
    resolve(ctx, value) {
      const s = ctx.s;
      const c = s.rs.night.cortex[s.rs.night.minusDone]!;
      ctx.editEntry('night', { minusDone: entryNow(ctx.s.rs, 'night').minusDone + 1 });
      if (value === 'rien') return;
      const who = partyHolder(s, 'minus')!;
      act(ctx, who, 'minus');
      const [what, target] = splitChoice(value);
      if (target === c.target) {
        tell(ctx, {
          to: [who],
          type: 'mc',
          text: `Minus a pris la cible de Cortex (${markName(s, target)}) : son action échoue.`,
        });
        return;
      }
      actOn(ctx, { who, target, what });
    },
    repeat: (s) => s.rs.night.minusDone < s.rs.night.cortex.length,
  }),
  (s) => (s.rs.night.cortex.length === 0 ? 'Cortex n’a désigné personne' : null),
);
