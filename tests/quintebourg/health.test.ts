/**
 * The health ladder and everything that moves a player on it
 * (000_a045abd3825f1297.txt:70-106, 227-253, 260-266, 409-411, 461-465,
 * 495, 636-645), and the invariant that checks each move.
 */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { moveProblem } from '../../src/rulesets/quintebourg/health';
import { QuintebourgTable as Table, type QAnswers } from './table';
import { POSTS, seatsV } from './fixtures';

/** Where the Reptiliens aim: a house, a room, or nowhere. */
type Aim = QAnswers['steps']['reptiliens'];

function seats(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = seatsV({ 7: ['sesiano', 'sans-effet'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

function attackNight(t: Table, target: Aim, ...faces: number[]): Table {
  t.until('reptiliens').play('reptiliens', target);
  t.until('dodo')
    .rolls(...faces)
    .play('dodo');
  return t;
}

describe('each cause moves health its own way (000:83-106)', () => {
  it('allows only the moves the book gives each cause', () => {
    expect(moveProblem('I', 'Q', 'attaque')).toBeNull();
    expect(moveProblem('C', 'B', 'attaque')).toBe('attaque improved C → B');
    expect(moveProblem('B', 'I', 'hopital')).toBeNull();
    expect(moveProblem('Q', 'B', 'hopital')).toBe('hopital from Q');
    expect(moveProblem('Q', 'I', 'miracle')).toBeNull();
    expect(moveProblem('C', 'I', 'miracle')).toBe('miracle from C');
    expect(moveProblem('I', 'C', 'corruption')).toBe('corruption to C');
    expect(moveProblem('I', 'M', 'execution')).toBe('execution to M');
    expect(moveProblem('B', 'C', 'tour de magie')).toBe('unknown cause tour de magie');
  });

  it('the invariant catches a move its cause does not allow, and a Q harmed before any return', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('reptiliens');
    const planted = produce(t.state, (d) => {
      d.seq += 1;
      d.events.push({
        seq: d.seq - 1,
        day: 1,
        phase: 'night',
        type: 'health',
        vis: { to: 'mj' },
        text: '',
        data: { player: 'p4', from: 'Q', to: 'M', cause: 'attaque' },
      });
      d.events.push({
        seq: d.seq - 1,
        day: 1,
        phase: 'night',
        type: 'health',
        vis: { to: 'mj' },
        text: '',
        data: { player: 'p5', from: 'C', to: 'I', cause: 'hopital' },
      });
    });
    expect(new Table({ seats: seats(), posts: POSTS }).invariants()).toEqual([]);
    const u = Object.assign(Object.create(Table.prototype), t, { state: planted }) as Table;
    expect(u.invariants()).toEqual([
      'p4: a Q was harmed (attaque) before anyone came back',
      'p5: hopital moved C → I, more than one step',
    ]);
  });

  it('the invariant checks a capped move against its cause and its cap (000:106, 411)', () => {
    // David (p4) is le coriace, Hugo (p8) is Sesiano with his resurrection unspent.
    const t = new Table({ seats: seats({ 3: ['villageois', 'coriace'] }), posts: POSTS });
    t.until('reptiliens');
    const plant = (...data: object[]) => {
      const planted = produce(t.state, (d) => {
        d.seq += 1;
        for (const x of data)
          d.events.push({
            seq: d.seq - 1,
            day: 1,
            phase: 'night',
            type: 'health',
            vis: { to: 'mj' },
            text: '',
            data: x as never,
          });
      });
      return (Object.assign(Object.create(Table.prototype), t, { state: planted }) as Table).invariants();
    };
    // Allowed: the coriace executed (asked Q, reached B); Sesiano attacked (asked M, told Q).
    expect(
      plant(
        { player: 'p4', from: 'I', to: 'B', cause: 'execution', asked: 'Q', cap: 'coriace' },
        { player: 'p8', from: 'I', to: 'Q', cause: 'attaque', asked: 'M', cap: 'sesiano' },
      ),
    ).toEqual([]);
    expect(
      plant(
        { player: 'p5', from: 'I', to: 'B', cause: 'execution', asked: 'Q', cap: 'coriace' },
        { player: 'p4', from: 'I', to: 'C', cause: 'execution', asked: 'Q', cap: 'coriace' },
        { player: 'p4', from: 'I', to: 'B', cause: 'corruption', asked: 'C', cap: 'coriace' },
        { player: 'p4', from: 'I', to: 'Q', cause: 'attaque' },
        { player: 'p8', from: 'Q', to: 'M', cause: 'medecin-aggrave' },
        { player: 'p6', from: 'I', to: 'Q', cause: 'attaque', asked: 'M', cap: 'sesiano' },
      ),
    ).toEqual([
      'p5: capped as coriace without the card (I → B)',
      'p4: coriace cap I → C for Q',
      'p4: coriace dropped I → C',
      'p4: corruption to C',
      'p4: coriace dropped I → Q',
      'p8: Sesiano is M with his resurrection unspent',
      'p6: capped as Sesiano without the card (I → Q)',
    ]);
  });
});

describe('the caps on any change', () => {
  it('le coriace never loses more than one step at once (000:411)', () => {
    const t = new Table({ seats: seats({ 3: ['villageois', 'coriace'] }), posts: POSTS });
    attackNight(t, t.opt('house', 'David'), 9);
    expect(t.call.notes[1]).toBe(
      'David est touché·e\u00a0: le dé donne 9, soit Mort\u00a0; David passe d’Indemne à Blessé.',
    );
    expect(t.health('David')).toBe('B');
  });

  it('Sesiano stays Q, and is told Q, while his resurrection is unspent (000:106)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, t.opt('house', 'Hugo'), 9);
    expect(t.call.notes[1]).toBe(
      'Hugo est touché·e\u00a0: le dé donne 9, soit Mort\u00a0; Hugo passe d’Indemne à Quasi-mort.',
    );
    t.until('bilan');
    expect(t.player('Hugo').announced.health).toBe('Q');
    expect(t.publicTexts()).toContain('Hugo est mort·e.');
    expect(t.publicView().players.find((p) => p.name === 'Hugo')).toMatchObject({
      health: 'M',
      healthLabel: 'Mort',
      alive: false,
    });
  });

  it('the lucky and the unlucky charms shift a result by one step, once (000:642-645)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, t.opt('house', 'Farid'), 5);
    expect(t.health('Farid')).toBe('Q');
    // The dead choose the unlucky charm's carrier, then the lucky one's the next night.
    t.until('morts')
      .play('morts', 'malheur')
      .play('morts-porte', [t.id('David')]);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.texts('porte').slice(-1)).toEqual([
      'Le porte-malheur de David aggrave le résultat d’un cran\u00a0: Coma au lieu de Blessé.',
    ]);
    expect(t.health('David')).toBe('C');
    expect(t.rs.porteMalheur).toBeNull();
    t.until('morts')
      .play('morts', 'bonheur')
      .play('morts-porte', [t.id('Emma')]);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Emma'));
    t.until('dodo').rolls(3).play('dodo');
    expect(t.health('Emma')).toBe('B');
  });
});

