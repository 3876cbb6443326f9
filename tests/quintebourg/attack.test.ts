/**
 * Attacks (000_a045abd3825f1297.txt:569-591, 606-624, 699-720): the place and
 * who is there, who counts, who is hit, which table, the richest citizen's
 * house, the médecin's bunker, a leader unable to lead, a defender striking back.
 */
import { describe, expect, it } from 'vitest';
import { POSTS, seatsV } from './fixtures';
import { QuintebourgTable as Table, type QAnswers } from './table';

/** Where the Reptiliens aim: a house, a room, or nowhere. */
type Aim = QAnswers['steps']['reptiliens'];

type Seats = [string, string][];

/** Mode V, eight players: Ana (alpha) and Bruno attack; Chloé is the médecin. */
function table(
  effects: Record<number, string> = {},
  posts: Record<string, string> = {},
  party: Record<number, string> = {},
): Table {
  const seats: Seats = seatsV();
  for (const [i, e] of Object.entries(effects)) seats[Number(i)]![1] = e;
  for (const [i, p] of Object.entries(party)) seats[Number(i)]![0] = p;
  return new Table({ seats, posts: { ...POSTS, ...posts } });
}

/** Night 1 up to the attack: the Reptiliens aim at `target`, the dice are rolled by hand, the map and the attack run. */
function attack(t: Table, target: Aim, ...faces: number[]): Table {
  t.until('reptiliens').play('reptiliens', target);
  t.until('dodo');
  if (faces.length > 0) t.rolls(...faces);
  t.play('dodo');
  return t;
}

describe('an attack on a house', () => {
  it('outnumbering: two attackers against one sleeper, table 1 (000:305, 701-704)', () => {
    const t = table();
    attack(t, t.opt('house', 'Hugo'), 7);
    expect(t.step).toBe('attaque');
    expect(t.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno et Hugo. 2 attaquants (Ana et Bruno) contre 1 en face (Hugo)\u00a0: les attaquants sont en surnombre.',
      'Hugo est touché·e\u00a0: le dé donne 7, soit Quasi-mort\u00a0; Hugo passe d’Indemne à Quasi-mort.',
    ]);
    expect(t.health('Hugo')).toBe('Q');
    expect(t.events('table').map((e) => e.data)).toEqual([
      { table: 'table-1', face: 7, row: [5, 6, 7, 8], result: 'Q', purpose: 'attaque sur Hugo' },
    ]);
  });

  it('not outnumbering: a squatter makes two against two, table 2; the aimed owner is hit before the intruder (000:575, 706-709)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo').rolls(9).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno, Emma et Hugo. 2 attaquants (Ana et Bruno) contre 2 en face (Emma et Hugo)\u00a0: les attaquants ne sont pas en surnombre.',
      'Hugo est touché·e\u00a0: le dé donne 9, soit Quasi-mort\u00a0; Hugo passe d’Indemne à Quasi-mort.',
    ]);
    expect([t.health('Hugo'), t.health('Emma')]).toEqual(['Q', 'I']);
  });

  it('an empty house foils the attack; the intruder in a patient’s house becomes the target (000:573-575, 610)', () => {
    const t = table({ 4: 'laura' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Emma'));
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('dodo').play('dodo');
    // Laura never sleeps at home (000:405): her house is empty.
    expect(t.call.notes).toEqual([
      'Dans la maison d’Emma, il n’y a que le camp des attaquants (Ana et Bruno)\u00a0: l’attaque échoue.',
    ]);

    const u = table({ 4: 'laura' });
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Hugo'));
    u.until('laura').play('laura', u.id('David'));
    u.until('dodo').rolls(1).play('dodo');
    expect(u.health('Hugo')).toBe('B');
    // Night 2: Hugo rests at the hospital; the attackers point at the ceiling, then at Hugo: his house, where Laura squats.
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Hugo'));
    u.until('laura').play('laura', u.id('Hugo'));
    u.until('dodo').rolls(3).play('dodo');
    expect(u.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno et Emma. 2 attaquants (Ana et Bruno) contre 1 en face (Emma)\u00a0: les attaquants sont en surnombre.',
      'Emma est touché·e\u00a0: le dé donne 3, soit Coma\u00a0; Emma passe d’Indemne à Coma.',
    ]);
    expect([u.health('Hugo'), u.health('Emma')]).toEqual(['B', 'C']);
  });

  it('the Chef des armées on his round is the first target, and strikes back at one attacker with table 2 (000:533, 577, 583-587)', () => {
    const t = table({}, { chef: 'David' });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('chef-ronde').play('chef-ronde', t.id('Hugo'));
    // d10 for the Chef (table 1: 3 attackers? no, 2 against 2), the draw of the attacker struck back (1 of 2), d10 for him.
    t.until('dodo').rolls(4, 2, 8).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la maison d’Hugo\u00a0: Ana, Bruno, David et Hugo. 2 attaquants (Ana et Bruno) contre 2 en face (David et Hugo)\u00a0: les attaquants ne sont pas en surnombre.',
      'David est touché·e\u00a0: le dé donne 4, soit Coma\u00a0; David passe d’Indemne à Coma.',
      'David se défend\u00a0: Bruno est touché·e, le dé donne 8, soit Quasi-mort\u00a0; Bruno passe d’Indemne à Quasi-mort.',
    ]);
    expect([t.health('David'), t.health('Hugo'), t.health('Bruno'), t.health('Ana')]).toEqual(['C', 'I', 'Q', 'I']);
  });

  it('the richest citizen’s house repels the attack (000:563)', () => {
    const t = table();
    t.until('aube');
    t.invoke('don', [t.id('David')])
      .play('don-a', [t.id('Hugo')])
      .play('don-montant', 3);
    t.until('plus-riche').play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Hugo'));
    expect(t.publicTexts()).toContain('Le plus riche citoyen est Hugo.');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').play('dodo');
    expect(t.call.notes).toEqual([
      'L’attaque vise la maison d’Hugo\u00a0: le système de protection du plus riche citoyen (Hugo) la repousse.',
    ]);
    expect(t.health('Hugo')).toBe('I');
  });

  it('the médecin’s bunker takes a whole night to force; the next attack goes in (000:249, 567)', () => {
    const t = table();
    attack(t, t.opt('house', 'Chloé'));
    expect(t.call.notes).toEqual([
      'Les attaquants (Ana et Bruno) passent la nuit à forcer la porte du bunker de Chloé\u00a0: elle cède, mais personne n’est touché cette nuit.',
    ]);
    expect(t.rs.bunkerForced).toBe(true);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Chloé'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.call.notes[0]).toBe(
      'Dans le bunker de Chloé\u00a0: Ana, Bruno et Chloé. 2 attaquants (Ana et Bruno) contre 1 en face (Chloé)\u00a0: les attaquants sont en surnombre.',
    );
    expect(t.health('Chloé')).toBe('B');
  });
});

