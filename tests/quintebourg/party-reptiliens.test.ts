/**
 * The Reptiliens and the Setheux (000_a045abd3825f1297.txt:284-325): who meets
 * at row D, the one-time kills of Seth, the red Reptilienne and the Fennec,
 * the black Reptilienne's conversion that keeps higher goals (000:151-155).
 */
import { describe, expect, it } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { winCamp } from '../../src/rulesets/quintebourg/queries';
import type { QActions } from '../../src/rulesets/quintebourg/types';
import { QuintebourgTable as Table } from './table';

const POSTS = { notaire: 'Hugo', president: 'Inès', senateur: 'Jules', procureur: 'Léa' };

/** Twelve players of mode V; Karim and Léa are the lovers, Karim with a Reptilien alibi. */
function table(over: Record<number, [string, string]> = {}): Table {
  const seats: [string, string][] = [
    ['reptilienne-alpha', 'sans-effet'],
    ['reptilien', 'sans-effet'],
    ['medecin', 'sans-effet'],
    ['seth', 'sans-effet'],
    ['fennec', 'sans-effet'],
    ['reptilienne-rouge', 'sans-effet'],
    ['reptilienne-noire', 'sans-effet'],
    ['villageois', 'marchand-de-sable'],
    ['cortex', 'sans-effet'],
    ['minus', 'sans-effet'],
    ['amoureux', 'sans-effet'],
    ['amoureux', 'sans-effet'],
  ];
  for (const [i, s] of Object.entries(over)) seats[Number(i)] = s;
  return new Table({ seats, alibis: { Karim: 'reptilien', Léa: 'villageois' }, posts: POSTS });
}

const action = (id: QActions) => quintebourg.actions![id];

function candidates(t: Table, id: QActions): string[] {
  const p = action(id).prompt(t.state);
  if (p.kind !== 'players') throw new Error('no players');
  return p.candidates.map((c) => t.name(c));
}

/** The refusal of an invoked power (the state untouched). */
const invokeRefused = (t: Table, id: QActions, who: string[]): string => t.invokeRefusal(id, who);

describe('the Reptiliens’ meeting (000:297-309)', () => {
  it('wakes every Reptilien each night: Seth, the red and black ones, a lover whose alibi is Reptilien', () => {
    const t = table();
    t.until('reptiliens');
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Ana', 'Bruno', 'David', 'Farid', 'Gaëlle', 'Karim']);
    expect(t.call.line).toBe(
      'Les Reptiliens ouvrent les yeux et se concertent pour désigner leur cible\u00a0; en cas de désaccord, la Reptilienne alpha tranche.',
    );
    expect(t.rs.camps[t.id('Karim')]).toEqual(['amoureux', 'reptiliens']);
    expect(winCamp(t.state, t.id('Karim'))).toBe('amoureux');
  });
});

describe('the one-time kills (000:288-289, 295, 317-319)', () => {
  it('Seth sends one Reptilien of his choice to Q, once', () => {
    const t = table();
    t.until('aube');
    expect(candidates(t, 'seth')).toEqual(['Ana', 'Bruno', 'Farid', 'Gaëlle', 'Karim']);
    expect(invokeRefused(t, 'seth', ['Hugo'])).toBe(
      'Hugo n’a rien d’un Reptilien\u00a0: ce pouvoir ne vise qu’un Reptilien.',
    );
    t.invoke('seth', ['Bruno']);
    expect(t.health('Bruno')).toBe('Q');
    expect(action('seth').available(t.state)).toBe(false);
    expect(t.invariants()).toEqual([]);
  });

  it('the red Reptilienne may pick Seth, a Reptilien in appearance', () => {
    const t = table();
    t.until('aube');
    expect(candidates(t, 'rouge')).toEqual(['Ana', 'Bruno', 'David', 'Gaëlle', 'Karim']);
    t.invoke('rouge', ['David']);
    expect(t.health('David')).toBe('Q');
    expect(action('rouge').available(t.state)).toBe(false);
  });

  it('the Fennec bites anyone, once', () => {
    const t = table();
    t.until('aube');
    expect(candidates(t, 'fennec')).toEqual([
      'Ana',
      'Bruno',
      'Chloé',
      'David',
      'Farid',
      'Gaëlle',
      'Hugo',
      'Inès',
      'Jules',
      'Karim',
      'Léa',
    ]);
    t.invoke('fennec', ['Hugo']);
    expect(t.health('Hugo')).toBe('Q');
    expect(action('fennec').available(t.state)).toBe(false);
  });

  it('not on Sunday’s fête, not in a heavy sleep, not on a Q before anyone came back (000:56, 697, 104)', () => {
    const t = table();
    t.until('marchand-de-sable').play('marchand-de-sable', ['David']);
    expect(action('seth').available(t.state)).toBe(false);
    expect(action('fennec').available(t.state)).toBe(true);
    t.until('aube');
    expect(action('seth').available(t.state)).toBe(true);
    t.invoke('fennec', ['Bruno']);
    expect(candidates(t, 'seth')).toEqual(['Ana', 'Farid', 'Gaëlle', 'Karim']);
    t.until('fete');
    expect(action('seth').available(t.state)).toBe(false);
    expect(action('rouge').available(t.state)).toBe(false);
  });
});

describe('the black Reptilienne’s conversion (000:321-325, 153-155)', () => {
  it('a villager becomes a plain Reptilien: he meets them and wins with them', () => {
    const t = table({ 7: ['villageois', 'sans-effet'] });
    t.until('aube');
    expect(candidates(t, 'noire')).not.toContain('Bruno');
    t.invoke('noire', ['Hugo']);
    expect(t.rs.camps[t.id('Hugo')]).toEqual(['reptiliens']);
    expect(t.events('conversion').at(-1)!.vis).toEqual({ to: 'players', ids: [t.id('Gaëlle'), t.id('Hugo')] });
    expect(action('noire').available(t.state)).toBe(false);
    t.until('reptiliens');
    expect(t.wakes).toContain(t.id('Hugo'));
  });

  it('keeps the goals of a higher camp: a lover, the médecin, Cortex, Seth (000:323-325)', () => {
    const cases: [string, string[]][] = [
      ['Léa', ['amoureux', 'reptiliens']],
      ['Chloé', ['idealistes', 'reptiliens']],
      ['Inès', ['mc', 'reptiliens']],
      ['David', ['setheux', 'reptiliens']],
    ];
    for (const [who, camps] of cases) {
      const t = table();
      t.until('aube').invoke('noire', [who]);
      expect(t.rs.camps[t.id(who)]).toEqual(camps);
      expect(winCamp(t.state, t.id(who))).toBe(camps[0]);
    }
  });
});
