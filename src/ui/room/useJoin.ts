/**
 * The joining device's side: read the MJ's code, show the answer, and once
 * the channel opens say the pairing token again over it; then receive the
 * board's frames or the player's own projection. Every message is checked
 * (parseLinkMessage); what fails the checks is dropped and counted.
 *
 * Over the live link it prepares the next one (standby.ts): it keeps the
 * MJ's standby offer for its own reload (tried first when the page opens),
 * and holds a standby of its own for the MJ's reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SeatView } from '../../engine';
import { frameOf, type PublicFrame } from '../public/protocol';
import { makeAnswer, randomHex, readCode, type Peer } from './peer';
import { loadDevice, saveDevice } from './pairings';
import { credsMessage, DEVICE_NAME_MAX, joinMessage, parseLinkMessage, standbyMessage } from './protocol';
import { ID_BYTES, TOKEN_BYTES } from './sdpPack';
import { answerStored, drop, getStored, keep, listen, newCreds, type Creds } from './standby';

export type JoinState =
  | { stage: 'resuming' }
  | { stage: 'scan'; error: string | null }
  | { stage: 'answer'; code: string }
  | { stage: 'linked'; frame: PublicFrame | null; seat: SeatView | null }
  | { stage: 'lost' }
  | { stage: 'forgotten' };

export interface Join {
  state: JoinState;
  /** Messages dropped by the checks since the link opened. */
  dropped: number;
  accepted: number;
  /** Read the MJ's code; null when taken, else why not. */
  offer(text: string): Promise<string | null>;
  restart(): void;
}

const STORED = 'standby';
const RESUME_MS = 15_000;

/**
 * The stored standby, answered once per page (a screen mounted twice, as
 * React may do, must not use it twice: it serves once), and whether a
 * screen has taken it.
 */
let stored: Promise<Awaited<ReturnType<typeof answerStored>> | 'failed' | null> | null = null;
let claimed = false;
function storedLink(): NonNullable<typeof stored> {
  stored ??= (async () => {
    const kept = typeof RTCPeerConnection === 'function' ? await getStored(STORED) : null;
    if (!kept) return null;
    await drop(STORED);
    try {
      return await answerStored(kept);
    } catch (err) {
      console.warn(err);
      return 'failed' as const;
    }
  })();
  return stored;
}

