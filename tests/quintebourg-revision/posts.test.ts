/**
 * Public posts, money and marriage (001_47f38bdc018e2680.txt:84-85,
 * 132-148, 155-157, 166-182, 191-194): the Scrutateur's rotation and
 * successions, Minus and Cortex's swaps and the illegal results, the
 * Artiste's, Éris's and Freyja's effects on the posts, the Procureur's camera
 * and inquiry, the adjoints' and the pickpockets' days, the priests,
 * neighbouring houses, the couples' report, gifts and the richest citizen.
 */
import { describe, expect, it } from 'vitest';
import { phaseProgress } from '../../src/engine';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { postsInPlay } from '../../src/rulesets/quintebourg-revision/posts';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable, seq } from './table';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

const holder = (t: RevisionTable, post: string) => {
  const id = t.state.posts[post];
  return id ? t.name(id) : null;
};

describe('the Scrutateur (001:139-147)', () => {
  it('turns each morning to the next living player clockwise without a post (001:147)', () => {
    const t = table();
    t.toDay(1, 'day').phase({}, 'session');
    // From David: Emma, Farid, Gaëlle and Hugo hold posts; Inès has none.
    expect(holder(t, 'scrutateur')).toBe('Inès');
  });

  it('names a dead holder’s successor, never himself nor the one who left (001:143-145)', () => {
    const t = table();
    t.phase({ reptiliens: 'Gaëlle' }).phase({}, 'succession');
    expect(t.call.line).toBe('Le poste de Président est à pourvoir\u00a0: le Scrutateur désigne le successeur.');
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'Chloé', 'David', 'Jules']);
    expect(t.wakes).toEqual([t.id('Inès')]);
    t.play('succession', ['Chloé']);
    expect(holder(t, 'president')).toBe('Chloé');
  });

  it('fills a post whose holder dies in the day at once, so the day’s session still opens (001:143 « À chaque fois »)', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    t.toDay(1, 'day').phase({}, 'session');
    // Emma, the Assassin, shoots Gaëlle, the Présidente, before the session.
    t.invoke('assassin', ['Gaëlle']);
    t.phase({ 'mort-carte': 'villageois', 'mort-devenir': 'fantome' }, 'succession');
    expect(t.call.line).toBe('Le poste de Président est à pourvoir\u00a0: le Scrutateur désigne le successeur.');
    t.play('succession', ['Chloé']);
    expect(holder(t, 'president')).toBe('Chloé');
    t.phase({}, 'session');
    expect(t.call.inert).toBeNull();
    expect(t.wakes).toEqual([t.id('Chloé')]);
  });

  it('opens a vacant optional post to players without a post; several candidates, the Scrutateur decides (001:167)', () => {
    const t = table({}, { options: { ...PLAIN, pickpockets: true } });
    t.toDay(1, 'day').phase({}, 'candidatures');
    t.play('candidatures', ['Ana', 'Bruno']);
    expect(t.step).toBe('arbitrage');
    t.play('arbitrage', ['Bruno']);
    expect(holder(t, 'mirko')).toBe('Bruno');
  });
});

