/**
 * What the MJ shows or signs to a player right after an information power:
 * a card turned over (000_a045abd3825f1297.txt:385, 379), a yes or a no
 * (000:369, 373). The answer is also logged privately for that player.
 */
import type { Json, PlayerId } from '../../../engine';
import { ack, tell } from '../common';
import type { QCtx } from '../types';
import { step } from './step';

export const resultat = step({
  id: 'resultat',
  title: 'Résultat',
  line: (_s, { line }) => line,
  // What the MJ shows, signs or taps, with names: never read aloud (the voice reads the line).
  notes: (_s, { note }) => (note ? [note] : []),
  wakes: (_s, { to }) => [to].flat(),
  prompt: () => ack(),
  resolve() {},
});

export interface Shown {
  /** Who learns it (the one the MJ wakes or taps). */
  to: PlayerId;
  /** The private event's type and text. */
  type: string;
  text: string;
  /** What the MJ reads aloud while showing it (may be empty). */
  line: string;
  /** What the MJ shows or signs in silence. */
  note?: string;
  data?: { [key: string]: Json };
}

/** Tell `to` privately (`type`, `text`) and have the MJ show it now with `line`. */
export function showResult(ctx: QCtx, { to, type, text, line, note, data }: Shown): void {
  tell(ctx, { to: [to], type, text, data });
  ctx.react('resultat', { to, line, ...(note === undefined ? {} : { note }) });
}

/** Have the MJ tap several players now (a pair made on the first night recognises each other: 000:423, 429). */
export function tapNow(ctx: QCtx, to: PlayerId[], note: string, line: string): void {
  ctx.react('resultat', { to, line, note });
}
