/**
 * The Président's session, the law and the execution
 * (001_47f38bdc018e2680.txt:9, 95, 138, 149-165, 178): normal session, Paix,
 * Purge with its tribunal, never two special sessions running, the
 * Président's voice, the law's proposers in the book's order, the
 * Sénateur, the condemned's ten seconds, the Bourreau's one pardon.
 */
import { describe, expect, it } from 'vitest';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable, seq } from './table';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

/** Day 1, at the session. */
const atSession = (t: RevisionTable) => t.toDay(1, 'day').phase({}, 'session');

describe('the sessions (001:149-154)', () => {
  it('Paix: no vote, no execution today (001:153)', () => {
    const t = atSession(table());
    t.play('session', 'paix');
    expect(t.publicTexts().slice(-1)).toEqual([
      'Le Président ouvre une session de Paix\u00a0: pas d’exécution aujourd’hui.',
    ]);
    t.phase();
    expect(t.events('vote')).toEqual([]);
    expect(t.state.clock.phase).toBe('night');
  });

  it('never two special sessions running (001:149)', () => {
    const t = atSession(table());
    t.play('session', 'paix').phase().phase().phase({}, 'session');
    expect(t.options).toEqual(['normale']);
    expect(t.call.notes).toEqual(['Pas de session spéciale deux jours de suite.']);
  });

  it('a normal session: blank votes allowed; the top is condemned, has ten seconds, and is executed (001:9, 150)', () => {
    const t = atSession(table());
    t.phase({ vote: (x: RevisionTable) => x.ballots({ Gaëlle: 'Ana', David: 'Ana', Emma: 'Bruno' }) }, 'condamne');
    expect(t.texts('vote')).toEqual(['Votes\u00a0: Ana (2), Bruno (1) — 7 blancs.']);
    expect(t.timer).toBe(10);
    expect(t.effects).toContainEqual({
      type: 'timer',
      seconds: 10,
      label: 'Les dix secondes du condamné',
      publicLabel: 'Les dix secondes du condamné',
    });
    t.play('condamne').play('bourreau');
    expect(t.alive('Ana')).toBe(false);
    expect(t.publicTexts()).toContain('Ana est exécuté·e.');
  });

  it('a tie: the Président’s own vote prevails, else he decides (001:151)', () => {
    const t = atSession(table());
    t.phase({ vote: (x: RevisionTable) => x.ballots({ Gaëlle: 'Bruno', David: 'Ana' }) }, 'condamne');
    expect(t.texts('vote').slice(-1)).toEqual(['La voix du Président l’emporte\u00a0: Bruno.']);
    const u = atSession(table());
    u.phase({ vote: (x: RevisionTable) => x.ballots({ Hugo: 'Bruno', David: 'Ana' }) }, 'egalite');
    expect(u.wakes).toEqual([u.id('Gaëlle')]);
    u.play('egalite', ['Ana']).play('condamne').play('bourreau');
    expect(u.alive('Ana')).toBe(false);
  });

  it('Purge: every voter must name someone; the top is executed, the next three face a tribunal where every living player votes, a tie sparing (001:154)', () => {
    const t = atSession(table());
    t.play('session', 'purge').phase({}, 'vote');
    expect(t.call.prompt).toMatchObject({ kind: 'ballots', allowBlank: false });
    const votes = {
      Ana: 'David',
      Bruno: 'David',
      Chloé: 'Ana',
      David: 'Ana',
      Emma: 'Ana',
      Farid: 'Bruno',
      Gaëlle: 'Bruno',
      Hugo: 'Chloé',
      Inès: 'Emma',
      Jules: 'Emma',
    };
    t.play('vote', votes);
    // Ana (3) on top; Bruno, David and Emma (2 each) are the next three.
    expect(t.texts('vote')).toEqual([
      'Votes\u00a0: Ana (3), David (2), Bruno (2), Emma (2), Chloé (1).',
      'Tribunal pour David, Bruno et Emma.',
    ]);
    t.phase({}, 'tribunal');
    expect(t.alive('Ana')).toBe(false);
    expect(t.call.prompt).toMatchObject({ kind: 'ballots', candidates: [t.id('David')] });
    expect(t.call.line).toBe(
      'David est-il exécuté à son tour\u00a0? Tous les vivants votent (la loi du jour ne s’applique pas)\u00a0; à égalité, il est gracié.',
    );
    // David: 4 for, 5 against (blank): spared.
    t.play('tribunal', t.ballots({ Bruno: 'David', Emma: 'David', Farid: 'David', Gaëlle: 'David' }));
    expect(t.texts('vote').slice(-2)).toEqual([
      'Tribunal de David\u00a0: 4 pour l’exécution, 5 pour la grâce.',
      'David est gracié·e.',
    ]);
    // Bruno: 5 for, 4 against: executed.
    t.play('tribunal', t.ballots({ Chloé: 'Bruno', David: 'Bruno', Emma: 'Bruno', Farid: 'Bruno', Gaëlle: 'Bruno' }));
    expect(t.step).toBe('condamne');
    t.play('condamne').play('bourreau');
    expect(t.alive('Bruno')).toBe(false);
  });

  it('the Procureur breaks a tie for the tribunal’s last places (001:154)', () => {
    const t = atSession(table());
    t.play('session', 'purge').phase({}, 'vote');
    t.play('vote', {
      Ana: 'David',
      Bruno: 'David',
      Chloé: 'Ana',
      David: 'Ana',
      Emma: 'Ana',
      Farid: 'Bruno',
      Gaëlle: 'Hugo',
      Hugo: 'Chloé',
      Inès: 'Emma',
      Jules: 'Farid',
    });
    t.phase({}, 'tribunal-choix');
    expect(t.wakes).toEqual([t.id('Emma')]);
    expect(t.call.prompt).toMatchObject({ min: 2, max: 2 });
  });
});