describe('what the night does to the posts (001:84-85, 132-137, 148)', () => {
  it('Minus and Cortex swap two players’ posts at dawn; an illegal result goes back to the Scrutateur (001:84-85, 148)', () => {
    const t = table({ 7: ['cortex', 'sans-specialite'], 8: ['minus', 'sans-specialite'] });
    // Night 1: Jules dies and becomes a ghost, the Chef de la milice.
    t.phase({ reptiliens: 'Jules' }).phase({ 'mort-devenir': 'fantome' }, 'session');
    expect(holder(t, 'chef')).toBe('Jules');
    t.phase().phase({ cortex: ['Gaëlle'], minus: ['Jules'] });
    expect(t.texts('echange')).toEqual([
      'Minus et Cortex\u00a0: les postes de Gaëlle et Jules seront échangés à l’aube.',
    ]);
    t.phase({}, 'echanges').play('echanges');
    // Gaëlle, alive, cannot lead the ghosts; Jules, a ghost, cannot be Président: both posts fall vacant, the Scrutateur reassigns them.
    expect(t.publicTexts()).toEqual(
      expect.arrayContaining([
        'Gaëlle devient Chef de la milice fantôme (échange nocturne).',
        'Jules devient Président (échange nocturne).',
      ]),
    );
    expect([holder(t, 'chef'), holder(t, 'president')]).toEqual([null, null]);
    t.phase({}, 'succession');
    expect(t.publicTexts()).toEqual(
      expect.arrayContaining([
        'Le poste de Président est vacant (Jules est mort·e).',
        'Le poste de Chef de la milice fantôme est vacant (Gaëlle n’est pas un fantôme).',
      ]),
    );
    t.play('succession', ['Gaëlle']);
    expect(t.step).toBe('succession');
    expect(t.candidates).toEqual(['Jules']);
    t.play('succession', ['Jules']);
    expect([holder(t, 'chef'), holder(t, 'president')]).toEqual(['Jules', 'Gaëlle']);
    expect(t.invariants()).toEqual([]);
  });

  it('the Artiste’s caricature: the target resigns at dawn and the Scrutateur names his successor (001:133, 143)', () => {
    const t = table({ 3: ['villageois', 'artiste'] });
    t.toDay(6)
      .phase({ caricature: ['Hugo'] })
      .phase({}, 'succession');
    expect(t.publicTexts()).toContain('Le poste de Notaire est vacant (démission d’Hugo).');
    expect(t.candidates).not.toContain('Hugo');
  });

  it('Éris’s farce turns the living’s posts one seat (001:135)', () => {
    const t = table({ 3: ['villageois', 'eris'] });
    t.toDay(5).phase({ farce: 'horaire' }).phase({}, 'bilan');
    expect([holder(t, 'procureur'), holder(t, 'senateur'), holder(t, 'president'), holder(t, 'notaire')]).toEqual([
      'Farid',
      'Gaëlle',
      'Hugo',
      'Inès',
    ]);
  });

  it('Freyja’s adoration: the admired swaps posts with whom he likes (001:137)', () => {
    const t = table({ 3: ['villageois', 'freyja'] });
    t.toDay(4)
      .phase({ adoration: ['Ana'] })
      .phase({}, 'admiration');
    t.play('admiration', ['Gaëlle']);
    expect(holder(t, 'president')).toBe('Ana');
  });

  it('the Artiste’s sculpture: its owner moves the next day if the Artiste spent the night there (001:132)', () => {
    const t = table({ 3: ['villageois', 'artiste'] });
    t.toDay(2)
      .phase({ sculpture: ['Hugo'] })
      .phase({}, 'demenagement');
    t.play('demenagement', ['Ana']);
    expect(t.state.order.slice(0, 1)).toEqual([t.id('Hugo')]);
  });
});

describe('the Procureur and the adjoints (001:155-156, 170-175)', () => {
  it('without an adjoint, the Procureur tells in the morning where his camera was; everyone hears the count (001:155)', () => {
    const t = table({ 3: ['villageois', 'laura'] });
    t.phase({ laura: 'Hugo' }).phase({}, 'camera-procureur');
    t.play('camera-procureur', t.id('Hugo'));
    expect(t.events('camera').map((e) => [e.vis.to, e.text])).toEqual([
      ['public', 'Caméra du Procureur, la maison d’Hugo\u00a0: deux personnes ou plus au moment de l’attaque.'],
    ]);
  });

  it('with an adjoint, he pays a coin, taken out of the game, to see a post holder’s cards (001:156)', () => {
    const t = table({}, { posts: { ...POSTS, randy: 'Jules' }, options: { ...PLAIN, adjoints: true } });
    t.toDay(1, 'day');
    t.invoke('enquete', ['Gaëlle']);
    expect(t.coins('Emma')).toBe(0);
    expect(t.rs.coins.removed).toBe(1);
    expect(t.texts('enquete')).toEqual(['Enquête sur Gaëlle\u00a0: Villageois, Sans spécialité.']);
    expect(t.invariants()).toEqual([]);
  });

  it('Randy on odd days, Armish on even days, each tells where his camera was (001:170-175)', () => {
    const t = table({}, { posts: { ...POSTS, randy: 'Jules', armish: 'Inès' }, options: { ...PLAIN, adjoints: true } });
    t.phase().phase({}, 'camera-adjoint');
    expect(t.wakes).toEqual([t.id('Jules')]);
    t.phase().phase().phase({}, 'camera-adjoint');
    expect(t.wakes).toEqual([t.id('Inès')]);
  });
});

describe('money (001:176-182)', () => {
  it('a pickpocket steals a coin at the end of the day: Mirko on odd days, Mirka on even days (001:176-177)', () => {
    const t = table(
      {},
      { posts: { ...POSTS, mirko: 'Jules', mirka: 'Inès' }, options: { ...PLAIN, pickpockets: true } },
    );
    t.toDay(1, 'day').phase({}, 'pickpocket');
    expect(t.call.line).toBe('Mirko, le pickpocket du jour, vole-t-il une pièce à quelqu’un\u00a0?');
    t.play('pickpocket', t.id('Ana'));
    expect([t.coins('Ana'), t.coins('Jules')]).toEqual([0, 2]);
  });

  it('gifts at any moment of the day (001:180)', () => {
    const t = table();
    t.toDay(1, 'day');
    t.invoke('don', ['Ana']).play('don-a', ['Bruno']).play('don-montant', 1);
    expect([t.coins('Ana'), t.coins('Bruno')]).toEqual([0, 2]);
  });

  it('the richest citizen at the end of the day is strictly richer than each of the others (001:182)', () => {
    const t = table();
    t.toDay(1, 'day').phase({}, 'plus-riche');
    expect(t.call.line).toBe(
      'Personne n’est strictement plus riche que tous les autres\u00a0: aucune maison n’est protégée.',
    );
    purse(t, 'Emma', 2);
    expect(t.call.line).toBe(
      'Emma est le citoyen le plus riche\u00a0: sa maison est protégée des attaques cette nuit.',
    );
  });
});

