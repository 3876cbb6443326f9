/**
 * The assassin (000_a045abd3825f1297.txt:433-439): an invoked attempt at any
 * moment, on table 1; one free bullet a game, then 2 coins each; he defends
 * himself in an attack. The bunker does not stop him (000:249); nor does the
 * richest citizen's system (000:563); no death on Sunday (000:56).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, purse, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno; Chloé the médecin; David the assassin, Farid the Marchand de sable, Gaëlle le coriace. */
function table(): Table {
  return new Table({
    seats: seatsV({
      3: ['villageois', 'assassin'],
      5: ['villageois', 'marchand-de-sable'],
      6: ['villageois', 'coriace'],
    }),
    posts: POSTS,
  });
}

const error = (t: Table, target: string): string => t.invokeRefusal('assassinat', [target]);

describe('an assassination attempt (000:435)', () => {
  it('the free bullet: table 1, no coin spent (000:435-436)', () => {
    const t = table();
    t.until('reptiliens');
    t.rolls(6).invoke('assassinat', ['Hugo']);
    expect(t.health('Hugo')).toBe('Q');
    expect(t.coins('David')).toBe(3);
    expect(t.events('table').map((e) => e.data)).toEqual([
      { table: 'table-1', face: 6, row: [5, 6, 7, 8], result: 'Q', purpose: 'assassinat d’Hugo' },
    ]);
    expect(t.texts('assassinat')).toEqual([
      'L’assassin vise Hugo\u00a0: le dé donne 6, soit Quasi-mort\u00a0; Hugo passe d’Indemne à Quasi-mort.',
    ]);
    // The call in progress is still current.
    expect(t.step).toBe('reptiliens');
  });

  it('then each attempt costs 2 coins, taken out of the game (000:437)', () => {
    const t = table();
    t.until('reptiliens');
    t.rolls(0).invoke('assassinat', ['Hugo']);
    expect(t.state.rs.used[`${t.id('David')}/balle`]).toBe(1);
    const removed = t.rs.coins.removed;
    t.rolls(1).invoke('assassinat', ['Emma']);
    expect([t.coins('David'), t.rs.coins.removed - removed, t.health('Emma')]).toEqual([1, 2, 'B']);
    expect(error(t, 'Emma')).toBe('«\u00a0Tentative d’assassinat\u00a0» n’est pas possible maintenant.');
  });

  it('the médecin’s bunker does not protect him, nor the richest citizen’s system (000:249, 563)', () => {
    const t = table();
    t.until('plus-riche');
    purse(t, 'Chloé', 9);
    t.play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Chloé'));
    t.until('reptiliens').rolls(2).invoke('assassinat', ['Chloé']);
    expect(t.health('Chloé')).toBe('C');
  });

  it('le coriace loses one step at most (000:411)', () => {
    const t = table();
    t.until('reptiliens').rolls(9).invoke('assassinat', ['Gaëlle']);
    expect(t.health('Gaëlle')).toBe('B');
  });

  it('after Skadi’s reboot, a second free bullet (000:354)', () => {
    const t = table();
    t.until('reptiliens').rolls(0).invoke('assassinat', ['Hugo']);
    t.state = produce(t.state, (d) => {
      d.rs.reboot = true;
    });
    t.rolls(0).invoke('assassinat', ['Hugo']);
    expect(t.coins('David')).toBe(3);
  });
});

describe('when the assassin cannot shoot', () => {
  it('in a coma, in a heavy sleep at night, or on Sunday’s fête (000:56, 80, 401)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'David', 'C');
    expect(error(t, 'Hugo')).toBe('«\u00a0Tentative d’assassinat\u00a0» n’est pas possible maintenant.');
    const u = table();
    u.until('marchand-de-sable').play('marchand-de-sable', ['David']);
    expect(error(u, 'Hugo')).toBe('«\u00a0Tentative d’assassinat\u00a0» n’est pas possible maintenant.');
    const v = table();
    v.until('fete');
    expect(v.state.clock.day).toBe(4);
    expect(error(v, 'Hugo')).toBe('«\u00a0Tentative d’assassinat\u00a0» n’est pas possible maintenant.');
  });

  it('in the daytime he may shoot (« à tout moment ») (000:435, 168)', () => {
    const t = table();
    t.until('vote').rolls(1).invoke('assassinat', ['Hugo']);
    expect(t.health('Hugo')).toBe('B');
  });
});

describe('the assassin defends himself in an attack (000:439, 585)', () => {
  it('attacked at home, he strikes one attacker back on table 2 (000:439, 585)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1, 1, 8).play('dodo');
    expect(t.events('table').map((e) => (e.data as { table: string; result: string }).table)).toEqual([
      'table-1',
      'table-2',
    ]);
    expect(t.health('David')).toBe('B');
    expect([t.health('Ana'), t.health('Bruno')].sort()).toEqual(['I', 'Q']);
  });
});
