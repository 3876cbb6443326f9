/**
 * The calendar and the three night tables (000_a045abd3825f1297.txt:50-56,
 * 691-805): which weekday day 1 is, odd and even days, Sunday's fête, every
 * row read even for a card nobody holds, each row's per-day calls, and the
 * « N nights a week » powers the calendar enforces.
 */
import { describe, expect, it } from 'vitest';
import { availableActions, currentCall, type Weekday } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import {
  calledOn,
  DAY1,
  isEvenDay,
  isOddDay,
  nightRows,
  nightsPerWeek,
  weekday,
  weekOf,
} from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { BASIC_V, POSTS, seatsV } from './fixtures';

/** Answer every call of the current phase the quiet way, recording [step, inert reason]. */
function walkPhase(t: Table): [string, string | null][] {
  const out: [string, string | null][] = [];
  const { phase, day } = t.state.clock;
  for (let i = 0; i < 400 && t.state.clock.phase === phase && t.state.clock.day === day && !t.state.ended; i++) {
    const c = t.call;
    out.push([c.step, c.inert]);
    const p = c.prompt;
    if (p.kind === 'ack') t.playCurrent();
    else if (p.kind === 'yesno') t.playCurrent(false);
    else if (p.kind === 'choice') {
      const quiet = p.options.find((o) => ['rien', 'aucun', 'aucune', 'non', 'fin', 'normale'].includes(o.value));
      if (!quiet) throw new Error(`no quiet answer to ${c.step}: ${p.options.map((o) => o.value).join(', ')}`);
      t.playCurrent(quiet.value);
    } else if (p.kind === 'players') t.playCurrent(p.candidates.slice(0, p.min));
    else if (p.kind === 'ballots')
      t.playCurrent(Object.fromEntries(p.voters.map((v) => [v.id, p.allowBlank ? null : p.candidates[0]!])));
    else throw new Error(`cannot walk ${c.step}`);
  }
  return out;
}

const clock = (t: Table) => `${t.state.clock.phase} ${t.state.clock.day} ${weekday(t.state.clock.day)}`;

describe('the week (000:50-56)', () => {
  it('day 1 is a Thursday: night 1 is in the Monday/Thursday table with row G, and night 3 is the Saturday that calls Skadi (000:333, 743, 787)', () => {
    expect(DAY1).toBe('jeudi');
    expect(quintebourg.calendar).toEqual({ day1: 'jeudi' });
    expect([1, 2, 3, 4, 5, 10, 11, 12].map(weekday)).toEqual([
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
      'lundi',
      'samedi',
      'dimanche',
      'lundi',
    ]);
    // Row G (« 1ère nuit ») is printed in the Monday/Thursday table only, Skadi's row in the Saturday column only.
    expect(calledOn(1, 'eris-haine')).toBe(true);
    expect(calledOn(3, 'skadi')).toBe(true);
    // A Monday start would fail Skadi: her third night would be a Wednesday, which has no Skadi row.
    expect(nightRows('mercredi')!.some((r) => r.calls.includes('skadi'))).toBe(false);
    expect([1, 2, 3, 5, 6, 7, 8, 9, 10].filter((d) => calledOn(d, 'skadi'))).toEqual([3, 10]);
  });

  it('odd days are Monday, Wednesday, Friday; even days Tuesday, Thursday, Saturday; Sunday is neither (000:52-54)', () => {
    const days = [1, 2, 3, 4, 5, 6, 7];
    expect(days.filter(isOddDay).map(weekday)).toEqual(['vendredi', 'lundi', 'mercredi']);
    expect(days.filter(isEvenDay).map(weekday)).toEqual(['jeudi', 'samedi', 'mardi']);
    expect(isOddDay(4) || isEvenDay(4)).toBe(false);
  });

  it('weeks run Monday to Sunday: days 1-4 are the first, day 5 (a Monday) opens the second', () => {
    expect([1, 4, 5, 11, 12].map(weekOf)).toEqual([0, 0, 1, 1, 2]);
  });

  it('night N comes before day N; after Saturday comes Sunday’s fête with no night before it, then Monday night (000:56)', () => {
    const t = new Table({ seats: BASIC_V, posts: POSTS });
    const seen: string[] = [clock(t)];
    for (let i = 0; i < 8; i++) {
      walkPhase(t);
      seen.push(clock(t));
    }
    expect(seen).toEqual([
      'night 1 jeudi',
      'day 1 jeudi',
      'night 2 vendredi',
      'day 2 vendredi',
      'night 3 samedi',
      'day 3 samedi',
      'day 4 dimanche',
      'night 5 lundi',
      'day 5 lundi',
    ]);
    expect(t.texts('phase').slice(-5)).toEqual(['Nuit 3', 'Jour 3', 'Jour 4', 'Nuit 5', 'Jour 5']);
  });
});

