/**
 * One way to write a time on screen (issue 23): « 18 h 57 » with non-breaking
 * spaces, in titles, the saved-games list and the lab's saved runs alike.
 */
import { describe, expect, it } from 'vitest';
import { clockTime, dateAndTime, keepTimesTogether } from '../../src/ui/lib/clock';
import { defaultGameTitle } from '../../src/ui/lib/gameTitle';

const AT = new Date(2026, 10, 28, 18, 57);

describe('l’heure à l’écran', () => {
  it('« 18 h 57 », espaces insécables, partout la même', () => {
    expect(clockTime(AT)).toBe('18\u00a0h\u00a057');
    expect(clockTime(new Date(2026, 10, 28, 9, 5))).toBe('9\u00a0h\u00a005');
    expect(dateAndTime(AT)).toMatch(/ à 18\u00a0h\u00a057$/);
    expect(dateAndTime(AT, 'short')).toBe('28/11/2026 à 18\u00a0h\u00a057');
    expect(defaultGameTitle('Les Loups-Garous de Thiercelieux', 8, AT)).toMatch(/, 18\u00a0h\u00a057$/);
    // No « 18:57 » anywhere.
    expect(dateAndTime(AT)).not.toContain(':');
  });

  it('une deadline telle qu’enregistrée garde « 21 h 00 » sur une ligne', () => {
    expect(keepTimesTogether('mardi 24 novembre 2026 à 21 h 00')).toBe('mardi 24 novembre 2026 à 21\u00a0h\u00a000');
  });
});
