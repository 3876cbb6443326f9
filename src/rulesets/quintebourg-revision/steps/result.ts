/**
 * What the MJ shows or signs to a player right after an information power
 * (a card turned over, a yes or a no), or the heads he taps (a sleeper, a new
 * charmed, two lovers): a call of its own, logged privately for those players.
 */
import type { Json, PlayerId } from '../../../engine';
import { ack, step, tell } from '../common';
import type { RCtx } from '../types';

export const resultat = step({
  id: 'resultat',
  title: 'Résultat',
  line: (_s, { line }) => line,
  // What the MJ shows, signs or taps, with names: never read aloud (the voice reads the line).
  notes: (_s, { note }) => (note ? [note] : []),
  wakes: (_s, { to }) => to,
  prompt: () => ack(),
  resolve() {},
});

export interface Shown {
  to: PlayerId[];
  type: string;
  text: string;
  /** What the MJ reads aloud (may be empty). */
  line: string;
  /** What the MJ shows, signs or taps in silence. */
  note?: string;
  data?: Json;
}

/** Tell `to` privately (`type`, `text`) and have the MJ show or tap it now with `line`. */
export function show(ctx: RCtx, { to, type, text, line, note, data }: Shown): void {
  tell(ctx, { to, type, text, ...(data === undefined ? {} : { data }) });
  ctx.react('resultat', { to, line, ...(note === undefined ? {} : { note }) });
}
