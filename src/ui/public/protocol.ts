/**
 * The public screen's message protocol, over BroadcastChannel('veilleur-public').
 *
 *   public window → MJ windows   { type: 'hello' }        on load (and after a « bye »)
 *   MJ window     → public       { type: 'view', … }      at once on « hello », then at every change
 *   MJ window     → public       { type: 'bye' }          when it leaves the game (or the page)
 *
 * Every message carries `protocol` and `v`: a window ignores anything else
 * (another app on the origin, an older or newer Veilleur). The public window
 * checks every field it will render (`parseMessage`, a valibot schema) before
 * trusting it.
 * Only the public projection travels: never the state, the draft or the log.
 *
 * Pure: no DOM here, and only types from the engine (the public window's
 * bundle stays free of the engine and of any ruleset).
 */
import * as v from 'valibot';
import type { PublicView, PublicVote } from '../../engine';

export const CHANNEL_NAME = 'veilleur-public';
export const PROTOCOL = 'veilleur-public';
/** 2: the view carries generic `blocks` instead of rule-named sections. */
export const PROTOCOL_VERSION = 2;

/** The public part of an MJ-side timer (debate, communications, the fête). */
export interface PublicTimer {
  label: string;
  totalMs: number;
  /** Left when the message was sent (or when paused). */
  remainingMs: number;
  running: boolean;
  /** When it rings (Date.now() clock of the sender; same device), while running. */
  endsAt: number | null;
}

/** Everything the public screen shows. */
export interface PublicFrame {
  view: PublicView;
  /** The vote the MJ is tapping, if the ruleset shows it. */
  vote: PublicVote | null;
  timers: PublicTimer[];
}

interface Envelope {
  protocol: typeof PROTOCOL;
  v: typeof PROTOCOL_VERSION;
  /** The sending window's random id. */
  from: string;
}

export type PublicMessage =
  | (Envelope & { type: 'hello' })
  | (Envelope & { type: 'bye' })
  | (Envelope & PublicFrame & { type: 'view'; activeAt: number });

export const hello = (from: string): PublicMessage => ({ protocol: PROTOCOL, v: PROTOCOL_VERSION, type: 'hello', from });
export const bye = (from: string): PublicMessage => ({ protocol: PROTOCOL, v: PROTOCOL_VERSION, type: 'bye', from });
export const viewMessage = (from: string, activeAt: number, frame: PublicFrame): PublicMessage => ({
  protocol: PROTOCOL,
  v: PROTOCOL_VERSION,
  type: 'view',
  from,
  activeAt,
  ...frame,
});

// ---------------------------------------------------------------------------
// Shape checks, with the schema library of saved games (valibot): every field
// the board renders, texts and lists bounded; fields it does not know are kept
// (a newer MJ window may send more) but never read.

const MAX_TEXT = 4000;
const MAX_ITEMS = 2000;

const str = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const num = v.pipe(v.number(), v.finite());
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(MAX_ITEMS));

const PHASE = v.picklist(['setup', 'night', 'dawn', 'day', 'deadline', 'end']);
const WEEKDAY = v.picklist(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);

const block = v.variant('kind', [
  v.looseObject({ kind: v.literal('banner'), title: str, text: str }),
  v.looseObject({ kind: v.literal('lines'), title: str, lines: list(str) }),
  v.looseObject({ kind: v.literal('countdown'), title: str, endsAt: num }),
  v.looseObject({ kind: v.literal('tally'), title: str, rows: list(v.looseObject({ label: str, count: num })), note: v.optional(str) }),
  v.looseObject({ kind: v.literal('holders'), title: str, rows: list(v.looseObject({ players: list(str), label: v.optional(str) })), note: v.optional(str) }),
]);

const view = v.looseObject({
  rulesetId: str,
  rulesetName: str,
  clock: v.looseObject({ day: num, phase: PHASE }),
  heading: str,
  weekday: v.nullable(WEEKDAY),
  startHealth: str,
  players: list(
    v.looseObject({
      id: str,
      name: str,
      seat: num,
      health: str,
      healthLabel: str,
      alive: v.boolean(),
      role: v.nullable(str),
      roleName: v.nullable(str),
      posts: list(str),
    }),
  ),
  posts: list(v.looseObject({ post: str, label: str, holder: v.nullable(str) })),
  log: list(v.looseObject({ day: num, phase: str, text: str })),
  announcements: list(v.looseObject({ day: num, phase: PHASE, title: str, lines: list(str) })),
  blocks: list(block),
  ended: v.nullable(v.looseObject({ winners: list(str), reason: str, camps: list(str) })),
  fresh: v.optional(list(str), []),
});

const vote = v.looseObject({
  title: str,
  label: str,
  show: v.picklist(['ballots', 'counts']),
  voters: list(v.looseObject({ id: str, weight: num, cast: v.boolean(), target: v.optional(v.nullable(str)) })),
  ranking: list(v.looseObject({ id: str, votes: num })),
  leaders: list(str),
  blank: num,
  cast: num,
  total: num,
});

const timer = v.looseObject({ label: str, totalMs: num, remainingMs: num, running: v.boolean(), endsAt: v.nullable(num) });

const envelope = { protocol: v.literal(PROTOCOL), v: v.literal(PROTOCOL_VERSION), from: str };

const message = v.variant('type', [
  v.looseObject({ ...envelope, type: v.literal('hello') }),
  v.looseObject({ ...envelope, type: v.literal('bye') }),
  v.looseObject({ ...envelope, type: v.literal('view'), activeAt: num, view, vote: v.nullable(vote), timers: list(timer) }),
]);

/** The message if it is one of ours, well formed; null for anything else. */
export function parseMessage(data: unknown): PublicMessage | null {
  const r = v.safeParse(message, data);
  return r.success ? r.output : null;
}

/** The frame carried by a view message. */
export function frameOf(m: Extract<PublicMessage, { type: 'view' }>): PublicFrame {
  return { view: m.view, vote: m.vote, timers: m.timers };
}
