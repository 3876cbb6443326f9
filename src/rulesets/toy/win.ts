/** Camps and the end of the game. */
import type { GameEnd, PlayerId } from '../../engine';
import { living } from './state';
import type { ToyGame } from './types';

export const campOf = (_s: ToyGame, _id: PlayerId): string => 'a';

export function checkEnd(s: ToyGame): GameEnd | null {
  const alive = living(s);
  if (alive.length <= 1) return { camps: ['a'], winners: alive, reason: 'Il ne reste qu’un survivant.' };
  return null;
}
