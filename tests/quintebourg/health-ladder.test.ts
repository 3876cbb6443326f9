/**
 * Section 2 of the book, line by line (000_a045abd3825f1297.txt:70-106): the
 * five states and what each lets a player do, every way down the ladder and
 * every way up, the rule that keeps a Q safe until someone came back from Q,
 * Sesiano told Q, le coriace (000:411) and the charms (000:645).
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table, type QAnswers } from './table';
import { POSTS, seatsV } from './fixtures';

/** Where the Reptiliens aim: a house, a room, or nowhere. */
type Aim = QAnswers['steps']['reptiliens'];

type Seats = [string, string][];

/** Eight players of mode V: Ana (alpha) and Bruno attack, Chloé is the médecin, Hugo is Sesiano. */
function seats(over: Record<number, [string, string]> = {}): Seats {
  const out: Seats = seatsV({ 7: ['sesiano', 'sans-effet'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

function table(
  over: Record<number, [string, string]> = {},
  extra: Partial<ConstructorParameters<typeof Table>[0]> = {},
): Table {
  return new Table({ seats: seats(over), posts: POSTS, ...extra });
}

/** The Reptiliens aim at `target` tonight; the dice, rolled by hand, go with the answer that runs the map and the attack. */
function attackNight(t: Table, target: Aim, ...faces: number[]): Table {
  t.until('reptiliens').play('reptiliens', target);
  t.until('dodo')
    .rolls(...faces)
    .play('dodo');
  return t;
}

const healthEvents = (t: Table) =>
  t
    .events('health')
    .map((e) => e.data as { player: string; from: string; to: string; cause: string; asked?: string; cap?: string });

describe('the week (000:52-56)', () => {
  it('Sunday is the fête: no vote, and no kill power can be used (000:56)', () => {
    const t = table({ 3: ['villageois', 'assassin'], 5: ['fennec', 'sans-effet'], 6: ['seth', 'sans-effet'] });
    t.until('fete');
    expect(t.state.clock.day).toBe(4);
    expect(t.state.agenda.map((a) => a.step)).toEqual(['fete', 'bilan', 'mariages', 'plus-riche']);
    expect(() => t.invoke('assassinat', [t.id('Emma')])).toThrow(
      '«\u00a0Tentative d’assassinat\u00a0» n’est pas possible maintenant.',
    );
    expect(() => t.invoke('fennec', [t.id('Emma')])).toThrow(
      '«\u00a0Le Fennec mord\u00a0» n’est pas possible maintenant.',
    );
    expect(t.health('Emma')).toBe('I');
    // On the Monday night, the assassin may shoot again.
    t.until('tombee');
    t.rolls(1).invoke('assassinat', [t.id('Emma')]);
    expect(t.health('Emma')).toBe('B');
  });
});

describe('the five states (000:72-79)', () => {
  it('everyone starts I (000:72)', () => {
    const t = table();
    expect(Object.values(t.state.players).map((p) => p.health)).toEqual(['I', 'I', 'I', 'I', 'I', 'I', 'I', 'I']);
    expect(t.publicView().players.every((p) => p.healthLabel === 'Indemne')).toBe(true);
  });

  it('a B sleeps in his hospital room and still votes (000:76)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    expect(t.health('David')).toBe('B');
    t.until('vote');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.voters.map((v) => t.name(v.id))).toContain('David');
    t.play('vote', t.ballots({}));
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'hospital', room: 4 });
    expect(t.rs.night.long![t.id('David')]).toBe('repos');
  });

  it('a C lies in his room, votes no more, and no call lets him act (000:77)', () => {
    const t = table({ 3: ['villageois', 'marchand-de-sable'] });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    t.until('marchand-de-sable').play('marchand-de-sable', []);
    t.until('dodo').rolls(2).play('dodo');
    expect(t.health('David')).toBe('C');
    t.until('vote');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.voters.map((v) => t.name(v.id))).not.toContain('David');
    t.play('vote', t.ballots({}));
    // His call is still read, with no effect (000:697).
    t.until('marchand-de-sable');
    expect(t.call.inert).toBe('David est dans le coma');
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'hospital', room: 4 });
    expect(t.rs.night.long![t.id('David')]).toBeUndefined();
  });

  it('a Q is announced dead to the table, with no card shown (000:78, 108)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 5);
    expect(t.health('David')).toBe('Q');
    t.until('bilan');
    expect(t.publicTexts()).toContain('David est mort·e.');
    expect(t.publicView().players.find((p) => p.name === 'David')).toMatchObject({
      alive: false,
      healthLabel: 'Mort',
      role: null,
    });
    // He is in his room, believed dead; the MJ knows the truth.
    expect(t.health('David')).toBe('Q');
  });

  it('an M is announced dead and his card stays hidden (000:79, 108)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 9);
    expect(t.health('David')).toBe('M');
    t.until('bilan');
    expect(t.publicTexts()).toContain('David est mort·e.');
    expect(t.publicView().players.find((p) => p.name === 'David')).toMatchObject({ alive: false, role: null });
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'morgue' });
  });
});

