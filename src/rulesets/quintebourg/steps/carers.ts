/**
 * Row K: the carers, each on their own nights (000_a045abd3825f1297.txt:747,
 * 771, 795): Espion, look at a patient's or a dead player's cards (000:110,
 * 379); Poison, worsen a patient by one step, a Q only once someone came back
 * (000:383).
 */
import type { PlayerId } from '../../../engine';
import { act, game, tell, type QStep } from '../common';
import { stepDown } from '../health';
import { changeHealth, harmable } from '../harm';
import { NURSES, cardName } from '../roles';
import { atHospital, effectHolder, health, type QGame } from '../state';
import { de, name } from '../text';
import { cardStep } from './call';
import { cardsOf } from './curious';

function options(s: QGame): { value: string; label: string }[] {
  const out = [{ value: 'rien', label: 'Rien cette nuit' }];
  for (const id of s.order) {
    if (atHospital(s, id) || health(s, id) === 'M') out.push({ value: `espion:${id}`, label: `Espion : les cartes de ${name(s, id)}${health(s, id) === 'M' ? ' (morgue)' : ''}` });
  }
  for (const id of s.order) if (atHospital(s, id) && harmable(s, id)) out.push({ value: `poison:${id}`, label: `Poison : ${name(s, id)} (${health(s, id)} → ${stepDown(health(s, id))})` });
  return out;
}

function carer(card: (typeof NURSES)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : espion (je lui montre les cartes d’un patient ou d’un mort) ou poison (un patient perd un cran) ?`,
    prompt: (s) => ({ kind: 'choice', label: 'Espion ou poison', options: options(s) }),
    resolve(ctx, value) {
      if (value === 'rien') return;
      const s = game(ctx);
      const me = effectHolder(s, card)!;
      const [what, id] = (value as string).split(':') as ['espion' | 'poison', PlayerId];
      act(ctx, me, what);
      ctx.s.rs.night.carers.push(me);
      if (what === 'espion') {
        const cards = cardsOf(s, id).map((c) => cardName(c.card));
        const where = health(s, id) === 'M' ? ' (à la morgue)' : '';
        tell(ctx, [me], 'espion', `${cardName(card)} regarde les cartes ${de(name(s, id))}${where} : ${cards.join(', ')}.`, { target: id });
      } else {
        const before = health(s, id);
        const after = changeHealth(ctx, id, stepDown(before), 'poison');
        ctx.emit('poison', { to: 'mj' }, `${cardName(card)} empoisonne ${name(s, id)} : ${before} → ${after}.`, { target: id });
      }
    },
  });
}

export const carerSteps: QStep[] = NURSES.map(carer);
