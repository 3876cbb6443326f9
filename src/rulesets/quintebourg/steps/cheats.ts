/**
 * Row S: the Tricheur, the Brigand and the Hackeur, each on their own nights
 * (000_a045abd3825f1297.txt:389-397, 755, 779, 803): the larcin takes half the
 * coins of a house or a room, rounded up, and may hand some on at once; the
 * trucage turns the C, Q and M's votes against a target at the next vote.
 */
import { asItStands, choose, type PlayerId } from '../../../engine';
import { lootSteps } from '../../quintebourg-family/loot-steps';
import { act, first } from '../common';
import { THOUGHT_DEAD } from '../barred';
import { COIN_RULES, coinsOf, fromPot, moveCoins, POT, potOf } from '../coins';
import { PLAYER_RULES } from '../family';
import { at, placeName } from '../night-map';
import { effectHolder } from '../queries';
import { cardName, type Cheat } from '../roles';
import { coins, name } from '../text';
import type { QCtx } from '../types';
import { cardInert, cardStep } from './call';
import { showResult } from './result';
import { parsePlace, placeOptions } from './scientists';
import { step } from './step';

/** Take `n` coins from the occupants, one at a time from the richest (ties in seating order). */
function steal(ctx: QCtx, thief: PlayerId, from: PlayerId[], n: number): number {
  let taken = 0;
  for (; taken < n; taken++) {
    const s = ctx.s;
    const richest = [...from].sort(
      (a, b) => coinsOf(s, b) - coinsOf(s, a) || s.order.indexOf(a) - s.order.indexOf(b),
    )[0];
    if (!richest || coinsOf(s, richest) === 0) break;
    moveCoins(ctx, { from: richest, to: thief, coins: 1, why: 'larcin' });
  }
  return taken;
}

type CheatOption = { value: 'rien' | 'larcin' | 'trucage'; label: string };

/** Row S, first tap: larcin, trucage or nothing (000:391). */
function cheat<C extends Cheat>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: cardName(card),
      line: () => `${cardName(card)} ouvre les yeux : larcin (un lieu) ou trucage (une cible pour le vote de demain) ?`,
      prompt: () => {
        const options: CheatOption[] = [
          { value: 'rien', label: 'Rien cette nuit' },
          { value: 'larcin', label: 'Larcin : une maison ou une chambre' },
          { value: 'trucage', label: 'Trucage : une cible pour le vote de demain' },
        ];
        return { kind: 'choice', label: 'Larcin ou trucage', options, none: 'rien' };
      },
      resolve(ctx, value) {
        if (value === 'larcin') ctx.react('larcin', { card });
        if (value === 'trucage') ctx.react('trucage', { card });
      },
    }),
  );
}

export const tricheur = cheat('tricheur');
export const hacker = cheat('hacker');
export const brigand = cheat('brigand');

/** The larcin: half the coins of the place, rounded up (000:393). */
export const larcin = step({
  id: 'larcin',
  title: 'Le larcin',
  // A power invoked between the two taps (000:168) may strike the cheat: his choice falls.
  inert: (s, { card }) => cardInert(s, card),
  line: () => 'Dans quelle maison ou quelle chambre se rend-il ?',
  // The book: 000:393.
  notes: () => ['Le plus riche de la journée reste protégé, même si le larcin le dépouille.'],
  wakes: (s, { card }) => [effectHolder(s, card)!],
  // The pot of a paying vote is open to the cheats too (« clepto », 000:687).
  prompt: (s) => {
    const pot: { value: typeof POT; label: string }[] =
      potOf(s) > 0 ? [{ value: POT, label: `La cagnotte du vote (${coins(potOf(s))})` }] : [];
    return { kind: 'choice', label: 'Lieu du larcin', options: [...placeOptions(s), ...pot] };
  },
  resolve(ctx, value, { card }) {
    const s = ctx.s;
    const me = effectHolder(s, card)!;
    act(ctx, me, 'larcin');
    if (value === POT) {
      // Half the pot, rounded up, like any place (000:393).
      const total = potOf(s);
      const taken = Math.ceil(total / 2);
      fromPot(ctx, me, taken);
      ctx.emit(
        'pieces',
        { to: 'mj' },
        () => `${name(s, me)} prend ${coins(taken)} dans la cagnotte du vote (larcin).`,
        {
          to: me,
          coins: taken,
        },
      );
      showResult(ctx, {
        to: me,
        type: 'larcin',
        text: `Larcin, la cagnotte : ${coins(taken)} sur ${total}.`,
        note: `Je lui indique son butin : ${coins(taken)}.`,
        line: '',
        data: { place: POT, taken },
      });
      ctx.react('larcin-don', { thief: me, left: taken });
      return;
    }
    const place = parsePlace(s, value);
    // The coins of the place are those its occupants carry (000:561): a Q or M holds none (000:126).
    // The night's map, read as it stands: the larceny writes none of the night.
    const here = at(asItStands(s.rs).night.map ?? {}, place).filter((x) => x !== me);
    const total = here.reduce((sum, x) => sum + coinsOf(s, x), 0);
    const taken = steal(ctx, me, here, Math.ceil(total / 2));
    const text = `Larcin, ${placeName(s, place)} : ${coins(taken)} sur ${total}.`;
    showResult(ctx, {
      to: me,
      type: 'larcin',
      text,
      note: `Je lui indique son butin : ${coins(taken)}.`,
      line: '',
      data: { place: value, taken },
    });
    if (taken > 0) ctx.react('larcin-don', { thief: me, left: taken });
  },
});

/** The trucage: at the next vote every C, Q and M votes against the target (000:397). */
export const trucage = step({
  id: 'trucage',
  title: 'Le trucage',
  inert: (s, { card }) => cardInert(s, card),
  line: () =>
    'Qui désigne-t-il ? Demain, à la fin du vote, les voix des joueurs dans le coma, quasi-morts ou morts iront toutes contre cette personne.',
  wakes: (s, { card }) => [effectHolder(s, card)!],
  // Someone the table believes alive: the votes go against a living name.
  prompt: (s) => choose(s, { label: 'Cible du trucage', min: 1, max: 1 }, THOUGHT_DEAD),
  resolve(ctx, value, { card }) {
    const s = ctx.s;
    const me = effectHolder(s, card)!;
    const id = first(value)!;
    act(ctx, me, 'trucage');
    ctx.s.rs.trucage = id;
    ctx.emit(
      'trucage',
      { to: 'mj' },
      () =>
        `Trucage : au prochain vote, les voix des joueurs dans le coma, quasi-morts ou morts iront contre ${name(s, id)}.`,
      { target: id },
    );
  },
});

/** The thief may hand on all or part of the loot at once, to anyone, one recipient after another (000:393): the family's calls. */
export const { larcinDon, larcinMontant } = lootSteps({ ...PLAYER_RULES, ...COIN_RULES });
