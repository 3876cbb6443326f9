/**
 * What each linked device is sent (src/ui/room/feed.ts): a board gets the
 * public frame, and a « bye » once the MJ leaves the game so it clears the
 * last frame; a phone gets its player's projection, or null when his game is
 * not open; nothing is sent twice.
 */
import { describe, expect, it } from 'vitest';
import { effectsOf, publicView, seatView } from '../../src/engine';
import { parseMessage, type PublicFrame } from '../../src/ui/public/protocol';
import { feedOf, type Sent } from '../../src/ui/room/feed';
import type { Source } from '../../src/ui/room/hub';
import { parseLinkMessage } from '../../src/ui/room/protocol';
import { play, rules, TO_DAY_VOTE } from '../ui/helpers';

const s = play(TO_DAY_VOTE).state;
const frame: PublicFrame = { view: publicView(rules, s), vote: null, timers: [] };
const source: Source = { gameId: 'g1', frame, seatOf: (p) => seatView(rules, s, p, effectsOf(rules, s)) };
const MJ = 'a1b2c3d4e5f60718';
const none: Sent = { view: '', seat: '' };
const types = (out: string[]): string[] => out.map((t) => (JSON.parse(t) as { type: string }).type);

describe('what a linked device is sent', () => {
  it('a board: the frame, then a « bye » once when the MJ leaves the game, then the frame again', () => {
    const first = feedOf({ kind: 'board' }, source, none, MJ, 1);
    expect(types(first.out)).toEqual(['seat', 'view']);
    expect(feedOf({ kind: 'board' }, source, first.sent, MJ, 2).out).toEqual([]);
    const left = feedOf({ kind: 'board' }, null, first.sent, MJ, 3);
    expect(types(left.out)).toEqual(['bye']);
    expect(parseMessage(JSON.parse(left.out[0]!))).toMatchObject({ type: 'bye', from: MJ });
    expect(feedOf({ kind: 'board' }, null, left.sent, MJ, 4).out).toEqual([]);
    // A screen without a frame yet (the source set, the frame not) is the same as no game.
    expect(types(feedOf({ kind: 'board' }, { ...source, frame: null }, first.sent, MJ, 4).out)).toEqual(['bye']);
    expect(types(feedOf({ kind: 'board' }, source, left.sent, MJ, 5).out)).toEqual(['view']);
  });

  it('a board linked while no game is open is sent no « bye » (it never showed a frame)', () => {
    expect(types(feedOf({ kind: 'board' }, null, none, MJ, 1).out)).toEqual(['seat']);
  });

  it('a phone: his projection only (never the frame), then null when his game is closed or another is open', () => {
    const role = { kind: 'seat', gameId: 'g1', player: s.order[0]! } as const;
    const first = feedOf(role, source, none, MJ, 1);
    expect(first.out).toHaveLength(1);
    const m = parseLinkMessage(first.out[0]);
    expect(m).toMatchObject({ type: 'seat', seat: { player: { id: s.order[0] } } });
    for (const next of [null, { ...source, gameId: 'g2' }]) {
      const r = feedOf(role, next, first.sent, MJ, 2);
      expect(r.out.map((t) => parseLinkMessage(t))).toMatchObject([{ type: 'seat', seat: null }]);
    }
  });
});