describe('Sunday, the fête (000:56)', () => {
  function toSunday(over: Record<number, [string, string]> = {}): Table {
    const t = new Table({ seats: seatsV(over), posts: POSTS });
    for (let i = 0; i < 6; i++) walkPhase(t);
    expect(clock(t)).toBe('day 4 dimanche');
    return t;
  }

  it('opens with the fête and its timer, then the report, marriages and the richest citizen: no law, no vote, no execution, no pickpocket', () => {
    const t = toSunday();
    const call = currentCall(quintebourg, t.state)!;
    expect(call.step).toBe('fete');
    expect(t.timer).toBe(600);
    const steps = walkPhase(t).map(([s]) => s);
    expect(steps[0]).toBe('fete');
    expect(steps).toContain('bilan');
    expect(steps).toContain('mariages');
    expect(steps[steps.length - 1]).toBe('plus-riche');
    for (const none of [
      'session',
      'loi',
      'senat',
      'debat',
      'vote',
      'depouillement',
      'tribunal-vote',
      'pickpocket',
      'aube',
    ])
      expect(steps).not.toContain(none);
    expect(clock(t)).toBe('night 5 lundi');
  });

  it('has no death: kills at will are offered on Thursday but not on Sunday (000:56)', () => {
    const t = new Table({ seats: seatsV({ 5: ['seth', 'assassin'], 6: ['fennec', 'sans-effet'] }), posts: POSTS });
    walkPhase(t);
    expect(clock(t)).toBe('day 1 jeudi');
    const day1 = availableActions(quintebourg, t.state).map((a) => a.id);
    expect(day1).toEqual(expect.arrayContaining(['seth', 'fennec']));
    for (let i = 0; i < 5; i++) walkPhase(t);
    expect(clock(t)).toBe('day 4 dimanche');
    const sunday = availableActions(quintebourg, t.state).map((a) => a.id);
    for (const kill of ['seth', 'fennec', 'rouge']) expect(sunday).not.toContain(kill);
  });

  it('shows the fête on the public screen, and not Saturday’s law (000:56, 517)', () => {
    const t = new Table({ seats: BASIC_V, posts: POSTS });
    for (let i = 0; i < 5; i++) walkPhase(t);
    expect(clock(t)).toBe('day 3 samedi');
    t.until('loi').play('loi', 'urne-perdue').play('senat', true);
    expect(t.publicView().blocks.map((x) => x.title)).toContain('Loi du jour');
    walkPhase(t);
    expect(clock(t)).toBe('day 4 dimanche');
    const blocks = t.publicView().blocks;
    expect(blocks.map((x) => x.kind)).toEqual(['banner']);
    expect(blocks[0]).toMatchObject({ title: 'Dimanche\u00a0: la fête au village' });
  });
});

