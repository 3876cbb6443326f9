/**
 * Public posts (000_a045abd3825f1297.txt:471-557): one post each, the
 * Scrutateur's morning rotation and successions, candidates to the optional
 * posts, the médecin's Bourreau, the Notaire, the posts moved by Éris,
 * Cupidon and the artist.
 */
import { describe, expect, it } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { invariants } from '../../src/rulesets/quintebourg/invariants';
import { successors } from '../../src/rulesets/quintebourg/posts';
import { BASIC_V, DAY_POSTS as POSTS, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

function table(posts: Record<string, string> = {}, over: Record<number, [string, string]> = {}, options = {}): Table {
  return new Table({ seats: seatsV(over), posts: { ...POSTS, ...posts }, options });
}

const holder = (t: Table, p: string) => (t.state.posts[p] ? t.name(t.state.posts[p]!) : null);

/** Execute `who` in today's vote (everyone else blank). */
function execute(t: Table, who: string, by = 'Ana'): Table {
  t.until('vote').play('vote', t.ballots({ [by]: who }));
  return t;
}

describe('the Scrutateur (000:473-489)', () => {
  it('each morning the post moves to the next player clockwise with no post (000:487)', () => {
    const t = table();
    t.until('session');
    expect(holder(t, 'scrutateur')).toBe('Ana');
    expect(t.publicTexts()).toContain('Ana devient Scrutateur (rotation du matin).');
    t.play('session', 'normale').until('session');
    expect(t.state.clock.day).toBe(2);
    expect(holder(t, 'scrutateur')).toBe('Bruno');
  });

  it('when everyone holds a post, it goes round them all as a second post (000:473-475)', () => {
    const six: [string, string][] = BASIC_V.slice(0, 6);
    const t = new Table({
      seats: six,
      posts: {
        notaire: 'Ana',
        president: 'Bruno',
        senateur: 'David',
        procureur: 'Emma',
        chef: 'Farid',
        scrutateur: 'Ana',
      },
      options: { pretre: 'aucun', pickpockets: false },
    });
    expect(holder(t, 'scrutateur')).toBe('Ana');
    t.until('session');
    expect(holder(t, 'scrutateur')).toBe('Bruno');
    expect(holder(t, 'president')).toBe('Bruno');
    expect(holder(t, 'notaire')).toBe('Ana');
    expect(t.invariants()).toEqual([]);
  });

  it('the only player with no other post keeps it (000:487)', () => {
    const six: [string, string][] = BASIC_V.slice(0, 6);
    const t = new Table({
      seats: six,
      posts: { notaire: 'Ana', president: 'Bruno', senateur: 'David', procureur: 'Emma' },
      options: { pretre: 'aucun', pickpockets: false, chefArmees: false },
    });
    expect(holder(t, 'scrutateur')).toBe('Farid');
    t.until('session');
    expect(holder(t, 'scrutateur')).toBe('Farid');
  });

  it('names the successor of an unavailable holder, neither himself nor one who resigned (000:485)', () => {
    const t = execute(table(), 'Gaëlle');
    t.until('succession');
    expect(t.state.clock.day).toBe(2);
    expect(holder(t, 'scrutateur')).toBe('Bruno');
    expect(t.call.line).toBe('Le poste de Président est à pourvoir\u00a0: le Scrutateur désigne le successeur.');
    expect(t.wakes).toEqual([t.id('Bruno')]);
    expect(t.candidates).toEqual(['Ana', 'David']);
    expect(t.rejection('succession', ['Bruno'])).toMatchObject({ kind: 'refused', rule: '000:485' });
    t.play('succession', ['David']);
    expect(holder(t, 'president')).toBe('David');
    expect(t.publicTexts()).toContain('David devient Président (nommé par le Scrutateur).');
    expect(t.rs.becamePresident).toEqual([t.id('David')]);
  });

  it('with nobody free, the holder of an optional post leaves it for the mandatory one (000:477)', () => {
    const t = table({ chef: 'Ana', 'pretre-cupide': 'Bruno', mirko: 'David', scrutateur: 'Ana' });
    execute(t, 'Gaëlle', 'Chloé');
    t.until('succession');
    // Ana, then Bruno, then Chloé: everyone has a post, so it goes round them all.
    expect(holder(t, 'scrutateur')).toBe('Chloé');
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'David']);
    t.play('succession', ['David']);
    expect(holder(t, 'president')).toBe('David');
    expect(holder(t, 'mirko')).toBeNull();
    expect(t.publicTexts()).toContain(
      'Le poste de Pickpocket Mirko est vacant (David le quitte pour devenir Président).',
    );
    expect(t.invariants()).toEqual([]);
  });

  it('when nobody else is left, the first restriction wins: he names himself (000:485)', () => {
    const six: [string, string][] = BASIC_V.slice(0, 6);
    const t = new Table({
      seats: six,
      posts: { notaire: 'Ana', president: 'Bruno', senateur: 'David', procureur: 'Emma' },
      options: { pretre: 'aucun', pickpockets: false, chefArmees: false },
    });
    execute(t, 'Bruno');
    t.until('succession');
    expect(t.candidates).toEqual(['Farid']);
    t.play('succession', ['Farid']);
    expect(holder(t, 'president')).toBe('Farid');
    expect(holder(t, 'scrutateur')).toBe('Farid');
  });

  it('fewer players than mandatory posts: they are not replaced any more (000:479)', () => {
    const t = table();
    t.until('session');
    const down = ['Ana', 'Bruno', 'David', 'Emma', 'Farid'].map((n) => t.id(n));
    const s = {
      ...t.state,
      players: Object.fromEntries(
        Object.entries(t.state.players).map(([id, p]) => [id, down.includes(id) ? { ...p, health: 'Q' } : p]),
      ),
    };
    expect(successors(s, null, 'president')).toEqual([]);
    expect(quintebourg.steps.succession!.inert!(s, { post: 'president', resigned: null })).toBe('le poste est pourvu');
    expect(quintebourg.steps.succession!.inert!(s, { post: 'senateur', resigned: null })).toBe(
      'plus assez de joueurs : le poste n’est plus remplacé',
    );
  });

  it('decides between several candidates to a free optional post; one post each (000:489, 529, 471)', () => {
    const t = table();
    t.until('candidatures');
    expect(t.call.line).toBe(
      'Le poste de Chef des armées est vacant\u00a0: qui, parmi ceux qui n’ont pas de poste, se porte candidat\u00a0?',
    );
    expect(t.candidates).toEqual(['Bruno', 'David']);
    t.play('candidatures', ['Bruno', 'David']);
    expect(t.step).toBe('arbitrage');
    expect(t.wakes).toEqual([t.id('Ana')]);
    t.play('arbitrage', ['David']);
    expect(holder(t, 'chef')).toBe('David');
    expect(t.publicTexts()).toContain('David devient Chef des armées (choisi par le Scrutateur).');
    // The next optional post: David holds one already.
    expect(t.step).toBe('candidatures');
    expect(t.candidates).toEqual(['Bruno']);
    t.play('candidatures', ['Bruno']);
    expect(holder(t, 'pretre-cupide')).toBe('Bruno');
    expect(t.step).toBe('candidatures');
    expect(t.call.inert).toBe('personne sans poste pour postuler');
  });

  it('the MJ may take an optional post out of the game; nobody applies for it again (000:527)', () => {
    const t = table({ chef: 'Bruno' });
    t.until('session');
    t.invoke('retrait-poste', 'chef');
    expect('chef' in t.state.posts).toBe(false);
    expect(t.publicTexts()).toContain('Le poste de Chef des armées est retiré du jeu.');
    t.play('session', 'normale').until('bilan').play('bilan');
    expect(
      t.state.agenda.filter((a) => a.step === 'candidatures').map((a) => (a.args as { post: string }).post),
    ).toEqual(['pretre-cupide', 'mirko', 'mirka']);
    expect(t.invariants()).toEqual([]);
  });

  it('an optional post whose holder is unavailable falls vacant (000:529)', () => {
    const t = execute(table({ chef: 'Bruno' }), 'Bruno');
    t.until('bilan');
    t.play('bilan');
    expect(holder(t, 'chef')).toBeNull();
    expect(t.publicTexts()).toContain('Le poste de Chef des armées est vacant (Bruno est indisponible).');
  });
});

