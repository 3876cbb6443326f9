/**
 * The Quinte-bourg family's shared modules (src/rulesets/quintebourg-family)
 * configured otherwise than the original does, as the revision will
 * (001_47f38bdc018e2680.txt): alive/dead players, another set of posts, an
 * attack where several occupants give a random victim. The games are seated
 * with the original's table; the family functions read them as family games.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/engine';
import { carnagePlaces, failure, sceneAt, type AttackRules } from '../../src/rulesets/quintebourg-family/attack';
import { richest, richestGuards, setHeld } from '../../src/rulesets/quintebourg-family/coins';
import { familyDays } from '../../src/rulesets/quintebourg-family/days';
import { postsKit } from '../../src/rulesets/quintebourg-family/posts';
import {
  presidentsPick,
  proposerLines,
  specialAllowed,
  tribunalCut,
} from '../../src/rulesets/quintebourg-family/session';
import type { FamilyGame } from '../../src/rulesets/quintebourg-family/types';
import { BASIC_V, DAY_POSTS } from './fixtures';
import { QuintebourgTable } from './table';

const table = () => new QuintebourgTable({ seats: BASIC_V, posts: DAY_POSTS });
/** The revision's « alive »: anything but M here (the original's Q counts as dead for it). */
const alive = (s: FamilyGame, id: PlayerId) => !['Q', 'M'].includes(s.players[id]!.health);

describe('the week’s days (001:1-3, as 000:50-56)', () => {
  it('odd days Monday, Wednesday, Friday; even days Tuesday, Thursday, Saturday; Sunday neither', () => {
    const d = familyDays('lundi');
    expect(
      [1, 2, 3, 4, 5, 6, 7].map((n) => (d.isOddDay(n) ? 'impair' : d.isEvenDay(n) ? 'pair' : d.weekday(n))),
    ).toEqual(['impair', 'pair', 'impair', 'pair', 'impair', 'pair', 'dimanche']);
    expect([1, 2, 7].map((n) => d.ofTheDay(n, 'randy', 'armish'))).toEqual(['randy', 'armish', null]);
    expect(d.isSunday(7)).toBe(true);
  });
});

describe('posts configured by the ruleset (001:138-147)', () => {
  // The revision's mandatory posts; the Chef de la milice fantôme is held by a ghost: off the ring, never filled by succession.
  const kit = postsKit({
    names: {
      scrutateur: 'Scrutateur',
      president: 'Président',
      procureur: 'Procureur',
      notaire: 'Notaire',
      senateur: 'Sénateur',
      chef: 'Chef de la milice fantôme',
    },
    mandatory: ['president', 'procureur', 'notaire', 'senateur'],
    optional: [],
    available: alive,
    fixed: (_s: FamilyGame, p: string) => p === 'chef',
    onBoard: alive,
  });

  it('names neither the one who left nor the Scrutateur as successor (001:144-145)', () => {
    const t = table();
    const s: FamilyGame = t.state;
    const out = kit.successors(s, t.id('Gaëlle'), 'president');
    expect(out).not.toContain(t.id('Gaëlle'));
    expect(out).not.toContain(t.id('David'));
    // Chloé, the médecin, holds the Bourreau's post: only Ana and Bruno are without one.
    expect(out).toEqual(['Ana', 'Bruno'].map((n) => t.id(n)));
  });

  it('turns the Scrutateur to the next living player without a post each morning (001:147)', () => {
    const t = table();
    // From David, clockwise: Emma, Farid, Gaëlle and Hugo hold posts; Ana has none.
    expect(kit.nextScrutateur(t.state)).toBe(t.id('Ana'));
    const anaDead: FamilyGame = produce(t.state, (d) => {
      d.players[t.id('Ana')]!.health = 'M';
    });
    expect(kit.nextScrutateur(anaDead)).toBe(t.id('Bruno'));
  });

  it('rotates the posts of the living one seat; a post held off the ring (a ghost’s) stays put (001:135, 148)', () => {
    const t = table();
    const s: FamilyGame = produce(t.state, (d) => {
      d.players[t.id('Chloé')]!.health = 'M';
      d.posts.chef = t.id('Chloé');
    });
    const after = kit.rotated(s, 'horaire');
    expect(after).not.toHaveProperty('chef');
    expect(after.president).toBe(t.id('Hugo'));
    expect(after.notaire).toBe(t.id('Ana'));
    // The dead Chloé's Bourreau post is off the ring: it stays for the succession.
    expect(after.bourreau).toBe(t.id('Chloé'));
    expect(kit.vacantNow(s, 'chef')).toBe(false);
    expect(kit.movablePosts(s)).not.toContain('chef');
  });
});

