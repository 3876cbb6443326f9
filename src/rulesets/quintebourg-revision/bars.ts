/**
 * The bars the revision's players calls share (`engine/bars.ts`): the rules
 * that leave a seat out whatever the call, each with its reason and line.
 * A call lists them first, then its own. Module constants, cheap tests: a
 * prompt is built on every call of every playout.
 */
import type { Bar, PlayerId } from '../../engine';
import { name } from '../quintebourg-family/text';
import { BAR_LINES } from './lines';
import { isAlive, isGhost, livingNow } from './queries';
import type { RGame } from './types';

/** Dead: out of reach of the living's calls (001:195). Lets through the living, the engine's kept list. */
export const DEAD: Bar<RGame> = {
  test: (s, id) => !isAlive(s, id),
  why: (s, id) => `${name(s, id)} est mort·e.`,
  line: BAR_LINES.dead,
  pass: (s) => livingNow(s),
};

/** Dead and no ghost (a spirit, an heir): out of the posts' game (001:196-210, 148). */
export const GONE: Bar<RGame> = {
  test: (s, id) => !isAlive(s, id) && !isGhost(s, id),
  why: (s, id) => `${name(s, id)} est mort·e sans être un fantôme.`,
  line: BAR_LINES.ghost,
};

/** The player who acts, the call's argument, never his own target; `why` says it in the call's words. */
export function notMe(why: (s: RGame, id: PlayerId) => string, line?: string): Bar<RGame, PlayerId | null> {
  return line ? { test: (_s, id, me) => id === me, why, line } : { test: (_s, id, me) => id === me, why };
}

/** Anyone alive: a call that reaches the living only. */
export const LIVING: readonly Bar<RGame>[] = [DEAD];
