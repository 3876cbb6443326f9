/**
 * Secret order numbers among the holders of one role (NewMilenium,
 * 003_7860fbf4cb88296e.txt:3, 49): when several players hold the same role,
 * each draws a distinct number from 1 to 50, kept by the MJ; the holders act
 * in increasing order. Every number is a logged draw (for the MJ only: the
 * players may only deduce them).
 */
import { asItStands, type Ctx, type RulesetTypes, type PlayerId } from '../../../engine';

/** The book's range: 1 to 50. */
export const ORDER_NUMBERS = 50;

/**
 * Draw a distinct number for each holder, one by one among those left. A
 * role held once needs none (empty record). With more holders than numbers,
 * the range grows to fit them.
 */
export function drawOrderNumbers<T extends RulesetTypes>(
  ctx: Ctx<T>,
  holders: readonly PlayerId[],
  label: string,
  max = ORDER_NUMBERS,
): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  if (holders.length < 2) return out;
  let left = Array.from({ length: Math.max(max, holders.length) }, (_, i) => i + 1);
  // The names read as they stand (a read through the draft copies each player), the numbers shown as they are.
  const players = asItStands(ctx.s.players);
  for (const id of holders) {
    const n = ctx.pick(left, `numéro d’ordre secret (${label}) de ${players[id]?.name ?? id}`, String);
    out[id] = n;
    left = left.filter((x) => x !== n);
  }
  return out;
}

/** Holders in the order they act: by number, those without one (a lone holder) first, in the given order. */
export function inNumberOrder(holders: readonly PlayerId[], numbers: Readonly<Record<PlayerId, number>>): PlayerId[] {
  const rank = (id: PlayerId) => (Object.prototype.hasOwnProperty.call(numbers, id) ? numbers[id]! : 0);
  return holders
    .map((id, i) => ({ id, i }))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.i - b.i)
    .map((x) => x.id);
}

/** Whether the numbers are distinct, within 1..max, and given to exactly the holders (invariants). */
export function numbersProblem(
  holders: readonly PlayerId[],
  numbers: Readonly<Record<PlayerId, number>>,
  max = ORDER_NUMBERS,
): string | null {
  const keys = Object.keys(numbers);
  if (holders.length < 2) return keys.length === 0 ? null : 'a role held once has order numbers';
  if (keys.length !== holders.length || holders.some((id) => !keys.includes(id)))
    return 'order numbers do not match the holders';
  const values = Object.values(numbers);
  if (new Set(values).size !== values.length) return 'two holders share an order number';
  const top = Math.max(max, holders.length);
  if (values.some((n) => !Number.isInteger(n) || n < 1 || n > top)) return `an order number is out of 1–${top}`;
  return null;
}
