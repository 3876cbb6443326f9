/**
 * A forum deadline as a date and time. The engine keeps the deadline as the
 * text the MJ set (it never reads the clock); the app writes it in one French
 * form it can read back, « mardi 24 novembre 2026 à 21 h 00 », so the
 * ruleset's posts read well and the screen can count down to it.
 */
export const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
export const DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

const two = (n: number): string => String(n).padStart(2, '0');

/** « mardi 24 novembre 2026 à 21 h 00 » (local time). */
export function formatDeadline(d: Date): string {
  return `${DAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()} à ${d.getHours()} h ${two(d.getMinutes())}`;
}

const PATTERN =
  /(\d{1,2}) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) (\d{4}) à (\d{1,2}) h (\d{2})/;

/** The date a deadline text names, when it is in the app's form (a text typed freely elsewhere gives null). */
export function parseDeadline(text: string | null | undefined): Date | null {
  const m = text ? PATTERN.exec(text) : null;
  if (!m) return null;
  const d = new Date(Number(m[3]), MONTHS.indexOf(m[2]!), Number(m[1]), Number(m[4]), Number(m[5]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** « dans 2 h 05 », « dans 12 min », « échue depuis 3 min ». */
export function countdown(to: Date, now: number): string {
  const ms = to.getTime() - now;
  const minutes = Math.round(Math.abs(ms) / 60000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const days = Math.floor(h / 24);
  const span = days >= 1 ? `${days} j ${h % 24} h` : h >= 1 ? `${h} h ${two(m)}` : `${m} min`;
  return ms >= 0 ? `dans ${span}` : `échue depuis ${span}`;
}