describe('the Bourreau (000:491-495)', () => {
  it('the médecin holds it for good: not replaced when he falls (000:493)', () => {
    const t = execute(table(), 'Chloé');
    t.until('session');
    expect(holder(t, 'bourreau')).toBe('Chloé');
    // Nobody else ever takes it (his own taking is the day-0 announcement, party-medecin.test.ts).
    expect(t.texts('poste').filter((x) => x.includes('Bourreau'))).toEqual([]);
  });

  it('without a médecin, the Scrutateur replaces an unavailable Bourreau', () => {
    const t = table({ bourreau: 'Ana' }, { 2: ['villageois', 'sans-effet'] });
    expect(holder(t, 'bourreau')).toBe('Ana');
    execute(t, 'Ana', 'Bruno');
    t.until('succession');
    expect(t.state.agenda[0]!.args).toMatchObject({ post: 'bourreau' });
  });
});

describe('the Notaire (000:499-501)', () => {
  it('hands the coins of a Q to whom he likes, never to himself', () => {
    const t = execute(table(), 'Ana', 'Bruno');
    expect(t.rs.coins.estates).toEqual({ [t.id('Ana')]: 3 });
    t.until('heritage');
    expect(t.call.line).toBe('Le Notaire lègue les 3 pièces de feu Ana à qui il veut, sauf à lui-même.');
    expect(t.candidates).not.toContain('Hugo');
    expect(t.candidates).not.toContain('Ana');
    t.play('heritage', ['David']);
    expect(t.coins('David')).toBe(6);
    expect(t.publicTexts()).toContain('Le Notaire lègue les biens d’Ana à David.');
  });
});

