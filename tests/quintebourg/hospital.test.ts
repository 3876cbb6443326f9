/**
 * The hospital (000_a045abd3825f1297.txt:76-78, 91-95, 606-624): who sleeps
 * there, the nights that heal, its rooms under attack, who counts in a room,
 * who defends there, and the lone patient who always loses a step.
 */
import { describe, expect, it } from 'vitest';
import { grimoire } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { QuintebourgTable as Table, type QAnswers } from './table';
import { POSTS, seatsV } from './fixtures';

/** Where the Reptiliens aim: a house, a room, or nowhere. */
type Aim = QAnswers['steps']['reptiliens'];

type Seats = [string, string][];

/** Eight players of mode V: Ana (alpha) and Bruno attack, Chloé is the médecin. */
function table(
  over: Record<number, [string, string]> = {},
  posts: Record<string, string> = {},
  alibis?: Record<string, string>,
): Table {
  const seats: Seats = seatsV();
  for (const [i, s] of Object.entries(over)) seats[Number(i)] = s;
  return new Table({ seats, posts: { ...POSTS, ...posts }, ...(alibis ? { alibis } : {}) });
}

function attackNight(t: Table, target: Aim, ...faces: number[]): Table {
  t.until('reptiliens').play('reptiliens', target);
  t.until('dodo')
    .rolls(...faces)
    .play('dodo');
  return t;
}

/** The nights-at-the-hospital count of a player after this night's row V. */
function countAfterNight(t: Table, who: string): { day: number; count: number; health: string; notes: string[] } {
  t.until('maj-fin');
  const day = t.state.clock.day;
  const notes = t.call.notes.filter((n) => n.startsWith(who));
  t.play('maj-fin');
  return { day, count: t.rs.hospital[t.id(who)] ?? 0, health: t.health(who), notes };
}

