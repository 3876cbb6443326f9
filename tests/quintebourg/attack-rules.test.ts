/**
 * Attacks, rule by rule (000_a045abd3825f1297.txt:201-211, 284-319, 569-591):
 * a draw among equal targets, who comes first, a leader unable to lead,
 * Reptiliens never hit by their own, attackers called elsewhere, the
 * mathematicians' attack in mode M.
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

type Seats = [string, string][];

describe('the target (000:571, 608-610)', () => {
  it('a house, or the room of a patient at the hospital; no room for a player who is not there', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('reptiliens');
    expect(t.options.slice(0, 4)).toEqual([
      'aucune',
      t.opt('house', 'Ana'),
      t.opt('house', 'Bruno'),
      t.opt('house', 'Chloé'),
    ]);
    expect(t.refusal('reptiliens', t.opt('room', 'David'))).toBe('Choisissez une des options proposées.');
    t.play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1).play('dodo');
    t.until('reptiliens');
    expect(t.options).toContain(t.opt('room', 'David'));
    expect(t.options).toContain(t.opt('house', 'David'));
  });
});

describe('a dead player’s house (000:405, 573-575)', () => {
  it('may be aimed at: a squatter sleeping there is hit', () => {
    const t = new Table({ seats: seatsV({ 4: ['villageois', 'laura'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('laura').play('laura', t.id('Farid'));
    t.until('dodo').rolls(9).play('dodo');
    expect(t.health('David')).toBe('M');
    t.until('reptiliens');
    expect(t.call.prompt).toMatchObject({ kind: 'choice' });
    expect(
      (t.call.prompt as { options: { value: string; label: string }[] }).options.find(
        (o) => o.value === t.opt('house', 'David'),
      )!.label,
    ).toBe('Maison de David (mort·e)');
    t.play('reptiliens', t.opt('house', 'David'));
    t.until('laura').play('laura', t.id('David'));
    t.until('dodo').rolls(2).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno et Emma. 2 attaquants (Ana et Bruno) contre 1 en face (Emma)\u00a0: les attaquants sont en surnombre.',
      'Emma est touché·e\u00a0: le dé donne 2, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
    ]);
  });
});

describe('who is hit (000:575-587)', () => {
  it('two defenders of the same rank: the MJ draws one; only one per side is hit (000:579, 583, 587)', () => {
    // David, Chef des armées, guards Hugo's house; Hugo, the assassin, defends himself at home (000:439).
    const t = new Table({ seats: seatsV({ 7: ['villageois', 'assassin'] }), posts: { ...POSTS, chef: 'David' } });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('chef-ronde').play('chef-ronde', t.id('Hugo'));
    // The draw among David and Hugo, the d10, the attacker struck back, his d10.
    t.until('dodo').rolls(2, 4, 1, 8).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno, David et Hugo. 2 attaquants (Ana et Bruno) contre 2 en face (David et Hugo)\u00a0: les attaquants ne sont pas en surnombre.',
      'À égalité de priorité\u00a0: David et Hugo\u00a0; le tirage désigne Hugo.',
      'Hugo est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; Hugo passe d’Indemne à Coma.',
      'Hugo se défend\u00a0: Ana est touché·e, le dé donne 8, soit Quasi-mort\u00a0; Ana passe d’Indemne à Quasi-mort.',
    ]);
    expect(t.events('draw').map((e) => e.data)).toContainEqual({
      purpose: 'cible effective de l’attaque',
      among: [t.id('David'), t.id('Hugo')],
      result: t.id('Hugo'),
      byHand: true,
    });
    expect([t.health('David'), t.health('Hugo'), t.health('Ana'), t.health('Bruno')]).toEqual(['I', 'C', 'Q', 'I']);
  });

  it('an adjoint defends himself and, by default, comes before the one aimed at (000:549, 577, 585)', () => {
    const t = new Table({
      seats: seatsV({ 4: ['villageois', 'laura'] }),
      posts: { ...POSTS, randy: 'Emma', procureur: 'Gaëlle', president: 'David' },
      options: { adjoints: true },
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo').rolls(4, 1, 1).play('dodo');
    expect(t.call.notes.slice(1)).toEqual([
      'Emma est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
      'Emma se défend\u00a0: Ana est touché·e, le dé donne 1, soit Blessé\u00a0; Ana passe d’Indemne à Blessé.',
    ]);
    expect([t.health('Emma'), t.health('Hugo'), t.health('Ana')]).toEqual(['C', 'I', 'B']);
  });

  it('option « livre »: only the Chef des armées, a sbire or a lover come first; the adjoint squatting is an intruder behind the owner (000:577)', () => {
    const t = new Table({
      seats: seatsV({ 4: ['villageois', 'laura'] }),
      posts: { ...POSTS, randy: 'Emma', procureur: 'Gaëlle', president: 'David' },
      options: { adjoints: true, prioriteDefense: 'livre' },
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo').rolls(4).play('dodo');
    expect(t.call.notes.slice(1)).toEqual([
      'Hugo est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; Hugo passe d’Indemne à Coma.',
    ]);
    expect([t.health('Emma'), t.health('Hugo'), t.health('Ana')]).toEqual(['I', 'C', 'I']);
  });
});

describe('the leader (000:581)', () => {
  it('an alpha in a coma before the Reptiliens’ call: the call has no effect, nobody attacks', () => {
    const t = new Table({ seats: seatsV({ 7: ['villageois', 'assassin'] }), posts: POSTS });
    t.until('reptiliens')
      .rolls(3)
      .invoke('assassinat', [t.id('Ana')]);
    expect(t.health('Ana')).toBe('C');
    expect(t.call.inert).toBe('leur leader (Ana) est indisponible\u00a0: pas d’attaque');
    t.pass('reptiliens').until('dodo').play('dodo');
    expect(t.rs.night.long![t.id('Bruno')]).toBe('maison');
    expect(t.call.step).toBe('attaque');
    expect(t.call.inert).toBe('pas d’attaque cette nuit');
  });

  it('reading choice: an alpha in a heavy sleep still lets the attack happen, without her', () => {
    const t = new Table({ seats: seatsV({ 5: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Ana')]);
    t.until('dodo').rolls(1).play('dodo');
    expect(t.call.notes[0]).toBe(
      'Dans la maison de David\u00a0: Bruno et David. 1 attaquant (Bruno) contre 1 en face (David)\u00a0: les attaquants ne sont pas en surnombre.',
    );
    expect(t.health('David')).toBe('B');
  });

  it('an alpha struck down after choosing the target: the attack does not take place, the attackers sleep at home', () => {
    const t = new Table({ seats: seatsV({ 7: ['villageois', 'assassin'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.rolls(5).invoke('assassinat', [t.id('Ana')]);
    expect(t.health('Ana')).toBe('Q');
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('Bruno')]).toEqual({ kind: 'house', owner: t.id('Bruno') });
    expect(t.call.inert).toBe('le leader des attaquants est indisponible\u00a0: pas d’attaque');
    t.play('attaque');
    expect(t.health('David')).toBe('I');
  });
});

describe('Reptiliens never hit their own in an attack (000:289, 303, 319)', () => {
  it('Seth asleep in his house: the red Reptilienne and the alpha hit the squatter, never Seth', () => {
    const t = new Table({
      seats: seatsV({
        1: ['seth', 'sans-effet'],
        3: ['reptilienne-rouge', 'sans-effet'],
        4: ['villageois', 'laura'],
        5: ['villageois', 'marchand-de-sable'],
        6: ['fennec', 'sans-effet'],
      }),
      posts: POSTS,
    });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Bruno'));
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Bruno')]);
    t.until('laura').play('laura', t.id('Bruno'));
    t.until('dodo').rolls(2).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de Bruno\u00a0: Ana, Bruno, David et Emma. 2 attaquants (Ana et David) contre 1 en face (Emma)\u00a0: les attaquants sont en surnombre.',
      'Emma est touché·e\u00a0: le dé donne 2, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
    ]);
    expect([t.health('Bruno'), t.health('Emma')]).toEqual(['I', 'C']);
  });

  it('a house holding only Reptiliens: the attack fails', () => {
    const t = new Table({ seats: seatsV({ 5: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Bruno'));
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Bruno')]);
    t.until('dodo').play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de Bruno, il n’y a que le camp des attaquants (Ana et Bruno)\u00a0: l’attaque échoue.',
    ]);
    expect(t.health('Bruno')).toBe('I');
  });
});

describe('an attacker called elsewhere by a higher long action (000:589)', () => {
  /** Bruno and Emma are lovers; Bruno's alibi makes him a Reptilien (000:116-118, 231). */
  function lovers(): Table {
    return new Table({
      seats: seatsV({ 1: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'], 6: ['reptilien', 'sans-effet'] }),
      alibis: { Bruno: 'reptilien', Emma: 'villageois' },
      posts: POSTS,
    });
  }

  it('spends the night with his lover; the attack on another house is made without him', () => {
    const t = lovers();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('amoureux-lieu').play('amoureux-lieu', t.id('Emma'));
    t.until('dodo').rolls(7).play('dodo');
    expect(t.rs.night.long![t.id('Bruno')]).toBe('amoureux');
    expect(t.call.notes[0]).toBe(
      'Dans la maison d’Hugo\u00a0: Ana, Gaëlle et Hugo. 2 attaquants (Ana et Gaëlle) contre 1 en face (Hugo)\u00a0: les attaquants sont en surnombre.',
    );
  });

  it('fights with the attackers when the attack comes where he is; his lover beside him defends herself', () => {
    const t = lovers();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Emma'));
    t.until('amoureux-lieu').play('amoureux-lieu', t.id('Emma'));
    t.until('dodo').rolls(2, 2, 1).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison d’Emma\u00a0: Ana, Bruno, Emma et Gaëlle. 3 attaquants (Ana, Bruno et Gaëlle) contre 1 en face (Emma)\u00a0: les attaquants sont en surnombre.',
      'Emma est touché·e\u00a0: le dé donne 2, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
      'Emma se défend\u00a0: Bruno est touché·e, le dé donne 1, soit Blessé\u00a0; Bruno passe d’Indemne à Blessé.',
    ]);
  });
});