describe('posts moved in the night (000:419, 425, 431, 727)', () => {
  it('Cupidon’s admired player swaps posts with whom he likes, never with the médecin’s Bourreau (000:431, 493)', () => {
    const t = table({}, { 1: ['reptilien', 'cupidon'] });
    t.until('cupidon-plans').play('cupidon-plans', ['Emma', 'Farid']);
    t.until('cupidon-admiration').play('cupidon-admiration', ['Ana']);
    t.until('admiration');
    expect(t.candidates).not.toContain('Chloé');
    t.play('admiration', ['Gaëlle']);
    expect(holder(t, 'president')).toBe('Ana');
    // Ana was the Scrutateur (it then moves on at the health report, 000:487).
    expect(t.publicTexts()).toContain('Gaëlle devient Scrutateur (échange avec l’admiré).');
    expect(t.publicTexts()).toContain('Ana devient Président (l’admiré échange son poste).');
    expect(t.invariants()).toEqual([]);
  });

  it('Éris turns every post one seat, the médecin’s Bourreau aside (000:425, 493)', () => {
    const t = table({}, { 3: ['villageois', 'eris'] });
    t.until('eris-haine').play('eris-haine', ['Emma', 'Farid']);
    t.until('eris-postes');
    expect(t.state.clock.day).toBe(5);
    const before = { ...t.state.posts };
    t.play('eris-postes', 'horaire');
    t.until('rotation').play('rotation');
    expect(holder(t, 'bourreau')).toBe('Chloé');
    // Around the table without Chloé: Bruno → David, Hugo → Ana…
    const next = (n: string) =>
      ({ Ana: 'Bruno', Bruno: 'David', David: 'Emma', Emma: 'Farid', Farid: 'Gaëlle', Gaëlle: 'Hugo', Hugo: 'Ana' })[n];
    for (const p of ['notaire', 'president', 'senateur', 'procureur']) {
      expect([p, holder(t, p)]).toEqual([p, next(t.name(before[p]!))]);
    }
    expect(t.publicTexts()).toContain(`${next(t.name(before.scrutateur!))} devient Scrutateur (rotation des postes).`);
  });

  it('the artist’s resignation: the Scrutateur names the successor, not the one who resigned (000:419, 485)', () => {
    const t = table({}, { 0: ['reptilienne-alpha', 'artiste'] });
    t.until('artiste-demission');
    expect(t.state.clock.day).toBe(3);
    expect(t.candidates).not.toContain('Chloé');
    t.play('artiste-demission', ['Gaëlle']);
    t.until('demission').play('demission');
    expect(holder(t, 'president')).toBeNull();
    t.until('succession');
    expect(holder(t, 'scrutateur')).toBe('David');
    expect(t.call.notes[0]).toBe(
      'Ni Gaëlle (démissionnaire) ni le Scrutateur lui-même, sauf s’il ne reste personne d’autre.',
    );
    expect(t.candidates).toEqual(['Ana', 'Bruno']);
    t.play('succession', ['Bruno']);
    expect(holder(t, 'president')).toBe('Bruno');
  });

  it('an optional post left by the artist’s resignation is also filled by the Scrutateur (000:485)', () => {
    const t = table({ chef: 'Bruno' }, { 0: ['reptilienne-alpha', 'artiste'] });
    t.until('artiste-demission').play('artiste-demission', ['Bruno']);
    t.until('succession');
    expect(t.state.agenda[0]!.args).toEqual({ post: 'chef', resigned: t.id('Bruno') });
    expect(t.candidates).not.toContain('Bruno');
    t.play('succession', [t.candidates[0]!]);
    expect(holder(t, 'chef')).not.toBeNull();
  });
});

