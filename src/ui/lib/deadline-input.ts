/**
 * The deadline as a French MJ writes it in the field: « mardi 24 novembre,
 * 21 h 00 », « 24/11 21h », « demain 21 h », « vendredi 18:30 ». The field
 * never relies on the browser's own date widget, whose format follows the
 * browser's language. What the book keeps is still `formatDeadline`'s text
 * (`deadline.ts`): only the way it is typed and shown changes.
 */
import { typo } from '../../engine/french';
import { DAYS, MONTHS } from './deadline';

/** A typed deadline read: its date, or why it cannot be read (a French sentence). */
export type DeadlineReading = { date: Date } | { error: string };

const EXAMPLE = '«\u00a0mardi 24 novembre, 21 h 00\u00a0» ou «\u00a024/11 21 h\u00a0»';

/** Lower case, no accents, apostrophes and spaces made plain: « Août » and « aout » read alike. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’ʼ`]/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();
}

const PLAIN_MONTHS = MONTHS.map(plain);
const PLAIN_DAYS = DAYS.map(plain);

/** The month a word names: its full name or a prefix of at least 3 letters that only it has (« nov », « janv. »). */
function monthOf(word: string): number | null {
  const w = word.replace(/\.$/, '');
  if (w.length < 3) return null;
  const hits = PLAIN_MONTHS.flatMap((m, i) => (m.startsWith(w) ? [i] : []));
  return hits.length === 1 ? hits[0]! : null;
}