describe('down the ladder (000:83-89)', () => {
  it('an attack or a fight moves the victim to the table’s row (000:85, 701-714)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Emma'), 3);
    expect(t.health('Emma')).toBe('C');
    expect(healthEvents(t)).toEqual([{ player: t.id('Emma'), from: 'I', to: 'C', cause: 'attaque' }]);
  });

  it('the médecin worsens a patient by exactly one step (000:85, 251)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    t.until('medecin-soins').play('medecin-soins', `aggrave:${t.id('David')}`);
    expect(t.health('David')).toBe('C');
    expect(healthEvents(t).slice(-1)).toEqual([
      { player: t.id('David'), from: 'B', to: 'C', cause: 'medecin-aggrave' },
    ]);
  });

  it('a corrupt voter who votes otherwise falls Q at the next night’s row B (000:88, 600-602)', () => {
    const t = table({ 1: ['reptilien', 'parrain'], 6: ['villageois', 'bras-droit'] });
    // Night 1 is a Thursday: the Bras droit is called at row O (000:751).
    t.until('bras-droit')
      .play('bras-droit', 'corrompre')
      .play('corruption', [t.id('David')])
      .play('corruption-cible', [t.id('Emma')]);
    t.until('vote').play('vote', t.ballots({ David: 'Ana', Ana: 'Bruno', Bruno: 'Ana' }));
    expect(t.health('David')).toBe('I');
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['David n’a pas voté comme on l’avait corrompu\u00a0: Q.']);
    expect(t.health('David')).toBe('Q');
    expect(healthEvents(t).slice(-1)).toEqual([{ player: t.id('David'), from: 'I', to: 'Q', cause: 'corruption' }]);
  });

  it('a corrupt voter who obeys keeps his health (000:600)', () => {
    const t = table({ 1: ['reptilien', 'parrain'], 6: ['villageois', 'bras-droit'] });
    t.until('bras-droit')
      .play('bras-droit', 'corrompre')
      .play('corruption', [t.id('David')])
      .play('corruption-cible', [t.id('Emma')]);
    t.until('vote').play('vote', t.ballots({ David: 'Emma', Ana: 'Bruno', Bruno: 'Ana' }));
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Rien à mettre à jour.']);
    expect(t.health('David')).toBe('I');
  });

  it('the Sénateur whose law kept a corrupt voter from voting falls Q instead (000:89, 604)', () => {
    const t = table({ 1: ['reptilien', 'parrain'], 6: ['villageois', 'bras-droit'] });
    t.until('bras-droit')
      .play('bras-droit', 'corrompre')
      .play('corruption', [t.id('David')])
      .play('corruption-cible', [t.id('Emma')]);
    t.until('loi').play('loi', 'medecin-seul').play('senat', true);
    t.until('vote').play('vote', t.ballots({ Chloé: 'Bruno' }));
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Farid a fait passer une loi qui a empêché un corrompu de voter\u00a0: Q.']);
    expect([t.health('Farid'), t.health('David')]).toEqual(['Q', 'I']);
  });

  it('the remedy tried before the research is done kills a Q (000:87, 253)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 5);
    t.until('medecin-remede').play('medecin-remede', [t.id('David')]);
    expect(t.health('David')).toBe('M');
    // The médecin is the one exception to the Q rule (000:104).
    expect(t.rs.returned).toBe(false);
    expect(t.invariants()).toEqual([]);
  });
});