describe('the law of the day (001:158-165)', () => {
  it('is proposed in the book’s order: the last ghost, another ghost, a living player without a post, the poorest (001:159-163)', () => {
    const t = table();
    t.phase({ reptiliens: 'Inès' })
      .phase({ 'mort-devenir': 'fantome' }, 'session')
      .phase()
      .phase({ reptiliens: 'Jules' })
      .phase({ 'mort-devenir': 'fantome' }, 'loi');
    // Ana is the Scrutateur today, and richer since the Notaire gave her Inès's coin.
    expect(t.call.notes.slice(0, 4)).toEqual([
      '1. Le dernier fantôme\u00a0: Jules',
      '2. Un autre fantôme\u00a0: Inès',
      '3. Un vivant sans poste public\u00a0: Bruno, Chloé et David',
      '4. Le plus pauvre des vivants\u00a0: Bruno, Chloé, David, Emma, Farid, Gaëlle et Hugo',
    ]);
  });

  it('keeps players from voting today, once the Sénateur accepts it; the table sees it (001:158, 165)', () => {
    const t = atSession(table());
    t.play('session', 'normale').play('loi', ['Ana']).play('loi-votants', ['Bruno', 'Chloé']);
    expect(t.call.line).toBe(
      'Le Sénateur accepte-t-il la loi proposée\u00a0: «\u00a0Bruno et Chloé ne votent pas aujourd’hui\u00a0»\u00a0?',
    );
    expect(t.wakes).toEqual([t.id('Farid')]);
    t.play('senat', true);
    expect(t.publicView().blocks).toContainEqual({
      kind: 'lines',
      title: 'Loi du jour',
      lines: ['Bruno et Chloé ne votent pas aujourd’hui.'],
    });
    t.phase({}, 'vote');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.voters.map((v) => t.name(v.id))).not.toContain('Bruno');
    // The next day, no law.
    t.phase().phase().phase({}, 'vote');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.voters.length).toBe(10);
  });

  it('refused by the Sénateur, it does not apply', () => {
    const t = atSession(table());
    t.play('session', 'normale').play('loi', ['Ana']).play('loi-votants', ['Bruno']).play('senat', false);
    expect(t.rs.day.law).toBeNull();
    expect(t.publicTexts().slice(-1)).toEqual([
      'Le Sénateur refuse la loi proposée («\u00a0Bruno ne vote pas aujourd’hui\u00a0»).',
    ]);
  });

  it('a ghost Sénateur keeps his post and still decides (option, 001:138); otherwise the Scrutateur names a living one', () => {
    const t = table();
    t.phase({ reptiliens: 'Farid' }).phase({ 'mort-devenir': 'fantome' }, 'loi');
    expect(t.state.posts.senateur).toBe(t.id('Farid'));
    t.play('loi', ['Farid']).play('loi-votants', ['Ana']);
    expect(t.call.inert).toBeNull();
    t.play('senat', true);
    expect(t.invariants()).toEqual([]);
    const u = new RevisionTable({ seats: seats(), posts: POSTS, options: { ...PLAIN, senateurFantome: false } });
    u.phase({ reptiliens: 'Farid' }).phase({ 'mort-devenir': 'fantome' }, 'succession');
    expect(u.call.line).toBe('Le poste de Sénateur est à pourvoir\u00a0: le Scrutateur désigne le successeur.');
  });
});

