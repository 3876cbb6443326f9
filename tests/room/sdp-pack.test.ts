/**
 * The offer and answer codes (src/ui/room/sdpPack.ts): what a local data
 * channel needs survives the round trip, the code stays small enough for a
 * QR code read at arm's length, and malformed codes are refused.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeSignal,
  encodeSignal,
  fromSdp,
  groupCode,
  pack,
  toSdp,
  unpack,
  type Signal,
} from '../../src/ui/room/sdpPack';
import { readCode } from '../../src/ui/room/peer';

/** An offer as Chromium writes it for one data channel, with no STUN server (mDNS host candidates). */
const CHROME_OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3205486123 1 udp 2113937151 5a8a1c0e-2f6e-4c1b-9d0f-6f7a2b3c4d5e.local 54321 typ host generation 0 network-cost 999',
  'a=candidate:3205486124 1 udp 2113939711 1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b.local 54322 typ host generation 0 network-cost 999',
  'a=candidate:842163049 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0',
  'a=ice-ufrag:Wq3a',
  'a=ice-pwd:Zp3mXkq8bQ0r8F7n4dV1sJ+e',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 8B:1F:03:9D:7A:2C:4E:55:91:0A:BC:DE:F0:12:34:56:78:9A:BC:DE:F0:11:22:33:44:55:66:77:88:99:AA:BB',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

const TOKEN = '00112233445566778899aabb';
const ID = 'a1b2c3d4e5f60718';

function offer(): Signal {
  const r = fromSdp('offer', CHROME_OFFER, TOKEN, ID);
  if (!r.ok) throw new Error(r.error);
  return r.signal;
}

describe('the codes exchanged by the two devices', () => {
  it('keep the ICE credentials, the DTLS fingerprint and role, the UDP host candidates', () => {
    const s = offer();
    expect(s).toMatchObject({
      type: 'offer',
      setup: 'actpass',
      ufrag: 'Wq3a',
      pwd: 'Zp3mXkq8bQ0r8F7n4dV1sJ+e',
      fingerprint: '8b1f039d7a2c4e55910abcdef0123456789abcdef0112233445566778899aabb',
    });
    // TCP candidates are dropped: a local data channel goes over UDP.
    expect(s.candidates).toEqual([
      { kind: 'mdns', address: '5a8a1c0e-2f6e-4c1b-9d0f-6f7a2b3c4d5e.local', port: 54321 },
      { kind: 'mdns', address: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b.local', port: 54322 },
    ]);
  });

  it('round-trip an offer and an answer exactly (IPv4, IPv6, mDNS)', () => {
    const a: Signal = {
      ...offer(),
      type: 'answer',
      setup: 'active',
      candidates: [
        { kind: 'ipv4', address: '192.168.43.7', port: 50000 },
        { kind: 'ipv6', address: 'fe80:0:0:0:1c2d:3e4f:5a6b:7c8d', port: 65535 },
        { kind: 'mdns', address: '5a8a1c0e-2f6e-4c1b-9d0f-6f7a2b3c4d5e.local', port: 1 },
      ],
    };
    expect(decodeSignal(encodeSignal(offer()))).toEqual(offer());
    expect(decodeSignal(encodeSignal(a))).toEqual(a);
    expect(unpack(pack(a))).toEqual(a);
    // A compressed IPv6 address comes back in full form, the same address.
    const short = { ...a, candidates: [{ kind: 'ipv6' as const, address: 'fe80::1', port: 9 }] };
    expect(decodeSignal(encodeSignal(short))?.candidates).toEqual([
      { kind: 'ipv6', address: 'fe80:0:0:0:0:0:0:1', port: 9 },
    ]);
  });

  it('rebuild an SDP the browser reads back to the same facts', () => {
    const sdp = toSdp(offer());
    expect(sdp).toContain(
      'a=fingerprint:sha-256 8B:1F:03:9D:7A:2C:4E:55:91:0A:BC:DE:F0:12:34:56:78:9A:BC:DE:F0:11:22:33:44:55:66:77:88:99:AA:BB',
    );
    expect(sdp).toContain('m=application 9 UDP/DTLS/SCTP webrtc-datachannel');
    const again = fromSdp('offer', sdp, TOKEN, ID);
    expect(again.ok && again.signal).toEqual(offer());
  });

  it('stay short: an offer with two candidates is under 210 characters, all in the QR alphanumeric set', () => {
    const code = encodeSignal(offer());
    expect(code.length).toBeLessThan(210);
    expect(code).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  it('are read back from the grouped text, in any case, with spaces and line breaks', () => {
    const code = encodeSignal(offer());
    expect(decodeSignal(groupCode(code).toLowerCase().replace(/ /g, ' \n'))).toEqual(offer());
  });

  it('refuse what is not a whole code', () => {
    const code = encodeSignal(offer());
    expect(decodeSignal('')).toBeNull();
    expect(decodeSignal('hello')).toBeNull();
    expect(decodeSignal(code.slice(0, -3))).toBeNull();
    expect(decodeSignal(`${code}AAAA`)).toBeNull();
    expect(decodeSignal(code.replace('VEIL', 'VEIX'))).toBeNull();
    expect(decodeSignal(`${code.slice(0, 10)}1${code.slice(11)}`)).toBeNull();
  });

  it('an SDP without a fingerprint or without a host candidate is refused with a French reason', () => {
    const noFp = fromSdp('offer', CHROME_OFFER.replace(/a=fingerprint.*\r\n/, ''), TOKEN, ID);
    expect(noFp).toEqual({ ok: false, error: 'La description de connexion est incomplète.' });
    const noHost = fromSdp('offer', CHROME_OFFER.replace(/a=candidate.*\r\n/g, ''), TOKEN, ID);
    expect(noHost.ok).toBe(false);
  });
});

describe('the pairing token binds the answer to the offer shown', () => {
  it('an answer echoing another token is refused; the right one is taken', () => {
    const answer = encodeSignal({ ...offer(), type: 'answer', setup: 'active' });
    expect(readCode(answer, 'answer', TOKEN).ok).toBe(true);
    expect(readCode(answer, 'answer', 'ffffffffffffffffffffffff')).toEqual({
      ok: false,
      error: 'Ce code répond à une autre invitation : recommencez depuis le code affiché ici.',
    });
    // The MJ's own code scanned by mistake on the joining side, and the other way round.
    expect(readCode(answer, 'offer').ok).toBe(false);
    expect(readCode(encodeSignal(offer()), 'answer', TOKEN).ok).toBe(false);
  });
});
