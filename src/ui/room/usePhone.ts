/**
 * Whether a player of a game has a phone paired to his seat, and whether it
 * is linked now: the grimoire's small marker (the MJ sees who plays on his
 * own phone, and whose phone dropped off).
 */
import type { PairedDevice } from './pairings';
import { useRoom } from './hub';

export type Phone = { name: string; linked: boolean } | null;

export function phoneOf(
  devices: readonly PairedDevice[],
  open: Readonly<Record<string, true>>,
  gameId: string,
  player: string,
): Phone {
  const d = devices.find((x) => x.role.kind === 'seat' && x.role.gameId === gameId && x.role.player === player);
  return d ? { name: d.name, linked: open[d.device] === true } : null;
}

export function usePhone(gameId: string, player: string): Phone {
  const devices = useRoom((s) => s.pairings.devices);
  const open = useRoom((s) => s.open);
  return phoneOf(devices, open, gameId, player);
}
