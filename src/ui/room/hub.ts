/**
 * The MJ's side of the room: the invitation being shown, the linked devices,
 * and what each receives. It lives for the page (module state), so the links
 * survive moving between screens; a reload ends them (see pairings.ts).
 *
 * What a device receives is decided here, from the source the game screen
 * sets (useRoomHost): the public frame for a board, the player's own
 * projection for a seat. Nothing else of the game ever reaches a link.
 *
 * Over each live link both sides prepare the next one (standby.ts): the MJ
 * keeps a standby for the device's reload, and stores the device's standby
 * offer for its own; so either side reloads and the link comes back with
 * no new scan.
 */
import { create } from 'zustand';
import type { SeatView } from '../../engine';
import type { PublicFrame } from '../public/protocol';
import { feedOf, type Sent } from './feed';
import { acceptAnswer, makeOffer, randomHex, readCode, type Peer } from './peer';
import { loadMj, saveMj, type MjPairings, type PairedDevice, type Role } from './pairings';
import {
  credsMessage,
  forgetMessage,
  parseLinkMessage,
  resumeMessage,
  standbyMessage,
  type LinkMessage,
} from './protocol';
import { answerStored, drop, getStored, keep, listen, newCreds, type Creds } from './standby';
import { ID_BYTES, TOKEN_BYTES } from './sdpPack';

export interface Source {
  gameId: string;
  frame: PublicFrame | null;
  seatOf: (player: string) => SeatView | null;
}

interface Live {
  peer: Peer;
  /** Last text sent of each kind, so only changes go out. */
  sent: Sent;
}

export interface RoomState {
  pairings: MjPairings;
  /** Devices linked now, by id. */
  open: Record<string, true>;
  invite: { token: string; code: string } | null;
  /** Messages from devices that failed the checks. */
  dropped: number;
}

const newId = (): string => randomHex(ID_BYTES);
const live = new Map<string, Live>();
let pending: { token: string; peer: Peer } | null = null;
let source: Source | null = null;
/** The MJ's standby for each device's reload, and the credentials promised for the device's standby. */
const standbys = new Map<string, Peer>();
const promised = new Map<string, Creds>();
let resumed = false;
const storedKey = (device: string): string => `standby:${device}`;

export const useRoom = create<RoomState>(() => ({ pairings: loadMj(newId), open: {}, invite: null, dropped: 0 }));

const update = (pairings: MjPairings): void => {
  saveMj(pairings);
  useRoom.setState({ pairings });
};

/** Show a new invitation (a new connection, a new token); any unanswered one is dropped. */
export async function startInvite(): Promise<string> {
  cancelInvite();
  const token = randomHex(TOKEN_BYTES);
  const peer = await makeOffer(token, useRoom.getState().pairings.id);
  pending = { token, peer };
  useRoom.setState({ invite: { token, code: peer.code } });
  return peer.code;
}

export function cancelInvite(): void {
  pending?.peer.pc.close();
  pending = null;
  useRoom.setState({ invite: null });
}

/**
 * The joining device's answer, scanned or typed: link, then wait for the
 * device to say the token again over the encrypted channel. Resolves with
 * the device, or a French reason (and the invitation stays shown).
 */
export async function finishInvite(
  text: string,
): Promise<{ ok: true; device: PairedDevice } | { ok: false; error: string }> {
  if (!pending) return { ok: false, error: 'Aucune invitation en cours : affichez d’abord un code.' };
  const { token, peer } = pending;
  const read = readCode(text, 'answer', token);
  if (!read.ok) return read;
  // Listen before the answer is set: the device's ICE and DTLS may already be under way, and its first
  // message can arrive before setRemoteDescription's promise resolves here.
  const joined = firstJoin(peer, 20_000);
  try {
    await acceptAnswer(peer, read.signal);
  } catch {
    return { ok: false, error: 'Le navigateur a refusé ce code : recommencez l’invitation.' };
  }
  const join = await joined;
  if (!join || join.token !== token || join.device !== read.signal.id) {
    peer.pc.close();
    pending = null;
    useRoom.setState({ invite: null });
    return {
      ok: false,
      error: join
        ? 'L’appareil relié n’est pas celui qui a montré le code : lien refusé.'
        : 'Le lien ne s’est pas établi : les deux appareils sont-ils sur le même réseau (même Wi-Fi ou point d’accès) ?',
    };
  }
  pending = null;
  useRoom.setState({ invite: null });
  return { ok: true, device: adopt(peer, join.device, join.name) };
}

function firstJoin(peer: Peer, ms: number): Promise<Extract<LinkMessage, { type: 'join' }> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), ms);
    const onMessage = (e: MessageEvent): void => {
      const m = parseLinkMessage(e.data);
      if (m?.type === 'join') finish(m);
      else useRoom.setState((s) => ({ dropped: s.dropped + 1 }));
    };
    const finish = (m: Extract<LinkMessage, { type: 'join' }> | null): void => {
      clearTimeout(timer);
      peer.channel.removeEventListener('message', onMessage);
      resolve(m);
    };
    peer.channel.addEventListener('message', onMessage);
  });
}

