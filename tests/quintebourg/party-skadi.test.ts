/**
 * Skadi (000_a045abd3825f1297.txt:327-361, 787): her choice on the third night
 * in any state, a player's camp or her reboot, the camps called in turn, a full
 * member of the camp she joins, and the reboot doubling one-time powers.
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { canUse } from '../../src/rulesets/quintebourg/queries';
import { seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

const POSTS = { notaire: 'Hugo', president: 'Gaëlle', senateur: 'Emma', procureur: 'Ana' };

function seats(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = seatsV({
    3: ['fennec', 'sans-effet'],
    5: ['skadi', 'sans-effet'],
    6: ['seth', 'sans-effet'],
    7: ['sesiano', 'sans-effet'],
  });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

describe('her choice on the third night (000:333, 361)', () => {
  it('is called on the third night, a Saturday, and never again', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('skadi');
    expect(t.state.clock.day).toBe(3);
    expect(t.call.inert).toBeNull();
    expect(t.wakes).toEqual([t.id('Farid')]);
    t.play('skadi', t.opt('joueur', 'Emma'));
    expect(t.rs.camps[t.id('Farid')]).toEqual(['villageois']);
    t.until('skadi');
    expect(t.state.clock.day).toBe(10);
    expect(t.call.inert).toBe('Skadi a déjà choisi son camp');
  });

  it('chooses even when Q (000:361)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'Farid', Bruno: 'Farid', Chloé: 'Farid' }));
    expect(t.health('Farid')).toBe('Q');
    t.until('skadi');
    expect(t.call.inert).toBeNull();
    t.play('skadi', t.opt('joueur', 'Bruno'));
    expect(t.rs.camps[t.id('Farid')]).toEqual(['reptiliens']);
    expect(t.invariants()).toEqual([]);
  });
});

describe('joining a camp (000:335-343)', () => {
  it('pointing at a Reptilien makes her a full Reptilienne: she meets and attacks with them', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('skadi').play('skadi', t.opt('joueur', 'Bruno'));
    const told = t.events('skadi').at(-1)!;
    expect(told.text).toBe('Skadi rejoint le camp Reptiliens (celui de Bruno).');
    expect(told.vis).toEqual({ to: 'players', ids: [t.id('Farid')] });
    t.until('reptiliens');
    // Seth (Gaëlle) meets with them too (000:286).
    expect(t.wakes).toEqual([t.id('Ana'), t.id('Bruno'), t.id('Farid'), t.id('Gaëlle')]);
    t.play('reptiliens', t.opt('house', 'Emma'));
    t.until('dodo');
    expect(t.rs.night.long?.[t.id('Farid')]).toBe('attaque');
  });

  it('pointing at a lover joins the lovers’ camp, the one the lover plays for (000:151)', () => {
    const t = new Table({
      seats: seats({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] }),
      alibis: { David: 'villageois', Emma: 'reptilien' },
      posts: POSTS,
    });
    t.until('skadi').play('skadi', t.opt('joueur', 'Emma'));
    expect(t.rs.camps[t.id('Farid')]).toEqual(['amoureux']);
  });

  it('then every camp of the mode but the Idéalistes is called in turn; only hers sees her (000:341)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('skadi').play('skadi', t.opt('joueur', 'Bruno'));
    const calls: [string, string[]][] = [];
    while (t.step === 'skadi-equipe') {
      calls.push([t.call.line, t.wakes.map((id) => t.name(id))]);
      t.play('skadi-equipe');
    }
    expect(calls).toEqual([
      [
        'Les Amoureux ouvrent les yeux\u00a0: si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.',
        [],
      ],
      [
        'Minus et Cortex ouvrent les yeux\u00a0: si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.',
        [],
      ],
      [
        'Les Setheux ouvrent les yeux\u00a0: si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.',
        ['David', 'Gaëlle'],
      ],
      [
        'Les Reptiliens ouvrent les yeux\u00a0: si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.',
        ['Ana', 'Bruno', 'Farid', 'Gaëlle'],
      ],
      ['Les Villageois\u00a0: si Skadi les a rejoints, elle ouvre les yeux un instant. Puis elle se rendort.', []],
    ]);
  });

  it('joining the Idéalistes: nobody sees her', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('skadi').play('skadi', t.opt('joueur', 'Chloé'));
    expect(t.rs.camps[t.id('Farid')]).toEqual(['idealistes']);
    const wakes: string[] = [];
    while (t.step === 'skadi-equipe') {
      wakes.push(...t.wakes);
      t.play('skadi-equipe');
    }
    expect(wakes).not.toContain(t.id('Farid'));
  });
});

describe('the reboot (000:337, 347-355)', () => {
  it('offers the camps of the mode, then doubles every one-time power: the Fennec bites twice', () => {
    const fennec = quintebourg.actions!.fennec!;
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('aube');
    t.invoke('fennec', ['Emma']);
    expect(t.health('Emma')).toBe('Q');
    expect(fennec.available(t.state)).toBe(false);
    t.until('skadi');
    expect(t.options.filter((o) => o.startsWith('reboot:'))).toEqual([
      'reboot:amoureux',
      'reboot:idealistes',
      'reboot:mc',
      'reboot:setheux',
      'reboot:reptiliens',
      'reboot:villageois',
    ]);
    t.play('skadi', 'reboot:setheux');
    expect(t.rs.reboot).toBe(true);
    expect(t.rs.camps[t.id('Farid')]).toEqual(['setheux']);
    // Saturday night still: the bite is a death, and may be invoked now (no death only on Sunday, 000:56).
    expect(fennec.available(t.state)).toBe(true);
    t.invoke('fennec', ['Bruno']);
    expect(t.health('Bruno')).toBe('Q');
    expect(fennec.available(t.state)).toBe(false);
    expect(t.invariants()).toEqual([]);
  });

  it('the coma potion and the conversions twice; Sesiano’s miracles four in all, or each twice (option miraclesReboot)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('sesiano').play('sesiano', t.opt('conversion', 'Bruno'));
    t.until('skadi').play('skadi', 'reboot:villageois');
    t.until('sesiano');
    expect(t.options).toContain(t.opt('conversion', 'Ana'));
    const hugo = t.id('Hugo');
    const chloe = 'poste:bourreau';
    // Three miracles spent, one more allowed: four in all.
    const spent = produce(t.state, (d) => {
      d.rs.used[`${hugo}/miracle`] = 1;
      d.rs.used[`${hugo}/resurrection`] = 1;
      d.rs.used[`${chloe}/coma`] = 1;
    });
    expect(canUse(spent, hugo, 'miracle')).toBe(true);
    expect(canUse(spent, chloe, 'coma')).toBe(true);
    const four = produce(spent, (d) => {
      d.rs.used[`${hugo}/miracle`] = 2;
      d.rs.used[`${chloe}/coma`] = 2;
    });
    expect(canUse(four, hugo, 'resurrection')).toBe(false);
    expect(canUse(four, chloe, 'coma')).toBe(false);
    const each = produce(four, (d) => {
      d.setup.options.miraclesReboot = 'chacun';
    });
    expect(canUse(each, hugo, 'resurrection')).toBe(true);
    expect(canUse(each, hugo, 'miracle')).toBe(false);
  });

  it('the invariant catches a one-time power used beyond what the reboot allows', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('sesiano');
    const hugo = t.id('Hugo');
    const twice = produce(t.state, (d) => {
      d.rs.used[`${hugo}/conversion`] = 2;
    });
    expect(quintebourg.invariants!(twice)).toEqual([`${hugo}/conversion used 2 times`]);
    const five = produce(twice, (d) => {
      d.rs.reboot = true;
      d.rs.used[`${hugo}/miracle`] = 2;
      d.rs.used[`${hugo}/resurrection`] = 1;
    });
    expect(quintebourg.invariants!(five)).toEqual(['Sesiano made 5 miracles']);
  });
});