describe('the Procureur (000:519-523)', () => {
  it('with an adjoint, he may pay 2 coins to see the cards of a post holder (000:523)', () => {
    const t = table({ armish: 'Bruno' }, {}, { adjoints: true });
    t.until('session');
    expect(() => t.invoke('enquete', ['David'])).toThrow(
      'David n’occupe aucun poste public\u00a0: l’enquête ne vise qu’un titulaire de poste.',
    );
    t.invoke('enquete', ['Bruno']);
    expect(t.coins('Emma')).toBe(1);
    expect(t.texts('enquete')).toEqual(['Enquête sur Bruno (Adjoint Armish)\u00a0: Reptilien, Sans effet.']);
    expect(t.events('enquete')[0]!.vis).toEqual({ to: 'players', ids: [t.id('Emma')] });
    expect(() => t.invoke('enquete', ['Bruno'])).toThrow(
      '«\u00a0Enquête du Procureur\u00a0» n’est pas possible maintenant.',
    );
    expect(t.invariants()).toEqual([]);
  });

  it('without an adjoint, no investigation (000:521)', () => {
    const t = table();
    t.until('session');
    expect(() => t.invoke('enquete', ['Hugo'])).toThrow(
      '«\u00a0Enquête du Procureur\u00a0» n’est pas possible maintenant.',
    );
  });
});

describe('one post each, the Scrutateur aside (000:471-473): the invariant', () => {
  it('names a player given a second post, the posts in their order; the Scrutateur may hold one more', () => {
    const t = table();
    t.until('session');
    const s = t.state;
    const [gaelle, farid, david] = [t.id('Gaëlle'), t.id('Farid'), t.id('David')];
    expect(invariants(s)).toEqual([]);
    // Scaffolding: the Scrutateur's post given to the Président, then the Sénateur's too.
    expect(invariants({ ...s, posts: { ...s.posts, scrutateur: gaelle } })).toEqual([]);
    expect(invariants({ ...s, posts: { ...s.posts, senateur: gaelle } })).toEqual([
      `${gaelle} holds president and senateur`,
    ]);
    expect(
      invariants({ ...s, posts: { ...s.posts, senateur: david, procureur: david, notaire: farid, president: farid } }),
    ).toEqual(
      [`${david} holds senateur and procureur`, `${farid} holds notaire and president`].sort(
        (a, b) => s.order.indexOf(a.split(' ')[0]!) - s.order.indexOf(b.split(' ')[0]!),
      ),
    );
  });
});