/** Relative days, as words (« ce soir » is today at the time given). */
const RELATIVE: [RegExp, number][] = [
  [/\bapres[- ]demain\b/, 2],
  [/\bdemain\b/, 1],
  [/\baujourd'? ?hui\b|\bce soir\b|\bce matin\b|\bcet apres[- ]midi\b/, 0],
];

/** The time: « 21 h 00 », « 21h », « 21 heures 30 », « 21:00 », « midi », « minuit ». */
function readTime(text: string): { hours: number; minutes: number; rest: string } | null {
  const m = /(?<!\d)(\d{1,2}) ?(?:h(?:eures?)?|:) ?(\d{2})?(?!\d)/.exec(text);
  if (m)
    return {
      hours: Number(m[1]),
      minutes: m[2] ? Number(m[2]) : 0,
      rest: text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length),
    };
  const word = /\b(midi|minuit)\b/.exec(text);
  if (word) return { hours: word[1] === 'midi' ? 12 : 0, minutes: 0, rest: text.replace(word[0], ' ') };
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date at `hours:minutes` on a calendar day, or null when that day does not exist (31 février). */
function at(year: number, month: number, day: number, hours: number, minutes: number): Date | null {
  const d = new Date(year, month, day, hours, minutes);
  return d.getFullYear() === year && d.getMonth() === month && d.getDate() === day ? d : null;
}

const dayName = (d: Date): string => DAYS[d.getDay()]!;

/** Read a deadline typed by the MJ, relative to `now` (a date without its year is the next one to come, give or take a month late). */
export function readDeadline(typed: string, now: Date): DeadlineReading {
  const text = plain(typed);
  if (text === '') return { error: typo(`Écrivez la date et l’heure de la deadline, par exemple ${EXAMPLE}.`) };
  const time = readTime(text);
  if (!time) return { error: typo(`Il manque l’heure de la deadline : écrivez par exemple ${EXAMPLE}.`) };
  const { minutes } = time;
  // « ce soir 9 h » is 21 h: an evening hour written the short way.
  const hours = /\bce soir\b/.test(text) && time.hours >= 1 && time.hours < 12 ? time.hours + 12 : time.hours;
  if (hours > 23 || minutes > 59)
    return {
      error: typo(`« ${hours} h ${String(minutes).padStart(2, '0')} » n’est pas une heure : de 0 h 00 à 23 h 59.`),
    };

  let rest = time.rest;
  let relative: number | null = null;
  for (const [pattern, offset] of RELATIVE) {
    if (pattern.test(rest)) {
      relative = offset;
      rest = rest.replace(pattern, ' ');
      break;
    }
  }
  let weekday: number | null = null;
  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  const unknown: string[] = [];
  for (const word of rest.split(/[ ,;]+/).filter((w) => w !== '')) {
    const numeric = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(word);
    if (numeric && day === null && month === null) {
      day = Number(numeric[1]);
      month = Number(numeric[2]) - 1;
      if (numeric[3]) year = numeric[3].length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
      if (month < 0 || month > 11) return { error: typo(`« ${numeric[2]} » n’est pas un mois : de 1 à 12.`) };
      continue;
    }
    if (PLAIN_DAYS.includes(word) && weekday === null) weekday = PLAIN_DAYS.indexOf(word);
    else if (/^(\d{1,2})(er)?$/.test(word) && day === null) day = parseInt(word, 10);
    else if (/^\d{4}$/.test(word) && year === null) year = Number(word);
    else if (monthOf(word) !== null && month === null) month = monthOf(word);
    else if (!['le', 'a', 'au', 'pour', 'vers', 'de', 'du', 'deadline'].includes(word)) unknown.push(word);
  }
  if (unknown.length > 0)
    return { error: typo(`Deadline illisible (« ${unknown.join(' ')} ») : écrivez-la par exemple ${EXAMPLE}.`) };
  if (day !== null && month === null && year !== null)
    return { error: typo(`Il manque le mois de la deadline : écrivez par exemple ${EXAMPLE}.`) };
  if (relative !== null && (day !== null || weekday !== null)) {
    return {
      error: typo(`Donnez soit un jour (« demain », « mardi »), soit une date (« 24 novembre »), pas les deux.`),
    };
  }

  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (day !== null && month !== null) {
    const given = year !== null;
    let date = at(year ?? now.getFullYear(), month, day, hours, minutes);
    // No year: this year's date, unless it passed more than a month ago (« 2 janvier » written in late December).
    if (!given && (date === null || date.getTime() < now.getTime() - 31 * DAY_MS))
      date = at(now.getFullYear() + 1, month, day, hours, minutes) ?? date;
    if (date === null) return { error: typo(`Le ${day} ${MONTHS[month]}${given ? ` ${year}` : ''} n’existe pas.`) };
    if (weekday !== null && date.getDay() !== weekday) {
      return {
        error: typo(
          `Le ${day} ${MONTHS[month]} ${date.getFullYear()} est un ${dayName(date)}, pas un ${DAYS[weekday]}.`,
        ),
      };
    }
    return { date };
  }
  if (day !== null) {
    // « mardi 24, 21 h »: the next 24th to come (this month's while it is not over), on that weekday when one is given.
    for (let offset = 0; offset < 12; offset++) {
      const date = at(
        today.getFullYear() + Math.floor((today.getMonth() + offset) / 12),
        (today.getMonth() + offset) % 12,
        day,
        hours,
        minutes,
      );
      if (date && date.getTime() >= today.getTime() && (weekday === null || date.getDay() === weekday)) return { date };
    }
    return {
      error: typo(
        `Aucun ${weekday === null ? '' : `${DAYS[weekday]} `}${day} dans l’année qui vient : précisez le mois, par exemple ${EXAMPLE}.`,
      ),
    };
  }
  if (year !== null)
    return { error: typo(`Il manque le jour et le mois de la deadline : écrivez par exemple ${EXAMPLE}.`) };
  const onDay = (offset: number): Date =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, hours, minutes);
  if (relative !== null) return { date: onDay(relative) };
  // A weekday, or the time alone: the next such moment to come (today when it is still ahead).
  for (let offset = 0; offset <= 7; offset++) {
    const date = onDay(offset);
    if ((weekday === null || date.getDay() === weekday) && date.getTime() > now.getTime()) return { date };
  }
  return { date: onDay(7) };
}

/** « 1er » for the first of the month, the number otherwise (as French dates are written). */
const dayNumber = (d: Date): string => (d.getDate() === 1 ? '1er' : String(d.getDate()));

/** A deadline the way the field shows it: « mardi 24 novembre, 21 h 00 » (the year only when it is not `now`'s). */
export function writeDeadline(d: Date, now: Date): string {
  const year = d.getFullYear() === now.getFullYear() ? '' : ` ${d.getFullYear()}`;
  return `${dayName(d)} ${dayNumber(d)} ${MONTHS[d.getMonth()]}${year}, ${d.getHours()} h ${String(d.getMinutes()).padStart(2, '0')}`;
}
