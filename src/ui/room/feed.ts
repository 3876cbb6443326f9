/**
 * What a linked device should be sent now, given its role and the game
 * screen's projections: only what changed since the last sends. Pure, so
 * the rules of who sees what are tested without WebRTC.
 *
 * A board gets the public frame; when the MJ leaves the game (no source, or
 * no frame) it gets the public window's « bye » once, so it clears the last
 * frame instead of showing a game that is no longer open. A phone gets its
 * player's projection, or null (then it waits) when that game is not open.
 */
import { bye, viewMessage } from '../public/protocol';
import type { Source } from './hub';
import type { Role } from './pairings';
import { seatMessage } from './protocol';

/** The last text sent of each kind ('' before any). */
export interface Sent {
  view: string;
  seat: string;
}

export function feedOf(
  role: Role,
  source: Source | null,
  sent: Sent,
  mj: string,
  now: number,
): { out: string[]; sent: Sent } {
  const out: string[] = [];
  const next = { ...sent };
  const seat = role.kind === 'seat' && source && source.gameId === role.gameId ? source.seatOf(role.player) : null;
  const seatText = JSON.stringify(seatMessage(seat));
  if (seatText !== sent.seat) {
    next.seat = seatText;
    out.push(seatText);
  }
  if (role.kind !== 'board') return { out, sent: next };
  const frame = source?.frame ?? null;
  const body = frame ? JSON.stringify(frame) : 'bye';
  // Nothing was ever shown: no « bye » to say.
  if (body !== sent.view && !(body === 'bye' && sent.view === '')) {
    next.view = body;
    out.push(JSON.stringify(frame ? viewMessage(mj, now, frame) : bye(mj)));
  }
  return { out, sent: next };
}