export function useJoin(name: string): Join {
  const [state, setState] = useState<JoinState>({ stage: 'scan', error: null });
  const [counts, setCounts] = useState({ accepted: 0, dropped: 0 });
  const peer = useRef<Peer | null>(null);
  /** This device's standby for the MJ's reload. */
  const standby = useRef<Peer | null>(null);
  const nameRef = useRef(name);
  nameRef.current = name;

  const close = (): void => {
    peer.current?.pc.close();
    peer.current = null;
  };
  const closeStandby = (): void => {
    standby.current?.pc.close();
    standby.current = null;
  };
  useEffect(
    () => () => {
      close();
      closeStandby();
    },
    [],
  );

  /** A link to the MJ `mj`: feed the screen from it and prepare the next one. `join`: the token to say first. */
  const attach = useCallback((p: Peer, mj: string, join: string | null): void => {
    const me = loadDevice(() => randomHex(ID_BYTES));
    if (peer.current !== p) close();
    peer.current = p;
    let frame: PublicFrame | null = null;
    let seat: SeatView | null = null;
    let gone = false;
    let promised: Creds | null = null;
    const lost = (): void => {
      if (gone || peer.current !== p) return;
      gone = true;
      setState({ stage: 'lost' });
    };
    const opened = (): void => {
      saveDevice({ id: me.id, mj });
      if (join)
        p.channel.send(JSON.stringify(joinMessage(join, me.id, nameRef.current.trim().slice(0, DEVICE_NAME_MAX))));
      setCounts({ accepted: 0, dropped: 0 });
      setState({ stage: 'linked', frame, seat });
      void newCreds().then((creds) => {
        if (!creds || gone || p.channel.readyState !== 'open') return;
        promised = creds;
        p.channel.send(JSON.stringify(credsMessage(creds)));
      });
    };
    /** The MJ promised its credentials: hold a standby for its reload, and send it the offer. */
    const standBy = async (creds: Creds): Promise<void> => {
      const token = randomHex(TOKEN_BYTES);
      let next: Peer;
      try {
        next = await listen(creds, token, me.id, mj);
      } catch (err) {
        console.warn(err);
        return;
      }
      if (gone || peer.current !== p) {
        next.pc.close();
        return;
      }
      closeStandby();
      standby.current = next;
      next.channel.onmessage = (e: MessageEvent) => {
        const m = parseLinkMessage(e.data);
        if (m?.type === 'resume' && m.token === token && m.from === mj && standby.current === next) {
          standby.current = null;
          attach(next, mj, null);
        } else next.pc.close();
      };
      p.channel.send(JSON.stringify(standbyMessage(next.code)));
    };
    p.channel.onmessage = (e: MessageEvent) => {
      const m = parseLinkMessage(e.data);
      if (!m) {
        setCounts((c) => ({ ...c, dropped: c.dropped + 1 }));
        return;
      }
      setCounts((c) => ({ ...c, accepted: c.accepted + 1 }));
      if (m.type === 'view') frame = frameOf(m);
      else if (m.type === 'bye') frame = null;
      else if (m.type === 'seat') seat = m.seat;
      else if (m.type === 'forget') {
        gone = true;
        saveDevice({ id: me.id, mj: null });
        void drop(STORED);
        closeStandby();
        close();
        setState({ stage: 'forgotten' });
        return;
      } else if (m.type === 'standby-creds') {
        void standBy({ ufrag: m.ufrag, pwd: m.pwd, fingerprint: m.fingerprint });
        return;
      } else if (m.type === 'standby-offer' && promised) {
        void keep(STORED, { code: m.code, ufrag: promised.ufrag, pwd: promised.pwd });
        promised = null;
        return;
      } else return;
      setState({ stage: 'linked', frame, seat });
    };
    p.channel.onclose = lost;
    p.pc.addEventListener('connectionstatechange', () => {
      if (p.pc.connectionState === 'failed' || p.pc.connectionState === 'closed') lost();
    });
    if (p.channel.readyState === 'open') opened();
    else p.channel.onopen = opened;
  }, []);

  // On opening: the MJ's standby kept from the last link, if any, brings the link back with no scan.
  useEffect(() => {
    let cancelled = false;
    void storedLink().then((r) => {
      if (cancelled || !r || claimed) return;
      claimed = true;
      if (r === 'failed') {
        setState({
          stage: 'scan',
          error: 'Le lien gardé n’a pas pu servir\u00a0: scannez le code de la tablette du MJ.',
        });
        return;
      }
      setState({ stage: 'resuming' });
      const timer = setTimeout(() => {
        if (peer.current) return;
        r.peer.pc.close();
        setState({
          stage: 'scan',
          error:
            'La tablette du MJ ne répond pas (rechargée, en veille, ou sur un autre réseau)\u00a0: scannez son code.',
        });
      }, RESUME_MS);
      r.peer.channel.onopen = () => {
        clearTimeout(timer);
        attach(r.peer, r.listener, r.token);
      };
    });
    return () => {
      cancelled = true;
    };
  }, [attach]);

  const offer = useCallback(
    async (text: string): Promise<string | null> => {
      const read = readCode(text, 'offer');
      if (!read.ok) return read.error;
      const me = loadDevice(() => randomHex(ID_BYTES));
      close();
      let p: Peer;
      try {
        p = await makeAnswer(read.signal, me.id);
      } catch (err) {
        return err instanceof Error ? err.message : 'Ce code n’a pas pu être accepté.';
      }
      peer.current = p;
      attach(p, read.signal.id, read.signal.token);
      setState({ stage: 'answer', code: p.code });
      return null;
    },
    [attach],
  );

  const restart = useCallback(() => {
    close();
    setState({ stage: 'scan', error: null });
  }, []);

  return { state, dropped: counts.dropped, accepted: counts.accepted, offer, restart };
}
