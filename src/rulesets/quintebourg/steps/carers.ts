/**
 * Row K: the carers, each on their own nights (000_a045abd3825f1297.txt:747,
 * 771, 795): Espion, look at a patient's or a dead player's cards (000:110,
 * 379); Poison, worsen a patient by one step, a Q only once someone came back
 * (000:383).
 */
import { choose, eligible, type Bar, type Bars, type PlayerId } from '../../../engine';
import { DEAD, Q_UNTOUCHABLE } from '../barred';
import { act, first } from '../common';
import { stepDown } from '../health';
import { move } from '../health-words';
import { changeHealth } from '../harm';
import { effectHolder, health } from '../queries';
import { cardName, type Nurse } from '../roles';
import { de, name } from '../text';
import type { Care, QGame } from '../types';
import { cardInert, cardStep } from './call';
import { cardsOf } from './curious';
import { showResult } from './result';
import { step } from './step';

/** In good health (I): neither at the hospital (B, C, Q, 000:76-78) nor at the morgue (M). */
const HOME: Bar<QGame> = {
  test: (s, id) => s.players[id]!.health === 'I',
  why: (s, id) => `${name(s, id)} est indemne : ni à l’hôpital ni à la morgue.`,
  line: '000:379',
};

/**
 * Espion: a patient (B, C, Q lie at the hospital) or a dead player at the
 * morgue (000:110, 379). Poison: a patient who may be harmed, a Q only after
 * the first return (000:383, 104); the dead are not patients.
 */
const TARGETS: Record<Care, Bars<QGame>> = {
  espion: [HOME],
  poison: [
    DEAD,
    { ...Q_UNTOUCHABLE, line: '000:383' },
    {
      test: HOME.test,
      why: (s, id) => `${name(s, id)} est indemne : le poison ne vise qu’un patient de l’hôpital.`,
      line: '000:383',
    },
  ],
};

const spied = (s: QGame): PlayerId[] => eligible(s, TARGETS.espion, undefined);
const poisoned = (s: QGame): PlayerId[] => eligible(s, TARGETS.poison, undefined);
const targets = (s: QGame, kind: Care): PlayerId[] => (kind === 'espion' ? spied(s) : poisoned(s));

type CareOption = { value: 'rien' | Care; label: string };

/** Row K, first tap: espion, poison or nothing (000:377). */
function carer<C extends Nurse>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: cardName(card),
      line: () =>
        `${cardName(card)} ouvre les yeux : espion (je lui montre les cartes d’un patient ou d’un mort) ou poison (un patient perd un cran) ?`,
      prompt: (s) => {
        const options: CareOption[] = [
          { value: 'rien', label: 'Rien cette nuit' },
          ...(spied(s).length > 0
            ? [{ value: 'espion' as const, label: 'Espion : les cartes d’un patient ou d’un mort' }]
            : []),
          ...(poisoned(s).length > 0 ? [{ value: 'poison' as const, label: 'Poison : un patient perd un cran' }] : []),
        ];
        return { kind: 'choice', none: 'rien', label: 'Espion ou poison', options };
      },
      resolve(ctx, value) {
        if (value !== 'rien') ctx.react('soin', { card, kind: value });
      },
    }),
  );
}

export const infirmier = carer('infirmier');
export const pharmacien = carer('pharmacien');
export const chirurgien = carer('chirurgien');
export const brancardier = carer('brancardier');
export const anesthesiste = carer('anesthesiste');

/** Row K, second tap: the patient or the dead player (000:379-383). */
export const soin = step({
  id: 'soin',
  title: 'Espion ou poison\u00a0: la cible',
  // A power invoked between the two taps (000:168) may strike the carer, or the last patient he could reach.
  inert: (s, { card, kind }) =>
    cardInert(s, card) ?? (targets(s, kind).length === 0 ? 'plus aucun patient à viser' : null),
  line: (_s, { kind }) =>
    kind === 'espion'
      ? 'Quel patient ou quel mort désigne-t-il ? Je lui montre ses cartes.'
      : 'Quel patient empoisonne-t-il ?',
  wakes: (s, { card }) => [effectHolder(s, card)!],
  prompt: (s, { kind }) =>
    choose(s, { label: kind === 'espion' ? 'Espion : qui' : 'Poison : qui', min: 1, max: 1 }, TARGETS[kind]),
  resolve(ctx, value, { card, kind }) {
    const s = ctx.s;
    const me = effectHolder(s, card)!;
    const id = first(value)!;
    act(ctx, me, kind);
    // At work, the carer is neither at home nor in the rooms (000:616).
    ctx.pushEntry('night', 'carers', me);
    if (kind === 'espion') {
      const cards = cardsOf(s, id).map((c) => cardName(c.card));
      const where = health(s, id) === 'M' ? ' (à la morgue)' : '';
      const text = `${cardName(card)} regarde les cartes ${de(name(s, id))}${where} : ${cards.join(', ')}.`;
      showResult(ctx, {
        to: me,
        type: 'espion',
        text,
        note: `Je lui montre les cartes ${de(name(s, id))}${where} : ${cards.join(', ')}.`,
        line: 'Puis il se rendort.',
        data: { target: id },
      });
    } else {
      const before = health(s, id);
      const after = changeHealth(ctx, id, stepDown(before), 'poison');
      ctx.emit(
        'poison',
        { to: 'mj' },
        () => `${cardName(card)} empoisonne ${name(s, id)}, qui ${move(before, after)}.`,
        {
          target: id,
        },
      );
    }
  },
});
