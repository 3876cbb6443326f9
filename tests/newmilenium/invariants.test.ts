/**
 * The invariants catch what must never happen (a check that cannot fail is
 * no check): planted breaks, each found.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { firstNight } from './fixtures';

describe('the invariants', () => {
  it('hold on a fresh night', () => {
    expect(firstNight().invariants()).toEqual([]);
  });

  it('find the same role twice, shared secret numbers, wrong targets', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'], Farid: ['voyante', 'lache'] } });
    const broken = produce(t.state, (d) => {
      d.rs.hands[t.id('Gaëlle')]!.roles = ['lache', 'lache'];
      d.rs.numbers.voyante = { [t.id('Emma')]: 4, [t.id('Farid')]: 4 };
      d.rs.hands[t.id('Jules')]!.targets = [t.id('Jules')];
    });
    expect(t.setState(broken).invariants()).toEqual([
      'p7 holds the same role twice',
      'p10: wrong targets',
      'voyante: two holders share an order number',
    ]);
  });

  it('check the order numbers again when they or the hands change, though the last check is kept (issue 15)', () => {
    const t = firstNight({ hands: { Emma: ['voyante', 'lache'], Farid: ['voyante', 'lache'] } });
    const clean = t.state;
    const shared = produce(clean, (d) => {
      d.rs.numbers.voyante = { [t.id('Emma')]: 4, [t.id('Farid')]: 4 };
    });
    // A third Voyante without a number: the hands changed, the numbers did not.
    const unnumbered = produce(clean, (d) => {
      d.rs.hands[t.id('Gaëlle')]!.roles = ['voyante', 'lache'];
    });
    for (let round = 0; round < 2; round++) {
      expect(t.setState(clean).invariants()).toEqual([]);
      expect(t.setState(shared).invariants()).toEqual(['voyante: two holders share an order number']);
      expect(t.setState(clean).invariants()).toEqual([]);
      expect(t.setState(unnumbered).invariants()).toEqual(['voyante: order numbers do not match the holders']);
    }
  });

  it('find a house protected or salbatarised two nights running, a hider in his own house, a player in two swaps', () => {
    const t = firstNight();
    const e = t.id('Emma');
    const broken = produce(t.state, (d) => {
      d.rs.last = { protected: [e], salbatar: [e] };
      d.rs.night.protected = [e];
      d.rs.night.salbatar = [e];
      d.rs.night.hidden = { [e]: e };
      d.rs.night.swaps = [
        [e, t.id('Farid')],
        [e, t.id('Gaëlle')],
      ];
    });
    expect(t.setState(broken).invariants()).toEqual([
      'p5 hides in his own house',
      'house p5 protected two nights in a row',
      'house p5 salbatarised two nights in a row',
      'a player is in two swaps',
    ]);
  });

  it('find a dead player acting, uses below zero, a dead Maire without successor', () => {
    const t = firstNight();
    const e = t.id('Emma');
    const broken = produce(t.state, (d) => {
      d.players[e]!.health = 'mort';
      d.rs.deaths.push({ id: e, cause: 'loups', by: [], day: 1, phase: 'night', tick: 1, undone: false });
      d.rs.acts.push({ actor: e, what: 'voyante', tick: 2 });
      d.rs.uses[e]!.planque = -1;
      d.posts.maire = e;
    });
    expect(t.setState(broken).invariants()).toEqual([
      'p5: planque below zero',
      'p5 acted (voyante) after dying',
      'the Maire p5 is dead',
    ]);
  });

  it('find a dead player acting whatever was checked before, and only while he is dead (issue 15: the acts after a death are kept per lists)', () => {
    const t = firstNight();
    const e = t.id('Emma');
    const acted = produce(t.state, (d) => {
      d.rs.deaths.push({ id: e, cause: 'loups', by: [], day: 1, phase: 'night', tick: 1, undone: false });
      d.rs.acts.push({ actor: e, what: 'voyante', tick: 2 });
    });
    const dead = produce(acted, (d) => {
      d.players[e]!.health = 'mort';
    });
    const undone = produce(dead, (d) => {
      d.rs.deaths[d.rs.deaths.length - 1]!.undone = true;
    });
    for (let round = 0; round < 2; round++) {
      expect(t.setState(t.state).invariants()).toEqual([]);
      // The same acts and deaths: the actor alive, then dead.
      expect(t.setState(acted).invariants()).not.toContain('p5 acted (voyante) after dying');
      expect(t.setState(dead).invariants()).toContain('p5 acted (voyante) after dying');
      expect(t.setState(undone).invariants()).not.toContain('p5 acted (voyante) after dying');
    }
  });
});