describe('mode M: the mathematicians attack (000:207-209, 569)', () => {
  const seatsM: Seats = [
    ['k-hess', 'sans-effet'],
    ['algebriste', 'sans-effet'],
    ['medecin', 'sans-effet'],
    ['j-pach', 'sans-effet'],
    ['geometre', 'sans-effet'],
    ['j-rappaz', 'sans-effet'],
    ['analyste', 'sans-effet'],
    ['analyste', 'sans-effet'],
  ];

  it('the Algébristes choose their target on their night and attack it; no Reptilien call in mode M', () => {
    const t = new Table({ seats: seatsM, posts: POSTS, options: { mode: 'M' } });
    t.until('algebristes');
    expect(t.state.agenda.some((a) => a.step === 'reptiliens')).toBe(false);
    expect(t.options).toContain(t.opt('house', 'David'));
    t.play('algebristes', t.opt('house', 'David'));
    t.until('dodo').rolls(9).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre 1 en face (David)\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 9, soit Mort\u00a0; David passe d’Indemne à Mort.',
    ]);
    expect(t.health('David')).toBe('M');
  });

  it('without K Hess able to lead, the Algébristes do not attack', () => {
    const t = new Table({
      seats: seatsM.map((x, i) => (i === 7 ? ['analyste', 'assassin'] : x)) as Seats,
      posts: POSTS,
      options: { mode: 'M' },
    });
    t.until('algebristes')
      .rolls(3)
      .invoke('assassinat', [t.id('Ana')]);
    expect(t.call.inert).toBe('leur leader (Ana) est indisponible\u00a0: pas d’attaque');
  });
});

