/**
 * Where everyone spends the night (000_a045abd3825f1297.txt:170-189, 754):
 * exactly one long action per player, the one the priority table keeps, and
 * the place it happens; the MJ's map at row P.
 */
import { describe, expect, it } from 'vitest';
import { PRIORITY } from '../../src/rulesets/quintebourg/priority';
import { produce } from 'immer';
import { mapProblems, mapRows } from '../../src/rulesets/quintebourg/night-map';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

type Seats = [string, string][];

describe('the priority table (000:174-189)', () => {
  it('ranks the long actions in the book’s order; the Chef des armées’ round, not in the book, sits just above the attack', () => {
    expect(PRIORITY.map((e) => e.id)).toEqual([
      'sommeil',
      'veille',
      'recherche',
      'faction',
      'repos',
      'sculpture',
      'combat',
      'plans-cul',
      'amoureux',
      'ronde',
      'attaque',
      'colloque',
      'squat',
      'maison',
    ]);
  });
});

/** Mode E: the Reptiliens Ana (alpha) and Hugo; K Hess Bruno and the Algébriste David; J Pach Emma, J Rappaz Farid; Nobel Gaëlle; the médecin Chloé. */
const SCHOOLS_E: Seats = [
  ['reptilienne-alpha', 'sans-effet'],
  ['k-hess', 'sans-effet'],
  ['medecin', 'sans-effet'],
  ['algebriste', 'sans-effet'],
  ['j-pach', 'sans-effet'],
  ['j-rappaz', 'sans-effet'],
  ['nobel', 'sans-effet'],
  ['reptilien', 'sans-effet'],
];

