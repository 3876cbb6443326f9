/**
 * The Président's session, the debate and the execution vote
 * (000_a045abd3825f1297.txt:503-513, 600-604, 724-731): who votes and in which
 * order, the Président's voice on a tie, the Bourreau's poison, the special
 * session and its tribunal, mode M's cancelled session, corruption.
 */
import { describe, expect, it } from 'vitest';
import { BASIC_V, DAY_POSTS as POSTS, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

function table(options = {}): Table {
  return new Table({ seats: BASIC_V, posts: POSTS, options });
}

/** Every voter of the current ballot against `target`, but the given ones. */
function everyone(t: Table, target: string, over: Record<string, string | null> = {}): Record<string, string | null> {
  const p = t.call.prompt;
  if (p.kind !== 'ballots') throw new Error('not a vote');
  return Object.fromEntries(p.voters.map((v) => [t.name(v.id), t.name(v.id) in over ? over[t.name(v.id)]! : target]));
}

function voters(t: Table): string[] {
  const p = t.call.prompt;
  if (p.kind !== 'ballots') throw new Error('not a vote');
  return p.voters.map((v) => t.name(v.id));
}

describe('the normal session (000:507-509)', () => {
  it('the Président votes first, then the votes go round the table the way he chose (000:509)', () => {
    const t = table();
    t.until('debat').play('debat', false);
    expect(voters(t)).toEqual(['Gaëlle', 'Farid', 'Emma', 'David', 'Chloé', 'Bruno', 'Ana', 'Hugo']);
    expect(t.call.notes[0]).toBe(
      'Ordre d’annonce (sens antihoraire)\u00a0: Gaëlle, Farid, Emma, David, Chloé, Bruno, Ana et Hugo.',
    );
    const u = table();
    u.until('debat').play('debat', true);
    expect(voters(u)).toEqual(['Gaëlle', 'Hugo', 'Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid']);
  });

  it('only I and B vote; the most voted is executed by the Bourreau’s poison: Q, told dead (000:495, 507)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'Emma' }));
    expect(t.health('David')).toBe('Q');
    expect(t.player('David').announced.health).toBe('Q');
    expect(t.call.notes).toEqual(['Votes\u00a0: David (2), Emma (1) — 5 blancs.']);
    expect(t.publicTexts()).toContain('David est exécuté·e.');
    expect(t.rs.day.executed).toEqual([t.id('David')]);
  });

  it('a tie goes to the Président’s own vote (000:509)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Gaëlle: 'Emma', Chloé: 'Emma' }));
    expect(t.texts('vote').slice(-2)).toEqual([
      'Égalité entre David et Emma.',
      'La voix du Président l’emporte\u00a0: Emma.',
    ]);
    expect(t.health('Emma')).toBe('Q');
    expect(t.health('David')).toBe('I');
  });

  it('a tie the Président did not vote in: he names who is executed among the tied (000:509)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'Emma' }));
    expect(t.step).toBe('egalite');
    expect(t.candidates).toEqual(['David', 'Emma']);
    expect(t.rejection('egalite', ['Ana'])).toMatchObject({ kind: 'refused', rule: '000:509' });
    t.play('egalite', ['David']);
    expect(t.health('David')).toBe('Q');
  });

  it('le coriace survives the poison with one step lost, and the table sees it (000:411, 495)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'coriace'] }), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'David' }));
    expect(t.health('David')).toBe('B');
    expect(t.publicTexts()).toContain('David est exécuté·e, mais survit au poison\u00a0: blessé·e.');
  });
});

