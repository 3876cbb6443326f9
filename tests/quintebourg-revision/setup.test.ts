/**
 * The setup of the revision (001_47f38bdc018e2680.txt, cited 001:LINE): a
 * camp card and a specialty card each (001:25), one coin each (001:179), the
 * villagers' goals chosen by the MJ (001:103-120), the posts handed out
 * (001:139), the camps that know each other and Cupidon's lovers before the
 * first night (001:66).
 */
import { describe, expect, it } from 'vitest';
import { checkSetup, type GameSetup } from '../../src/engine';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable } from './table';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `J${i + 1}` }));
const setup = (composition: string[], n = 6): GameSetup => ({
  rulesetId: 'quintebourg-revision',
  options: {},
  players: players(n),
  composition,
  seed: 's',
});

describe('the cards (001:25)', () => {
  it('suggests one camp card and one specialty card a player, from 6 to 20 players', () => {
    for (let n = 6; n <= 20; n++) {
      const c = quintebourgRevision.suggestComposition(n, {});
      expect(checkSetup(quintebourgRevision, setup(c, n)).ok).toBe(true);
      expect(c.filter((x) => quintebourgRevision.roles.find((r) => r.id === x)!.camp === 'specialite')).toHaveLength(n);
    }
  });

  it('refuses a composition without one specialty a player, or without the alpha (001:25, 187)', () => {
    const six = quintebourgRevision.suggestComposition(6, {});
    const noSpecialty = [...six.filter((x) => x !== 'marchand-de-sable'), 'villageois'];
    expect(checkSetup(quintebourgRevision, setup(noSpecialty)).ok).toBe(false);
    const noAlpha = six.map((x) => (x === 'reptilienne-alpha' ? 'reptilien' : x));
    const r = checkSetup(quintebourgRevision, setup(noAlpha));
    expect(r.ok ? null : r.error).toBe(
      'Il faut la Reptilienne alpha\u00a0: sans elle, les Reptiliens n’attaquent jamais.',
    );
  });

  it('deals the specialties at random with the camp cards, or asks for each one when the MJ deals by hand', () => {
    const random = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    expect(random.rs.specialties[random.id('Ana')]).toEqual(['sans-specialite']);
    const t = new RevisionTable({ seats: seats({ 3: ['villageois', 'assassin'] }), posts: POSTS, options: PLAIN });
    expect(t.rs.specialties[t.id('David')]).toEqual(['assassin']);
  });

  it('gives everyone one coin (001:179)', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    expect(t.state.order.map((id) => t.coins(t.name(id)))).toEqual(Array(10).fill(1));
  });
});

describe('day 0 (001:66, 103-120, 139)', () => {
  it('asks the goal of each of the six villagers’ cards: one of its two, or both; the Cupide’s is his card’s (001:102-103)', () => {
    const t = new RevisionTable({
      seats: seats({
        3: ['poirot', 'sans-specialite'],
        4: ['mathematicien-58-ard', 'sans-specialite'],
        5: ['villageois-cupide', 'sans-specialite'],
      }),
      goals: { David: 'deux', Emma: 'second' },
      posts: POSTS,
      options: PLAIN,
    });
    expect(t.rs.goals[t.id('David')]).toEqual(['detectives', 'showman']);
    expect(t.rs.goals[t.id('Emma')]).toEqual(['58-ard']);
    expect(t.rs.goals[t.id('Farid')]).toEqual(['cupide']);
    // Each learns his goals alone.
    expect(t.events('objectif').map((e) => e.vis)).toEqual([
      { to: 'players', ids: [t.id('David')] },
      { to: 'players', ids: [t.id('Emma')] },
    ]);
  });

  it('tells the table before night 1 whether players may talk about their roles, never showing their cards (001:63, option parlerRoles)', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    const line = (parlerRoles: boolean) =>
      quintebourgRevision.steps.depart.line(
        { ...t.state, setup: { ...t.state.setup, options: { ...t.state.setup.options, parlerRoles } } },
        undefined,
      );
    expect(line(true)).toContain('Vous pouvez parler de vos rôles, sans montrer vos cartes.');
    expect(line(false)).toContain('Vous ne pouvez pas parler de vos rôles.');
    // Off unless the MJ turns it on.
    expect(quintebourgRevision.options.find((o) => o.id === 'parlerRoles')?.default).toBe(false);
  });

  it('hands out one post each, the Scrutateur last; the Chef de la milice waits for the first ghost (001:139, 148)', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    expect(t.state.posts).toMatchObject({
      president: t.id('Gaëlle'),
      procureur: t.id('Emma'),
      notaire: t.id('Hugo'),
      senateur: t.id('Farid'),
      scrutateur: t.id('David'),
      chef: null,
    });
  });

  it('calls every group that knows itself before night 1, Seth with the Reptiliens unknown to them, then Cupidon (001:66, 78, 86)', () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['seth', 'sans-specialite'], 4: ['fennec', 'sans-specialite'] }),
      posts: POSTS,
      options: PLAIN,
      lovers: ['Gaëlle', 'Bruno'],
    });
    // Bruno, Reptilien, is a lover: the lovers' camp first, his alibi kept (001:66).
    expect(t.rs.camps[t.id('Bruno')]).toEqual(['amoureux', 'reptiliens']);
    expect(t.rs.camps[t.id('David')]).toEqual(['setheux', 'reptiliens']);
    expect(t.rs.lovers).toEqual([t.id('Gaëlle'), t.id('Bruno')]);
    expect(t.events('amoureux')[0]!.vis).toEqual({ to: 'players', ids: [t.id('Gaëlle'), t.id('Bruno')] });
    expect(t.step).toBe('tombee');
  });

  it('refuses a single lover: two, or none (001:66)', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN, stopAt: 'cupidon' });
    expect(t.rejection('cupidon', ['Ana'])).toMatchObject({
      kind: 'refused',
      reason: 'Choisissez deux amoureux, ou personne.',
      rule: '001:66',
    });
    t.play('cupidon', []);
    expect(t.rs.lovers).toBeNull();
  });

  it('shows the lovers to the Romantiques (001:117)', () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['mathematicien-romantique', 'sans-specialite'] }),
      goals: { David: 'second' },
      posts: POSTS,
      options: PLAIN,
      lovers: ['Emma', 'Farid'],
    });
    expect(t.events('romantique').map((e) => [e.vis, e.text])).toEqual([
      [{ to: 'players', ids: [t.id('David')] }, 'Les amoureux sont Emma et Farid.'],
    ]);
  });
});
