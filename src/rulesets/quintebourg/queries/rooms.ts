/** Hospital rooms (000_a045abd3825f1297.txt:76-78): one per patient, numbered by the player's place in the setup. */
import type { PlayerId } from '../../../engine';
import type { QGame } from '../types';

export function roomOf(s: QGame, id: PlayerId): number {
  return s.setup.players.findIndex((p) => p.id === id) + 1;
}

export function patientOfRoom(s: QGame, room: number): PlayerId | null {
  return s.setup.players[room - 1]?.id ?? null;
}
