/**
 * What the MJ shows or signs to a player right after an information power:
 * a card turned over (000_a045abd3825f1297.txt:385, 379), a yes or a no
 * (000:369, 373). The answer is also logged privately for that player.
 */
import type { PlayerId } from '../../../engine';
import { ack, tell, type QCtx, type QStep } from '../common';

interface ResultArgs {
  /** Who the MJ wakes or taps for it. */
  to: PlayerId | PlayerId[];
  line: string;
}

export const resultat: QStep = {
  id: 'resultat',
  title: 'Résultat',
  line: (_s, args) => (args as unknown as ResultArgs).line,
  wakes: (_s, args) => [(args as unknown as ResultArgs).to].flat(),
  prompt: () => ack(),
  resolve() {},
};

/** Tell `to` privately (`type`, `text`) and have the MJ show it now with `line`. */
export function showResult(ctx: QCtx, to: PlayerId, type: string, text: string, line: string, data?: Record<string, string | number | boolean>): void {
  tell(ctx, [to], type, text, data);
  ctx.react('resultat', { to, line });
}

/** Have the MJ tap several players now (a pair made on the first night recognises each other: 000:423, 429). */
export function tapNow(ctx: QCtx, to: PlayerId[], line: string): void {
  ctx.react('resultat', { to, line });
}
