/**
 * A part of the game a resolution writes, as it stands, without having a
 * private copy made: for the engine's reads of a part it then replaces whole
 * or only reads (the agenda it slices, the clock an event is dated by). A copy
 * made to be read once and dropped cost a copy per resolution. The
 * copy-on-access writer's game answers through `PEEK`
 * (`copy-on-access.ts`); any other game (an immer draft, a plain state) is
 * read as it is. Its own module: the writer imports the context, which reads
 * parts this way.
 */
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