describe('money (001:179-181)', () => {
  it('the richest is strictly richer than each of the others, and his home is guarded, a couple’s once married', () => {
    const t = table();
    const s: FamilyGame = produce(t.state, (d) => {
      for (const id of d.order) setHeld(d.players[id]!, 1);
      setHeld(d.players[t.id('Emma')]!, 3);
      d.rs.richest = t.id('Emma');
      d.rs.spouses = [{ pair: [t.id('Emma'), t.id('Farid')], home: t.id('Farid') }];
    });
    expect(richest(s)).toBe(t.id('Emma'));
    expect(richestGuards(s, t.id('Farid'))).toBe(true);
    expect(richestGuards(s, t.id('Ana'))).toBe(false);
    const tie = produce(s, (d) => setHeld(d.players[t.id('Ana')]!, 3));
    expect(richest(tie)).toBeNull();
  });
});

describe('attacks on houses (001:183-190)', () => {
  type House = { owner: PlayerId };
  const rules = (reptiles: PlayerId[], asleep: PlayerId[] = []): AttackRules<House> => ({
    same: (a, b) => a.owner === b.owner,
    attends: (_s, id) => reptiles.includes(id),
    fights: (_s, id) => !asleep.includes(id),
    harmable: alive,
  });

  it('an empty house, or one with only attackers, or with no attacker there, fails (001:185)', () => {
    const t = table();
    const [ana, bruno, chloe, david] = ['Ana', 'Bruno', 'Chloé', 'David'].map((n) => t.id(n));
    const r = rules([ana!, bruno!]);
    const map = { [ana!]: { owner: david! }, [bruno!]: { owner: bruno! }, [chloe!]: { owner: chloe! } };
    expect(failure(t.state, r, sceneAt(t.state, r, map, { owner: 'personne' }))).toBe('no-attacker');
    expect(failure(t.state, r, sceneAt(t.state, r, map, { owner: bruno! }))).toBe('only-attackers');
    expect(failure(t.state, r, sceneAt(t.state, r, map, { owner: chloe! }))).toBe('no-attacker');
    expect(failure(t.state, r, sceneAt(t.state, r, map, { owner: david! }))).toBe('only-attackers');
    const withDavid = { ...map, [david!]: { owner: david! } };
    expect(sceneAt(t.state, r, withDavid, { owner: david! })).toEqual({
      here: [ana, david],
      attackers: [ana],
      others: [david],
    });
    expect(failure(t.state, r, sceneAt(t.state, r, withDavid, { owner: david! }))).toBeNull();
  });

  it('mode carnage: every attacker not in a heavy sleep strikes where he is (001:190)', () => {
    const t = table();
    const [ana, bruno, chloe, david] = ['Ana', 'Bruno', 'Chloé', 'David'].map((n) => t.id(n));
    const map = {
      [ana!]: { owner: chloe! },
      [bruno!]: { owner: david! },
      [chloe!]: { owner: chloe! },
      [david!]: { owner: david! },
    };
    expect(carnagePlaces(t.state, rules([ana!, bruno!]), map)).toEqual([{ owner: chloe }, { owner: david }]);
    expect(carnagePlaces(t.state, rules([ana!, bruno!], [bruno!]), map)).toEqual([{ owner: chloe }]);
  });
});

describe('the Président’s session and the law (001:149-165)', () => {
  it('no special session two days running (001:149)', () => {
    const t = table();
    const at = (day: number, last: number | null): FamilyGame =>
      produce(t.state, (d) => {
        d.clock.day = day;
        d.rs.lastSpecial = last;
      });
    expect(specialAllowed(at(3, 2))).toBe(false);
    expect(specialAllowed(at(3, 1))).toBe(true);
    expect(specialAllowed(at(3, null))).toBe(true);
  });

  it('the Président’s voice breaks a tie (001:151)', () => {
    expect(presidentsPick([{ p1: 'p3', p2: 'p4' }], 'p1', ['p3', 'p4'])).toBe('p3');
    expect(presidentsPick([{ p1: 'p5', p2: 'p4' }], 'p1', ['p3', 'p4'])).toBeNull();
    expect(presidentsPick([{ p1: 'p3' }], null, ['p3'])).toBeNull();
  });

  it('the Purge’s tribunal takes the next three by votes, the Procureur choosing among those tied (001:154)', () => {
    expect(
      tribunalCut([
        { id: 'a', votes: 3 },
        { id: 'b', votes: 2 },
      ]),
    ).toEqual({ accused: ['a', 'b'] });
    expect(
      tribunalCut([
        { id: 'a', votes: 3 },
        { id: 'b', votes: 2 },
        { id: 'c', votes: 1 },
        { id: 'd', votes: 1 },
      ]),
    ).toEqual({ sure: ['a', 'b'], tied: ['c', 'd'], need: 1 });
  });

  it('lists the law’s proposers tier by tier, in the book’s order (001:159-163)', () => {
    const t = table();
    expect(
      proposerLines(t.state, [
        { label: 'Le dernier fantôme', ids: [t.id('Ana')] },
        { label: 'Les autres fantômes', ids: [] },
      ]),
    ).toEqual(['1. Le dernier fantôme : Ana', '2. Les autres fantômes : personne']);
  });
});
