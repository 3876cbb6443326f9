/**
 * Rejoining after a reload without a new scan, and without a server.
 *
 * While a link is live, each side prepares the next one over it. The side
 * that stays (the « listener ») opens a standby connection: its offer, and as
 * remote description the answer it predicts from the other side, made of
 * credentials that side chose and sent (ICE ufrag and password, the
 * fingerprint of its certificate kept in IndexedDB) and no candidates. Its
 * host ports stay open, waiting (Chromium leaves such a connection « new »
 * for minutes). The other side stores the offer; after a reload it answers
 * from storage with those credentials (written into its answer before
 * setLocalDescription) and its kept certificate, and connects: the listener
 * learns its address from the incoming checks (a peer-reflexive candidate).
 *
 * Only the paired device can use it: DTLS checks the certificate against the
 * predicted fingerprint, ICE checks the password, and the first message
 * repeats the standby's token. A standby serves once; a new one is made over
 * each new link. Verified in Chromium (see README, « Écrans de la pièce »).
 */
import type { Peer } from './peer';
import { randomHex } from './peer';
import { decodeSignal, encodeSignal, fromSdp, toSdp, type Signal } from './sdpPack';

/** What the answering side will use, sent ahead to the listener. */
export interface Creds {
  ufrag: string;
  pwd: string;
  /** SHA-256 of its kept certificate, hex without colons. */
  fingerprint: string;
}

/** A standby offer kept by the answering side, with the credentials it promised. */
export interface Stored {
  code: string;
  ufrag: string;
  pwd: string;
}

// ---------------------------------------------------------------------------
// IndexedDB: the certificate (structured-cloneable) and the stored offers.

const DB = 'veilleur-room';
const STORE = 'kv';

function db(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function op<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const d = await db();
  try {
    return await new Promise<T>((resolve, reject) => {
      const r = run(d.transaction(STORE, mode).objectStore(STORE));
      r.onsuccess = () => resolve(r.result as T);
      r.onerror = () => reject(r.error);
    });
  } finally {
    d.close();
  }
}

export const getKept = <T>(key: string): Promise<T | undefined> =>
  op<T | undefined>('readonly', (s) => s.get(key)).catch(() => undefined);
export const keep = (key: string, value: unknown): Promise<void> =>
  op<void>('readwrite', (s) => s.put(value, key)).catch(() => undefined);
export const drop = (key: string): Promise<void> => op<void>('readwrite', (s) => s.delete(key)).catch(() => undefined);

const isStored = (x: unknown): x is Stored =>
  !!x &&
  typeof x === 'object' &&
  typeof (x as Stored).code === 'string' &&
  /^[0-9a-f]{8}$/.test((x as Stored).ufrag) &&
  /^[0-9a-f]{32}$/.test((x as Stored).pwd);

export async function getStored(key: string): Promise<Stored | null> {
  const x = await getKept<unknown>(key);
  return isStored(x) ? x : null;
}

/** This device's certificate, made once and kept (so its fingerprint can be promised), or null. */
export async function certificate(): Promise<RTCCertificate | null> {
  try {
    const kept = await getKept<RTCCertificate>('cert');
    if (kept && kept.expires > Date.now() + 86_400_000) return kept;
    const made = await RTCPeerConnection.generateCertificate({
      name: 'ECDSA',
      namedCurve: 'P-256',
      expires: 365 * 86_400_000,
    } as AlgorithmIdentifier);
    await keep('cert', made);
    return made;
  } catch {
    return null;
  }
}

const fingerprintOf = (cert: RTCCertificate): string | null =>
  cert
    .getFingerprints()
    .find((f) => f.algorithm === 'sha-256')
    ?.value?.replace(/:/g, '')
    .toLowerCase() ?? null;

/** Fresh credentials to promise the listener, or null where there is no kept certificate. */
export async function newCreds(): Promise<Creds | null> {
  const cert = await certificate();
  const fingerprint = cert && fingerprintOf(cert);
  return fingerprint ? { ufrag: randomHex(4), pwd: randomHex(16), fingerprint } : null;
}

function connection(cert: RTCCertificate | null): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  const pc = new RTCPeerConnection({ iceServers: [], ...(cert ? { certificates: [cert] } : {}) });
  const channel = pc.createDataChannel('veilleur', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

function gathered(pc: RTCPeerConnection, ms = 4000): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The listener's standby for `peer`'s promised credentials: its offer's code
 * (to send to the peer) and the connection, waiting with the predicted answer.
 */
export async function listen(creds: Creds, token: string, me: string, peer: string): Promise<Peer> {
  const { pc, channel } = connection(null);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const r = fromSdp('offer', pc.localDescription?.sdp ?? '', token, me);
    if (!r.ok) throw new Error(r.error);
    const predicted: Signal = { ...creds, type: 'answer', setup: 'active', token, id: peer, candidates: [] };
    await pc.setRemoteDescription({ type: 'answer', sdp: toSdp(predicted) });
    return { pc, channel, code: encodeSignal(r.signal) };
  } catch (err) {
    pc.close();
    throw err;
  }
}

/** The answering side, after a reload: connect to the stored standby. Resolves with the link and its token. */
export async function answerStored(stored: Stored): Promise<{ peer: Peer; token: string; listener: string }> {
  const offer = decodeSignal(stored.code);
  if (!offer || offer.type !== 'offer') throw new Error('offre gardée illisible');
  const { pc, channel } = connection(await certificate());
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: toSdp(offer) });
    const answer = await pc.createAnswer();
    const sdp = (answer.sdp ?? '')
      .replace(/a=ice-ufrag:.*/g, `a=ice-ufrag:${stored.ufrag}`)
      .replace(/a=ice-pwd:.*/g, `a=ice-pwd:${stored.pwd}`);
    await pc.setLocalDescription({ type: 'answer', sdp });
    return { peer: { pc, channel, code: '' }, token: offer.token, listener: offer.id };
  } catch (err) {
    pc.close();
    throw err;
  }
}
