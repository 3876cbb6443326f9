/**
 * The invariants catch what they are meant to catch: each one is planted
 * into an otherwise sound game (a check that cannot fail is a defect).
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { addToHand, takeFirstFromHand } from '../../src/rulesets/lychantropia/holdings';
import type { LGame } from '../../src/rulesets/lychantropia/types';
import type { LTable } from './driver';
import { FIVE, firstNight } from './fixtures';

/** Five players of fixtures.ts with items of every sort, day 0 played. */
const sound = () => firstNight({ players: 5, hands: FIVE });

const planted = (t: LTable, f: (d: Draft<LGame>) => void) => lychantropia.invariants!(produce(t.state, f));

describe('the invariants', () => {
  it('hold in a sound game', () => {
    expect(sound().invariants()).toEqual([]);
  });

  it('catch an item in two places, an item gone without a trace, an item removed without a reason', () => {
    const t = sound();
    const fusil = t.hand('Ana')[0]!;
    expect(planted(t, (d) => addToHand(d, 'p2', fusil))).toEqual([`${fusil} is both held by p1 and held by p2`]);
    expect(planted(t, (d) => void takeFirstFromHand(d, 'p1', 'fusil'))).toEqual([
      'an item copy is missing or was never created',
    ]);
    expect(
      planted(t, (d) => {
        takeFirstFromHand(d, 'p1', 'fusil');
        d.rs.removed.push({ item: fusil, reason: ' ', day: 1 });
      }),
    ).toEqual([`${fusil} was removed with no reason`]);
    expect(planted(t, (d) => void d.rs.shop.push(takeFirstFromHand(d, 'p3', 'pipot')!))).toEqual([
      'the Pipot went to the shop',
    ]);
    // A hand outside the table: its copies would escape the count above.
    expect(planted(t, (d) => addToHand(d, 'p9', takeFirstFromHand(d, 'p1', 'fusil')!))).toEqual([
      'p9 holds items but has no seat',
      'an item copy is missing or was never created',
    ]);
  });

  it('catch a copy out of place right after a sound state whose other parts the broken one shares (the check is kept per parts)', () => {
    const t = sound();
    const fusil = t.hand('Ana')[0]!;
    const afterSound = (f: (d: Draft<LGame>) => void) => {
      expect(lychantropia.invariants!(t.state)).toEqual([]);
      return planted(t, f);
    };
    expect(afterSound((d) => void d.rs.shop.push('sac#98'))).toEqual(['an item copy is missing or was never created']);
    expect(afterSound((d) => void d.rs.toShop.push('sac#98'))).toEqual([
      'an item copy is missing or was never created',
    ]);
    expect(afterSound((d) => void d.rs.removed.push({ item: fusil, reason: 'bu', day: 1 }))).toEqual([
      `${fusil} is both held by p1 and removed`,
    ]);
    expect(afterSound((d) => void d.rs.minted.push('sac#98'))).toEqual([
      'an item copy is missing or was never created',
    ]);
    // The seating and the seats are compared by content, not identity: a seat gone from the table is still seen…
    expect(
      afterSound((d) => {
        delete d.players.p5;
        d.order.pop();
      }),
    ).toContain('p5 holds items but has no seat');
    // … and a seat added under the same hands is seen too.
    const stray = produce(t.state, (d) => addToHand(d, 'p9', takeFirstFromHand(d, 'p1', 'fusil')!));
    const seated = produce(stray, (d) => void (d.players.p9 = { ...d.players.p1!, id: 'p9' }));
    expect(lychantropia.invariants!(stray)).toContain('p9 holds items but has no seat');
    expect(lychantropia.invariants!(seated)).not.toContain('p9 holds items but has no seat');
  });

  it('catch the dead holding items or acting', () => {
    const t = sound();
    expect(planted(t, (d) => void (d.players.p5!.health = 'mort'))).toEqual(['p5 is dead and still holds items']);
    expect(
      planted(t, (d) => {
        d.players.p5!.health = 'mort';
        d.rs.pending.push('p5');
        d.rs.deaths.push({ id: 'p5', cause: 'loups', day: 1, phase: 'night', tick: 1 });
        d.rs.acts.push({ actor: 'p5', what: 'boule', tick: 2 });
      }),
    ).toEqual(['p5 acted (boule) after dying']);
  });

  it('catch a dead seat still holding items or a living one announced dead right after a sound state (the seats are checked per players, hands and pending)', () => {
    const t = sound();
    const afterSound = (f: (d: Draft<LGame>) => void) => {
      expect(lychantropia.invariants!(t.state)).toEqual([]);
      return planted(t, f);
    };
    expect(afterSound((d) => void (d.players.p5!.health = 'mort'))).toEqual(['p5 is dead and still holds items']);
    expect(afterSound((d) => void (d.players.p4!.announced.health = 'mort'))).toEqual([
      'p4 is announced dead but alive',
    ]);
    // The same players: a dead seat whose items were waiting, then no longer waiting.
    const waiting = produce(t.state, (d) => {
      d.players.p5!.health = 'mort';
      d.rs.pending.push('p5');
    });
    expect(lychantropia.invariants!(waiting)).toEqual([]);
    expect(lychantropia.invariants!(produce(waiting, (d) => void (d.rs.pending = [])))).toEqual([
      'p5 is dead and still holds items',
    ]);
  });

  it('catch an act after a death whatever was checked before (the acts after a death are kept per lists of acts and deaths)', () => {
    const t = sound();
    const acted = produce(t.state, (d) => void d.rs.acts.push({ actor: 'p5', what: 'boule', tick: 2 }));
    const died = produce(acted, (d) => {
      d.players.p5!.health = 'mort';
      d.rs.pending.push('p5');
      d.rs.deaths.push({ id: 'p5', cause: 'loups', day: 1, phase: 'night', tick: 1 });
    });
    for (let round = 0; round < 2; round++) {
      expect(lychantropia.invariants!(acted)).toEqual([]);
      // The same acts, a death before one of them.
      expect(lychantropia.invariants!(died)).toEqual(['p5 acted (boule) after dying']);
    }
  });

  it('catch one player holding both posts, a dead post holder with no successor to come, a vote without the right', () => {
    const t = sound();
    expect(planted(t, (d) => void (d.posts.marchand = d.posts.notaire ?? null))).toEqual([
      'one player is both Notaire and Marchand',
    ]);
    const day = t.close().until('jour');
    expect(
      planted(day, (d) => {
        d.players.p5!.markers.sansVote = true;
        d.rs.book.orders.push({ player: 'p5', kind: 'vote', value: ['p1'], seq: 1 });
      }),
    ).toEqual(['p5 votes without the right to']);
    expect(
      planted(day, (d) => void d.rs.day.bids.push({ player: 'p4', amount: 2 }, { player: 'p5', amount: 2 })),
    ).toEqual(['a bid does not outbid the last one']);
  });

  it('catch lovers out of step and a white wolf who is no wolf', () => {
    const t = sound();
    expect(
      planted(t, (d) => {
        d.rs.lovers = ['p3', 'p4'];
        d.players.p3!.markers.amoureux = 'p4';
      }),
    ).toEqual(['lovers markers are not mutual']);
    expect(planted(t, (d) => void (d.rs.whiteWolf = 'p3'))).toEqual(['the white wolf is not a wolf']);
  });
});
