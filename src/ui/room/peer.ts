/**
 * One WebRTC link between the MJ's device and a joined device, signalled by
 * hand (QR codes or typed codes) instead of a server.
 *
 * No STUN or TURN server: only host candidates, so the link stays on the
 * room's local network. ICE is not trickled: each side waits for the end of
 * candidate gathering, then shows its whole description as one code.
 * The data channel is negotiated (id 0 on both sides), so no extra round.
 *
 * The pairing token travels in both codes and again, first thing, over the
 * encrypted channel (see hub.ts and joinLink.ts): a device that did not scan
 * the MJ's code cannot know it, and the DTLS fingerprints in the codes make
 * sure the channel ends at the device that showed them.
 */
import { decodeSignal, encodeSignal, fromSdp, toSdp, type Signal } from './sdpPack';

export interface Peer {
  pc: RTCPeerConnection;
  channel: RTCDataChannel;
  /** This side's code, to show. */
  code: string;
}

/** Where the browser has no WebRTC (old WebViews, some locked-down browsers). */
export const hasWebRtc = (): boolean => typeof RTCPeerConnection === 'function';

export function randomHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

function newConnection(): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel('veilleur', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

/** Resolves once every candidate is known (or after `ms`: what was found so far is enough on a LAN). */
function gathered(pc: RTCPeerConnection, ms = 4000): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = (): void => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, ms);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

async function codeOf(pc: RTCPeerConnection, type: 'offer' | 'answer', token: string, id: string): Promise<string> {
  await gathered(pc);
  const sdp = pc.localDescription?.sdp ?? '';
  const r = fromSdp(type, sdp, token, id);
  if (!r.ok) throw new Error(r.error);
  return encodeSignal(r.signal);
}

/** The MJ's side, first step: a new connection and its offer's code. */
export async function makeOffer(token: string, id: string): Promise<Peer> {
  const { pc, channel } = newConnection();
  try {
    await pc.setLocalDescription(await pc.createOffer());
    return { pc, channel, code: await codeOf(pc, 'offer', token, id) };
  } catch (err) {
    pc.close();
    throw err;
  }
}

export type Read = { ok: true; signal: Signal } | { ok: false; error: string };

/** A scanned or typed code, checked: the expected kind and, for an answer, the same token. */
export function readCode(text: string, expect: 'offer' | 'answer', token?: string): Read {
  const signal = decodeSignal(text);
  if (!signal) return { ok: false, error: 'Ce code n’est pas un code Veilleur (ou il est incomplet).' };
  if (signal.type !== expect)
    return {
      ok: false,
      error:
        expect === 'offer'
          ? 'C’est le code d’un appareil qui rejoint : scannez celui de la tablette du MJ.'
          : 'C’est le code de la tablette du MJ : scannez celui de l’appareil qui rejoint.',
    };
  if (token !== undefined && signal.token !== token)
    return { ok: false, error: 'Ce code répond à une autre invitation : recommencez depuis le code affiché ici.' };
  return { ok: true, signal };
}

/** The joining side: accept the MJ's offer, and make the answer's code. */
export async function makeAnswer(offer: Signal, id: string): Promise<Peer> {
  const { pc, channel } = newConnection();
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: toSdp(offer) });
    await pc.setLocalDescription(await pc.createAnswer());
    return { pc, channel, code: await codeOf(pc, 'answer', offer.token, id) };
  } catch (err) {
    pc.close();
    throw err;
  }
}

/** The MJ's side, last step: the joining device's answer. */
export async function acceptAnswer(peer: Peer, answer: Signal): Promise<void> {
  await peer.pc.setRemoteDescription({ type: 'answer', sdp: toSdp(answer) });
}