describe('who sleeps at the hospital (000:76-78)', () => {
  it('the B, C and Q each lie in their own room, the M at the morgue', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Gaëlle'), 9);
    attackNight(t, t.opt('house', 'Farid'), 6);
    attackNight(t, t.opt('house', 'Emma'), 3);
    attackNight(t, t.opt('house', 'David'), 1);
    expect(['David', 'Emma', 'Farid', 'Gaëlle'].map((n) => t.health(n))).toEqual(['B', 'C', 'Q', 'M']);
    t.until('dodo').play('dodo');
    expect(t.texts('carte-nuit').slice(-1)[0]).toContain(
      'La chambre d’hôpital de David\u00a0: David (repos à l’hôpital)\u00a0; La chambre d’hôpital d’Emma\u00a0: Emma (Coma)\u00a0; La chambre d’hôpital de Farid\u00a0: Farid (Quasi-mort)\u00a0; La morgue\u00a0: Gaëlle (Mort)',
    );
    // The grimoire tells the MJ who lies at the hospital, in which room, and who is at the morgue, health in words (issue 13).
    const rows = grimoire(quintebourg, t.state);
    const row = (n: string) => rows.find((r) => r.name === n)!;
    expect(row('David').markers).toContain('À l’hôpital, chambre 4');
    // Emma, in a coma since the night before, has one night there out of the three that heal (000:93).
    expect(row('Emma').markers).toContain('À l’hôpital, chambre 5 (1 nuit sur 3)');
    expect(row('Farid').markers).toContain('À l’hôpital, chambre 6');
    expect(row('Gaëlle').markers).toContain('À la morgue');
    expect(rows.map((r) => r.healthLabel).slice(3, 7)).toEqual(['Blessé', 'Coma', 'Quasi-mort', 'Mort']);
    expect(row('Ana').markers.some((m) => m.startsWith('À l’hôpital'))).toBe(false);
    const map = t.rs.night.map!;
    expect([map[t.id('David')], map[t.id('Emma')], map[t.id('Farid')], map[t.id('Gaëlle')]]).toEqual([
      { kind: 'hospital', room: 4 },
      { kind: 'hospital', room: 5 },
      { kind: 'hospital', room: 6 },
      { kind: 'morgue' },
    ]);
  });

  it('a B sbire on guard spends the night in the house he guards (000:76, 447)', () => {
    const t = table({ 1: ['reptilien', 'parrain'] });
    t.until('sbires').play('sbires', [t.id('David')]);
    // David is hurt B (a 1 on table 1), strikes Ana back (the draw's first) and misses (a 0): the Parrain stays up.
    attackNight(t, t.opt('house', 'David'), 1, 1, 0);
    // Night 2 is a Friday: the Parrain is called at row O (000:775).
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('David')}@${t.id('Emma')}`);
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'house', owner: t.id('Emma') });
    expect(t.rs.night.long![t.id('David')]).toBe('faction');
  });
});

describe('three nights at the hospital heal one step (000:93)', () => {
  it('a B patient is I after his third night there', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    // Night 1 he was hit at home, after the night's map: it does not count.
    expect(countAfterNight(t, 'David')).toEqual({
      day: 1,
      count: 0,
      health: 'B',
      notes: ['David (Blessé) n’a pas passé la nuit à l’hôpital\u00a0: elle ne compte pas (0 nuit sur 3).'],
    });
    expect(countAfterNight(t, 'David')).toEqual({
      day: 2,
      count: 1,
      health: 'B',
      notes: ['David (Blessé)\u00a0: 1 nuit à l’hôpital sur 3.'],
    });
    expect(countAfterNight(t, 'David')).toEqual({
      day: 3,
      count: 2,
      health: 'B',
      notes: ['David (Blessé)\u00a0: 2 nuits à l’hôpital sur 3.'],
    });
    expect(countAfterNight(t, 'David')).toEqual({
      day: 5,
      count: 0,
      health: 'I',
      notes: ['David a passé trois nuits à l’hôpital\u00a0: il ou elle passe de Blessé à Indemne.'],
    });
    expect(
      t
        .events('health')
        .slice(-1)
        .map((e) => e.data),
    ).toEqual([{ player: t.id('David'), from: 'B', to: 'I', cause: 'hopital' }]);
  });

  it('a night out on guard does not count (000:76, 447)', () => {
    const t = table({ 1: ['reptilien', 'parrain'] });
    t.until('sbires').play('sbires', [t.id('David')]);
    // David is hurt B (a 1 on table 1), strikes Ana back (the draw's first) and misses (a 0): the Parrain stays up.
    attackNight(t, t.opt('house', 'David'), 1, 1, 0);
    countAfterNight(t, 'David');
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('David')}@${t.id('Emma')}`);
    expect(countAfterNight(t, 'David')).toEqual({
      day: 2,
      count: 0,
      health: 'B',
      notes: ['David (Blessé) n’a pas passé la nuit à l’hôpital\u00a0: elle ne compte pas (0 nuit sur 3).'],
    });
    expect(countAfterNight(t, 'David')).toEqual({
      day: 3,
      count: 1,
      health: 'B',
      notes: ['David (Blessé)\u00a0: 1 nuit à l’hôpital sur 3.'],
    });
  });

  it('a new change of health starts the count again (000:93)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    countAfterNight(t, 'David');
    countAfterNight(t, 'David');
    expect(countAfterNight(t, 'David')).toMatchObject({ day: 3, count: 2 });
    // Night 5: the médecin makes him C at row A, before the map: the night counts, from 0.
    t.until('medecin-soins').play('medecin-soins', `aggrave:${t.id('David')}`);
    expect(countAfterNight(t, 'David')).toEqual({
      day: 5,
      count: 1,
      health: 'C',
      notes: ['David (Coma)\u00a0: 1 nuit à l’hôpital sur 3.'],
    });
  });

  it('a B lover watching at the bedside of his B partner is at the hospital too (000:93, 237)', () => {
    const t = table(
      { 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] },
      {},
      { David: 'villageois', Emma: 'villageois' },
    );
    attackNight(t, t.opt('house', 'David'), 1);
    expect(countAfterNight(t, 'David')).toMatchObject({ day: 1, count: 0, health: 'B' });
    // Night 2: Emma watches at David's bedside; the Reptiliens strike the room. Both lovers defend (000:585):
    // the draw picks Emma, table 2 (two against two), then the attacker she strikes back and his row.
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(2, 1, 1, 0).play('dodo');
    expect(t.call.notes.slice(1, 3)).toEqual([
      'À égalité de priorité\u00a0: David et Emma\u00a0; le tirage désigne Emma.',
      'Emma est touché·e\u00a0: le dé donne 1, soit Blessé\u00a0; Emma passe d’Indemne à Blessé.',
    ]);
    expect(t.rs.night.long![t.id('Emma')]).toBe('veille');
    expect([t.health('David'), t.health('Emma')]).toEqual(['B', 'B']);
    // She was hurt in a hospital room, where she spent the night: it counts for her as B (reading choice).
    expect(countAfterNight(t, 'David')).toMatchObject({ day: 2, count: 1 });
    expect(t.rs.hospital[t.id('Emma')]).toBe(1);
    // Night 3: both B, they share David's room (the night map's reading); both nights count.
    t.until('dodo').play('dodo');
    expect([t.rs.night.long![t.id('David')], t.rs.night.long![t.id('Emma')]]).toEqual(['repos', 'veille']);
    expect(t.rs.night.map![t.id('Emma')]).toEqual({ kind: 'hospital', room: 4 });
    expect(countAfterNight(t, 'David')).toMatchObject({ day: 3, count: 2 });
    expect(t.rs.hospital[t.id('Emma')]).toBe(2);
    expect(countAfterNight(t, 'David')).toMatchObject({
      day: 5,
      count: 0,
      health: 'I',
      notes: ['David a passé trois nuits à l’hôpital\u00a0: il ou elle passe de Blessé à Indemne.'],
    });
    expect(t.health('Emma')).toBe('I');
  });

  it('a Q gets nothing from his nights there (000:91-97)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 6);
    for (const day of [1, 2, 3, 5])
      expect(countAfterNight(t, 'David')).toEqual({ day, count: 0, health: 'Q', notes: [] });
  });
});