describe('the hospital and the médecin (000:76-78, 91-95, 243-253)', () => {
  it('three nights at the hospital heal one step (000:93)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, t.opt('house', 'David'), 2);
    expect(t.health('David')).toBe('C');
    const notes: string[][] = [];
    for (let k = 0; k < 4; k++) {
      t.until('maj-fin');
      notes.push([`nuit ${t.state.clock.day}`, ...t.call.notes.filter((n) => n.startsWith('David'))]);
      t.play('maj-fin');
      notes[k]!.push(`compte ${t.rs.hospital[t.id('David')] ?? 0}`);
    }
    // Night 1 (Thursday) he was hit at home after the map was drawn: it does not count; then Friday,
    // Saturday, and Monday after the fête (no night before Sunday).
    expect(notes).toEqual([
      [
        'nuit 1',
        'David (Coma) n’a pas passé la nuit à l’hôpital\u00a0: elle ne compte pas (0 nuit sur 3).',
        'compte 0',
      ],
      ['nuit 2', 'David (Coma)\u00a0: 1 nuit à l’hôpital sur 3.', 'compte 1'],
      ['nuit 3', 'David (Coma)\u00a0: 2 nuits à l’hôpital sur 3.', 'compte 2'],
      ['nuit 5', 'David a passé trois nuits à l’hôpital\u00a0: il ou elle passe de Coma à Blessé.', 'compte 0'],
    ]);
    expect(t.health('David')).toBe('B');
  });

  it('the médecin heals or worsens two patients a night, never heals a Q, may worsen a Q (000:251)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, t.opt('house', 'David'), 2);
    t.until('medecin-soins');
    expect(t.options).toEqual(['fin', `soigne:${t.id('David')}`, `aggrave:${t.id('David')}`]);
    t.play('medecin-soins', `soigne:${t.id('David')}`);
    expect(t.health('David')).toBe('B');
    // David is done for tonight: only « Plus personne » is left.
    expect(t.step).toBe('medecin-remede');
  });

  it('the remedy kills before its research is done, and brings a Q back once it is (000:87, 102, 253)', () => {
    const t = new Table({ seats: seats(), posts: POSTS, options: { nuitsRecherche: 2 } });
    attackNight(t, t.opt('house', 'David'), 5);
    attackNight(t, t.opt('house', 'Emma'), 5);
    // Night 3: the research counts two nights (nights 1 and 2): the remedy is ready.
    t.until('medecin-remede');
    expect(t.call.notes).toEqual([
      'Nuits de recherche\u00a0: 2 (le remède fonctionne à partir de 2\u00a0; avant, il tue).',
    ]);
    t.play('medecin-remede', [t.id('David')]);
    expect(t.health('David')).toBe('I');
    expect(t.rs.returned).toBe(true);
    expect(t.rs.research).toBe(0);
    t.until('medecin-remede').play('medecin-remede', [t.id('Emma')]);
    expect(t.health('Emma')).toBe('M');
  });

  it('the Bourreau’s coma potion: the executed is C, the table still believes him dead (000:495, 731)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno', Bruno: 'Ana', Chloé: 'Bruno', David: 'Bruno' }));
    expect(t.health('Bruno')).toBe('Q');
    expect(t.publicTexts()).toContain('Bruno est exécuté·e.');
    t.until('bourreau');
    expect(t.candidates).toEqual(['Bruno']);
    t.play('bourreau', [t.id('Bruno')]);
    expect(t.health('Bruno')).toBe('C');
    t.until('bilan');
    expect(t.player('Bruno').announced.health).toBe('Q');
    expect(t.publicView().players.find((p) => p.name === 'Bruno')!.alive).toBe(false);
    // Once used, the potion is gone (000:495).
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Chloé: 'David', David: 'Ana' }));
    t.until('bourreau');
    expect(t.call.inert).toBe('potion de coma déjà utilisée');
  });
});