describe('the three night tables (000:736-805)', () => {
  it('plays each weekday’s column, row by row, with the per-day variants', () => {
    const table = (d: Weekday) => Object.fromEntries(nightRows(d)!.map((r) => [r.row, r.calls.join(' ')]));
    const common = {
      A: 'bourreau medecin-soins medecin-remede',
      B: 'maj-debut',
      D: 'reptiliens',
      F: 'amoureux-lieu',
      H: 'marchand-de-sable morphee',
      M: 'amoureux-nuit',
      N: 'laura',
      P: 'dodo',
      Q: 'attaque',
      T: 'couples',
      U: 'sesiano',
      '13': 'morts',
      V: 'maj-fin',
    };
    // 000:737-758
    expect(table('lundi')).toEqual({
      ...common,
      C: 'cortex minus',
      E: 'algebristes',
      G: 'eris-haine cupidon-plans',
      I: 'curieux fureteur',
      J: 'eris-postes',
      K: 'chirurgien',
      L: 'artiste-sculpture',
      O: 'parrain chef-ronde',
      R: 'chercheur bricoleur',
      S: 'tricheur',
    });
    expect(table('jeudi')).toEqual({
      ...common,
      C: 'cortex minus',
      E: 'algebristes',
      G: 'eris-haine cupidon-plans',
      I: 'curieux',
      J: 'eris-postes',
      K: 'chirurgien brancardier',
      L: 'artiste-sculpture',
      O: 'bras-droit chef-ronde',
      R: 'chercheur geek',
      S: 'tricheur',
    });
    // 000:761-782
    expect(table('mardi')).toEqual({
      ...common,
      C: 'cortex minus',
      E: 'analystes',
      G: 'haineux-lieu',
      I: 'fouineur commere',
      J: 'cupidon-admiration',
      K: 'infirmier anesthesiste',
      L: 'haineux-combat',
      O: 'bras-droit',
      R: 'ingenieur',
      S: 'brigand',
    });
    expect(table('vendredi')).toEqual({
      ...common,
      C: 'cortex minus',
      E: 'analystes',
      G: 'haineux-lieu',
      I: 'fouineur fureteur',
      J: 'cupidon-admiration',
      K: 'infirmier',
      L: 'haineux-combat',
      O: 'parrain',
      R: 'ingenieur bricoleur',
      S: 'brigand',
    });
    // 000:785-805
    expect(table('mercredi')).toEqual({
      ...common,
      C: 'cortex minus',
      E: 'geometres',
      G: 'plans-lieu',
      I: 'indiscret',
      J: 'artiste-demission',
      K: 'pharmacien brancardier',
      L: 'plans-nuit',
      O: 'parrain',
      R: 'scientifique geek',
      S: 'hacker',
    });
    expect(table('samedi')).toEqual({
      ...common,
      C: 'skadi',
      E: 'geometres',
      G: 'plans-lieu',
      I: 'indiscret commere',
      J: 'artiste-demission',
      K: 'pharmacien anesthesiste',
      L: 'plans-nuit',
      O: 'bras-droit',
      R: 'scientifique',
      S: 'hacker',
    });
    expect(nightRows('dimanche')).toBeNull();
    expect(
      nightRows('jeudi')!
        .map((r) => r.row)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTU13V');
  });

  it('reads every row, even for a card nobody holds, with the reason shown to the MJ alone (000:697)', () => {
    const t = new Table({ seats: BASIC_V, posts: POSTS });
    const calls = walkPhase(t);
    const order = calls.map(([s]) => s).filter((s) => s !== 'presentation' && s !== 'sbires' && s !== 'tombee');
    expect(order).toEqual([
      'bourreau',
      'medecin-soins',
      'medecin-remede',
      'maj-debut',
      'cortex',
      'minus',
      'reptiliens',
      'amoureux-lieu',
      'eris-haine',
      'cupidon-plans',
      'marchand-de-sable',
      'morphee',
      'curieux',
      'chirurgien',
      'brancardier',
      'artiste-sculpture',
      'amoureux-nuit',
      'laura',
      'bras-droit',
      'chef-ronde',
      'dodo',
      'attaque',
      'chercheur',
      'geek',
      'tricheur',
      'couples',
      'sesiano',
      'morts',
      'maj-fin',
    ]);
    const inert = Object.fromEntries(calls);
    expect(inert.curieux).toBe('personne n’a la carte Curieux');
    expect(inert.cortex).toBe('personne n’a la carte Cortex');
    expect(inert.sesiano).toBe('personne n’a la carte Prophète Sesiano');
    // An inert call is answered by « Suivant » only, and the table sees nothing of it.
    expect(t.events('inert').every((e) => e.vis.to === 'mj')).toBe(true);
  });

  it('calls a card whose holder cannot act: the row is read, the answer refused (000:697)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'curieux'] }), posts: POSTS });
    t.until('curieux');
    expect(t.call.inert).toBeNull();
    const u = new Table({
      seats: seatsV({ 3: ['villageois', 'marchand-de-sable'], 4: ['villageois', 'curieux'] }),
      posts: POSTS,
    });
    u.until('marchand-de-sable').play('marchand-de-sable', ['Emma']);
    u.until('curieux');
    expect(u.call.inert).toBe('Emma dort d’un sommeil lourd');
    expect(u.refusal('curieux', `${u.id('David')}:parti`)).toMatch(/sans effet/);
  });

  it('calls row G only on the first night and Éris’s posts (row J, « 2+ ») from the second Monday/Thursday on (000:743, 746)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'eris'] }), posts: POSTS });
    const night1 = walkPhase(t).map(([s]) => s);
    expect(night1).toContain('eris-haine');
    expect(night1).not.toContain('eris-postes');
    for (let i = 0; i < 6; i++) walkPhase(t);
    expect(clock(t)).toBe('night 5 lundi');
    const night5 = walkPhase(t).map(([s]) => s);
    expect(night5).not.toContain('eris-haine');
    expect(night5).toContain('eris-postes');
  });
});