describe('lovers (000:86, 101, 239-241)', () => {
  const LOVERS = seats({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'] });
  const lovers = (over: Record<number, [string, string]> = {}) =>
    new Table({
      seats: LOVERS.map((x, i) => over[i] ?? x),
      alibis: { David: 'villageois', Emma: 'villageois' },
      posts: POSTS,
    });

  it('the lover follows a partner killed outright (M) at the next night (000:86, 239)', () => {
    const t = lovers();
    attackNight(t, t.opt('house', 'David'), 9);
    expect([t.health('David'), t.health('Emma')]).toEqual(['M', 'I']);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: M.']);
    expect(t.health('Emma')).toBe('M');
  });

  it('a Q lover follows the partner on to M when the médecin finishes him (000:239)', () => {
    const t = lovers();
    attackNight(t, t.opt('house', 'David'), 5);
    t.until('maj-debut');
    expect(t.health('Emma')).toBe('Q');
    t.until('medecin-soins').play('medecin-soins', `aggrave:${t.id('David')}`);
    expect(t.health('David')).toBe('M');
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: M.']);
    expect(t.health('Emma')).toBe('M');
    expect(t.invariants()).toEqual([]);
  });

  it('a partner punished at row B is followed the night after, not the same night (000:239, 602)', () => {
    const t = lovers({ 1: ['reptilien', 'parrain'], 6: ['villageois', 'bras-droit'] });
    t.until('bras-droit')
      .play('bras-droit', 'corrompre')
      .play('corruption', [t.id('David')])
      .play('corruption-cible', [t.id('Farid')]);
    t.until('vote').play('vote', t.ballots({ David: 'Ana' }));
    t.until('maj-debut');
    expect([t.health('David'), t.health('Emma')]).toEqual(['Q', 'I']);
    t.play('maj-debut');
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: Q.']);
    expect(t.health('Emma')).toBe('Q');
  });

  it('a Q lover comes back to I the night after the partner came back (000:101, 241)', () => {
    const t = lovers();
    attackNight(t, t.opt('house', 'David'), 5);
    t.until('maj-debut');
    expect(t.health('Emma')).toBe('Q');
    // Night 2: Sesiano raises David at row U.
    t.until('sesiano').play('sesiano', `miracle:${t.id('David')}`);
    expect([t.health('David'), t.health('Emma')]).toEqual(['I', 'Q']);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend le retour de son amoureux·se David\u00a0: I.']);
    expect(t.health('Emma')).toBe('I');
  });

  it('a partner executed in the day is followed at the next night’s row B (000:86, 239)', () => {
    const t = lovers();
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    expect([t.health('David'), t.health('Emma')]).toEqual(['Q', 'I']);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: Q.']);
    expect(t.health('Emma')).toBe('Q');
  });

  it('le coriace lover follows one step only (000:239, 411)', () => {
    const t = lovers({ 4: ['amoureux', 'coriace'] });
    attackNight(t, t.opt('house', 'David'), 5);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Emma apprend la chute de son amoureux·se David\u00a0: B.']);
    expect(healthEvents(t).slice(-1)).toEqual([
      { player: t.id('Emma'), from: 'I', to: 'B', cause: 'amour', asked: 'Q', cap: 'coriace' },
    ]);
    expect(t.invariants()).toEqual([]);
  });
});

describe('up the ladder (000:91-102)', () => {
  it('the médecin heals a B patient to I, one step (000:95, 251)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 1);
    t.until('medecin-soins').play('medecin-soins', `soigne:${t.id('David')}`);
    expect(t.health('David')).toBe('I');
    expect(healthEvents(t).slice(-1)).toEqual([{ player: t.id('David'), from: 'B', to: 'I', cause: 'medecin-soigne' }]);
  });

  it('Sesiano’s miracle brings another Q back to I, and it counts as the first return (000:99, 104, 265)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 6);
    expect(t.health('David')).toBe('Q');
    t.until('sesiano').play('sesiano', `miracle:${t.id('David')}`);
    expect(t.health('David')).toBe('I');
    expect(t.rs.returned).toBe(true);
    expect(t.texts('retour')).toEqual([
      'David est le premier à revenir de Q\u00a0: on peut désormais aggraver l’état d’un Q.',
    ]);
  });

  it('Sesiano raises himself from Q to I, once (000:99, 264)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Hugo'), 6);
    t.until('sesiano');
    expect(t.options).toContain('resurrection');
    t.play('sesiano', 'resurrection');
    expect(t.health('Hugo')).toBe('I');
    attackNight(t, t.opt('house', 'Hugo'), 6);
    t.until('sesiano');
    expect(t.options).not.toContain('resurrection');
  });
});

