/**
 * What a joined device accepts off the link (src/ui/room/protocol.ts): the
 * public window's own messages, checked by its own schema, and the room's
 * messages; anything else is dropped.
 */
import { describe, expect, it } from 'vitest';
import { effectsOf, publicView, seatView } from '../../src/engine';
import { bye, viewMessage, type PublicFrame } from '../../src/ui/public/protocol';
import {
  credsMessage,
  DEVICE_NAME_MAX,
  forgetMessage,
  joinMessage,
  parseLinkMessage,
  resumeMessage,
  seatMessage,
  standbyMessage,
} from '../../src/ui/room/protocol';
import { play, rules, TO_DAY_VOTE } from '../ui/helpers';

const s = play(TO_DAY_VOTE).state;
const frame: PublicFrame = { view: publicView(rules, s), vote: null, timers: [] };
const seat = seatView(rules, s, s.order[0]!, effectsOf(rules, s))!;
const text = (m: unknown): string => JSON.stringify(m);

describe('the link’s messages', () => {
  it('accepts what the MJ’s device sends: the board’s view, a seat, forget, bye', () => {
    const view = viewMessage('a1b2c3d4e5f60718', 1, frame);
    expect(parseLinkMessage(text(view))).toEqual(view);
    expect(parseLinkMessage(text(bye('x')))).toEqual(bye('x'));
    expect(parseLinkMessage(text(seatMessage(seat)))).toEqual(seatMessage(seat));
    expect(parseLinkMessage(text(seatMessage(null)))).toEqual(seatMessage(null));
    // The other cards he holds travel; a seat from an app without them reads as none.
    const held = { ...seat, extra: ['Voyante', 'Planqué'] };
    expect(parseLinkMessage(text(seatMessage(held)))).toEqual(seatMessage(held));
    const { extra: _, ...older } = seat;
    expect(parseLinkMessage(text({ ...seatMessage(null), seat: older }))).toEqual(seatMessage({ ...seat, extra: [] }));
    expect(parseLinkMessage(text(forgetMessage()))).toEqual(forgetMessage());
    const join = joinMessage('00112233445566778899aabb', 'a1b2c3d4e5f60718', 'Téléphone');
    expect(parseLinkMessage(text(join))).toEqual(join);
  });

  it('accepts the standby messages (standby.ts) only well formed', () => {
    const creds = credsMessage({
      ufrag: '0a1b2c3d',
      pwd: '00112233445566778899aabbccddeeff',
      fingerprint: 'ab'.repeat(32),
    });
    const offer = standbyMessage('VEILABCDEFGH');
    const resume = resumeMessage('00112233445566778899aabb', 'a1b2c3d4e5f60718');
    for (const m of [creds, offer, resume]) expect(parseLinkMessage(text(m))).toEqual(m);
    for (const bad of [
      { ...creds, ufrag: 'short' },
      { ...creds, pwd: 'x'.repeat(32) },
      { ...creds, fingerprint: 'ab' },
      { ...offer, code: 'V'.repeat(1001) },
      { ...resume, token: 'nothex' },
      { ...resume, from: undefined },
    ])
      expect(parseLinkMessage(text(bad))).toBeNull();
  });

  it('drops what is not JSON, not ours, of another version, or malformed', () => {
    const view = viewMessage('a', 1, frame) as unknown as Record<string, unknown>;
    const bad: unknown[] = [
      'not json',
      42,
      new ArrayBuffer(4),
      text({ type: 'view' }),
      text({ ...view, v: 99 }),
      text({ ...view, view: { ...frame.view, players: 'all' } }),
      text({ ...seatMessage(seat), v: 2 }),
      text({ ...seatMessage(seat), seat: { ...seat, told: [{ day: 1, phase: 'noon', text: 'x' }] } }),
      text({ ...seatMessage(seat), seat: { ...seat, card: 7 } }),
      text({ ...seatMessage(seat), seat: { ...seat, extra: [7] } }),
      text({ protocol: 'veilleur-room', v: 1, type: 'state', state: s }),
      text(joinMessage('short', 'a1b2c3d4e5f60718', 'x')),
      text({ ...joinMessage('00112233445566778899aabb', 'a1b2c3d4e5f60718', 'x'), name: 'x'.repeat(81) }),
      'x'.repeat(1_000_001),
    ];
    for (const m of bad) expect(parseLinkMessage(m)).toBeNull();
  });

  it('carries a device name as long as the join screen’s field allows (one limit for both)', () => {
    const join = joinMessage('00112233445566778899aabb', 'a1b2c3d4e5f60718', 'é'.repeat(DEVICE_NAME_MAX));
    expect(parseLinkMessage(text(join))).toEqual(join);
    const over = { ...join, name: 'é'.repeat(DEVICE_NAME_MAX + 1) };
    expect(parseLinkMessage(text(over))).toBeNull();
  });
});
