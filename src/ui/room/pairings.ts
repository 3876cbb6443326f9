/**
 * The pairings each side keeps (localStorage), so that a device paired once
 * is recognised when it links again after a reload: its role (the board, or
 * a player's seat in a game) comes back without the MJ choosing it again.
 *
 * WebRTC cannot reopen a link from stored data alone (every connection has
 * new ICE credentials and ports, which only a new exchange of codes can
 * carry): what survives a reload is who the devices are, not the link.
 */
import * as v from 'valibot';
import { DEVICE_NAME_MAX } from './protocol';

const MJ_KEY = 'veilleur-room-mj';
const DEVICE_KEY = 'veilleur-room-device';

export type Role = { kind: 'board' } | { kind: 'seat'; gameId: string; player: string };

export interface PairedDevice {
  device: string;
  name: string;
  role: Role;
}

export interface MjPairings {
  /** This MJ device's id, in every offer it shows. */
  id: string;
  devices: PairedDevice[];
}

export interface DevicePairing {
  /** This joined device's id, in every answer it shows. */
  id: string;
  /** The MJ device it was last linked with. */
  mj: string | null;
}

const hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/));
const role = v.variant('kind', [
  v.object({ kind: v.literal('board') }),
  v.object({ kind: v.literal('seat'), gameId: v.string(), player: v.string() }),
]);
const mjSchema = v.object({
  id: hex,
  devices: v.array(v.object({ device: hex, name: v.pipe(v.string(), v.maxLength(DEVICE_NAME_MAX)), role })),
});
const deviceSchema = v.object({ id: hex, mj: v.nullable(hex) });

function read<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const r = v.safeParse(schema, JSON.parse(raw));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full disk: the pairing lasts as long as the page.
  }
}

export function loadMj(newId: () => string): MjPairings {
  const stored = read(MJ_KEY, mjSchema);
  if (stored) return stored;
  const fresh: MjPairings = { id: newId(), devices: [] };
  write(MJ_KEY, fresh);
  return fresh;
}

export const saveMj = (p: MjPairings): void => write(MJ_KEY, p);

export function loadDevice(newId: () => string): DevicePairing {
  const stored = read(DEVICE_KEY, deviceSchema);
  if (stored) return stored;
  const fresh: DevicePairing = { id: newId(), mj: null };
  write(DEVICE_KEY, fresh);
  return fresh;
}

export const saveDevice = (p: DevicePairing): void => write(DEVICE_KEY, p);
