/**
 * The offer and the answer as short codes for a QR code (and for typing or
 * pasting where there is no camera).
 *
 * A data channel on a local network needs only a few facts from the SDP
 * (as fippo/minimal-webrtc showed): the ICE username fragment and password,
 * the DTLS fingerprint, the DTLS role, and the host candidates (UDP). The
 * rest is the same for every Veilleur device and is written back by
 * `toSdp`. Added to them: the pairing token (the MJ's random secret, echoed
 * in the answer) and the device id (who is pairing, to find its seat again).
 *
 * Binary, then base32 (A–Z, 2–7): a QR code's alphanumeric mode carries
 * those characters at 5.5 bits each, about a sixth smaller than base64 in
 * byte mode, and a person can read them out or type them.
 *
 * Pure: no DOM, no WebRTC.
 */

export const CODE_PREFIX = 'VEIL';
const VERSION = 1;
export const TOKEN_BYTES = 12;
export const ID_BYTES = 8;
const FINGERPRINT_BYTES = 32;

export type Setup = 'actpass' | 'active' | 'passive';
const SETUPS: readonly Setup[] = ['actpass', 'active', 'passive'];

export type Candidate =
  | { kind: 'ipv4'; address: string; port: number }
  | { kind: 'ipv6'; address: string; port: number }
  /** Chromium hides local addresses behind a random `<uuid>.local` name (mDNS). */
  | { kind: 'mdns'; address: string; port: number };

export interface Signal {
  type: 'offer' | 'answer';
  setup: Setup;
  /** The pairing secret, hex (the offer's, echoed by the answer). */
  token: string;
  /** Who sends it (the MJ's device or the joining device), hex. */
  id: string;
  ufrag: string;
  pwd: string;
  /** SHA-256 of the DTLS certificate, hex without colons (lower case). */
  fingerprint: string;
  candidates: Candidate[];
}

// ---------------------------------------------------------------------------
// SDP → Signal

/** What a local data channel needs from an SDP, or a French reason. */
export function fromSdp(
  type: 'offer' | 'answer',
  sdp: string,
  token: string,
  id: string,
): { ok: true; signal: Signal } | { ok: false; error: string } {
  const line = (name: string): string | undefined =>
    sdp
      .split(/\r?\n/)
      .find((l) => l.startsWith(`a=${name}:`))
      ?.slice(name.length + 3)
      .trim();
  const ufrag = line('ice-ufrag');
  const pwd = line('ice-pwd');
  const fp = line('fingerprint');
  const setup = line('setup') as Setup | undefined;
  if (!ufrag || !pwd || !fp || !setup || !SETUPS.includes(setup))
    return { ok: false, error: 'La description de connexion est incomplète.' };
  const [algo, hex] = fp.split(/\s+/);
  if (algo?.toLowerCase() !== 'sha-256' || !hex)
    return { ok: false, error: 'Ce navigateur signe la connexion autrement (SHA-256 attendu).' };
  const candidates: Candidate[] = [];
  for (const l of sdp.split(/\r?\n/)) {
    const m = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/i.exec(l);
    if (!m) continue;
    const c = candidateOf(m[1]!, Number(m[2]));
    if (c && !candidates.some((x) => x.address === c.address && x.port === c.port)) candidates.push(c);
  }
  if (candidates.length === 0)
    return { ok: false, error: 'Aucune adresse locale trouvée : cet appareil est-il sur un réseau ?' };
  return {
    ok: true,
    signal: {
      type,
      setup,
      token,
      id,
      ufrag,
      pwd,
      fingerprint: hex.replace(/:/g, '').toLowerCase(),
      candidates: candidates.slice(0, 8),
    },
  };
}

function candidateOf(address: string, port: number): Candidate | null {
  if (!(port > 0 && port < 65536)) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return { kind: 'ipv4', address, port };
  if (/^[0-9a-f-]{36}\.local$/i.test(address)) return { kind: 'mdns', address: address.toLowerCase(), port };
  if (address.includes(':')) return { kind: 'ipv6', address, port };
  return null;
}

// ---------------------------------------------------------------------------
// Signal → SDP

/** A complete SDP for a data channel only, as every browser accepts it. */
export function toSdp(signal: Signal): string {
  const fp = signal.fingerprint.match(/../g)!.join(':').toUpperCase();
  const lines = [
    'v=0',
    `o=- ${parseInt(signal.id.slice(0, 12), 16)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...signal.candidates.map(
      (c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i} ${c.address} ${c.port} typ host generation 0`,
    ),
    `a=ice-ufrag:${signal.ufrag}`,
    `a=ice-pwd:${signal.pwd}`,
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${signal.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------
// Signal ⇄ bytes ⇄ code

const hexBytes = (hex: string): number[] => (hex.match(/../g) ?? []).map((h) => parseInt(h, 16));
const hexOf = (bytes: number[]): string => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

function ipv6Bytes(address: string): number[] | null {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const parts = (s: string | undefined) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = parts(tail);
  if (address.includes('::') ? h.length + t.length > 7 : h.length !== 8) return null;
  const groups = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 255];
  });
}

