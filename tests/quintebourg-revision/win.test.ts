/**
 * When the game stops and who wins (001_47f38bdc018e2680.txt:26-62,
 * 100-120): the camps' conditions in the table's order, the dominant camp of
 * a player in several, the consolation objectives, the personal goals, the
 * dead who win, the stops. The states are planted: the players named die as
 * if earlier nights had killed them.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/engine';
import { setHeld } from '../../src/rulesets/quintebourg-family/coins';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable } from './table';

type Plant = { dead?: string[]; posts?: Record<string, string>; charmed?: string[]; coins?: Record<string, number> };

/** A day-1 game where `dead` died, with the posts and purses given. */
function planted(t: RevisionTable, plant: Plant): ReturnType<RevisionTable['setState']>['state'] {
  return produce(t.state, (d) => {
    let rank = 0;
    for (const n of plant.dead ?? []) {
      const p = d.players[t.id(n)]!;
      p.health = 'mort';
      p.announced.health = 'mort';
      d.rs.coins.estates[p.id] = p.markers.coins ?? 0;
      setHeld(p, 0);
      d.rs.dead[p.id] = { day: 1, rank: ++rank, turned: [], fate: 'fantome' };
    }
    for (const [post, n] of Object.entries(plant.posts ?? {})) d.posts[post] = t.id(n);
    d.rs.charmed = (plant.charmed ?? []).map((n) => t.id(n));
    for (const [n, c] of Object.entries(plant.coins ?? {})) {
      const p = d.players[t.id(n)]!;
      d.rs.coins.total += c - (p.markers.coins ?? 0);
      setHeld(p, c);
    }
  });
}

function end(t: RevisionTable, plant: Plant) {
  const e = quintebourgRevision.checkEnd(planted(t, plant));
  return e && { ...e, winners: e.winners.map((id: PlayerId) => t.name(id)) };
}

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra }).toDay(1, 'day');

