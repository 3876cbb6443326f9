/**
 * Row K: the carers, each on their own nights (000_a045abd3825f1297.txt:747,
 * 771, 795): Espion, look at a patient's or a dead player's cards (000:110,
 * 379); Poison, worsen a patient by one step, a Q only once someone came back
 * (000:383).
 */
import type { PlayerId } from '../../../engine';
import { act, first, game, type QStep } from '../common';
import { stepDown } from '../health';
import { changeHealth, harmable } from '../harm';
import { NURSES, cardName } from '../roles';
import { atHospital, effectHolder, health, type QGame } from '../state';
import { de, name } from '../text';
import { cardInert, cardStep } from './call';
import { cardsOf } from './curious';
import { showResult } from './result';

type Care = 'espion' | 'poison';

/** Espion: a patient (B, C, Q lie at the hospital) or a dead player at the morgue (000:110, 379). */
const spied = (s: QGame): PlayerId[] => s.order.filter((id) => atHospital(s, id) || health(s, id) === 'M');
/** Poison: a patient who may be harmed, a Q only after the first return (000:383). */
const poisoned = (s: QGame): PlayerId[] => s.order.filter((id) => atHospital(s, id) && harmable(s, id));

/** Row K, first tap: espion, poison or nothing (000:377). */
function carer(card: (typeof NURSES)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : espion (je lui montre les cartes d’un patient ou d’un mort) ou poison (un patient perd un cran) ?`,
    prompt: (s) => ({
      kind: 'choice',
      label: 'Espion ou poison',
      options: [
        { value: 'rien', label: 'Rien cette nuit' },
        ...(spied(s).length > 0 ? [{ value: 'espion', label: 'Espion : les cartes d’un patient ou d’un mort' }] : []),
        ...(poisoned(s).length > 0 ? [{ value: 'poison', label: 'Poison : un patient perd un cran' }] : []),
      ],
    }),
    resolve(ctx, value) {
      if (value !== 'rien') ctx.react('soin', { card, kind: value as Care });
    },
  });
}

/** Row K, second tap: the patient or the dead player (000:379-383). */
export const soin: QStep = {
  id: 'soin',
  title: 'Espion ou poison : la cible',
  // A power invoked between the two taps (000:168) may strike the carer, or the last patient he could reach.
  inert: (s, args) => {
    const { card, kind } = args as { card: string; kind: Care };
    return cardInert(s, card) ?? ((kind === 'espion' ? spied(s) : poisoned(s)).length === 0 ? 'plus aucun patient à viser' : null);
  },
  line: (_s, args) => ((args as { kind: Care }).kind === 'espion' ? 'Quel patient ou quel mort désigne-t-il ? Je lui montre ses cartes.' : 'Quel patient empoisonne-t-il ?'),
  wakes: (s, args) => [effectHolder(s, (args as { card: string }).card)!],
  prompt: (s, args) => {
    const kind = (args as { kind: Care }).kind;
    return { kind: 'players', label: kind === 'espion' ? 'Espion : qui' : 'Poison : qui', min: 1, max: 1, candidates: kind === 'espion' ? spied(s) : poisoned(s) };
  },
  resolve(ctx, value, args) {
    const { card, kind } = args as { card: string; kind: Care };
    const s = game(ctx);
    const me = effectHolder(s, card)!;
    const id = first(value)!;
    act(ctx, me, kind);
    // At work, the carer is neither at home nor in the rooms (000:616).
    ctx.s.rs.night.carers.push(me);
    if (kind === 'espion') {
      const cards = cardsOf(s, id).map((c) => cardName(c.card));
      const where = health(s, id) === 'M' ? ' (à la morgue)' : '';
      const text = `${cardName(card)} regarde les cartes ${de(name(s, id))}${where} : ${cards.join(', ')}.`;
      showResult(ctx, me, 'espion', text, `Je lui montre les cartes ${de(name(s, id))}${where} : ${cards.join(', ')}. Puis il se rendort.`, { target: id });
    } else {
      const before = health(s, id);
      const after = changeHealth(ctx, id, stepDown(before), 'poison');
      ctx.emit('poison', { to: 'mj' }, `${cardName(card)} empoisonne ${name(s, id)} : ${before} → ${after}.`, { target: id });
    }
  },
};

export const carerSteps: QStep[] = [...NURSES.map(carer), soin];
