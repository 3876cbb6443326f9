/**
 * The revision's invariants (the simulator and the property tests check
 * them after every answer) find what the rules forbid
 * (001_47f38bdc018e2680.txt:128, 156, 181, 198, 200-205, 214, 139): each
 * check is shown failing on a planted state.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable } from './table';

const start = () => new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN }).toDay(1, 'day');

describe('the invariants', () => {
  it('hold in a game played so far', () => {
    expect(start().invariants()).toEqual([]);
  });

  it('find coins appearing or a dead player holding some (001:181)', () => {
    const t = start();
    const s = produce(t.state, (d) => {
      d.players[t.id('Ana')]!.markers.coins = 5;
    });
    expect(t.setState(s).invariants()).toEqual(['coins: 14 in the game and removed, 10 at the start']);
    const u = start();
    const dead = produce(u.state, (d) => {
      d.players[u.id('Ana')]!.health = 'mort';
      d.rs.dead[u.id('Ana')] = { day: 1, rank: 1, turned: [], fate: 'esprit' };
    });
    expect(u.setState(dead).invariants()).toEqual(['p1 is dead and holds coins']);
  });

  it('find a dead player acting but as a ghost may, and anyone acting from a heavy sleep (001:129, 200-205)', () => {
    const t = start();
    const s = produce(t.state, (d) => {
      d.rs.acts.push({ actor: t.id('Ana'), power: 'milice', alive: false, ghost: false, asleep: false });
      d.rs.acts.push({ actor: t.id('Bruno'), power: 'reporter', alive: false, ghost: true, asleep: false });
      d.rs.acts.push({ actor: t.id('Chloé'), power: 'resurrection', alive: false, ghost: true, asleep: false });
      d.rs.acts.push({ actor: t.id('David'), power: 'sommeil', alive: true, ghost: false, asleep: true });
    });
    expect(t.setState(s).invariants()).toEqual([
      'p1 used milice while dead',
      'p2 used reporter while dead (a ghost)',
      'p4 used sommeil in a heavy sleep',
    ]);
  });

  it('find three specialties, two posts, the militia on one house two nights running (001:139, 198, 214)', () => {
    const t = start();
    const s = produce(t.state, (d) => {
      d.rs.specialties[t.id('Ana')] = ['laura', 'reporter', 'assassin'];
      d.posts.notaire = t.id('Gaëlle');
      d.rs.protections = [
        { night: 5, house: t.id('Hugo') },
        { night: 6, house: t.id('Hugo') },
        { night: 8, house: t.id('Hugo') },
      ];
    });
    expect(t.setState(s).invariants()).toEqual([
      'p1 holds 3 specialties',
      'p7 holds president and notaire',
      'the militia protected p8 two nights running (5, 6)',
      'the militia protected p8 two nights running (6, 8)',
    ]);
  });
});
