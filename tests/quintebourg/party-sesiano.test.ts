/**
 * Prophète Sesiano (000_a045abd3825f1297.txt:260-274, 106, 757): three
 * one-time miracles at the end of the night even when B, C or Q; the
 * conversion, also invoked at another moment; the conversions that stop the
 * game in each mode.
 */
import { describe, expect, it } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

const POSTS = { notaire: 'Gaëlle', president: 'Farid', senateur: 'Emma', procureur: 'David' };

function seats(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = seatsV({ 7: ['sesiano', 'sans-effet'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

function attackNight(t: Table, target: string, face: number): Table {
  t.until('reptiliens').play('reptiliens', t.opt('house', target));
  t.until('dodo').rolls(face).play('dodo');
  return t;
}

describe('the miracles, at the end of the night (000:262-266)', () => {
  it('raises another Q and himself while he lies Q, each miracle once', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo', Chloé: 'Hugo' }));
    expect(t.health('Hugo')).toBe('Q');
    attackNight(t, 'David', 5);
    expect(t.health('David')).toBe('Q');
    t.until('sesiano');
    expect(t.call.inert).toBeNull();
    expect(t.options.slice(0, 3)).toEqual(['aucun', 'resurrection', t.opt('miracle', 'David')]);
    t.play('sesiano', t.opt('miracle', 'David'));
    expect(t.health('David')).toBe('I');
    expect(t.rs.returned).toBe(true);
    // Called again for the miracles left: the other Q is no longer offered.
    expect(t.step).toBe('sesiano');
    expect(t.options.filter((o) => o.startsWith('miracle'))).toEqual([]);
    t.play('sesiano', 'resurrection');
    expect(t.health('Hugo')).toBe('I');
    expect(t.texts('miracle')).toEqual([
      'Sesiano tente de relever David\u00a0: il ou elle revient, Indemne.',
      'Sesiano se ressuscite et redevient Indemne.',
    ]);
    expect(t.invariants()).toEqual([]);
  });

  it('a miracle on a true M does nothing and is spent (000:80: « on ne sait jamais »)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, 'David', 9);
    expect(t.health('David')).toBe('M');
    // The same night, the table does not know yet: David is offered from the next night on.
    t.until('sesiano');
    expect(t.options.some((o) => o.startsWith('miracle'))).toBe(false);
    t.play('sesiano', 'aucun');
    t.until('sesiano');
    t.play('sesiano', t.opt('miracle', 'David'));
    expect(t.health('David')).toBe('M');
    expect(t.texts('miracle')).toEqual(['Sesiano tente de relever David\u00a0: rien ne se passe.']);
    expect(t.options.some((o) => o.startsWith('miracle'))).toBe(false);
  });

  it('his own resurrection is offered only while he is Q; spent, he may die (000:264, 106)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('sesiano');
    expect(t.options).not.toContain('resurrection');
    attackNight(t, 'Hugo', 9);
    expect(t.health('Hugo')).toBe('Q');
    t.until('sesiano').play('sesiano', 'resurrection');
    expect(t.health('Hugo')).toBe('I');
    t.play('sesiano', 'aucun');
    attackNight(t, 'Hugo', 9);
    expect(t.health('Hugo')).toBe('M');
    t.until('sesiano');
    expect(t.call.inert).toBe('Hugo est mort·e');
  });
});

describe('the conversion (000:266-274)', () => {
  it('turns a Reptilien into an Idéaliste: he no longer meets the Reptiliens; only the two of them are told', () => {
    const t = new Table({ seats: seats({ 2: ['reptilien', 'sans-effet'] }), posts: POSTS });
    t.until('sesiano').play('sesiano', t.opt('conversion', 'Bruno'));
    expect(t.rs.camps[t.id('Bruno')]).toEqual(['idealistes']);
    const told = t.events('conversion')[0]!;
    expect(told.vis).toEqual({ to: 'players', ids: [t.id('Hugo'), t.id('Bruno')] });
    expect(told.text).toBe('Sesiano convertit Bruno\u00a0: il ou elle rejoint les Idéalistes.');
    t.until('reptiliens');
    expect(t.wakes).toEqual([t.id('Ana'), t.id('Chloé')]);
  });

  it('a converted lover stays a lover first (000:274)', () => {
    const t = new Table({
      seats: seats({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] }),
      alibis: { David: 'reptilien', Emma: 'villageois' },
      posts: POSTS,
    });
    expect(t.rs.camps[t.id('David')]).toEqual(['amoureux', 'reptiliens']);
    t.until('sesiano').play('sesiano', t.opt('conversion', 'David'));
    expect(t.rs.camps[t.id('David')]).toEqual(['amoureux', 'idealistes']);
  });

  it('mode V: converting Seth (or a red or black Reptilienne) stops the game (000:270)', () => {
    const t = new Table({ seats: seats({ 4: ['seth', 'sans-effet'] }), posts: POSTS });
    t.until('sesiano').play('sesiano', t.opt('conversion', 'Emma'));
    t.until('maj-fin').play('maj-fin');
    expect(t.state.ended?.reason).toMatch(/^La partie s’arrête\u00a0: Prophète Sesiano a converti Emma\./);
  });

  it('mode M: converting a leader stops the game; in mode E it does not (000:270-272)', () => {
    const maths: [string, string][] = [
      ['k-hess', 'sans-effet'],
      ['j-pach', 'sans-effet'],
      ['j-rappaz', 'sans-effet'],
      ['algebriste', 'sans-effet'],
      ['geometre', 'sans-effet'],
      ['analyste', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['sesiano', 'sans-effet'],
    ];
    const POSTS_M = { notaire: 'Farid', president: 'Emma', senateur: 'David', procureur: 'Hugo' };
    const m = new Table({ seats: maths, posts: POSTS_M, options: { mode: 'M' } });
    m.until('sesiano').play('sesiano', m.opt('conversion', 'Ana'));
    expect(m.rs.endReason).toBe('Prophète Sesiano a converti Ana');

    const e = new Table({
      seats: [['reptilienne-alpha', 'sans-effet'], ...maths.slice(0, 6), ['sesiano', 'sans-effet']],
      posts: POSTS_M,
      options: { mode: 'E' },
    });
    e.until('sesiano').play('sesiano', e.opt('conversion', 'Bruno'));
    expect(e.rs.endReason).toBeNull();
    expect(e.rs.camps[e.id('Bruno')]).toEqual(['idealistes']);
  });

  it('converting a dead player does nothing, the miracle is spent', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, 'David', 9);
    t.until('sesiano').play('sesiano', 'aucun');
    t.until('sesiano').play('sesiano', t.opt('conversion', 'David'));
    expect(t.rs.camps[t.id('David')]).toEqual(['villageois']);
    expect(t.texts('conversion')).toEqual(['Sesiano tente de convertir David, qui est mort·e\u00a0: sans effet.']);
    expect(t.options.some((o) => o.startsWith('conversion'))).toBe(false);
  });

  it('may be invoked at another moment, arm raised: only while he can act (000:168, 268)', () => {
    const conversion = quintebourg.actions!.conversion!;
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote');
    expect(conversion.available(t.state)).toBe(true);
    t.invoke('conversion', ['Bruno']);
    expect(t.rs.camps[t.id('Bruno')]).toEqual(['idealistes']);
    expect(conversion.available(t.state)).toBe(false);
    // Conversion spent, nobody to raise or raise himself: the call is read, with no effect.
    t.until('sesiano');
    expect(t.call.inert).toBe('aucun miracle possible cette nuit (miracles utilisés, ou personne à relever)');

    const u = new Table({ seats: seats(), posts: POSTS });
    attackNight(u, 'Hugo', 2);
    expect(u.health('Hugo')).toBe('C');
    expect(conversion.available(u.state)).toBe(false);
    // In a coma he still converts at row U (000:262).
    u.until('sesiano');
    expect(u.options).toContain(u.opt('conversion', 'Bruno'));
  });
});