function ipv6Of(bytes: number[]): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

const CANDIDATE_KIND = { ipv4: 4, ipv6: 6, mdns: 109 } as const;

/** The signal as bytes (throws on a value `fromSdp` never yields). */
export function pack(s: Signal): Uint8Array {
  const out: number[] = [(VERSION << 4) | (s.type === 'answer' ? 8 : 0) | SETUPS.indexOf(s.setup)];
  const fixed = (hex: string, n: number): void => {
    const b = hexBytes(hex);
    if (b.length !== n) throw new Error(`expected ${n} bytes`);
    out.push(...b);
  };
  const text = (t: string): void => {
    if (t.length > 255 || !/^[\x21-\x7e]*$/.test(t)) throw new Error('bad ICE text');
    out.push(t.length, ...[...t].map((c) => c.charCodeAt(0)));
  };
  fixed(s.token, TOKEN_BYTES);
  fixed(s.id, ID_BYTES);
  fixed(s.fingerprint, FINGERPRINT_BYTES);
  text(s.ufrag);
  text(s.pwd);
  out.push(s.candidates.length);
  for (const c of s.candidates) {
    out.push(CANDIDATE_KIND[c.kind]);
    if (c.kind === 'ipv4') out.push(...c.address.split('.').map(Number));
    else if (c.kind === 'mdns') fixed(c.address.slice(0, 36).replace(/-/g, ''), 16);
    else {
      const b = ipv6Bytes(c.address);
      if (!b) throw new Error('bad IPv6');
      out.push(...b);
    }
    out.push(c.port >> 8, c.port & 255);
  }
  return Uint8Array.from(out);
}

/** Bytes back to a signal, or null for anything malformed. */
export function unpack(bytes: Uint8Array): Signal | null {
  let i = 0;
  const take = (n: number): number[] | null => {
    if (i + n > bytes.length) return null;
    const b = [...bytes.slice(i, i + n)];
    i += n;
    return b;
  };
  const head = take(1)?.[0];
  if (head === undefined || head >> 4 !== VERSION || (head & 7) > 2) return null;
  const token = take(TOKEN_BYTES);
  const id = take(ID_BYTES);
  const fp = take(FINGERPRINT_BYTES);
  const text = (): string | null => {
    const n = take(1)?.[0];
    const b = n === undefined ? null : take(n);
    return b && b.length > 0 ? String.fromCharCode(...b) : null;
  };
  const ufrag = text();
  const pwd = text();
  const count = take(1)?.[0];
  if (!token || !id || !fp || !ufrag || !pwd || !count || count > 8) return null;
  const candidates: Candidate[] = [];
  for (let k = 0; k < count; k++) {
    const kind = take(1)?.[0];
    const size = kind === 4 ? 4 : kind === 6 || kind === 109 ? 16 : -1;
    const addr = size > 0 ? take(size) : null;
    const port = take(2);
    if (!addr || !port) return null;
    const p = (port[0]! << 8) | port[1]!;
    if (p === 0) return null;
    if (kind === 4) candidates.push({ kind: 'ipv4', address: addr.join('.'), port: p });
    else if (kind === 6) candidates.push({ kind: 'ipv6', address: ipv6Of(addr), port: p });
    else {
      const h = hexOf(addr);
      const uuid = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
      candidates.push({ kind: 'mdns', address: `${uuid}.local`, port: p });
    }
  }
  if (i !== bytes.length) return null;
  return {
    type: head & 8 ? 'answer' : 'offer',
    setup: SETUPS[head & 7]!,
    token: hexOf(token),
    id: hexOf(id),
    ufrag,
    pwd,
    fingerprint: hexOf(fp),
    candidates,
  };
}

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const n = B32.indexOf(ch);
    if (n < 0) return null;
    value = (value << 5) | n;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

/** The code shown in the QR code and as text: `VEIL` then base32. */
export function encodeSignal(s: Signal): string {
  return CODE_PREFIX + base32(pack(s));
}

/**
 * A scanned or typed code back to a signal. Case, spaces, dashes and line
 * breaks are forgiven (the text is shown in groups); anything else: null.
 */
export function decodeSignal(text: string): Signal | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '');
  if (!clean.startsWith(CODE_PREFIX) || clean.length > 1200) return null;
  const bytes = fromBase32(clean.slice(CODE_PREFIX.length));
  return bytes ? unpack(bytes) : null;
}

/** The code in groups of four, easier to read out and to check. */
export function groupCode(code: string): string {
  return code.match(/.{1,4}/g)?.join(' ') ?? code;
}
