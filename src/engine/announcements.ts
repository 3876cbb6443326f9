/**
 * What the MJ announces after an answer: every public event it produced (a
 * death, a card turned over, a grief, a last shot, a successor, a vote's
 * count), in the order it happened. The engine already stamps each event with
 * the answer that produced it (`GameEvent.seq`), so the lines are known at
 * `apply` time for every ruleset, with no ruleset writing them twice.
 */
import { TOKEN_EVENT } from './tokens';
import type { GameEvent, GameState } from './types';

/** Public events that are not announcements: the clock moving on, and the end (the end screen shows it). */
const NOT_READ = new Set(['phase', 'end']);

/**
 * The answer whose consequences are being announced: the last one, unless it
 * only edited the MJ's own reminder tokens (adding a marker while the
 * announcements are on screen must not take them away).
 */
function lastAnnouncingSeq(events: readonly GameEvent[]): { seq: number; from: number } | null {
  let i = events.length - 1;
  while (i >= 0) {
    const seq = events[i]!.seq;
    let start = i;
    let onlyTokens = true;
    while (start >= 0 && events[start]!.seq === seq) {
      if (events[start]!.type !== TOKEN_EVENT) onlyTokens = false;
      start--;
    }
    if (!onlyTokens) return { seq, from: start + 1 };
    i = start;
  }
  return null;
}

/**
 * The lines to announce now: the public events of the last answer (or of the
 * setup, before the first answer), oldest first. Reads the log backwards from
 * its end, so it costs only the last answer's events.
 */
export function announcedNow<R>(s: GameState<R>): string[] {
  const last = lastAnnouncingSeq(s.events);
  // Events of an older answer (the last ones left the log unchanged) are already read.
  if (!last || last.seq < s.seq - 1 - tokenEditsSince(s, last.seq)) return [];
  const out: string[] = [];
  for (let i = last.from; i < s.events.length; i++) {
    const e = s.events[i]!;
    if (e.seq === last.seq && e.vis.to === 'public' && !NOT_READ.has(e.type)) out.push(e.text);
  }
  return out;
}

/** How many answers after `seq` only edited tokens (each logs exactly one token event). */
function tokenEditsSince<R>(s: GameState<R>, seq: number): number {
  let n = 0;
  for (let i = s.events.length - 1; i >= 0 && s.events[i]!.seq > seq; i--) if (s.events[i]!.type === TOKEN_EVENT) n++;
  return n;
}

/**
 * The public screen's latest news: the lines of the last answer that told the
 * table anything. They stay up while the MJ goes on through calls that tell
 * nothing (a night's calls change nothing on the board), and match the MJ's
 * `announce` lines whenever there are some.
 */
export function latestAnnounced<R>(s: GameState<R>): string[] {
  const events = s.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.vis.to !== 'public' || NOT_READ.has(e.type)) continue;
    const out: string[] = [];
    for (let j = i; j >= 0 && events[j]!.seq === e.seq; j--) {
      const x = events[j]!;
      if (x.vis.to === 'public' && !NOT_READ.has(x.type)) out.push(x.text);
    }
    return out.reverse();
  }
  return [];
}
