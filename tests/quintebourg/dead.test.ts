/**
 * Keeping the Q and M busy (000_a045abd3825f1297.txt:636-647): each night the
 * MJ gives the dead one of four things to do: a name for the next vote,
 * revealed at its end; ten seconds of gestures with the living they pick; the
 * porte-malheur; the porte-bonheur. The dead come first to propose the law.
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

function table(over: Record<number, [string, string]> = {}): Table {
  const seats: [string, string][] = seatsV();
  for (const [i, s] of Object.entries(over)) seats[Number(i)] = s;
  return new Table({ seats, posts: POSTS });
}

function attackNight(t: Table, who: string, face: number): Table {
  t.until('reptiliens').play('reptiliens', t.opt('house', who));
  t.until('dodo').rolls(face).play('dodo');
  return t;
}

describe('the dead’s call (000:636-638)', () => {
  it('is read every night, with no effect while nobody is Q or M', () => {
    const t = table();
    t.until('morts');
    expect(t.call.inert).toBe('personne n’est Q ni M');
  });

  it('wakes the Q and the M, and offers the four things to do, or nothing', () => {
    const t = table();
    attackNight(t, 'David', 6);
    attackNight(t, 'Emma', 9);
    t.until('morts');
    expect(t.call.inert).toBeNull();
    expect(t.wakes.map((id) => t.name(id))).toEqual(['David', 'Emma']);
    expect(t.options).toEqual(['rien', 'nom', 'gestes', 'malheur', 'bonheur']);
  });
});

describe('a name for the next vote, revealed at its end (000:640)', () => {
  it('each dead names someone the table believes alive; the names count at the vote and are told at its end', () => {
    const t = table();
    attackNight(t, 'David', 6);
    attackNight(t, 'Emma', 9);
    t.until('morts').play('morts', 'nom');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.voters.map((v) => t.name(v.id))).toEqual([
      'David',
      'Emma',
    ]);
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'Chloé', 'Farid', 'Gaëlle', 'Hugo']);
    expect(t.refusal('morts-nom', { David: 'Emma', Emma: null })).toBe('David ne peut pas voter contre Emma.');
    t.play('morts-nom', { David: 'Farid', Emma: 'Farid' });
    expect(t.rs.deadVotes).toEqual({ [t.id('David')]: t.id('Farid'), [t.id('Emma')]: t.id('Farid') });
    // Day 2: one living vote against Hugo, the dead's two against Farid: Farid is executed.
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo' }));
    expect(t.rs.day.count).toContain('Les morts ont désigné : Farid (2).');
    expect(t.health('Farid')).toBe('Q');
    // Spent with the day's vote.
    t.until('morts');
    expect(t.rs.deadVotes).toEqual({});
  });
});

describe('gestures with the living (000:641)', () => {
  it('each dead picks one character; they open their eyes for ten seconds', () => {
    const t = table();
    attackNight(t, 'David', 6);
    attackNight(t, 'Emma', 9);
    t.until('morts').play('morts', 'gestes');
    expect(t.call.prompt).toMatchObject({ kind: 'players', min: 0, max: 2 });
    expect(t.refusal('morts-gestes', [t.id('Ana'), t.id('Bruno'), t.id('Hugo')])).toBe('Désignez au plus 2 joueurs.');
    t.play('morts-gestes', [t.id('Ana'), t.id('Hugo')]);
    const e = t.events('gestes').slice(-1)[0]!;
    expect(e.text).toBe('Ana et Hugo ouvrent les yeux devant les morts pendant dix secondes.');
    expect(e.vis).toEqual({ to: 'players', ids: [t.id('David'), t.id('Emma'), t.id('Ana'), t.id('Hugo')] });
    // Then the ten seconds, with everyone concerned awake.
    expect(t.step).toBe('morts-gestes-temps');
    expect(t.timer).toBe(10);
    expect(t.wakes.map((id) => t.name(id))).toEqual(['David', 'Emma', 'Ana', 'Hugo']);
    expect(t.call.line).toBe(
      'Je touche la tête d’Ana et Hugo\u00a0: ils ouvrent les yeux. Tous les présents ont dix secondes pour communiquer en gestes, puis tout le monde se rendort.',
    );
    t.play('morts-gestes-temps');
    expect(t.step).toBe('maj-fin');
  });

  it('nobody picked: no ten seconds', () => {
    const t = table();
    attackNight(t, 'David', 6);
    t.until('morts').play('morts', 'gestes').play('morts-gestes', []);
    expect(t.step).toBe('maj-fin');
  });
});

describe('the charms (000:642-645)', () => {
  it('the dead choose who carries the porte-malheur; a later choice passes it on', () => {
    const t = table();
    attackNight(t, 'David', 6);
    t.until('morts').play('morts', 'malheur');
    expect(t.call.line).toBe('Les morts me désignent qui portera le porte-malheur.');
    t.play('morts-porte', [t.id('Emma')]);
    expect(t.rs.porteMalheur).toBe(t.id('Emma'));
    t.until('morts')
      .play('morts', 'malheur')
      .play('morts-porte', [t.id('Farid')]);
    expect(t.rs.porteMalheur).toBe(t.id('Farid'));
    expect(t.texts('porte')).toEqual(['Emma porte le porte-malheur.', 'Farid porte le porte-malheur.']);
  });

  it('the porte-malheur worsens a hated one’s fight by one step (000:645 « etc. », 711-714)', () => {
    const t = table({ 4: ['villageois', 'eris'] });
    t.until('eris-haine').play('eris-haine', [t.id('Farid'), t.id('Gaëlle')]);
    attackNight(t, 'David', 6);
    // Night 1 ends with the dead (David) giving Farid the porte-malheur; night 2 (Friday) the hated ones fight at Gaëlle's.
    t.until('morts')
      .play('morts', 'malheur')
      .play('morts-porte', [t.id('Farid')]);
    t.until('haineux-lieu').play('haineux-lieu', t.id('Gaëlle'));
    t.until('marchand-de-sable').rolls(4).pass('marchand-de-sable');
    t.until('haineux-combat');
    expect(t.texts('porte').slice(-1)).toEqual([
      'Le porte-malheur de Farid aggrave le résultat d’un cran\u00a0: Blessé au lieu d’Indemne.',
    ]);
    expect([t.health('Gaëlle'), t.health('Farid')]).toEqual(['I', 'B']);
  });
});

describe('the dead propose the law first (000:517, 647)', () => {
  it('the MJ is shown the M, then the Q, then those with no post, then the poorest', () => {
    const t = table();
    attackNight(t, 'David', 6);
    attackNight(t, 'Hugo', 9);
    t.until('loi');
    expect(t.call.notes.slice(0, 2)).toEqual(['1. Les M\u00a0: Hugo', '2. Les Q\u00a0: David']);
  });
});

describe('both charms on one player (000:642-645)', () => {
  it('cancel each other out, and both are spent (reading choice)', () => {
    const t = table();
    attackNight(t, 'David', 6);
    t.until('morts')
      .play('morts', 'malheur')
      .play('morts-porte', [t.id('Emma')]);
    t.until('morts')
      .play('morts', 'bonheur')
      .play('morts-porte', [t.id('Emma')]);
    attackNight(t, 'Emma', 3);
    expect(t.texts('porte').slice(-1)).toEqual([
      'Emma porte le porte-malheur et le porte-bonheur\u00a0: ils s’annulent (Coma).',
    ]);
    expect(t.health('Emma')).toBe('C');
    expect([t.rs.porteMalheur, t.rs.porteBonheur]).toEqual([null, null]);
  });
});
