/** A bookkeeping row: the night's die, rolled without asking the MJ anything. */
import { emptyBook } from '../../../engine';
import { step } from './step';

export const de = step({
  id: 'de',
  title: 'Le dé',
  auto: true,
  line: () => '',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    ctx.s.rs.lastRoll = ctx.roll(6, 'dé de la nuit');
    ctx.s.rs.book = emptyBook();
  },
});