describe('lovers and hated ones (000:237-241, 461-469)', () => {
  const LOVERS = seats({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'eris'], 5: ['villageois', 'sans-effet'] });

  it('a lover follows the partner to Q at the next night, and comes back to I when the partner does (000:239-241)', () => {
    const t = new Table({ seats: LOVERS, alibis: { David: 'villageois', Emma: 'villageois' }, posts: POSTS });
    t.until('eris-haine').play('eris-haine', [t.id('Farid'), t.id('Gaëlle')]);
    attackNight(t, t.opt('house', 'David'), 5);
    expect([t.health('David'), t.health('Emma')]).toEqual(['Q', 'I']);
    t.until('sesiano').play('sesiano', `miracle:${t.id('David')}`);
    expect(t.health('David')).toBe('I');
    // He came back the same night: at the next row B, Emma did not learn any fall (the fall and the return cancel out).
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Rien à mettre à jour.']);
    attackNight(t, t.opt('house', 'David'), 5);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: Q.']);
    expect(t.health('Emma')).toBe('Q');
  });

  it('a Q hated one is healed when the other falls (000:465); love cancels hate (000:469)', () => {
    const t = new Table({ seats: LOVERS, alibis: { David: 'villageois', Emma: 'villageois' }, posts: POSTS });
    t.until('eris-haine');
    t.play('eris-haine', [t.id('David'), t.id('Emma')]);
    expect(t.rs.hated).toBeNull();
    expect(t.texts('haine')).toEqual([
      'Éris désigne les amoureux David et Emma\u00a0: l’amour est plus fort, la haine est sans effet.',
      'David et Emma se reconnaissent (la haine n’a aucun effet sur des amoureux).',
    ]);

    const u = new Table({ seats: LOVERS, alibis: { David: 'villageois', Emma: 'villageois' }, posts: POSTS });
    u.until('eris-haine').play('eris-haine', [u.id('Farid'), u.id('Gaëlle')]);
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Farid'));
    u.until('dodo').rolls(5).play('dodo');
    expect(u.health('Farid')).toBe('Q');
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Gaëlle'));
    u.until('dodo').rolls(5).play('dodo');
    expect(u.health('Gaëlle')).toBe('Q');
    u.until('maj-debut');
    expect(u.call.notes).toEqual(['Farid apprend la chute de son haineux Gaëlle\u00a0: guéri·e, redevient Indemne.']);
    expect(u.health('Farid')).toBe('I');
  });

  it('the hated ones meet on Tuesdays and Fridays and fight on table 3, host first (000:461-463, 711-714)', () => {
    const t = new Table({ seats: LOVERS, alibis: { David: 'villageois', Emma: 'villageois' }, posts: POSTS });
    t.until('eris-haine').play('eris-haine', [t.id('Farid'), t.id('Gaëlle')]);
    // Night 2 is a Friday.
    t.until('haineux-lieu').play('haineux-lieu', t.id('Gaëlle'));
    t.until('marchand-de-sable').rolls(0).pass('marchand-de-sable');
    t.until('haineux-combat');
    expect(t.call.notes).toEqual([
      'Rencontre chez Gaëlle\u00a0: Farid et Gaëlle.',
      'Combat\u00a0: le dé donne 0\u00a0; Gaëlle (chez lui·elle) passe d’Indemne à Blessé, Farid passe d’Indemne à Coma.',
    ]);
    expect([t.health('Gaëlle'), t.health('Farid')]).toEqual(['B', 'C']);
  });
});
