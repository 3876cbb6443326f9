/**
 * The public screen's message protocol, over BroadcastChannel('veilleur-public').
 *
 *   public window → MJ windows   { type: 'hello' }        on load (and after a « bye »)
 *   MJ window     → public       { type: 'view', … }      at once on « hello », then at every change
 *   MJ window     → public       { type: 'bye' }          when it leaves the game (or the page)
 *
 * Every message carries `protocol` and `v`: a window ignores anything else
 * (another app on the origin, an older or newer Veilleur). The public window
 * checks every field it will render (`parseMessage`) before trusting it.
 * Only the public projection travels: never the state, the draft or the log.
 *
 * Pure: no DOM here, and only types from the engine (the public window's
 * bundle stays free of the engine and of any ruleset).
 */
import type { PublicBlock, PublicView, PublicVote } from '../../engine';

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
// Shape checks: a tiny schema language, enough for what the board renders.

type Check = (x: unknown) => boolean;

const MAX_TEXT = 4000;
const MAX_ITEMS = 2000;

const str: Check = (x) => typeof x === 'string' && x.length <= MAX_TEXT;
const num: Check = (x) => typeof x === 'number' && Number.isFinite(x);
const bool: Check = (x) => typeof x === 'boolean';
const nil: Check = (x) => x === null;
const or =
  (...checks: Check[]): Check =>
  (x) =>
    checks.some((c) => c(x));
const arr =
  (item: Check): Check =>
  (x) =>
    Array.isArray(x) && x.length <= MAX_ITEMS && x.every(item);
const oneOf =
  (...values: string[]): Check =>
  (x) =>
    typeof x === 'string' && values.includes(x);
/** An object with these fields (optional ones may be absent); other fields are allowed and ignored. */
const obj =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (x) => {
    if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
    const o = x as Record<string, unknown>;
    return (
      Object.entries(fields).every(([k, c]) => c(o[k])) &&
      Object.entries(optional).every(([k, c]) => !(k in o) || o[k] === undefined || c(o[k]))
    );
  };

const PHASE = oneOf('setup', 'night', 'dawn', 'day', 'deadline', 'end');
const WEEKDAY = oneOf('lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche');

const BLOCK_CHECKS: Record<PublicBlock['kind'], Check> = {
  banner: obj({ kind: str, title: str, text: str }),
  lines: obj({ kind: str, title: str, lines: arr(str) }),
  countdown: obj({ kind: str, title: str, endsAt: num }),
  tally: obj({ kind: str, title: str, rows: arr(obj({ label: str, count: num })) }, { note: str }),
  holders: obj({ kind: str, title: str, rows: arr(obj({ players: arr(str) }, { label: str })) }, { note: str }),
};

const block: Check = (x) => {
  const kind = (x as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && Object.prototype.hasOwnProperty.call(BLOCK_CHECKS, kind) && BLOCK_CHECKS[kind as PublicBlock['kind']](x);
};

const view: Check = obj({
  rulesetId: str,
  rulesetName: str,
  clock: obj({ day: num, phase: PHASE }),
  heading: str,
  weekday: or(nil, WEEKDAY),
  startHealth: str,
  players: arr(
    obj({
      id: str,
      name: str,
      seat: num,
      health: str,
      healthLabel: str,
      alive: bool,
      role: or(nil, str),
      roleName: or(nil, str),
      posts: arr(str),
    }),
  ),
  posts: arr(obj({ post: str, label: str, holder: or(nil, str) })),
  log: arr(obj({ day: num, phase: str, text: str })),
  announcements: arr(obj({ day: num, phase: PHASE, title: str, lines: arr(str) })),
  blocks: arr(block),
  ended: or(nil, obj({ winners: arr(str), reason: str, camps: arr(str) })),
}, { fresh: arr(str) });

const vote: Check = obj({
  title: str,
  label: str,
  show: oneOf('ballots', 'counts'),
  voters: arr(obj({ id: str, weight: num, cast: bool }, { target: or(nil, str) })),
  ranking: arr(obj({ id: str, votes: num })),
  leaders: arr(str),
  blank: num,
  cast: num,
  total: num,
});

const timer: Check = obj({ label: str, totalMs: num, remainingMs: num, running: bool, endsAt: or(nil, num) });

const envelope: Check = obj({ protocol: (x) => x === PROTOCOL, v: (x) => x === PROTOCOL_VERSION, from: str, type: str });

const MESSAGE_CHECKS: Record<PublicMessage['type'], Check> = {
  hello: envelope,
  bye: envelope,
  view: (x) => envelope(x) && obj({ activeAt: num, view, vote: or(nil, vote), timers: arr(timer) })(x),
};

/** The message if it is one of ours, well formed; null for anything else. */
export function parseMessage(data: unknown): PublicMessage | null {
  const type = (data as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(MESSAGE_CHECKS, type)) return null;
  return MESSAGE_CHECKS[type as PublicMessage['type']](data) ? (data as PublicMessage) : null;
}

/** The frame carried by a view message. */
export function frameOf(m: Extract<PublicMessage, { type: 'view' }>): PublicFrame {
  return { view: m.view, vote: m.vote, timers: m.timers };
}
