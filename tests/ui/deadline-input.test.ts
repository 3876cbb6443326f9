import { describe, expect, it } from 'vitest';
import { formatDeadline, parseDeadline } from '../../src/ui/lib/deadline';
import { readDeadline, writeDeadline } from '../../src/ui/lib/deadline-input';

/** Tuesday 24 November 2026, 08:15 (local time, as the field reads it). */
const NOW = new Date(2026, 10, 24, 8, 15);

/** What the book keeps for a typed deadline, or the French reason it is refused. */
function kept(typed: string, now = NOW): string {
  const r = readDeadline(typed, now);
  return 'date' in r ? formatDeadline(r.date) : `refus : ${r.error}`;
}

describe('la deadline tapée comme un MJ français l’écrit', () => {
  it('date en toutes lettres, avec ou sans jour de la semaine, virgule ou « à », espaces insécables', () => {
    expect(kept('mardi 24 novembre, 21 h 00')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('24 novembre à 21h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('Mardi 24 Novembre 2026 à 21\u00a0h\u00a030')).toBe('mardi 24 novembre 2026 à 21 h 30');
    expect(kept('1er décembre 18:45')).toBe('mardi 1 décembre 2026 à 18 h 45');
    expect(kept('3 dec. 9 heures')).toBe('jeudi 3 décembre 2026 à 9 h 00');
    // August has passed: written in November without a year, it is next August.
    expect(kept('le 5 aout, midi')).toBe('jeudi 5 août 2027 à 12 h 00');
  });

  it('date en chiffres', () => {
    expect(kept('24/11 21h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('25/11/2026 20:30')).toBe('mercredi 25 novembre 2026 à 20 h 30');
    expect(kept('25.11.26 minuit')).toBe('mercredi 25 novembre 2026 à 0 h 00');
  });

  it('jours relatifs et jour de la semaine seul : le prochain à venir', () => {
    expect(kept('ce soir 21 h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('ce soir, 9 h 30')).toBe('mardi 24 novembre 2026 à 21 h 30');
    expect(kept('demain 21 h')).toBe('mercredi 25 novembre 2026 à 21 h 00');
    expect(kept('après-demain 12h')).toBe('jeudi 26 novembre 2026 à 12 h 00');
    expect(kept('aujourd’hui 21h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('vendredi 21h')).toBe('vendredi 27 novembre 2026 à 21 h 00');
    // Today's weekday: today while the hour is ahead, else a week later.
    expect(kept('mardi 21 h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('mardi 8 h')).toBe('mardi 1 décembre 2026 à 8 h 00');
    // The day of the month alone: the next one to come, on the weekday given.
    expect(kept('le 24 à 21 h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('le 3, 21 h')).toBe('jeudi 3 décembre 2026 à 21 h 00');
    expect(kept('jeudi 24, 21 h')).toBe('jeudi 24 décembre 2026 à 21 h 00');
    expect(kept('31 21 h')).toBe('jeudi 31 décembre 2026 à 21 h 00');
    // The time alone: the next time it strikes.
    expect(kept('21 h')).toBe('mardi 24 novembre 2026 à 21 h 00');
    expect(kept('7 h 30')).toBe('mercredi 25 novembre 2026 à 7 h 30');
  });

  it('sans année : la prochaine fois que la date revient (un mois de retard reste cette année)', () => {
    const lateDecember = new Date(2026, 11, 28, 10, 0);
    expect(kept('2 janvier 21 h', lateDecember)).toBe('samedi 2 janvier 2027 à 21 h 00');
    expect(kept('20 décembre 21 h', lateDecember)).toBe('dimanche 20 décembre 2026 à 21 h 00');
    // 29 February exists in 2028 only: written in 2027 without a year, it is the next one.
    expect(kept('29/02 21h', new Date(2027, 5, 1))).toBe('mardi 29 février 2028 à 21 h 00');
  });

  it('ce qui ne se lit pas : un message français clair, rien de fixé', () => {
    expect(kept('')).toMatch(/^refus : Écrivez la date et l’heure de la deadline/);
    expect(kept('mardi 24 novembre')).toMatch(
      /^refus : Il manque l’heure de la deadline\u00a0: écrivez par exemple «\u00a0mardi 24 novembre, 21 h 00\u00a0»/,
    );
    expect(kept('24 novembre 25 h')).toBe(
      'refus : «\u00a025 h 00\u00a0» n’est pas une heure\u00a0: de 0 h 00 à 23 h 59.',
    );
    expect(kept('24 novembre 21 h 75')).toMatch(/^refus : «\u00a021 h 75\u00a0» n’est pas une heure/);
    expect(kept('31 février 2027 21 h')).toBe('refus : Le 31 février 2027 n’existe pas.');
    expect(kept('24/13 21 h')).toBe('refus : «\u00a013\u00a0» n’est pas un mois\u00a0: de 1 à 12.');
    expect(kept('lundi 24 novembre 21 h')).toBe('refus : Le 24 novembre 2026 est un mardi, pas un lundi.');
    expect(kept('2027 21 h')).toMatch(/^refus : Il manque le jour et le mois de la deadline/);
    expect(kept('32 21 h')).toMatch(/^refus : Aucun 32 dans l’année qui vient\u00a0: précisez le mois/);
    expect(kept('demain 24 novembre 21 h')).toMatch(/^refus : Donnez soit un jour/);
    expect(kept('tomorrow 9 pm')).toMatch(/^refus : Il manque l’heure/);
    // An English browser's way of writing it.
    expect(kept('Nov 24, 2026, 9:00 PM')).toBe(
      'refus : Deadline illisible («\u00a0pm\u00a0»)\u00a0: écrivez-la par exemple «\u00a0mardi 24 novembre, 21 h 00\u00a0» ou «\u00a024/11 21 h\u00a0».',
    );
    expect(kept('juin ou juillet 21 h')).toMatch(/^refus : Deadline illisible \(«\u00a0ou juillet\u00a0»\)/);
  });

  it('le champ montre la deadline gardée à la française, et la relit telle quelle', () => {
    const kept = parseDeadline('mardi 24 novembre 2026 à 21 h 00')!;
    expect(writeDeadline(kept, NOW)).toBe('mardi 24 novembre, 21 h 00');
    expect(writeDeadline(new Date(2026, 11, 1, 9, 5), NOW)).toBe('mardi 1er décembre, 9 h 05');
    expect(writeDeadline(new Date(2027, 0, 2, 21, 0), NOW)).toBe('samedi 2 janvier 2027, 21 h 00');
    for (const d of [kept, new Date(2026, 11, 1, 9, 5), new Date(2027, 0, 2, 21, 0)]) {
      const r = readDeadline(writeDeadline(d, NOW), NOW);
      expect('date' in r && r.date.getTime()).toBe(d.getTime());
    }
    // The book's own text reads back too (a deadline set earlier, shown again).
    const again = readDeadline('mardi 24 novembre 2026 à 21 h 00', NOW);
    expect('date' in again && again.date.getTime()).toBe(kept.getTime());
  });
});