describe('the night’s map at row P (000:172, 754)', () => {
  /** Night 1: the Reptiliens aim at Hugo, Bruno sleeps a heavy sleep, David sculpts at Gaëlle’s, Emma (Laura) squats at Farid’s. */
  function busyNight(): Table {
    const t = new Table({
      seats: seatsV({
        3: ['villageois', 'artiste'],
        4: ['villageois', 'laura'],
        5: ['villageois', 'marchand-de-sable'],
      }),
      posts: POSTS,
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Bruno')]);
    t.until('artiste-sculpture').play('artiste-sculpture', [t.id('Gaëlle')]);
    t.until('laura').play('laura', t.id('Farid'));
    return t.until('dodo');
  }

  it('gives each player exactly one long action, the highest of their wishes, and shows the MJ who sleeps where (000:172, 182-189)', () => {
    const t = busyNight();
    expect(t.call.notes).toEqual([
      'La maison de Bruno\u00a0: Bruno (sommeil lourd)',
      'La maison de Farid\u00a0: Emma (squat), Farid (dort chez soi)',
      'La maison de Gaëlle\u00a0: David (sculpture), Gaëlle (dort chez soi)',
      'La maison d’Hugo\u00a0: Ana (attaque), Hugo (dort chez soi)',
      'Le bunker de Chloé\u00a0: Chloé (recherche du remède)',
      'Attaque des Reptiliens\u00a0: la maison d’Hugo.',
    ]);
    expect(t.rs.night.long).toEqual(
      Object.fromEntries(
        Object.entries({
          Ana: 'attaque',
          Bruno: 'sommeil',
          Chloé: 'recherche',
          David: 'sculpture',
          Emma: 'squat',
          Farid: 'maison',
          Gaëlle: 'maison',
          Hugo: 'maison',
        }).map(([n, a]) => [t.id(n), a]),
      ),
    );
  });

  it('puts the structured map in the state, on the call (rows P and Q) and on the MJ’s « carte-nuit » event', () => {
    const t = busyNight();
    expect(t.call.places!.map((r) => r.label)).toEqual([
      'la maison de Bruno',
      'la maison de Farid',
      'la maison de Gaëlle',
      'la maison d’Hugo',
      'le bunker de Chloé',
    ]);
    expect(t.call.places![3]!.occupants.map((o) => [t.name(o.id), o.label])).toEqual([
      ['Ana', 'attaque'],
      ['Hugo', 'dort chez soi'],
    ]);
    t.rolls(0).play('dodo');
    expect(t.call.step).toBe('attaque');
    expect(t.call.places).toHaveLength(5);
    const rows = mapRows(t.state as never);
    expect(rows[0]).toEqual({
      place: { kind: 'house', owner: t.id('Bruno') },
      label: 'la maison de Bruno',
      occupants: [{ id: t.id('Bruno'), health: 'I', action: 'sommeil', label: 'sommeil lourd' }],
    });
    const ev = t.events('carte-nuit');
    expect(ev).toHaveLength(1);
    expect(ev[0]!.vis).toEqual({ to: 'mj' });
    expect((ev[0]!.data as { rows: unknown[] }).rows).toHaveLength(5);
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'house', owner: t.id('Gaëlle') });
  });

  it('a heavy sleeper stays home, does not attack, counts 0 and does not defend (000:182, 305, 401)', () => {
    const t = busyNight();
    t.rolls(3).play('dodo');
    // Bruno sleeps: Ana attacks alone, one against one.
    expect(t.call.notes[0]).toBe(
      'Dans la maison d’Hugo\u00a0: Ana et Hugo. 1 attaquant (Ana) contre 1 en face (Hugo)\u00a0: les attaquants ne sont pas en surnombre.',
    );

    const u = new Table({
      seats: seatsV({ 3: ['villageois', 'assassin'], 5: ['villageois', 'marchand-de-sable'] }),
      posts: POSTS,
    });
    u.until('reptiliens').play('reptiliens', u.opt('house', 'David'));
    u.until('marchand-de-sable').play('marchand-de-sable', [u.id('David')]);
    u.until('dodo').rolls(3).play('dodo');
    // The assassin defends himself awake (000:439); asleep he neither counts nor strikes back.
    expect(u.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 3, soit Coma\u00a0; David passe d’Indemne à Coma.',
    ]);
  });

  it('a B player rests in his hospital room; his lover watches at his bedside rather than meet elsewhere (000:76, 180, 183, 237)', () => {
    const t = new Table({
      seats: seatsV({ 4: ['amoureux', 'sans-effet'], 7: ['amoureux', 'sans-effet'], 6: ['reptilien', 'sans-effet'] }),
      alibis: { Emma: 'villageois', Hugo: 'villageois' },
      posts: POSTS,
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.health('Hugo')).toBe('B');
    t.until('dodo');
    expect(t.call.notes).toContain(
      'La chambre d’hôpital d’Hugo\u00a0: Emma (veille son amoureux à l’hôpital), Hugo (repos à l’hôpital)',
    );
  });

  it('a hated Reptilien fights his hated one rather than attack (000:185, 186)', () => {
    const t = new Table({ seats: seatsV({ 6: ['villageois', 'eris'] }), posts: POSTS });
    t.until('eris-haine').play('eris-haine', [t.id('Bruno'), t.id('Hugo')]);
    // Night 2, a Friday: the hated ones meet (rows G and L, 000:761-768).
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    expect(t.state.clock.day).toBe(2);
    // Table 3, face 4: both unhurt.
    t.until('haineux-lieu').rolls(4).play('haineux-lieu', t.id('Hugo'));
    t.until('haineux-combat');
    expect(t.call.notes[1]).toBe(
      'Combat\u00a0: le dé donne 4\u00a0; Hugo (chez lui·elle) reste Indemne, Bruno reste Indemne.',
    );
    t.until('dodo');
    expect(t.rs.night.long![t.id('Bruno')]).toBe('combat');
    expect(t.call.notes).toContain('La maison d’Hugo\u00a0: Bruno (combat de haineux), Hugo (combat de haineux)');
    t.rolls(0).play('dodo');
    expect(t.call.notes[0]).toBe(
      'Dans la maison de David\u00a0: Ana et David. 1 attaquant (Ana) contre 1 en face (David)\u00a0: les attaquants ne sont pas en surnombre.',
    );
  });

  it('a B Reptilien rests at the hospital rather than attack (000:183, 186)', () => {
    const t = new Table({ seats: seatsV({ 7: ['villageois', 'assassin'] }), posts: POSTS });
    t.until('reptiliens')
      .rolls(1)
      .invoke('assassinat', [t.id('Bruno')]);
    expect(t.health('Bruno')).toBe('B');
    t.play('reptiliens', t.opt('house', 'David'));
    t.until('dodo');
    expect(t.call.notes).toContain('La chambre d’hôpital de Bruno\u00a0: Bruno (repos à l’hôpital)');
    t.rolls(0).play('dodo');
    expect(t.call.notes[0]).toBe(
      'Dans la maison de David\u00a0: Ana et David. 1 attaquant (Ana) contre 1 en face (David)\u00a0: les attaquants ne sont pas en surnombre.',
    );
  });

  it('no bedside watch over a B lover who left his room on guard (000:237, 447)', () => {
    const t = new Table({
      seats: seatsV({
        3: ['villageois', 'parrain'],
        5: ['amoureux', 'sans-effet'],
        7: ['amoureux', 'sans-effet'],
        6: ['reptilien', 'sans-effet'],
      }),
      alibis: { Farid: 'villageois', Hugo: 'villageois' },
      posts: POSTS,
    });
    t.until('sbires').play('sbires', [t.id('Farid')]);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Farid'));
    t.until('dodo').rolls(1, 1, 0).play('dodo');
    expect(t.health('Farid')).toBe('B');
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('Farid')}@${t.id('Gaëlle')}`);
    t.until('dodo');
    expect(t.rs.night.long![t.id('Hugo')]).toBe('maison');
    expect(t.rs.night.map![t.id('Farid')]).toEqual({ kind: 'house', owner: t.id('Gaëlle') });
  });

  it('the lover at the bedside and the patient both come first; a draw picks one, who strikes back (000:577, 579, 585, 612)', () => {
    const t = new Table({
      seats: seatsV({ 4: ['amoureux', 'sans-effet'], 7: ['amoureux', 'sans-effet'], 6: ['reptilien', 'sans-effet'] }),
      alibis: { Emma: 'villageois', Hugo: 'villageois' },
      posts: POSTS,
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(1).play('dodo');
    t.until('reptiliens').play('reptiliens', t.opt('room', 'Hugo'));
    t.until('dodo').rolls(1, 4, 2, 0).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital d’Hugo\u00a0: Ana, Bruno, Emma, Gaëlle et Hugo. 3 attaquants (Ana, Bruno et Gaëlle) contre 2 en face (Emma et Hugo)\u00a0: les attaquants sont en surnombre.',
      'À égalité de priorité\u00a0: Emma et Hugo\u00a0; le tirage désigne Emma.',
      'Emma est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
      'Emma se défend\u00a0: Bruno est touché·e, le dé donne 0, soit Indemne\u00a0; Bruno reste Indemne.',
    ]);
  });

  it('mode E: a school’s colloque gathers its members in the chosen house (000:219-221, 187)', () => {
    const t = new Table({ seats: SCHOOLS_E, posts: POSTS, options: { mode: 'E' } });
    t.until('algebristes');
    expect(t.call.line).toBe(
      'Les Algébristes ouvrent les yeux et communiquent par gestes, puis choisissent la maison de leur colloque.',
    );
    t.play('algebristes', t.opt('house', 'David'));
    t.until('dodo');
    expect(t.call.line).toBe(
      'Le colloque a lieu\u00a0; chacun dort où sa nuit le mène. Je note les maisons de chacun.',
    );
    expect(t.call.notes).toContain('La maison de David\u00a0: Bruno (colloque de maths), David (colloque de maths)');
  });

  it('mode E: the Reptiliens attacking a colloque meet all its members (000:187, 305)', () => {
    const t = new Table({ seats: SCHOOLS_E, posts: POSTS, options: { mode: 'E' } });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('algebristes').play('algebristes', t.opt('house', 'David'));
    t.until('dodo').rolls(4).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno, David et Hugo. 2 attaquants (Ana et Hugo) contre 2 en face (Bruno et David)\u00a0: les attaquants ne sont pas en surnombre.',
      'David est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; David passe d’Indemne à Coma.',
    ]);
  });

  it('reading choice: a B Chef des armées stays at the hospital though he chose a round (000:76)', () => {
    const t = new Table({ seats: seatsV(), posts: { ...POSTS, chef: 'David' } });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.health('David')).toBe('B');
    // Night 2 is a Friday: no round (row O, 000:743-767); night 5, Monday, has one.
    t.until('chef-ronde');
    expect(t.state.clock.day).toBe(5);
    t.play('chef-ronde', t.id('Hugo')).until('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'hospital', room: 4 });
    expect(t.call.notes).toContain('La chambre d’hôpital de David\u00a0: David (repos à l’hôpital)');
  });
});

describe('the map’s invariant', () => {
  it('holds on a real night, and catches a B resting elsewhere, a squat at home, an attacker away from the target', () => {
    const t = new Table({ seats: seatsV({ 4: ['villageois', 'laura'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('laura').play('laura', t.id('Farid'));
    t.until('dodo');
    expect(t.invariants()).toEqual([]);
    const bad = produce(t.state, (d) => {
      d.rs.night.long![t.id('David')] = 'repos';
      d.rs.night.map![t.id('Emma')] = { kind: 'house', owner: t.id('Emma') };
      d.rs.night.map![t.id('Bruno')] = { kind: 'house', owner: t.id('Bruno') };
    });
    expect(mapProblems(bad as never)).toEqual([
      'p2: attaque away from the target',
      'p4: repos outside his own room',
      'p5: squat at home',
    ]);
  });
});
