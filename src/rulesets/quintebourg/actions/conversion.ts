/**
 * Sesiano's conversion at another moment than the end of the night
 * (000_a045abd3825f1297.txt:268): he raises his arm, so he must be able to
 * act (I or B, awake); lying C or Q he converts at row U only (000:262).
 */
import { act, first } from '../common';
import { available, canUse, partyHolder } from '../queries';
import { convert } from '../steps/sesiano';
import { action, started } from './timing';

export const conversion = action({
  id: 'conversion',
  title: 'Sesiano convertit',
  available: (s) => {
    const me = partyHolder(s, 'sesiano');
    return started(s) && me !== null && available(s, me) && canUse(s, me, 'conversion');
  },
  line: () => 'Prophète Sesiano lève le bras : les autres ferment les yeux. Il désigne qui il convertit.',
  prompt: (s) => ({
    kind: 'players',
    label: 'Converti·e',
    min: 1,
    max: 1,
    candidates: s.order.filter((id) => id !== partyHolder(s, 'sesiano')),
  }),
  resolve(ctx, value) {
    const me = partyHolder(ctx.s, 'sesiano')!;
    act(ctx, me, 'conversion');
    convert(ctx, me, first(value)!);
  },
});
