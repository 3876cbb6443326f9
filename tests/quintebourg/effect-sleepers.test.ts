/**
 * The Marchand de sable and Morphée (000_a045abd3825f1297.txt:399-401, row H
 * every night) and Laura de la Riponne (000:403-407, row N every night).
 */
import { describe, expect, it } from 'vitest';
import { nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno attack; Chloé the médecin; David the Marchand de sable, Emma Morphée. */
function table(effects: Record<number, string> = {}): Table {
  const seats: [string, string][] = seatsV({ 3: ['villageois', 'marchand-de-sable'], 4: ['villageois', 'morphee'] });
  for (const [i, e] of Object.entries(effects)) seats[Number(i)]![1] = e;
  return new Table({ seats, posts: POSTS });
}

describe('heavy sleep (000:399-401)', () => {
  it('both are called every night, the sleeper is tapped and told (000:399-401, 742)', () => {
    expect([nightsPerWeek('marchand-de-sable'), nightsPerWeek('morphee'), nightsPerWeek('laura')]).toEqual([6, 6, 6]);
    const t = table();
    t.until('marchand-de-sable').play('marchand-de-sable', ['Farid']);
    expect(t.rs.night.sleepers).toEqual([t.id('Farid')]);
    expect(t.events('sommeil')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Farid')] },
      text: 'Farid dort d’un sommeil lourd cette nuit\u00a0: plus aucune action jusqu’au matin.',
    });
    t.play('morphee', ['Gaëlle']);
    expect(t.rs.night.sleepers).toEqual([t.id('Farid'), t.id('Gaëlle')]);
  });

  it('the sleeper acts no more that night: his later call is inert (000:401)', () => {
    const t = table({ 5: 'chercheur' });
    t.until('marchand-de-sable').play('marchand-de-sable', ['Farid']);
    t.until('chercheur');
    expect(t.call.inert).toBe('Farid dort d’un sommeil lourd');
  });

  it('Morphée put to sleep by the Marchand de sable cannot choose her own sleeper (000:401)', () => {
    const t = table();
    t.until('marchand-de-sable').play('marchand-de-sable', ['Emma']);
    expect(t.step).toBe('morphee');
    expect(t.call.inert).toBe('Emma dort d’un sommeil lourd');
  });

  it('an attacker put to sleep stays at home and misses the attack (000:176, 401)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('marchand-de-sable').play('marchand-de-sable', ['Bruno']);
    t.until('dodo').rolls(0).play('dodo');
    expect(t.rs.night.long![t.id('Bruno')]).toBe('sommeil');
    expect(t.rs.night.map![t.id('Bruno')]).toEqual({ kind: 'house', owner: t.id('Bruno') });
    // One attacker against Hugo: no outnumbering, table 2.
    expect(t.events('table').map((e) => (e.data as { table: string }).table)).toEqual(['table-2']);
  });

  it('a sleeper attacked does not defend himself (000:401, 585)', () => {
    const awake = table({ 7: 'assassin' });
    awake.until('reptiliens').play('reptiliens', awake.opt('house', 'Hugo'));
    awake.until('dodo').rolls(1, 1, 0).play('dodo');
    // Awake, the assassin strikes back: a second roll on table 2.
    expect(awake.events('table').map((e) => (e.data as { table: string }).table)).toEqual(['table-1', 'table-2']);

    const t = table({ 7: 'assassin' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('marchand-de-sable').play('marchand-de-sable', ['Hugo']);
    t.until('dodo').rolls(1).play('dodo');
    expect(t.events('table').map((e) => (e.data as { table: string }).table)).toEqual(['table-1']);
    expect(t.health('Hugo')).toBe('B');
  });

  it('a sleeper counts for nothing against the attackers (000:305)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('marchand-de-sable').play('marchand-de-sable', ['Bruno']);
    t.until('laura').play('laura', t.id('Hugo'));
    // Bruno asleep at home: Ana alone against Emma and Hugo, no outnumbering, table 2.
    t.until('dodo').rolls(0).play('dodo');
    expect(t.events('table').map((e) => (e.data as { table: string }).table)).toEqual(['table-2']);
    const u = table({ 4: 'laura', 5: 'morphee' });
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Hugo'));
    u.until('marchand-de-sable').play('marchand-de-sable', ['Hugo']);
    u.until('laura').play('laura', u.id('Hugo'));
    // Two attackers against Emma (Hugo asleep counts 0): outnumbering, table 1.
    u.until('dodo').rolls(0).play('dodo');
    expect(u.events('table').map((e) => (e.data as { table: string }).table)).toEqual(['table-1']);
  });
});

describe('Laura de la Riponne (000:403-407)', () => {
  it('never at home: her own house is not offered, an empty dead player’s house is (000:405-407)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens');
    hurt(t, 'Gaëlle', 'M');
    t.until('laura');
    expect(t.options).not.toContain(t.id('Emma'));
    expect(t.options).toContain(t.id('Gaëlle'));
    expect(t.refusal('laura', t.id('Emma'))).toBe('Choisissez une des options proposées.');
    t.play('laura', t.id('Gaëlle'));
    t.until('dodo');
    expect(t.rs.night.long![t.id('Emma')]).toBe('squat');
    expect(t.rs.night.map![t.id('Emma')]).toEqual({ kind: 'house', owner: t.id('Gaëlle') });
  });

  it('a squatter in the attacked house is there for the attack (000:575)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo').rolls(0).play('dodo');
    expect(t.call.notes[0]).toMatch(/Emma/);
  });

  it('the priority table: wounded, she rests at the hospital; in a heavy sleep she stays at home (000:176-187)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens');
    hurt(t, 'Emma', 'B');
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo');
    expect(t.rs.night.long![t.id('Emma')]).toBe('repos');
    const u = table({ 3: 'laura', 4: 'marchand-de-sable' });
    u.until('marchand-de-sable').play('marchand-de-sable', ['David']);
    u.until('laura');
    expect(u.call.inert).toBe('David dort d’un sommeil lourd');
    u.until('dodo');
    expect(u.rs.night.map![u.id('David')]).toEqual({ kind: 'house', owner: u.id('David') });
  });
});
