/**
 * The three d10 tables (000_a045abd3825f1297.txt:699-714) as data, which one a
 * fight reads, how the outnumbering is counted (000:305, 612-614), and each
 * roll shown to the MJ with its table and row.
 */
import { describe, expect, it } from 'vitest';
import { checkTable, lookup } from '../../src/rulesets/quintebourg/dice-table';
import { fightHealths, TABLE_1, TABLE_2, TABLE_3 } from '../../src/rulesets/quintebourg/dice';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

function table(over: Record<number, [string, string]> = {}, posts: Record<string, string> = {}): Table {
  const seats: [string, string][] = seatsV();
  for (const [i, s] of Object.entries(over)) seats[Number(i)] = s;
  return new Table({ seats, posts: { ...POSTS, ...posts } });
}

const faces = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('the tables as printed (000:701-714)', () => {
  it('table 1, attackers outnumbering: 0 I, 1 B, 2-4 C, 5-8 Q, 9 M (000:701-704)', () => {
    expect(checkTable(TABLE_1)).toEqual([]);
    expect(faces.map((f) => lookup(TABLE_1, f))).toEqual(['I', 'B', 'C', 'C', 'C', 'Q', 'Q', 'Q', 'Q', 'M']);
  });

  it('table 2, not outnumbering or a defender striking back: 0 I, 1 B, 2-7 C, 8-9 Q, never M (000:706-709)', () => {
    expect(checkTable(TABLE_2)).toEqual([]);
    expect(faces.map((f) => lookup(TABLE_2, f))).toEqual(['I', 'B', 'C', 'C', 'C', 'C', 'C', 'C', 'Q', 'Q']);
  });

  it('table 3, the hated ones, host then visitor: 0 B-C, 1-3 I-B, 4 I-I, 5 B-B, 6-8 B-I, 9 C-B (000:711-714)', () => {
    expect(checkTable(TABLE_3)).toEqual([]);
    expect(faces.map((f) => lookup(TABLE_3, f))).toEqual([
      'B-C',
      'I-B',
      'I-B',
      'I-B',
      'I-I',
      'B-B',
      'B-I',
      'B-I',
      'B-I',
      'C-B',
    ]);
    expect(fightHealths('B-C')).toEqual(['B', 'C']);
    expect(fightHealths('C-B')).toEqual(['C', 'B']);
  });
});

describe('counting the outnumbering (000:305, 612-614)', () => {
  it('a heavy sleeper counts 0 and does not defend: two attackers outnumber a sleeping Chef des armées and his guest (000:305, 401)', () => {
    const t = table({ 6: ['villageois', 'marchand-de-sable'], 4: ['villageois', 'laura'] }, { chef: 'David' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('David')]);
    t.until('laura').play('laura', t.id('David'));
    t.until('dodo').rolls(3).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno, David et Emma. 2 attaquants (Ana et Bruno) contre 1 en face (Emma)\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 3, soit Coma\u00a0; David passe d’Indemne à Coma.',
    ]);
    // Asleep, the Chef des armées is no first target and strikes nobody back (000:401): the aimed owner is hit.
    expect([t.health('Ana'), t.health('Bruno')]).toEqual(['I', 'I']);
  });

  it('awake, the same two against two is no outnumbering: table 2, and the Chef strikes back on table 2 (000:533, 706)', () => {
    const t = table({ 4: ['villageois', 'laura'] }, { chef: 'David' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('laura').play('laura', t.id('David'));
    t.until('dodo').rolls(3, 1, 8).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno, David et Emma. 2 attaquants (Ana et Bruno) contre 2 en face (David et Emma)\u00a0: les attaquants ne sont pas en surnombre.',
      'David est touché·e\u00a0: le dé donne 3, soit Coma\u00a0; David passe d’Indemne à Coma.',
      'David se défend\u00a0: Ana est touché·e, le dé donne 8, soit Quasi-mort\u00a0; Ana passe d’Indemne à Quasi-mort.',
    ]);
    expect(t.events('table').map((e) => e.text)).toEqual([
      'Sans surnombre, ou riposte, attaque sur David\u00a0: le dé donne 3, soit Coma.',
      'Sans surnombre, ou riposte, riposte de David sur Ana\u00a0: le dé donne 8, soit Quasi-mort.',
    ]);
  });

  it('a wounded attacker rests at the hospital rather than attack: one against one is table 2 (000:181, 186, 706)', () => {
    const t = table({}, { chef: 'David' });
    // Night 1: David strikes Bruno back, who is left B.
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1, 2, 1).play('dodo');
    expect([t.health('David'), t.health('Bruno')]).toEqual(['B', 'B']);
    attackNightOn(t, 'Emma', 7);
    expect(t.call.notes).toEqual([
      'Dans la maison d’Emma\u00a0: Ana et Emma. 1 attaquant (Ana) contre 1 en face (Emma)\u00a0: les attaquants ne sont pas en surnombre.',
      'Emma est touché·e\u00a0: le dé donne 7, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
    ]);
  });
});

function attackNightOn(t: Table, who: string, face: number): void {
  t.until('reptiliens').play('reptiliens', t.opt('house', who));
  t.until('dodo').rolls(face).play('dodo');
}

describe('each roll is shown to the MJ with its table and row (000:699)', () => {
  it('an attack: the table event names the table, the face, the row and what it was for', () => {
    const t = table();
    attackNightOn(t, 'Hugo', 6);
    expect(t.events('table').map((e) => [e.vis, e.text, e.data])).toEqual([
      [
        { to: 'mj' },
        'Attaquants en surnombre, attaque sur Hugo\u00a0: le dé donne 6, soit Quasi-mort.',
        { table: 'table-1', face: 6, row: [5, 6, 7, 8], result: 'Q', purpose: 'attaque sur Hugo' },
      ],
    ]);
  });

  it('an assassination reads table 1 (000:435)', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    t.until('reptiliens');
    t.rolls(4).invoke('assassinat', [t.id('Emma')]);
    expect(t.texts('table')).toEqual(['Attaquants en surnombre, assassinat d’Emma\u00a0: le dé donne 4, soit Coma.']);
    expect(t.texts('assassinat')).toEqual([
      'L’assassin vise Emma\u00a0: le dé donne 4, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
    ]);
    expect(t.health('Emma')).toBe('C');
  });
});
