/**
 * A part of the game a resolution writes, as it stands, without having a
 * private copy made: for the engine's reads of a part it then replaces whole
 * or only reads (the agenda it slices, the clock an event is dated by). A copy
 * made to be read once and dropped cost a copy per resolution. The
 * copy-on-access writer's game answers through `PEEK`
 * (`copy-on-access.ts`); any other game (an immer draft, a plain state) is
 * read as it is. Its own module: the writer imports the context, which reads
 * parts this way.
 *
 * The same for an entry of a record part (`players`, `rs`…): `asItStands`.
 */
import { writingCopies } from './draft';
import type { GameState } from './types';

/** The method by which a game hands out a part as it stands (the copy-on-access writer's view has it). */
export const PEEK: unique symbol = Symbol('part as it stands');

interface Peeking {
  [PEEK](key: keyof GameState): unknown;
}

export function partAsItStands<K extends keyof GameState>(game: object, key: K): unknown {
  const peek = (game as Partial<Peeking>)[PEEK];
  return peek === undefined ? (game as Record<string, unknown>)[key] : peek.call(game, key);
}

/**
 * The key under which a record handed out by the writer (`copyOnRead`,
 * `copy-on-access.ts`) gives its plain record, as it stands: each entry the
 * base's (not read yet) or the rule's (copied or stored). For the engine's
 * own reads that write nothing (the table's check of who holds which card,
 * `table.ts`): reading through the proxy would copy every player it looks at.
 */
export const AS_IT_STANDS: unique symbol = Symbol('as it stands');

/** What stands behind a record the writer handed out: the base's record, and its copy once one is made. */
export interface Behind {
  readonly base: object;
  readonly own: object | null;
}

/**
 * The players and the ruleset's state the writer handed out last, and what
 * stands behind them: `asItStands` is asked of the same record again and
 * again (a resolution reads its players' names and healths as they stand),
 * and a comparison costs less than a call of the proxy's trap. What stands
 * behind a record is read when asked (its copy may be made later); an older
 * record's would still answer right.
 */
let lastPlayers: object | null = null;
let playersBehind: Behind | null = null;
let lastRs: object | null = null;
let rsBehind: Behind | null = null;

/** The writer has handed out `record` for the part `part`, with `behind` behind it. */
export function handedOut(part: 'players' | 'rs', record: object, behind: Behind): void {
  if (part === 'players') {
    lastPlayers = record;
    playersBehind = behind;
  } else {
    lastRs = record;
    rsBehind = behind;
  }
}

/** A record as it stands, to read without copying (never to write): the plain record behind a copy-on-read proxy, or the record itself. */
export function asItStands<R extends object>(record: R): R {
  if (record === lastPlayers) return (playersBehind!.own ?? playersBehind!.base) as R;
  if (record === lastRs) return (rsBehind!.own ?? rsBehind!.base) as R;
  // Outside a resolution no record is a proxy: the symbol's lookup, which always misses on a plain record, is skipped
  // (every guard, prompt and end check reads this way: about 3 % of a Thiercelieux playout).
  if (!writingCopies()) return record;
  return ((record as Record<symbol, unknown>)[AS_IT_STANDS] as R | undefined) ?? record;
}
