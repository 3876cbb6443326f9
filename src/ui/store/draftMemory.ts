/**
 * The selection being entered (a vote's ballots, players picked, orders),
 * kept on the device as it is entered, like the MJ's notes (issue 23: 40
 * ballots of 40 were lost on a reload). It is the selection of one call, the
 * one after `seq` answers: restored when the game opens again at that call,
 * dropped when an answer is validated or undone. localStorage, synchronous:
 * a ballot tapped just before the tab dies is kept.
 */
import type { Json } from '../../engine';

const PREFIX = 'veilleur.brouillon.';

interface Kept {
  seq: number;
  value: Json;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keep the selection of the call after `seq` answers (undefined: nothing selected, forgotten). */
export function keepDraft(gameId: string, seq: number, value: Json | undefined): void {
  try {
    if (value === undefined) storage()?.removeItem(PREFIX + gameId);
    else storage()?.setItem(PREFIX + gameId, JSON.stringify({ seq, value } satisfies Kept));
  } catch {
    // A full or refused storage: the selection stays on screen, as before this memory existed.
  }
}

/** The selection kept for the call after `seq` answers, if any (one kept for another call is ignored). */
export function keptDraft(gameId: string, seq: number): Json | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + gameId);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<Kept>;
    return kept.seq === seq && kept.value !== undefined ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

/** The answer went through, or was undone: its selection is no longer waiting. */
export function dropDraft(gameId: string): void {
  keepDraft(gameId, -1, undefined);
}