describe('the camps (001:38-47)', () => {
  it('Villageois: every Reptilien, Seth included, is dead; the dead villagers win too (001:26, 47, 100)', () => {
    const t = table({ 3: ['seth', 'sans-specialite'] });
    expect(end(t, { dead: ['Ana', 'Bruno'] })).toBeNull();
    const e = end(t, { dead: ['Ana', 'Bruno', 'David', 'Emma'] })!;
    expect(e.reason).toMatch(/^La partie s’arrête : Villageois : tous les Reptiliens \(dont Seth\) sont morts\./);
    expect(e.winners).toEqual(['Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules']);
    expect(e.camps).toEqual(['idealistes', 'villageois']);
  });

  it('Reptiliens: every non-Reptilien and Seth is dead (001:44)', () => {
    const t = table();
    const e = end(t, { dead: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès'] })!;
    // Three alive: Ana, Bruno and Jules: not yet.
    expect(e).toBeNull();
    const f = end(t, { dead: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    expect(f.camps).toEqual(['reptiliens']);
    expect(f.winners).toEqual(['Ana', 'Bruno']);
  });

  it('an Amoureux-Reptilien counts as a Reptilien: the village must kill him too; he wins only as the last two alive (001:31-36)', () => {
    const t = table({}, { lovers: ['Bruno', 'Hugo'] });
    expect(end(t, { dead: ['Ana'] })).toBeNull();
    const e = end(t, { dead: ['Ana', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Inès', 'Jules'] })!;
    expect(e.winners).toEqual(['Bruno', 'Hugo']);
    expect(e.camps).toEqual(['amoureux']);
  });

  it('Seth: two alive, Seth among them (001:42); the Fennec wins with him', () => {
    const t = table({ 3: ['seth', 'sans-specialite'], 4: ['fennec', 'sans-specialite'] });
    const e = end(t, { dead: ['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès'] })!;
    expect(e.reason).toMatch(/il ne reste que deux vivants/);
    expect(e.winners).toEqual(['David', 'Emma']);
  });

  it('Souris: three of the posts of Président, Notaire, Sénateur and Chef de la milice, a ghost’s included (001:43)', () => {
    const t = table({
      3: ['souris', 'sans-specialite'],
      4: ['souris', 'sans-specialite'],
      5: ['souris', 'sans-specialite'],
    });
    const e = end(t, {
      dead: ['Farid'],
      posts: { president: 'David', notaire: 'Emma', senateur: 'Hugo', chef: 'Farid' },
    })!;
    expect(e.camps).toContain('souris');
    expect(e.winners).toEqual(expect.arrayContaining(['David', 'Emma', 'Farid']));
  });

  it('Musiciens: every living player charmed, the musicians aside (001:46, 97)', () => {
    const t = table({ 3: ['orphee', 'sans-specialite'] });
    const living = ['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'];
    expect(end(t, { charmed: living.slice(1) })).toBeNull();
    expect(end(t, { charmed: living })!.winners).toContain('David');
  });

  it('Idéalistes, read when the game stops: at least half of the starting players alive, or more than half (option, 001:41, 71)', () => {
    const dead = ['Ana', 'Bruno', 'David', 'Emma', 'Farid'];
    const t = table();
    expect(end(t, { dead })!.why![t.id('Chloé')]).toBe(
      'Idéalistes : 5 vivants sur 10 joueurs au début, il en fallait 5.',
    );
    const strict = new RevisionTable({
      seats: seats(),
      posts: POSTS,
      options: { ...PLAIN, idealistes: 'majorite' },
    }).toDay(1, 'day');
    // Out of reach, the Idéalistes console themselves with the village's win (001:37).
    expect(end(strict, { dead })!.why![t.id('Chloé')]).toBe(
      'Objectif de consolation des Idéalistes : victoire finale des Villageois (tous les Reptiliens (dont Seth) sont morts).',
    );
  });
});

describe('the consolation objectives (001:37)', () => {
  it('a camp out of reach consoles itself with its objective: the dead lovers win with the village (V)', () => {
    const t = table({}, { lovers: ['Emma', 'Farid'] });
    const e = end(t, { dead: ['Ana', 'Bruno', 'Emma', 'Farid'] })!;
    expect(e.winners).toEqual(expect.arrayContaining(['Emma', 'Farid']));
    expect(e.why![t.id('Emma')]).toBe(
      'Objectif de consolation des Amoureux : victoire finale des Villageois (tous les Reptiliens (dont Seth) sont morts).',
    );
  });

  it('the Souris and the Martyre, out of reach, win with the Reptiliens (R), dead or alive', () => {
    const t = table({
      3: ['souris', 'sans-specialite'],
      4: ['souris', 'sans-specialite'],
      5: ['martyr', 'sans-specialite'],
    });
    const e = end(t, { dead: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    // The camps that won, the consoled ones with them, in the table's order.
    expect(e.camps).toEqual(['souris', 'reptiliens', 'martyre']);
    expect(e.winners).toEqual(['Ana', 'Bruno', 'David', 'Emma', 'Farid']);
    expect(e.why![t.id('David')]).toMatch(/^Objectif de consolation des Souris : victoire finale des Reptiliens/);
    expect(e.why![t.id('Farid')]).toMatch(/^Objectif de consolation .*Martyre : victoire finale des Reptiliens/);
    // The village wins instead: the Souris and the Martyre lose.
    const v = end(t, { dead: ['Ana', 'Bruno'] })!;
    expect(v.winners).not.toEqual(expect.arrayContaining(['David']));
    expect(v.winners).not.toContain('Farid');
  });

  it('the Musiciens, out of reach, win with the village (V)', () => {
    const t = table({ 3: ['orphee', 'sans-specialite'] });
    const e = end(t, { dead: ['Ana', 'Bruno'] })!;
    expect(e.winners).toContain('David');
    expect(e.why![t.id('David')]).toMatch(/^Objectif de consolation des Musiciens : victoire finale des Villageois/);
    const r = end(t, { dead: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    expect(r.winners).not.toContain('David');
  });

  it('Seth and the Fennec, Seth’s win out of reach, win with the Reptiliens (R)', () => {
    const t = table({ 3: ['seth', 'sans-specialite'], 4: ['fennec', 'sans-specialite'] });
    const e = end(t, { dead: ['Chloé', 'David', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    // Ana, Bruno (Reptiliens) and Emma alive: Emma is no Reptilien; two dead... not over yet.
    expect(e).toBeNull();
    const f = end(t, { dead: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    expect(f.winners).toEqual(['Ana', 'Bruno', 'David', 'Emma']);
    expect(f.why![t.id('Emma')]).toBe(
      'Objectif de consolation des Setheux : victoire finale des Reptiliens (tous les non-Reptiliens et Seth sont morts).',
    );
  });
});

describe('the personal goals (001:48-58, 102-120)', () => {
  const goals = () =>
    table(
      {
        3: ['detective-maniaque', 'sans-specialite'],
        4: ['mathematicien-58-ard', 'sans-specialite'],
        5: ['mathematicien-bipartie', 'sans-specialite'],
        6: ['detective-melomane', 'sans-specialite'],
        7: ['mathematicien-romantique', 'sans-specialite'],
      },
      {
        goals: { David: 'second', Emma: 'second', Farid: 'second', Gaëlle: 'second', Hugo: 'second' },
        lovers: ['Ana', 'Inès'],
      },
    );

  it('Maniaque: a multiple of 5 alive; 58-ard: exactly 5 or 8 alive (001:53, 56)', () => {
    const t = goals();
    // Five alive: David (Maniaque) and Emma (58-ard) win by their goals, the Reptiliens alive.
    const e = end(t, {
      dead: ['Chloé', 'Farid', 'Gaëlle', 'Hugo', 'Jules'],
      posts: { president: 'Bruno', notaire: 'Ana', senateur: 'Inès' },
    });
    expect(e).toBeNull();
    const f = quintebourgRevision.checkEnd(
      produce(
        planted(t, { dead: ['Chloé', 'Farid', 'Gaëlle', 'Hugo', 'Jules'] }),
        (d) => void (d.rs.endReason = 'arrêt du test'),
      ),
    )!;
    expect(f.why![t.id('David')]).toBe('Maniaque : 5 vivants, un multiple de 5.');
    expect(f.why![t.id('Emma')]).toBe('58-ard : 5 vivants.');
  });

  it('Bipartie: as many Reptiliens as others among the living (001:55, 114)', () => {
    const t = goals();
    // Three alive, Ana and Bruno against Farid: the game goes on.
    expect(end(t, { dead: ['Chloé', 'David', 'Emma', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })).toBeNull();
    const f = end(t, { dead: ['Bruno', 'Chloé', 'David', 'Emma', 'Gaëlle', 'Hugo', 'Inès', 'Jules'] })!;
    expect(f.why![t.id('Farid')]).toBe('Bipartie : 1 Reptiliens pour 1 autres vivants.');
  });

  it('Romantique: the lovers win (001:54, 117)', () => {
    const t = goals();
    // The lovers, Ana and Inès, are the last two alive; Hugo, dead, wins with them (and Farid's Bipartie: one Reptilien, one other).
    const e = end(t, { dead: ['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Jules'] })!;
    expect(e.winners).toEqual(['Ana', 'Farid', 'Hugo', 'Inès']);
    expect(e.why![t.id('Hugo')]).toBe('Romantique : les Amoureux gagnent.');
  });

  it('Détectives: three of the posts of Président, Procureur, Sénateur and Chef de la milice: the game stops (001:57, 104)', () => {
    const t = table({
      3: ['detective-maniaque', 'sans-specialite'],
      6: ['detective-melomane', 'sans-specialite'],
      8: ['poirot', 'sans-specialite'],
    });
    const e = end(t, { posts: { president: 'David', procureur: 'Gaëlle', senateur: 'Inès' } })!;
    expect(e.reason).toMatch(
      /^La partie s’arrête : Détectives : les Détectives tiennent les postes de Président, Procureur et Sénateur\./,
    );
    // Everyone is alive: the Idéalistes (Chloé) win too.
    expect(e.winners).toEqual(['Chloé', 'David', 'Gaëlle', 'Inès']);
  });

  it('Mathématiciens: three of the posts of Procureur, Notaire, Sénateur and Chef de la milice: the game stops (001:58, 113)', () => {
    // Emma, Farid and Hugo play for the Mathématiciens (their first goal), David keeps his Détective goal.
    const t = table(
      {
        4: ['mathematicien-58-ard', 'sans-specialite'],
        5: ['mathematicien-bipartie', 'sans-specialite'],
        7: ['mathematicien-romantique', 'sans-specialite'],
      },
      // The fixture's posts would give them three already: the game starts with others holding them.
      {
        goals: { Emma: 'premier', Farid: 'premier', Hugo: 'premier' },
        posts: { president: 'Gaëlle', procureur: 'David', notaire: 'Ana', senateur: 'Bruno', scrutateur: 'Chloé' },
      },
    );
    // Two of the four posts are not enough; the Président's post is not one of them.
    expect(end(t, { posts: { president: 'Emma', procureur: 'Farid', notaire: 'Hugo', senateur: 'Ana' } })).toBeNull();
    const e = end(t, { posts: { procureur: 'Emma', notaire: 'Farid', senateur: 'Hugo' } })!;
    expect(e.reason).toMatch(
      /^La partie s’arrête : Mathématiciens : les Mathématiciens tiennent les postes de Procureur, Notaire et Sénateur\./,
    );
    expect(e.winners).toEqual(expect.arrayContaining(['Emma', 'Farid', 'Hugo']));
    expect(e.why![t.id('Emma')]).toMatch(/^Mathématiciens/);
  });

  it('Mélomane: wins when the Musiciens win, whatever his own camp (001:51, 105)', () => {
    // Gaëlle, a Détective mélomane given her second goal; David plays Orphée.
    const t = table(
      { 3: ['orphee', 'sans-specialite'], 6: ['detective-melomane', 'sans-specialite'] },
      { goals: { Gaëlle: 'second' } },
    );
    const living = ['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'];
    const e = end(t, { charmed: living })!;
    expect(e.winners).toEqual(expect.arrayContaining(['David', 'Gaëlle']));
    expect(e.why![t.id('Gaëlle')]).toBe('Mélomane : les Musiciens gagnent.');
    // The village wins instead: Gaëlle wins as a villager, not as a Mélomane.
    const other = end(t, { dead: ['Ana', 'Bruno'] })!;
    expect(other.why![t.id('Gaëlle')]).not.toMatch(/Mélomane/);
  });

  it('Cupide: all the coins of the game; the other Cupides lose (001:50, 102)', () => {
    const t = table({ 3: ['villageois-cupide', 'sans-specialite'], 4: ['villageois-cupide', 'sans-specialite'] });
    const others = Object.fromEntries(
      ['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'].map((n) => [n, 0]),
    );
    const e = end(t, { coins: { ...others, David: 10 } })!;
    expect(e.reason).toMatch(/Cupide : David possède toutes les pièces du jeu/);
    // Emma, the other Cupide, loses; Chloé wins as an Idéaliste.
    expect(e.winners).toEqual(['Chloé', 'David']);
  });
});

describe('what stops the game (001:59-62)', () => {
  it('two players alive or fewer, whoever they are', () => {
    const t = table();
    const e = end(t, { dead: ['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès'] })!;
    expect(e.reason).toMatch(/^La partie s’arrête : il ne reste que deux vivants\./);
  });

  it('not during day 0, nor in the middle of a night', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN }).phase({}, 'attaque');
    expect(quintebourgRevision.checkEnd(planted(t, { dead: ['Ana', 'Bruno'] }))).toBeNull();
  });
});