describe('the Bourreau (001:9, 178)', () => {
  const withBourreau = () =>
    new RevisionTable({
      seats: seats(),
      posts: { ...POSTS, bourreau: 'Jules' },
      options: { ...PLAIN, bourreau: true },
    });

  it('may pardon a condemned once, then the post leaves the game', () => {
    const t = atSession(withBourreau());
    t.phase({ vote: (x: RevisionTable) => x.voteAll('Ana') }, 'bourreau');
    expect(t.wakes).toEqual([t.id('Jules')]);
    t.play('bourreau', true);
    expect(t.alive('Ana')).toBe(true);
    expect(t.state.posts).not.toHaveProperty('bourreau');
    expect(t.publicTexts().slice(-2)).toEqual(['Le Bourreau gracie Ana.', 'Le poste de Bourreau est retiré du jeu.']);
  });

  it('never pardons himself', () => {
    const t = atSession(withBourreau());
    t.phase({ vote: (x: RevisionTable) => x.voteAll('Jules') }, 'bourreau');
    expect(t.call.prompt.kind).toBe('ack');
    t.play('bourreau');
    expect(t.alive('Jules')).toBe(false);
  });

  it('killing him during the ten seconds does not save the condemned (001:9)', () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['villageois', 'assassin'] }),
      posts: { ...POSTS, bourreau: 'Jules' },
      options: { ...PLAIN, bourreau: true },
    });
    atSession(t).phase({ vote: (x: RevisionTable) => x.voteAll('David') }, 'condamne');
    // The condemned Assassin shoots the Bourreau in his ten seconds.
    t.invoke('assassin', ['Jules']);
    t.phase({ 'mort-carte': seq('villageois'), 'mort-devenir': seq('fantome') }, 'bourreau');
    expect(t.call.prompt.kind).toBe('ack');
    t.play('bourreau');
    expect([t.alive('Jules'), t.alive('David')]).toEqual([false, false]);
  });
});

describe('the Martyr (001:95-96)', () => {
  it('wins when the village executes him: the game stops', () => {
    const t = atSession(table({ 5: ['martyr', 'sans-specialite'] }));
    t.phase({ vote: (x: RevisionTable) => x.voteAll('Farid') });
    // The Idéalistes (Chloé) win too: 9 of the 10 players are alive (001:41, 71).
    expect(t.state.ended).toMatchObject({ camps: ['idealistes', 'martyre'], winners: [t.id('Chloé'), t.id('Farid')] });
    expect(t.state.ended!.why![t.id('Farid')]).toBe('Martyre\u00a0: Farid a été exécuté·e par le village.');
  });
});