describe('marriage (001:168-169, 191-194)', () => {
  it('one priest at most, of either kind: « s’il y a un prêtre, ils ont besoin de son accord » (001:191, 168-169)', () => {
    const option = quintebourgRevision.options.find((o) => o.id === 'pretre')!;
    expect(option.choices?.map((c) => c.value)).toEqual(['aucun', 'capitaliste', 'odieux']);
    const priests = (pretre: string) => postsInPlay({ pretre }).filter((p) => p.startsWith('pretre'));
    expect([priests('aucun'), priests('capitaliste'), priests('odieux')]).toEqual([
      [],
      ['pretre-capitaliste'],
      ['pretre-odieux'],
    ]);
    expect(option.label).toBe('Prêtre (un au plus)');
    expect(option.help).toContain('001:191');
  });

  it('with the Prêtre capitaliste: his fee, 0 to 2 coins, paid to him (001:168)', () => {
    const t = table(
      {},
      { posts: { ...POSTS, 'pretre-capitaliste': 'Jules' }, options: { ...PLAIN, pretre: 'capitaliste' } },
    );
    t.toDay(1, 'day').phase(
      {
        mariages: seq(['Ana']),
        'mariage-partenaire': ['Hugo'],
        'mariage-accord': true,
        'mariage-tarif': '1',
        'mariage-paiement': true,
        'mariage-maison': 'Hugo',
      },
      'plus-riche',
    );
    expect(t.coins('Jules')).toBe(2);
    expect(t.rs.spouses).toHaveLength(1);
  });

  it('the Prêtre odieux forces a marriage on a strictly poorer partner, once the fee is paid (001:169)', () => {
    const t = table({}, { posts: { ...POSTS, 'pretre-odieux': 'Jules' }, options: { ...PLAIN, pretre: 'odieux' } });
    purse(t, 'Ana', 3);
    t.toDay(1, 'day').phase(
      { mariages: seq(['Ana']), 'mariage-partenaire': ['Hugo'], 'mariage-accord': false },
      'mariage-tarif',
    );
    expect(t.refusal('mariage-tarif', '2')).toBe(
      'Une fois le tarif payé, Hugo ne serait plus strictement plus pauvre qu’Ana\u00a0: pas de mariage forcé à ce prix.',
    );
  });

  it('married, they live in neighbouring houses: one moves next to the other (001:192)', () => {
    const t = table();
    t.toDay(1, 'day').phase(
      {
        mariages: seq(['Ana']),
        'mariage-partenaire': ['Emma'],
        'mariage-accord': true,
        'mariage-temoins': ['Hugo', 'Inès'],
      },
      'mariage-maison',
    );
    expect(t.call.prompt).toMatchObject({
      options: [
        { value: t.id('Ana'), label: 'Ana s’installe à côté d’Emma' },
        { value: t.id('Emma'), label: 'Emma s’installe à côté d’Ana' },
      ],
    });
    t.play('mariage-maison', t.id('Ana'));
    expect(t.publicTexts()).toContain(
      'Ana et Emma se marient\u00a0: Ana s’installe à côté d’Emma, à la place de Farid.',
    );
    const i = t.state.order.indexOf(t.id('Emma'));
    expect(t.state.order[i + 1]).toBe(t.id('Ana'));
  });

  it('mode MJ courageux: each night the spouses who slept at home are tapped (001:24, 194)', () => {
    const t = table({ 3: ['villageois', 'laura'] }, { options: { ...PLAIN, mjCourageux: true } });
    t.toDay(1, 'day').phase(
      {
        mariages: seq(['Emma']),
        'mariage-partenaire': ['Farid'],
        'mariage-accord': true,
        'mariage-temoins': ['Hugo', 'Inès'],
        'mariage-maison': t.id('Emma'),
      },
      'plus-riche',
    );
    t.phase().phase({ laura: 'Farid' }, 'couples');
    expect(t.call.notes).toEqual(['Emma et Farid\u00a0: tous deux à la maison.']);
    expect(t.wakes).toEqual([t.id('Emma'), t.id('Farid')]);
    // Without the mode, no couples' report.
    const u = table();
    u.phase({}, 'attaque');
    expect(phaseProgress(u.rules, u.state).map((p) => p.title)).not.toContain('Bilan des couples');
  });
});