describe('nobody harms a Q until someone came back from Q (000:104)', () => {
  it('the assassin cannot aim at a Q before the first return, and can after it', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    attackNight(t, t.opt('house', 'Emma'), 6);
    attackNight(t, t.opt('house', 'Farid'), 6);
    t.until('sesiano');
    expect(() => t.invoke('assassinat', [t.id('Emma')])).toThrow(
      'Emma est quasi-mort·e\u00a0: tant que personne n’est revenu de Q',
    );
    expect(t.health('Emma')).toBe('Q');
    t.play('sesiano', `miracle:${t.id('Farid')}`);
    t.rolls(9).invoke('assassinat', [t.id('Emma')]);
    expect(t.health('Emma')).toBe('M');
  });

  it('the médecin may finish a Q before anyone came back (000:104 « à l’exception du médecin »)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 6);
    t.until('medecin-soins');
    expect(t.options).toEqual(['fin', `aggrave:${t.id('David')}`]);
    t.play('medecin-soins', `aggrave:${t.id('David')}`);
    expect(t.health('David')).toBe('M');
    expect(t.invariants()).toEqual([]);
  });

  it('after the first return, an attack on a Q’s room may kill him (000:104, 614)', () => {
    const t = table();
    attackNight(t, t.opt('house', 'David'), 6);
    attackNight(t, t.opt('house', 'Emma'), 6);
    t.until('sesiano').play('sesiano', `miracle:${t.id('Emma')}`);
    t.until('reptiliens').play('reptiliens', t.opt('room', 'David'));
    t.until('dodo').rolls(0).play('dodo');
    expect(t.call.notes).toEqual([
      'Dans la chambre d’hôpital de David\u00a0: Ana, Bruno et David. 2 attaquants (Ana et Bruno) contre personne en état de se battre\u00a0: les attaquants sont en surnombre.',
      'David est touché·e\u00a0: le dé donne 0, soit Indemne (patient seul\u00a0: au moins un cran perdu)\u00a0; David passe de Quasi-mort à Mort.',
    ]);
    expect(t.health('David')).toBe('M');
  });
});

