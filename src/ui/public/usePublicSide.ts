/**
 * The MJ window's side of the public screen: derive the frame (the public
 * projection, the public part of the vote being tapped and of the call's
 * timer) and publish it on the channel.
 *
 * Several MJ tabs: only a tab showing a game mounts this hook, so only such
 * tabs answer « hello ». Each view carries `activeAt`, the last time the MJ
 * acted in that tab (an answer, a ballot tapped, a timer started, the tab
 * brought to the front); a public window follows the most recently active
 * tab and ignores views from less recent ones (see usePublicFeed). A tab that
 * leaves its game, or closes, says « bye » and the public window asks again.
 */
import { useEffect, useMemo, useRef } from 'react';
import { currentPrompt, publicTimer, publicView, publicVote } from '../../engine';
import { useSession, type OpenGame } from '../store/session';
import { openPublicChannel, windowId, type PublicChannel } from './channel';
import { bye, viewMessage, type PublicFrame, type PublicTimer } from './protocol';
import { callKeyOf, forgetTimers, timerKey, useTimerMemory, type TimerMemory } from './timerMemory';

function timerOf(label: string, seconds: number, memory: TimerMemory | null, now: number): PublicTimer {
  const totalMs = seconds * 1000;
  if (!memory) return { label, totalMs, remainingMs: totalMs, running: false, endsAt: null };
  const remainingMs = memory.running && memory.endsAt !== null ? Math.max(0, memory.endsAt - now) : memory.leftMs;
  return { label, totalMs, remainingMs, running: memory.running && remainingMs > 0, endsAt: memory.running ? memory.endsAt : null };
}

/** The public frame of the open game (null when none is ready). */
export function usePublicFrame(game: OpenGame | null): PublicFrame | null {
  const draft = useSession((s) => s.draft);
  const memory = useTimerMemory();
  const state = game?.timeline.state;
  const rules = game?.rules;
  const current = useMemo(() => (rules && state ? currentPrompt(rules, state) : null), [rules, state]);
  const callKey = callKeyOf(game?.timeline.answers ?? [], current);
  const view = useMemo(() => (rules && state ? publicView(rules, state) : null), [rules, state]);
  const effects = game?.timeline.effects;
  const callTimer = useMemo(() => (effects ? publicTimer(effects) : null), [effects]);
  const vote = useMemo(() => (rules && state ? publicVote(rules, state, draft) : null), [rules, state, draft]);
  return useMemo(() => {
    if (!view || !state) return null;
    const head = state.agenda[0];
    const remembered = head && memory?.key === timerKey(callKey, head.step) ? memory : null;
    const timers = callTimer ? [timerOf(callTimer.label, callTimer.seconds, remembered, Date.now())] : [];
    return { view, vote, timers };
  }, [view, vote, callTimer, memory, state, callKey]);
}

/** Publish `frame` on the channel while mounted; answer every « hello » at once. */
export function usePublicBroadcast(frame: PublicFrame | null): void {
  const live = useRef<{ channel: PublicChannel | null; id: string; activeAt: number; frame: PublicFrame | null; sent: string }>({
    channel: null,
    id: '',
    activeAt: 0,
    frame: null,
    sent: '',
  });

  useEffect(() => {
    const me = live.current;
    me.id = windowId();
    const send = (): void => {
      if (!me.frame || !me.channel) return;
      me.channel.post(viewMessage(me.id, me.activeAt, me.frame));
    };
    me.channel = openPublicChannel((message) => {
      if (message.type === 'hello') send();
    });
    // The MJ came back to this tab: it becomes the one the public screen follows.
    const onFront = (): void => {
      if (document.visibilityState !== 'visible') return;
      me.activeAt = Date.now();
      send();
    };
    const onLeave = (): void => me.channel?.post(bye(me.id));
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('focus', onFront);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('focus', onFront);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
      me.channel?.close();
      me.channel = null;
      me.sent = '';
      forgetTimers();
    };
  }, []);

  useEffect(() => {
    const me = live.current;
    me.frame = frame;
    if (!frame || !me.channel) return;
    // Only a real change goes out (the night's taps change nothing public, and say nothing).
    const json = JSON.stringify(frame);
    if (json === me.sent) return;
    me.sent = json;
    me.activeAt = Date.now();
    me.channel.post(viewMessage(me.id, me.activeAt, frame));
  }, [frame]);
}
