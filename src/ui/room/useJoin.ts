/**
 * The joining device's side: read the MJ's code, show the answer, and once
 * the channel opens say the pairing token again over it; then receive the
 * board's frames or the player's own projection. Every message is checked
 * (parseLinkMessage); what fails the checks is dropped and counted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SeatView } from '../../engine';
import { frameOf, type PublicFrame } from '../public/protocol';
import { makeAnswer, randomHex, readCode, type Peer } from './peer';
import { loadDevice, saveDevice } from './pairings';
import { joinMessage, parseLinkMessage } from './protocol';
import { ID_BYTES } from './sdpPack';

export type JoinState =
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

export function useJoin(name: string): Join {
  const [state, setState] = useState<JoinState>({ stage: 'scan', error: null });
  const [counts, setCounts] = useState({ accepted: 0, dropped: 0 });
  const peer = useRef<Peer | null>(null);
  const nameRef = useRef(name);
  nameRef.current = name;

  const close = (): void => {
    peer.current?.pc.close();
    peer.current = null;
  };
  useEffect(() => close, []);

  const offer = useCallback(async (text: string): Promise<string | null> => {
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
    const token = read.signal.token;
    let frame: PublicFrame | null = null;
    let seat: SeatView | null = null;
    let gone = false;
    const lost = (): void => {
      if (gone || peer.current !== p) return;
      gone = true;
      setState({ stage: 'lost' });
    };
    p.channel.onopen = () => {
      saveDevice({ id: me.id, mj: read.signal.id });
      p.channel.send(JSON.stringify(joinMessage(token, me.id, nameRef.current.trim().slice(0, 80))));
      setCounts({ accepted: 0, dropped: 0 });
      setState({ stage: 'linked', frame, seat });
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
        close();
        setState({ stage: 'forgotten' });
        return;
      } else return;
      setState({ stage: 'linked', frame, seat });
    };
    p.channel.onclose = lost;
    p.pc.addEventListener('connectionstatechange', () => {
      if (p.pc.connectionState === 'failed' || p.pc.connectionState === 'closed') lost();
    });
    setState({ stage: 'answer', code: p.code });
    return null;
  }, []);

  const restart = useCallback(() => {
    close();
    setState({ stage: 'scan', error: null });
  }, []);

  return { state, dropped: counts.dropped, accepted: counts.accepted, offer, restart };
}
