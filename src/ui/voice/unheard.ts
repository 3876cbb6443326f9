/**
 * The lines of calls answered before the table heard them: « Rien (n appels) »
 * (QuietSeries.tsx) answers the woken players' next calls with the first
 * one's tap. The voice says them next, each call's line as at its own call,
 * then the pause a call takes, before the call now current: the table hears
 * every call, in the book's order and at the rhythm of calls answered one by
 * one, whichever way the MJ answered (reading them ahead, with the first,
 * would tell the table that the series was there: the Sorcière alive with
 * both potions). Kept in memory only.
 */
let pending: { gameId: string; from: number; lines: string[][] } | null = null;

/**
 * Before a series is sent: `lines[i]` is what the voice would say at its i-th call, the first at `from` answers. Left
 * before the answers go, since the screen (and the voice) may move on before the sender hears back.
 */
export function leaveUnheard(gameId: string, from: number, lines: string[][]): void {
  pending = { gameId, from, lines };
}

/**
 * At `seq` answers, the lines of the series' calls answered after its first and before this one (none if the series
 * was not sent, or for another game); taken once.
 */
export function takeUnheard(gameId: string, seq: number): string[] {
  const p = pending;
  pending = null;
  if (p?.gameId !== gameId) return [];
  const sent = seq - p.from;
  return sent >= 2 && sent <= p.lines.length ? p.lines.slice(1, sent).flat() : [];
}
