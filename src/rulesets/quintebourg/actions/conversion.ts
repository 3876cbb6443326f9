/**
 * Sesiano's conversion at another moment than the end of the night
 * (000_a045abd3825f1297.txt:268): he raises his arm, so he must be able to
 * act (I or B, awake); lying C or Q he converts at row U only (000:262).
 */
import { choose, type Bars, type PlayerId } from '../../../engine';
import { act, first } from '../common';
import { name } from '../text';
import type { QGame } from '../types';
import { available, canUse, partyHolder } from '../queries';
import { convert } from '../steps/sesiano';
import { action, started } from './timing';

/** Sesiano (the call's argument) converts someone else (000:266): anyone, the dead included, the book says no more. */
const BARS: Bars<QGame, PlayerId | null> = [
  {
    test: (_s, id, sesiano) => id === sesiano,
    why: (s, id) => `${name(s, id)} est Prophète Sesiano : il convertit quelqu’un d’autre.`,
    line: '000:266',
  },
];

export const conversion = action({
  id: 'conversion',
  title: 'Sesiano convertit',
  available: (s) => {
    const me = partyHolder(s, 'sesiano');
    return started(s) && me !== null && available(s, me) && canUse(s, me, 'conversion');
  },
  line: () => 'Prophète Sesiano lève le bras : les autres ferment les yeux. Il désigne qui il convertit.',
  prompt: (s) => choose(s, { label: 'Converti·e', min: 1, max: 1 }, BARS, partyHolder(s, 'sesiano')),
  resolve(ctx, value) {
    const me = partyHolder(ctx.s, 'sesiano')!;
    act(ctx, me, 'conversion');
    convert(ctx, me, first(value)!);
  },
});