describe('attacks at the hospital (000:606-624)', () => {
  it('pointing at a patient aims at his room (000:608)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    t.until('reptiliens');
    expect(t.options).toContain(t.opt('room', 'David'));
    attackNight(t, t.opt('room', 'David'), 4);
    expect(t.rs.night.attack).toEqual({ camp: 'reptiliens', target: { kind: 'room', patient: t.id('David') } });
    expect(t.call.notes[0]).toBe(
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre 1 en face (David)\u00a0: les attaquants sont en surnombre.',
    );
    expect(t.health('David')).toBe('C');
  });

  it('a B patient counts 1: two attackers outnumber him, table 1 (000:612, 701)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    attackNight(t, t.opt('room', 'David'), 5);
    expect(
      t
        .events('table')
        .slice(-1)
        .map((e) => e.data),
    ).toEqual([{ table: 'table-1', face: 5, row: [5, 6, 7, 8], result: 'Q', purpose: 'attaque sur David' }]);
    expect(t.health('David')).toBe('Q');
  });

  it('a C patient counts 0: one attacker outnumbers him (000:614)', () => {
    const t = table({ 1: ['reptilien', 'marchand-de-sable'] });
    attackNight(t, t.opt('house', 'David'), 2);
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    // Bruno puts himself to sleep: Ana attacks alone.
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Bruno')]);
    t.until('dodo').rolls(6).play('dodo');
    expect(t.call.notes[0]).toBe(
      'Dans la chambre d’hôpital de David\u00a0: Ana et David. 1 attaquant (Ana) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
    );
    expect(t.health('David')).toBe('Q');
  });

  it('a lone patient whose roll would leave him as he was loses one step (000:622)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 3);
    expect(t.health('David')).toBe('C');
    // Table 1, face 3: C, the same as before: he still drops to Q.
    attackNight(t, t.opt('room', 'David'), 3);
    expect(t.call.notes[1]).toBe(
      'David est touché·e\u00a0: le dé donne 3, soit Coma (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Coma à Quasi-mort.',
    );
    expect(t.health('David')).toBe('Q');
  });

  it('a lone patient whose roll is worse takes the roll (000:622)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    attackNight(t, t.opt('room', 'David'), 9);
    expect(t.call.notes[1]).toBe(
      'David est touché·e\u00a0: le dé donne 9, soit Mort (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Blessé à Mort.',
    );
  });

  it('even the porte-bonheur cannot spare a lone patient his step (000:622, 645)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Hugo'), 6);
    attackNight(t, t.opt('house', 'David'), 1);
    t.until('morts')
      .play('morts', 'bonheur')
      .play('morts-porte', [t.id('David')]);
    attackNight(t, t.opt('room', 'David'), 2);
    expect(t.texts('porte').slice(-1)).toEqual([
      'Le porte-bonheur de David adoucit le résultat d’un cran\u00a0: Blessé au lieu de Coma.',
    ]);
    expect(t.health('David')).toBe('C');
  });

  it('an attack never heals a patient: a B with company rolling I stays B (000:620)', () => {
    const t = table(
      { 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] },
      {},
      { David: 'villageois', Emma: 'villageois' },
    );
    attackNight(t, t.opt('house', 'David'), 1);
    // Emma at his bedside: David is not alone, so the lone patient's rule does not apply (000:622).
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(1, 0, 1, 0).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno, David et Emma. 2 attaquants (Ana et Bruno) contre 2 en face (David et Emma)\u00a0: les attaquants ne sont pas en surnombre.',
      'À égalité de priorité\u00a0: David et Emma\u00a0; le tirage désigne David.',
      'David est touché·e\u00a0: le dé donne 0, soit Indemne\u00a0; David reste Blessé.',
      'David se défend\u00a0: Ana est touché·e, le dé donne 0, soit Indemne\u00a0; Ana reste Indemne.',
    ]);
    expect(t.health('David')).toBe('B');
  });

  it('a defender lying C in his room does not fight back (000:618)', () => {
    const t = table({}, { chef: 'David' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(3, 1, 0).play('dodo');
    expect(t.health('David')).toBe('C');
    attackNight(t, t.opt('room', 'David'), 5);
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 5, soit Quasi-mort (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Coma à Quasi-mort.',
    ]);
    expect([t.health('Ana'), t.health('Bruno')]).toEqual(['I', 'I']);
  });

  it('a B defender in his room still fights back, with table 2 (000:612, 618, 706)', () => {
    const t = table({}, { chef: 'David' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1, 1, 0).play('dodo');
    expect(t.health('David')).toBe('B');
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(4, 2, 9).play('dodo');
    expect(t.call.notes.slice(1)).toEqual([
      'David est touché·e\u00a0: le dé donne 4, soit Coma (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Blessé à Coma.',
      'David se défend\u00a0: Bruno est touché·e, le dé donne 9, soit Quasi-mort\u00a0; Bruno passe d’Indemne à Quasi-mort.',
    ]);
  });
});