/** A device that proved its pairing: keep it (its role too, if it was paired before) and feed it. */
function adopt(peer: Peer, device: string, name: string): PairedDevice {
  live.get(device)?.peer.pc.close();
  const { pairings, open } = useRoom.getState();
  const known = pairings.devices.find((d) => d.device === device);
  const entry: PairedDevice = {
    device,
    name: name || known?.name || 'Appareil',
    role: known?.role ?? { kind: 'board' },
  };
  update({ ...pairings, devices: [...pairings.devices.filter((d) => d.device !== device), entry] });
  live.set(device, { peer, sent: { view: '', seat: '' } });
  useRoom.setState({ open: { ...open, [device]: true } });
  // After the join, a device only prepares the next link: anything else it sends is dropped and counted.
  peer.channel.onmessage = (e: MessageEvent) => {
    const m = parseLinkMessage(e.data);
    const creds = promised.get(device);
    if (m?.type === 'standby-creds')
      void standBy(device, { ufrag: m.ufrag, pwd: m.pwd, fingerprint: m.fingerprint }, peer);
    else if (m?.type === 'standby-offer' && creds && live.get(device)?.peer === peer) {
      promised.delete(device);
      void keep(storedKey(device), { code: m.code, ufrag: creds.ufrag, pwd: creds.pwd });
    } else useRoom.setState((s) => ({ dropped: s.dropped + 1 }));
  };
  const closed = (): void => {
    if (live.get(device)?.peer !== peer) return;
    live.delete(device);
    const rest = { ...useRoom.getState().open };
    delete rest[device];
    useRoom.setState({ open: rest });
  };
  peer.channel.onclose = closed;
  peer.pc.addEventListener('connectionstatechange', () => {
    if (peer.pc.connectionState === 'failed' || peer.pc.connectionState === 'closed') closed();
  });
  feed(device);
  void promise(device, peer);
  return entry;
}

/** Promise the device the credentials this side will answer its standby with (for the MJ's reload). */
async function promise(device: string, peer: Peer): Promise<void> {
  const creds = await newCreds();
  const l = live.get(device);
  if (!creds || l?.peer !== peer) return;
  promised.set(device, creds);
  send(l, JSON.stringify(credsMessage(creds)));
}

/** A standby for `device`'s next reload, its offer sent over the live link; it adopts the device that uses it. */
async function standBy(device: string, creds: Creds, via: Peer): Promise<void> {
  const token = randomHex(TOKEN_BYTES);
  let peer: Peer;
  try {
    peer = await listen(creds, token, useRoom.getState().pairings.id, device);
  } catch (err) {
    console.warn(err);
    return;
  }
  const l = live.get(device);
  if (l?.peer !== via) {
    peer.pc.close();
    return;
  }
  standbys.get(device)?.pc.close();
  standbys.set(device, peer);
  peer.channel.onmessage = (e: MessageEvent) => {
    const m = parseLinkMessage(e.data);
    if (m?.type === 'join' && m.token === token && m.device === device && standbys.get(device) === peer) {
      standbys.delete(device);
      adopt(peer, device, m.name);
    } else {
      useRoom.setState((s) => ({ dropped: s.dropped + 1 }));
      peer.pc.close();
    }
  };
  send(l, JSON.stringify(standbyMessage(peer.code)));
}

/**
 * After the MJ's reload: answer each paired device's stored standby, once per
 * page. A device that is not there any more simply does not answer.
 */
export function resumeAll(): void {
  if (resumed || typeof RTCPeerConnection !== 'function') return;
  resumed = true;
  for (const d of useRoom.getState().pairings.devices) void resumeOne(d.device);
}

async function resumeOne(device: string): Promise<void> {
  const stored = await getStored(storedKey(device));
  if (!stored || live.has(device)) return;
  let r: Awaited<ReturnType<typeof answerStored>>;
  try {
    r = await answerStored(stored);
  } catch {
    void drop(storedKey(device));
    return;
  }
  const { peer, token, listener } = r;
  const timer = setTimeout(() => peer.pc.close(), 20_000);
  peer.channel.onopen = () => {
    clearTimeout(timer);
    const known = useRoom.getState().pairings.devices.find((d) => d.device === device);
    // A device forgotten meanwhile, or a stored offer that is not its own: no link.
    if (!known || listener !== device) {
      peer.pc.close();
      return;
    }
    void drop(storedKey(device));
    peer.channel.send(JSON.stringify(resumeMessage(token, useRoom.getState().pairings.id)));
    adopt(peer, device, known.name);
  };
}

export function setRole(device: string, role: Role): void {
  const { pairings } = useRoom.getState();
  update({ ...pairings, devices: pairings.devices.map((d) => (d.device === device ? { ...d, role } : d)) });
  const l = live.get(device);
  if (l) l.sent = { view: '', seat: '' };
  feed(device);
}

/** Forget a device: it is told, unlinked, and its pairing erased on this side (its standby and stored offer too). */
export function forget(device: string): void {
  standbys.get(device)?.pc.close();
  standbys.delete(device);
  promised.delete(device);
  void drop(storedKey(device));
  const l = live.get(device);
  if (l) {
    send(l, JSON.stringify(forgetMessage()));
    setTimeout(() => l.peer.pc.close(), 200);
    live.delete(device);
  }
  const { pairings, open } = useRoom.getState();
  const rest = { ...open };
  delete rest[device];
  update({ ...pairings, devices: pairings.devices.filter((d) => d.device !== device) });
  useRoom.setState({ open: rest });
}

/** The game screen's current projections; every linked device gets what changed for it. */
export function setSource(next: Source | null): void {
  source = next;
  for (const device of live.keys()) feed(device);
}

function send(l: Live, text: string): void {
  if (l.peer.channel.readyState !== 'open') return;
  try {
    l.peer.channel.send(text);
  } catch (err) {
    console.warn(err);
  }
}

/** What `device` should see now, sent if it changed. */
function feed(device: string): void {
  const l = live.get(device);
  const paired = useRoom.getState().pairings.devices.find((d) => d.device === device);
  if (!l || !paired) return;
  if (l.peer.channel.readyState !== 'open') {
    l.peer.channel.addEventListener('open', () => feed(device), { once: true });
    return;
  }
  const r = feedOf(paired.role, source, l.sent, useRoom.getState().pairings.id, Date.now());
  l.sent = r.sent;
  for (const text of r.out) send(l, text);
}
