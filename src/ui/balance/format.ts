/** French figures for the balance lab: « 46,2 % », « 10 000 », « 3 s ». */
const NBSP = '\u00a0';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const count = (n: number): string => number.format(n);

/** A rate (0 to 1) as a percentage with one decimal. */
export const percent = (rate: number): string => `${oneDecimal.format(rate * 100)}${NBSP}%`;

/** A difference of rates in points, signed. */
export const points = (delta: number): string =>
  `${delta > 0 ? '+' : delta < 0 ? '−' : ''}${oneDecimal.format(Math.abs(delta) * 100)}${NBSP}point${Math.abs(delta * 100) >= 2 ? 's' : ''}`;

export const interval = (low: number, high: number): string =>
  `${oneDecimal.format(low * 100)} à ${oneDecimal.format(high * 100)}${NBSP}%`;

export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  if (seconds < 60) return `${Math.max(0, Math.ceil(seconds))}${NBSP}s`;
  const m = Math.floor(seconds / 60);
  return `${m}${NBSP}min ${Math.ceil(seconds - m * 60)}${NBSP}s`;
}
