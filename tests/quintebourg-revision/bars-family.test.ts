/**
 * The family's shared calls (src/rulesets/quintebourg-family) as the revision
 * plays them: who they may designate is declared once as bars, and a refused
 * answer names the rule on its line of 001_47f38bdc018e2680.txt (the original
 * edition's lines: tests/quintebourg/bars-family.test.ts). The call under
 * test is put at the head of the agenda, as its trigger would.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable } from './table';

const table = () => new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN }).toDay(1, 'day');

/** The engine's refusal of a seat no bar explains: what these calls no longer fall back on. */
const UNEXPLAINED = 'ne peut pas être désigné·e ici';

/** The rule a refusal names (it must be a refusal by a bar, not the engine's bare one). */
function ruleOf(out: { kind: string; reason?: string; rule?: string }): string | undefined {
  expect(out.kind).toBe('refused');
  expect(out.reason).not.toContain(UNEXPLAINED);
  return out.rule;
}

/** Test scaffolding: `who` dies, and the table knows it. */
function dead(t: RevisionTable, who: string): void {
  t.setState(
    produce(t.state, (d) => {
      const p = d.players[t.id(who)]!;
      p.health = 'mort';
      p.announced.health = 'mort';
    }),
  );
}

/** Test scaffolding: the call `step` comes now, with `args` (names stand for ids), as its trigger would put it. */
function callNow(t: RevisionTable, step: string, args?: unknown): void {
  const value: Json | undefined = args === undefined ? undefined : t.value(args);
  t.setState(
    produce(t.state, (d) => {
      d.agenda.unshift(value === undefined ? { step } : { step, args: value });
    }),
  );
  expect(t.step).toBe(step);
}

describe('coins (001:127, 157, 179-181)', () => {
  it('a gift comes from a player with a coin, to another the table believes alive (001:179-180)', () => {
    const t = table();
    purse(t, 'Hugo', 0);
    expect(ruleOf(t.actionRejection('don', ['Hugo']))).toBe('001:179-180');
    dead(t, 'Inès');
    callNow(t, 'don-a', { from: 'Ana' });
    expect(ruleOf(t.rejection('don-a', ['Ana']))).toBe('001:179-180');
    expect(ruleOf(t.rejection('don-a', ['Inès']))).toBe('001:179-180');
  });

  it('the Notaire bequeaths to anyone but himself (001:157) who may hold coins (001:181)', () => {
    const t = table();
    dead(t, 'Inès');
    dead(t, 'Jules');
    t.setState(
      produce(t.state, (d) => {
        d.rs.coins.estates[t.id('Inès')] = 2;
      }),
    );
    callNow(t, 'heritage', { from: 'Inès' });
    expect(ruleOf(t.rejection('heritage', ['Hugo']))).toBe('001:157');
    expect(ruleOf(t.rejection('heritage', ['Jules']))).toBe('001:181');
  });

  it('the thief hands his loot on to another (001:127)', () => {
    const t = table();
    purse(t, 'Ana', 3);
    callNow(t, 'larcin-don', { thief: 'Ana', left: 2 });
    expect(ruleOf(t.rejection('larcin-don', ['Ana']))).toBe('001:127');
  });
});

describe('marriage (001:191-193)', () => {
  it('the married ask nobody while their spouse lives (001:193), nor do the dead (001:191)', () => {
    const t = table();
    dead(t, 'Hugo');
    t.setState(
      produce(t.state, (d) => {
        d.rs.spouses = [{ pair: [t.id('Ana'), t.id('Bruno')], home: t.id('Ana') }];
      }),
    );
    callNow(t, 'mariages');
    expect(ruleOf(t.rejection('mariages', ['Ana']))).toBe('001:193');
    expect(ruleOf(t.rejection('mariages', ['Hugo']))).toBe('001:191');
  });

  it('nobody asks himself, and the couple are not their own witnesses (001:191)', () => {
    const t = table();
    callNow(t, 'mariage-partenaire', { asker: 'Chloé' });
    expect(ruleOf(t.rejection('mariage-partenaire', ['Chloé']))).toBe('001:191');
    callNow(t, 'mariage-temoins', { asker: 'Chloé', partner: 'David' });
    expect(ruleOf(t.rejection('mariage-temoins', ['David']))).toBe('001:191');
  });
});

describe('posts (001:132, 137, 143-146, 167)', () => {
  it('only a player without a post applies (001:167); the Scrutateur picks one who applied, in their order (001:146)', () => {
    const t = table();
    callNow(t, 'candidatures', { post: 'pretre-odieux' });
    expect(ruleOf(t.rejection('candidatures', ['Gaëlle']))).toBe('001:167');
    callNow(t, 'arbitrage', { post: 'pretre-odieux', candidates: ['Jules', 'Inès'] });
    expect(t.candidates).toEqual(['Jules', 'Inès']);
    expect(ruleOf(t.rejection('arbitrage', ['Ana']))).toBe('001:146');
  });

  it('the Scrutateur never names himself while a player without a post is left (001:143-145)', () => {
    const t = table();
    t.setState(
      produce(t.state, (d) => {
        d.posts.president = null;
      }),
    );
    callNow(t, 'succession', { post: 'president', resigned: null });
    expect(ruleOf(t.rejection('succession', ['David']))).toBe('001:143-145');
  });

  it('the admired swaps with another (001:137); the sculpted house’s owner with the living (001:132)', () => {
    const t = table();
    dead(t, 'Hugo');
    t.setState(
      produce(t.state, (d) => {
        d.rs.dawn.admired = t.id('Ana');
        d.rs.dawn.harassed = t.id('Bruno');
      }),
    );
    callNow(t, 'admiration');
    expect(ruleOf(t.rejection('admiration', ['Ana']))).toBe('001:137');
    callNow(t, 'demenagement');
    expect(ruleOf(t.rejection('demenagement', ['Hugo']))).toBe('001:132');
  });
});

describe('the vote’s tie and the tribunal (001:151, 154)', () => {
  it('the Président designates one of the tied (001:151), the Procureur the accused among those tied (001:154)', () => {
    const t = table();
    callNow(t, 'egalite', { tied: ['Inès', 'Bruno'], ranking: [] });
    expect(t.candidates).toEqual(['Inès', 'Bruno']);
    expect(ruleOf(t.rejection('egalite', ['Ana']))).toBe('001:151');
    callNow(t, 'tribunal-choix', { sure: [], tied: ['Inès', 'Bruno'], need: 1 });
    expect(ruleOf(t.rejection('tribunal-choix', ['Ana']))).toBe('001:154');
  });
});
