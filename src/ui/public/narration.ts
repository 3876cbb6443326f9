/**
 * What the players' screen says aloud when the table asked it to (a TV with
 * speakers, issue 21): the latest announcements as they arrive, never more
 * than the board shows (PublicBoard: the two latest groups of news, or the
 * end of the game), never twice, nothing of what was said before the screen
 * started listening. Pure: the frames in, the lines out.
 */
import { typo } from '../../engine';
import type { PublicFrame } from './protocol';

/** Where the narration stands: the public log's length when it last spoke (or started listening). */
export interface NarrationCursor {
  logLength: number;
  ended: boolean;
}

export const cursorOf = (frame: PublicFrame): NarrationCursor => ({
  logLength: frame.view.log.length,
  ended: frame.view.ended !== null,
});

/** The lines the board shows as news now. */
export function shownNews(frame: PublicFrame): string[] {
  const { view } = frame;
  if (view.ended) return [typo(view.ended.reason)];
  return view.announcements.slice(-2).flatMap((g) => g.lines.map((l) => typo(l)));
}

/**
 * The lines to say on receiving `frame` after `cursor`: the fresh announcements when the public log grew (an
 * answer told the table something), or the end of the game when it came; nothing on a frame that only moved a
 * timer or a vote, nor after « Retour » (the log shrank).
 */
export function narrationOf(cursor: NarrationCursor, frame: PublicFrame): string[] {
  const shown = new Set(shownNews(frame));
  if (frame.view.ended) return cursor.ended ? [] : [...shown];
  if (frame.view.log.length <= cursor.logLength) return [];
  return (frame.view.fresh ?? []).map((l) => typo(l)).filter((l) => shown.has(l));
}
