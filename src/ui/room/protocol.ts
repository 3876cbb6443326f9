/**
 * What travels over a room link (a WebRTC data channel, JSON text).
 *
 *   joined device → MJ   { type: 'join', token, device, name }   first, once the channel opens
 *   MJ → joined device   the public window's messages ('view', 'bye'), unchanged (../public/protocol.ts)
 *   MJ → joined device   { type: 'seat', seat }                   the player's own projection, or null (the board)
 *   MJ → joined device   { type: 'forget' }                      the MJ forgot this device
 *   either way           { type: 'standby-creds', ufrag, pwd, fingerprint }  what I will answer your standby with
 *   either way           { type: 'standby-offer', code }         my standby's offer, for your next reload (standby.ts)
 *   MJ → joined device   { type: 'resume', token, from }         first on a link the MJ made from a stored standby
 *
 * Every message is checked on arrival: the public ones by the public
 * window's own schema (`parseMessage`), the room's by the schema below.
 * Anything else is dropped and counted (`Inbox`).
 */
import * as v from 'valibot';
import type { SeatView } from '../../engine';
import { parseMessage, type PublicMessage } from '../public/protocol';

export const ROOM_PROTOCOL = 'veilleur-room';
export const ROOM_VERSION = 1;

interface Envelope {
  protocol: typeof ROOM_PROTOCOL;
  v: typeof ROOM_VERSION;
}

export type RoomMessage =
  | (Envelope & { type: 'join'; token: string; device: string; name: string })
  | (Envelope & { type: 'seat'; seat: SeatView | null })
  | (Envelope & { type: 'forget' })
  | (Envelope & { type: 'standby-creds'; ufrag: string; pwd: string; fingerprint: string })
  | (Envelope & { type: 'standby-offer'; code: string })
  | (Envelope & { type: 'resume'; token: string; from: string });

export type LinkMessage = PublicMessage | RoomMessage;

const env = { protocol: ROOM_PROTOCOL, v: ROOM_VERSION } as const;
export const joinMessage = (token: string, device: string, name: string): RoomMessage => ({
  ...env,
  type: 'join',
  token,
  device,
  name,
});
export const seatMessage = (seat: SeatView | null): RoomMessage => ({ ...env, type: 'seat', seat });
export const forgetMessage = (): RoomMessage => ({ ...env, type: 'forget' });
export const credsMessage = (c: { ufrag: string; pwd: string; fingerprint: string }): RoomMessage => ({
  ...env,
  type: 'standby-creds',
  ufrag: c.ufrag,
  pwd: c.pwd,
  fingerprint: c.fingerprint,
});
export const standbyMessage = (code: string): RoomMessage => ({ ...env, type: 'standby-offer', code });
export const resumeMessage = (token: string, from: string): RoomMessage => ({ ...env, type: 'resume', token, from });

const MAX_TEXT = 4000;
const str = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const hex = (bytes: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`)));
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(2000));
const num = v.pipe(v.number(), v.finite());
const PHASE = v.picklist(['setup', 'night', 'dawn', 'day', 'deadline', 'end']);

const seat = v.looseObject({
  player: v.looseObject({ id: str, name: str, seat: num }),
  heading: str,
  card: str,
  // Optional: a phone on the app before the extra cards (or a MJ's tablet) still reads the rest.
  extra: v.optional(list(str), []),
  told: list(v.looseObject({ day: num, phase: PHASE, text: str })),
  documents: list(v.looseObject({ id: str, title: str, text: v.pipe(v.string(), v.maxLength(40_000)) })),
});

/** The longest device name a join carries (the join screen's field holds no more). */
export const DEVICE_NAME_MAX = 80;

const envelope = { protocol: v.literal(ROOM_PROTOCOL), v: v.literal(ROOM_VERSION) };

const room = v.variant('type', [
  v.looseObject({
    ...envelope,
    type: v.literal('join'),
    token: hex(12),
    device: hex(8),
    name: v.pipe(str, v.maxLength(DEVICE_NAME_MAX)),
  }),
  v.looseObject({ ...envelope, type: v.literal('seat'), seat: v.nullable(seat) }),
  v.looseObject({ ...envelope, type: v.literal('forget') }),
  v.looseObject({ ...envelope, type: v.literal('standby-creds'), ufrag: hex(4), pwd: hex(16), fingerprint: hex(32) }),
  v.looseObject({ ...envelope, type: v.literal('standby-offer'), code: v.pipe(str, v.maxLength(1000)) }),
  v.looseObject({ ...envelope, type: v.literal('resume'), token: hex(12), from: hex(8) }),
]);

/** A message off the channel: one of ours and well formed, or null. At most 1 MB is parsed. */
export function parseLinkMessage(data: unknown): LinkMessage | null {
  if (typeof data !== 'string' || data.length > 1_000_000) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const pub = parseMessage(json);
  if (pub) return pub;
  const r = v.safeParse(room, json);
  return r.success ? (r.output as RoomMessage) : null;
}

/** Counts what was dropped, so the screen can say so (a newer MJ app, a bug, or someone meddling). */
export interface Inbox {
  accepted: number;
  dropped: number;
}