describe('attacks and the hospital (000:606-624)', () => {
  it('a lone B patient attacked by a single Reptilien: 0 to 7 makes him C, 8 or 9 Q (000:716-720)', () => {
    for (const [face, after] of [
      [0, 'C'],
      [7, 'C'],
      [8, 'Q'],
    ] as const) {
      const t = table({ 2: 'marchand-de-sable' });
      attack(t, t.opt('house', 'David'), 1);
      expect(t.health('David')).toBe('B');
      t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
      // Bruno sleeps a heavy sleep: only Ana attacks.
      t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Bruno')]);
      t.until('dodo').rolls(face).play('dodo');
      expect(t.call.notes).toEqual([
        'Dans la chambre d’hôpital de David\u00a0: Ana et David. 1 attaquant (Ana) contre 1 en face (David)\u00a0: les attaquants ne sont pas en surnombre.',
        `David est touché·e\u00a0: le dé donne ${face}, soit ${face === 0 ? 'Indemne' : face === 7 ? 'Coma' : 'Quasi-mort'} (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Blessé à ${after === 'C' ? 'Coma' : 'Quasi-mort'}.`,
      ]);
      expect(t.health('David')).toBe(after);
    }
  });

  it('nobody may harm a Q before someone came back from Q (000:104)', () => {
    const t = table();
    attack(t, t.opt('house', 'David'), 5);
    expect(t.health('David')).toBe('Q');
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
      'Personne ne peut être touché ici\u00a0: l’attaque échoue.',
    ]);
    expect(t.health('David')).toBe('Q');
  });
});
