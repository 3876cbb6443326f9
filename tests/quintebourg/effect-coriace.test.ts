/**
 * Le coriace (000_a045abd3825f1297.txt:409-411): whatever the cause, his
 * health never drops more than one step at once. (The cap itself lives in
 * the health rules; here the role is played through the powers that hit him.)
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno; Chloé the médecin; the Fennec Emma and Seth Gaëlle; David le coriace, Farid the assassin. */
function table(): Table {
  return new Table({
    seats: seatsV({
      3: ['villageois', 'coriace'],
      4: ['fennec', 'sans-effet'],
      5: ['villageois', 'assassin'],
      6: ['seth', 'sans-effet'],
    }),
    posts: POSTS,
  });
}

describe('le coriace loses one step at a time (000:411)', () => {
  it('an attack rolling M leaves him B; the next one C (000:411)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(9).play('dodo');
    expect(t.health('David')).toBe('B');
    t.until('reptiliens').rolls(9).invoke('assassinat', ['David']);
    expect(t.health('David')).toBe('C');
    expect(t.events('health').map((e) => (e.data as { from: string; to: string }).to)).toEqual(['B', 'C']);
    expect(t.invariants()).toEqual([]);
  });

  it('the Fennec’s bite (→ Q) only wounds him (000:317, 411)', () => {
    const t = table();
    t.until('reptiliens').invoke('fennec', ['David']);
    expect(t.health('David')).toBe('B');
    expect(t.invariants()).toEqual([]);
  });

  it('an execution (→ Q) only wounds him (000:411, 495)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    expect(t.health('David')).toBe('B');
    expect(t.invariants()).toEqual([]);
  });
});