describe('the special session (000:505, 511-513)', () => {
  it('mode V: every voter must vote, the top is executed, then a tribunal for the next three; a tie spares (000:513)', () => {
    const t = table();
    t.until('session').play('session', 'speciale');
    expect(t.publicTexts()).toContain(
      'Le Président ouvre une session spéciale\u00a0: une exécution, puis un tribunal pour les trois suivants.',
    );
    t.until('vote');
    expect(t.refusal('vote', t.ballots({ Ana: 'David' }))).toMatch(/doit désigner un joueur\.$/);
    t.play(
      'vote',
      everyone(t, 'Bruno', {
        Ana: 'David',
        Bruno: 'David',
        Chloé: 'David',
        David: 'Emma',
        Emma: 'Farid',
        Farid: 'Ana',
      }),
    );
    // Bruno 2 (Gaëlle, Hugo), David 3: David is executed; Bruno, Emma, Farid and Ana had votes: Bruno (2) is sure, three tie at 1.
    expect(t.health('David')).toBe('Q');
    expect(t.step).toBe('tribunal-choix');
    expect(t.call.line).toBe(
      'Égalité pour les places au tribunal\u00a0: le Procureur désigne les accusés parmi les ex æquo.',
    );
    expect(t.candidates.sort()).toEqual(['Ana', 'Emma', 'Farid']);
    t.play('tribunal-choix', ['Emma', 'Farid']);
    expect(t.rs.day.tribunal.map((id) => t.name(id))).toEqual(['Bruno', 'Emma', 'Farid']);
    // The law of the day does not apply; the I and B (David is Q now) vote; a tie spares.
    expect(t.step).toBe('tribunal');
    expect(voters(t)).not.toContain('David');
    t.play('tribunal', t.ballots({ Ana: 'Bruno', Chloé: 'Bruno', Emma: 'Bruno', Farid: 'Bruno', Gaëlle: 'Bruno' }));
    expect(t.health('Bruno')).toBe('Q');
    t.play('tribunal', t.ballots({ Ana: 'Emma', Chloé: 'Emma', Farid: 'Emma' }));
    expect(t.texts('vote').slice(-2)).toEqual([
      'Tribunal d’Emma\u00a0: 3 pour l’exécution, 3 pour la grâce.',
      'Emma est gracié·e.',
    ]);
    expect(t.health('Emma')).toBe('I');
    t.play('tribunal', t.ballots({}));
    expect(t.health('Farid')).toBe('I');
    expect(t.step).toBe('depouillement');
  });

  it('mode E: the same special session as mode V, execution then tribunal (000:513)', () => {
    const seats: [string, string][] = [
      ['reptilienne-alpha', 'sans-effet'],
      ['reptilien', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['k-hess', 'sans-effet'],
      ['j-pach', 'sans-effet'],
      ['j-rappaz', 'sans-effet'],
      ['nobel', 'sans-effet'],
      ['nobel', 'sans-effet'],
    ];
    const t = new Table({ seats, posts: POSTS, options: { mode: 'E' } });
    t.until('session').play('session', 'speciale');
    expect(t.rs.day.session).toBe('speciale');
    t.until('vote').play('vote', everyone(t, 'Ana', { Ana: 'Bruno', Bruno: 'Chloé' }));
    expect(t.health('Ana')).toBe('Q');
    expect(t.rs.day.tribunal.map((id) => t.name(id))).toEqual(['Bruno', 'Chloé']);
    expect(t.step).toBe('tribunal');
  });

  it('no special session two days running (000:505)', () => {
    const t = table();
    t.until('session').play('session', 'speciale');
    t.until('vote').play('vote', everyone(t, 'Ana'));
    t.until('session');
    expect(t.state.clock.day).toBe(2);
    expect(t.options).toEqual(['normale']);
    expect(t.call.notes).toEqual(['Pas de session spéciale deux jours de suite.']);
    // Refused on its rule's line, not as an unknown option (issue 23).
    const r = t.rejection('session', 'speciale');
    expect([r.kind, r.kind === 'refused' ? r.rule : null]).toEqual(['refused', '000:505']);
    expect(r.reason).not.toMatch(/options proposées/);
  });

  it('mode M: a special session is cancelled, no law and no vote that day (000:511)', () => {
    const seats: [string, string][] = [
      ['k-hess', 'sans-effet'],
      ['algebriste', 'sans-effet'],
      ['j-pach', 'sans-effet'],
      ['geometre', 'sans-effet'],
      ['j-rappaz', 'sans-effet'],
      ['analyste', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['nobel', 'sans-effet'],
    ];
    const t = new Table({ seats, posts: { ...POSTS, president: 'Ana' }, options: { mode: 'M' } });
    t.until('session');
    expect(t.call.line).toBe(
      'Le Président ouvre-t-il une session normale ou spéciale\u00a0? (En mode Mathématiciens, une session spéciale est annulée.)',
    );
    t.play('session', 'speciale');
    expect(t.rs.day.session).toBe('annulee');
    expect(t.step).toBe('mariages');
    expect(t.texts('vote')).toEqual([]);
  });
});

describe('corruption at the vote (000:600-604)', () => {
  it('a corrupt voter who does not vote as told falls Q the next night; one who does is spared', () => {
    const t = table();
    t.until('loi');
    t.state = {
      ...t.state,
      rs: {
        ...t.rs,
        corruptions: [
          { voter: t.id('Ana'), target: t.id('Hugo'), by: t.id('Bruno') },
          { voter: t.id('David'), target: t.id('Hugo'), by: t.id('Bruno') },
        ],
      },
    };
    t.until('vote').play('vote', t.ballots({ Ana: 'Emma', David: 'Hugo' }));
    expect(t.rs.punish).toEqual([{ id: t.id('Ana'), cause: 'corruption' }]);
    t.until('maj-debut');
    expect(t.health('Ana')).toBe('Q');
    expect(t.health('David')).toBe('I');
    expect(t.call.notes).toEqual(['Ana n’a pas voté comme on l’avait corrompu\u00a0: Q.']);
  });

  it('corrupted twice, a voter who honours only one of them still falls Q (000:602)', () => {
    const t = table();
    t.until('loi');
    t.state = {
      ...t.state,
      rs: {
        ...t.rs,
        corruptions: [
          { voter: t.id('Ana'), target: t.id('Hugo'), by: t.id('Bruno') },
          { voter: t.id('Ana'), target: t.id('Emma'), by: t.id('Bruno') },
        ],
      },
    };
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo' }));
    expect(t.rs.punish).toEqual([{ id: t.id('Ana'), cause: 'corruption' }]);
  });

  it('a law that kept a corrupt voter from voting sends the Sénateur to Q instead (000:604, 89)', () => {
    const t = table();
    t.until('loi');
    t.state = {
      ...t.state,
      rs: { ...t.rs, corruptions: [{ voter: t.id('Ana'), target: t.id('Hugo'), by: t.id('Bruno') }] },
    };
    t.play('loi', 'medecin-seul').play('senat', true);
    t.until('vote');
    expect(voters(t)).toEqual(['Chloé']);
    t.play('vote', { Chloé: null });
    expect(t.rs.punish).toEqual([{ id: t.id('Farid'), cause: 'loi-corruption' }]);
    t.until('maj-debut');
    expect(t.health('Farid')).toBe('Q');
    expect(t.health('Ana')).toBe('I');
  });
});
