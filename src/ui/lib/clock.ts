/**
 * Times as French is written, one way everywhere on screen: « 18 h 57 »,
 * with non-breaking spaces so that a narrow screen never breaks « 21 h » from
 * « 00 » (issue 23: « 18 h 57 » in titles but « 18:57 » in the saved-games
 * list and the saved runs).
 */
const NB = '\u00a0';

const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const MEDIUM_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });

/** « 18 h 57 » (local time). */
export function clockTime(d: Date | number): string {
  const at = new Date(d);
  return `${at.getHours()}${NB}h${NB}${String(at.getMinutes()).padStart(2, '0')}`;
}

/** « 28 nov. 2026 à 18 h 57 » (`medium`) or « 28/11/2026 à 18 h 57 » (`short`). */
export function dateAndTime(d: Date | number, style: 'short' | 'medium' = 'medium'): string {
  return `${(style === 'short' ? SHORT_DATE : MEDIUM_DATE).format(d)} à ${clockTime(d)}`;
}

/** A text with times in it (a deadline as stored): each « 21 h 00 » kept on one line. */
export function keepTimesTogether(text: string): string {
  return text.replace(/(\d{1,2})[ \u00a0]h[ \u00a0](\d{2})/g, `$1${NB}h${NB}$2`);
}