describe('defenders at the hospital, and an attack that never heals (000:618-620)', () => {
  it('a Parrain in a coma neither counts nor strikes back; alone, he loses a step though the die says C', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'parrain'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(3, 1, 0).play('dodo');
    expect(t.health('David')).toBe('C');
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(2).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 2, soit Coma (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Coma à Quasi-mort.',
    ]);
  });

  it('a B sbire on guard rolled « I » stays B, and still strikes back', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'parrain'] }), posts: POSTS });
    t.until('sbires').play('sbires', [t.id('Farid')]);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Farid'));
    // A sbire defends himself at home too: his riposte misses (0).
    t.until('dodo').rolls(1, 2, 0).play('dodo');
    expect([t.health('Farid'), t.health('Bruno')]).toEqual(['B', 'I']);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('parrain')
      .play('parrain', 'faction')
      .play('faction', `${t.id('Farid')}@${t.id('Hugo')}`);
    t.until('dodo').rolls(0, 1, 1).play('dodo');
    expect(t.call.notes.slice(1)).toEqual([
      'Farid est touché·e\u00a0: le dé donne 0, soit Indemne\u00a0; Farid reste Blessé.',
      'Farid se défend\u00a0: Ana est touché·e, le dé donne 1, soit Blessé\u00a0; Ana passe d’Indemne à Blessé.',
    ]);
  });
});