describe('« N nights a week » (000:278, 367, 377, 385, 391, 417-419, 425, 431, 461)', () => {
  it('calls each power on exactly its printed nights', () => {
    const counts = Object.fromEntries(
      [
        'curieux',
        'fouineur',
        'indiscret',
        'fureteur',
        'commere',
        'scientifique',
        'geek',
        'chercheur',
        'bricoleur',
        'ingenieur',
        'infirmier',
        'pharmacien',
        'chirurgien',
        'brancardier',
        'anesthesiste',
        'tricheur',
        'hacker',
        'brigand',
        'eris-postes',
        'cupidon-admiration',
        'artiste-sculpture',
        'artiste-demission',
        'haineux-combat',
        'plans-nuit',
        'algebristes',
        'analystes',
        'geometres',
        'cortex',
        'reptiliens',
        'amoureux-nuit',
        'marchand-de-sable',
        'laura',
        'skadi',
        'parrain',
        'bras-droit',
        'chef-ronde',
      ].map((s) => [s, nightsPerWeek(s)]),
    );
    expect(counts).toEqual({
      // « une nuit sur trois »: two of the six nights (000:385).
      curieux: 2,
      fouineur: 2,
      indiscret: 2,
      fureteur: 2,
      commere: 2,
      // « 2 nuits par semaine » (000:367, 377, 391).
      scientifique: 2,
      geek: 2,
      chercheur: 2,
      bricoleur: 2,
      ingenieur: 2,
      infirmier: 2,
      pharmacien: 2,
      chirurgien: 2,
      brancardier: 2,
      anesthesiste: 2,
      tricheur: 2,
      hacker: 2,
      brigand: 2,
      // Éris, Cupidon, the artist's 2 + 2, the hated ones' fights (000:417-419, 425, 431, 461), the schools (000:217, 221).
      'eris-postes': 2,
      'cupidon-admiration': 2,
      'artiste-sculpture': 2,
      'artiste-demission': 2,
      'haineux-combat': 2,
      'plans-nuit': 2,
      algebristes: 2,
      analystes: 2,
      geometres: 2,
      // Row C calls M & C five nights; the weekly limit keeps them to four (below).
      cortex: 5,
      reptiliens: 6,
      'amoureux-nuit': 6,
      'marchand-de-sable': 6,
      laura: 6,
      skadi: 1,
      parrain: 3,
      'bras-droit': 3,
      'chef-ronde': 2,
    });
  });

  const MC = (options = {}) =>
    new Table({ seats: seatsV({ 6: ['cortex', 'sans-effet'], 7: ['minus', 'sans-effet'] }), posts: POSTS, options });

  /** Walk to Cortex's call of night `n`; there he charms `target`, passes, or (null) the call waits. */
  function cortexNight(t: Table, n: number, target: string | 'passe' | null): void {
    while (!(t.state.clock.phase === 'night' && t.state.clock.day === n)) walkPhase(t);
    t.until('cortex');
    if (target === 'passe') t.play('cortex', 'rien');
    else if (target !== null)
      t.play('cortex', t.opt('charme', target))
        .play('cortex-minus', [target === 'Farid' ? 'Emma' : 'Farid'])
        .play('minus', 'rien');
  }

  it('Minus and Cortex act four nights a week: the fifth call of the week is read without effect, and a new week starts afresh (000:278, 282)', () => {
    const t = MC();
    // Week 1 (Thursday, Friday; Saturday's row C is Skadi's), then week 2 from Monday to Thursday.
    for (const n of [1, 2, 5, 6, 7, 8]) cortexNight(t, n, 'Ana');
    expect(t.rs.weekly[`${t.id('Gaëlle')}/cortex`]).toEqual([5, 6, 7, 8]);
    cortexNight(t, 9, null);
    expect(t.call.step).toBe('cortex');
    expect(t.call.inert).toBe('déjà 4 nuits cette semaine (lundi, mardi, mercredi, jeudi)');
    expect(t.refusal('cortex', 'rien')).toMatch(/sans effet/);
    // The next Monday (night 12) they act again.
    cortexNight(t, 12, null);
    expect(t.call.inert).toBeNull();
  });

  it('lets the pair choose its four nights: a night they pass does not count (000:278)', () => {
    const t = MC();
    cortexNight(t, 5, 'passe');
    cortexNight(t, 6, 'Ana');
    cortexNight(t, 7, 'Bruno');
    cortexNight(t, 8, 'Chloé');
    cortexNight(t, 9, 'David');
    expect(t.rs.charmed).toHaveLength(4);
  });

  it('keeps the five printed nights with the option « table »', () => {
    const t = MC({ mcNuits: 'table' });
    for (const [n, who] of [
      [5, 'Ana'],
      [6, 'Bruno'],
      [7, 'Chloé'],
      [8, 'David'],
    ] as const)
      cortexNight(t, n, who);
    cortexNight(t, 9, null);
    expect(t.call.inert).toBeNull();
  });
});

describe('Saturday’s execution over Sunday (000:56, 495, 737)', () => {
  it('the Bourreau chooses his potion for Saturday’s executed at the next row A, Monday night', () => {
    const t = new Table({ seats: BASIC_V, posts: POSTS });
    for (let i = 0; i < 5; i++) walkPhase(t);
    expect(clock(t)).toBe('day 3 samedi');
    t.until('vote');
    t.play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David', Emma: 'David' }));
    t.until('fete');
    expect(t.health('David')).toBe('Q');
    walkPhase(t);
    expect(clock(t)).toBe('night 5 lundi');
    t.until('bourreau');
    expect(t.call.inert).toBeNull();
    expect(t.candidates).toEqual(['David']);
    t.play('bourreau', ['David']);
    expect(t.health('David')).toBe('C');
  });
});
