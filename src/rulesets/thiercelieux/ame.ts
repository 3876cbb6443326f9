/** The Ame en peine's state, shared by her action and the win rules (004:50-54). */
import { playerRead, type PlayerId } from '../../engine';
import type { TGame } from './types';

export function restlessSoulCalled(s: TGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.ame === 'appelee';
}