describe('Sesiano is told Q until his resurrection is spent (000:106)', () => {
  it('then he may die', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Hugo'), 9);
    expect(t.health('Hugo')).toBe('Q');
    expect(healthEvents(t)).toEqual([
      { player: t.id('Hugo'), from: 'I', to: 'Q', cause: 'attaque', asked: 'M', cap: 'sesiano' },
    ]);
    expect(t.texts('plafond')).toEqual([
      'Hugo, Prophète Sesiano, n’a pas utilisé sa résurrection\u00a0: Quasi-mort au lieu de Mort.',
    ]);
    t.until('sesiano').play('sesiano', 'resurrection');
    attackNight(t, t.opt('house', 'Hugo'), 9);
    expect(t.health('Hugo')).toBe('M');
    expect(t.invariants()).toEqual([]);
  });
});

describe('Sesiano’s cap holds for every cause (000:106)', () => {
  it('the médecin’s unready remedy leaves him Q', () => {
    const t = table();
    attackNight(t, t.opt('house', 'Hugo'), 6);
    t.until('medecin-remede').play('medecin-remede', [t.id('Hugo')]);
    expect(t.health('Hugo')).toBe('Q');
    expect(t.events('health').length).toBe(1);
  });
});

describe('le coriace (000:411)', () => {
  it('executed, he loses one step only: the invariant knows the cap (reading choice)', () => {
    const t = table({ 3: ['villageois', 'coriace'] });
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    expect(t.health('David')).toBe('B');
    expect(healthEvents(t)).toEqual([
      { player: t.id('David'), from: 'I', to: 'B', cause: 'execution', asked: 'Q', cap: 'coriace' },
    ]);
    expect(t.texts('health')).toEqual(['David passe d’Indemne à Blessé (exécution).']);
    expect(t.texts('plafond')).toEqual([
      'David est le coriace\u00a0: un cran à la fois, Blessé au lieu de Quasi-mort\u00a0; il ou elle passe d’Indemne à Blessé.',
    ]);
    expect(t.invariants()).toEqual([]);
  });

  it('from B, an attack rolling M leaves him C', () => {
    const t = table({ 3: ['villageois', 'coriace'] });
    attackNight(t, t.opt('house', 'David'), 1);
    attackNight(t, t.opt('room', 'David'), 9);
    expect(t.health('David')).toBe('C');
  });
});

describe('the charms (000:642-645)', () => {
  it('the porte-bonheur softens an assassination by one step', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    attackNight(t, t.opt('house', 'Farid'), 6);
    t.until('morts')
      .play('morts', 'bonheur')
      .play('morts-porte', [t.id('Emma')]);
    t.rolls(6).invoke('assassinat', [t.id('Emma')]);
    expect(t.texts('porte').slice(-1)).toEqual([
      'Le porte-bonheur d’Emma adoucit le résultat d’un cran\u00a0: Coma au lieu de Quasi-mort.',
    ]);
    expect(t.health('Emma')).toBe('C');
    expect(t.rs.porteBonheur).toBeNull();
  });
});

describe('hated ones (000:100, 465)', () => {
  it('a Q hated one heals when the other goes on from Q to M', () => {
    const t = table({ 4: ['villageois', 'eris'] });
    t.until('eris-haine').play('eris-haine', [t.id('Farid'), t.id('Gaëlle')]);
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Gaëlle'));
    t.until('dodo').rolls(6).play('dodo');
    // Night 2 (Friday): no fight, Gaëlle is Q; Farid falls Q in turn.
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Farid'));
    t.until('dodo').rolls(6).play('dodo');
    expect([t.health('Farid'), t.health('Gaëlle')]).toEqual(['Q', 'Q']);
    // Night 3: the médecin finishes Gaëlle at row A; Farid learns it at row B and is healed.
    t.until('medecin-soins').play('medecin-soins', `aggrave:${t.id('Gaëlle')}`);
    t.until('maj-debut');
    expect(t.call.notes).toEqual(['Farid apprend la chute de son haineux Gaëlle\u00a0: guéri·e, redevient Indemne.']);
    expect([t.health('Farid'), t.health('Gaëlle')]).toEqual(['I', 'M']);
    expect(t.rs.returned).toBe(true);
  });
});
