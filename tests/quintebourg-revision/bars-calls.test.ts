/**
 * Who a call may designate, declared once as its bars: an answer naming a
 * player a call leaves out is refused with the rule that leaves him out and
 * its line of 001_47f38bdc018e2680.txt (the dead, 001:195; each call's own).
 * The call under test is put at the head of the agenda, as its trigger would.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine';
import type { Fate } from '../../src/rulesets/quintebourg-revision/types';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable } from './table';

const table = (over: Parameters<typeof seats>[0] = {}) =>
  new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN });

/** The engine's refusal of a seat no bar explains: what these calls no longer fall back on. */
const UNEXPLAINED = 'ne peut pas être désigné·e ici';

/** The rule a refusal names (it must be a refusal by a bar, not the engine's bare one). */
function ruleOf(out: { kind: string; reason?: string; rule?: string }): string | undefined {
  expect(out.kind).toBe('refused');
  expect(out.reason).not.toContain(UNEXPLAINED);
  return out.rule;
}

/** Test scaffolding: `who` dies, and the table knows it; `fate` what he became. */
function dead(t: RevisionTable, who: string, fate: Fate | null = null): void {
  const id = t.id(who);
  t.setState(
    produce(t.state, (d) => {
      const p = d.players[id]!;
      p.health = 'mort';
      p.announced.health = 'mort';
      d.rs.deaths += 1;
      d.rs.dead[id] = { day: d.clock.day, rank: d.rs.deaths, turned: [], fate };
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

describe('the shared bars', () => {
  it('the dead are out of the living’s calls (001:195)', () => {
    const t = table().toDay(1, 'day');
    dead(t, 'Hugo');
    callNow(t, 'loi-votants', { by: 'Ana' });
    expect(t.candidates).not.toContain('Hugo');
    const out = t.rejection('loi-votants', ['Hugo']);
    expect(ruleOf(out)).toBe('001:195');
    // The one wording that matters: the reason names the player.
    expect(out).toMatchObject({ reason: 'Hugo est mort·e.' });
  });

  it('a dead player who is no ghost is out of Minus and Cortex’s swaps (001:196-205)', () => {
    const t = table({ 3: ['cortex', 'sans-specialite'], 4: ['minus', 'sans-specialite'] }).toDay(1);
    dead(t, 'Hugo', 'esprit');
    dead(t, 'Inès', 'fantome');
    callNow(t, 'cortex');
    expect(t.candidates).toContain('Inès');
    expect(ruleOf(t.rejection('cortex', ['Hugo']))).toBe('001:196-205');
  });
});

describe('the invoked powers’ targets', () => {
  it('a repticide kills a Reptilien (001:79, 94), never the killer himself', () => {
    const t = table({ 3: ['seth', 'sans-specialite'], 4: ['reptilienne-rouge', 'sans-specialite'] }).toDay(1, 'day');
    expect(ruleOf(t.actionRejection('seth', ['Hugo']))).toBe('001:79');
    expect(ruleOf(t.actionRejection('rouge', ['Hugo']))).toBe('001:94');
    expect(ruleOf(t.actionRejection('seth', ['David']))).toBe('001:79');
  });

  it('the Fennec bites another, alive (001:81, 195)', () => {
    const t = table({ 3: ['fennec', 'sans-specialite'], 4: ['seth', 'sans-specialite'] }).toDay(1, 'day');
    dead(t, 'Hugo');
    expect(ruleOf(t.actionRejection('fennec', ['David']))).toBe('001:81');
    expect(ruleOf(t.actionRejection('fennec', ['Hugo']))).toBe('001:195');
  });

  it('Shéhérazade converts an enemy, never an Idéaliste (001:72); the black Reptilienne a non-Reptilien (001:92)', () => {
    const t = table({ 3: ['sheherazade', 'sans-specialite'], 4: ['reptilienne-noire', 'sans-specialite'] });
    t.toDay(1, 'day');
    t.setState(
      produce(t.state, (d) => {
        d.rs.camps[t.id('Hugo')] = ['idealistes', 'villageois'];
      }),
    );
    expect(ruleOf(t.actionRejection('sheherazade', ['Hugo']))).toBe('001:72');
    expect(ruleOf(t.actionRejection('noire', ['Ana']))).toBe('001:92');
  });

  it('the Prophète raises a ghost only (001:76)', () => {
    const t = table().toDay(1, 'day');
    dead(t, 'Hugo', 'fantome');
    dead(t, 'Inès', 'esprit');
    expect(ruleOf(t.actionRejection('prophete', ['Inès']))).toBe('001:76');
  });

  it('the Assassin shoots another (001:128)', () => {
    const t = table({ 3: ['villageois', 'assassin'] }).toDay(1, 'day');
    purse(t, 'David', 3);
    expect(ruleOf(t.actionRejection('assassin', ['David']))).toBe('001:128');
  });

  it('the Procureur investigates a post holder (001:156)', () => {
    const t = table().toDay(1, 'day');
    purse(t, 'Emma', 2);
    t.setState(
      produce(t.state, (d) => {
        d.posts.randy = t.id('Ana');
      }),
    );
    expect(ruleOf(t.actionRejection('enquete', ['Bruno']))).toBe('001:156');
  });
});

describe('the night’s and the day’s calls', () => {
  it('Orphée charms a new person each night (001:98)', () => {
    const t = table({ 3: ['orphee', 'sans-specialite'] }).toDay(1);
    t.setState(
      produce(t.state, (d) => {
        d.rs.charmed = [t.id('Hugo')];
      }),
    );
    callNow(t, 'orphee');
    expect(ruleOf(t.rejection('orphee', ['Hugo']))).toBe('001:98');
  });

  it('Minus designates another than Cortex’s first (001:84)', () => {
    const t = table({ 3: ['cortex', 'sans-specialite'], 4: ['minus', 'sans-specialite'] }).toDay(1);
    callNow(t, 'minus', { first: 'Hugo' });
    expect(ruleOf(t.rejection('minus', ['Hugo']))).toBe('001:84');
  });

  it('the caricature makes a post holder resign, never the Scrutateur’s post alone (001:133)', () => {
    const t = table({ 3: ['villageois', 'artiste'] }).toDay(1);
    callNow(t, 'caricature');
    expect(ruleOf(t.rejection('caricature', ['Ana']))).toBe('001:133');
    expect(ruleOf(t.rejection('caricature', ['David']))).toBe('001:133');
  });

  it('the Cambrioleur robs another’s house (001:127)', () => {
    const t = table({ 3: ['villageois', 'cambrioleur'] }).toDay(1);
    callNow(t, 'cambrioleur');
    expect(ruleOf(t.rejection('cambrioleur', ['David']))).toBe('001:127');
  });

  it('the Révélateur names a dead player (001:121-124)', () => {
    const t = table({ 3: ['villageois', 'ingenieure'] }).toDay(1);
    dead(t, 'Hugo');
    callNow(t, 'invention', { kind: 'revelateur' });
    expect(t.candidates).toEqual(['Hugo']);
    expect(ruleOf(t.rejection('invention', ['Inès']))).toBe('001:121-124');
  });

  it('the militia’s Chef chooses among the tied houses, in their order (001:148)', () => {
    const t = table().toDay(1);
    callNow(t, 'milice-egalite', { tied: ['Inès', 'Bruno'] });
    expect(t.candidates).toEqual(['Inès', 'Bruno']);
    expect(ruleOf(t.rejection('milice-egalite', ['Ana']))).toBe('001:148');
  });

  it('the law is proposed by a ghost, a living player without a post or the poorest (001:159-163)', () => {
    const t = table().toDay(1, 'day');
    purse(t, 'Gaëlle', 5);
    callNow(t, 'loi');
    expect(ruleOf(t.rejection('loi', ['Gaëlle']))).toBe('001:159-163');
  });

  it('a post at the start goes to a player without one (001:139)', () => {
    const t = table().toDay(1, 'day');
    callNow(t, 'poste-depart', { post: 'pretre-odieux' });
    expect(ruleOf(t.rejection('poste-depart', ['Gaëlle']))).toBe('001:139');
  });

  it('Poirot names the others, each once (001:111)', () => {
    const t = table({ 2: ['poirot', 'sans-specialite'] }).toDay(1, 'day');
    t.setState(
      produce(t.state, (d) => {
        d.rs.goals[t.id('Chloé')] = ['showman'];
      }),
    );
    t.invoke('show');
    expect(t.step).toBe('show-qui');
    expect(ruleOf(t.rejection('show-qui', ['Chloé']))).toBe('001:111');
  });
});
