/**
 * The voice at the game screen: each new call is read (its public
 * announcements, then its line: utterances.ts); in « nuit guidée », a call
 * with nothing to decide (autorun.ts) then waits a random pause and sends the
 * very « Suivant » the MJ would have tapped, through the same `submit`. The
 * run stops at once on « Pause », on « Retour » (else it would replay the call
 * just undone), on a die to roll by hand, and when the screen goes away.
 * Nothing is spoken on opening a game: browsers refuse speech before a tap,
 * and the MJ starts the run (« Reprendre ») when the table is ready. Unless
 * the MJ's own tap just led here: a game started with « Commencer »
 * (startRun.ts), or the night that the MJ's answer to the day's last call
 * brings (the run then starts, unless the MJ had paused it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyRuleset, CallView, Effect, GameState } from '../../engine';
import { callsAhead } from '../game/callGroup';
import { submit } from '../store/play';
import { useSession } from '../store/session';
import { drawPause, nextAnswer, runsAlone } from './autorun';
import { canSpeakFrench, hush, say } from './speech';
import type { VoiceSettings } from './settings';
import { speechAllowed, takeStartedByTap } from './startRun';
import { setTimerVoice } from './timerVoice';
import { takeUnheard } from './unheard';
import { utterancesAt } from './utterances';

export type RunState =
  | { kind: 'off' }
  | { kind: 'speaking' }
  /** An automatic call: « Suivant » at `at` (epoch ms). */
  | { kind: 'waiting'; at: number }
  /** A call that needs the MJ. */
  | { kind: 'deciding' }
  | { kind: 'paused' };

interface RunInput {
  gameId: string;
  settings: VoiceSettings;
  /** The device has a French voice now (voices load late in some browsers). */
  canSpeak: boolean;
  rules: AnyRuleset;
  state: GameState;
  call: CallView | null;
  callKey: string;
  effects: readonly Effect[];
  seq: number;
}

export function useGuidedRun(input: RunInput) {
  const { gameId, settings, canSpeak, rules, state: game, call, callKey, effects, seq } = input;
  const roll = useSession((s) => s.roll !== null);
  const guided = settings.mode === 'guided';
  const live = useRef({ gameId, rules, game, call, effects, settings, callKey, seq });
  live.current = { gameId, rules, game, call, effects, settings, callKey, seq };
  // Each state is tagged with the call it is about: a new call on screen never shows the last call's « À vous ».
  const [tagged, setStateNow] = useState(() => ({
    state: { kind: settings.mode === 'off' ? 'off' : 'paused' } as RunState,
    key: callKey,
  }));
  const stateRef = useRef(tagged.state);
  const setState = useCallback((next: RunState): void => {
    stateRef.current = next;
    setStateNow({ state: next, key: live.current.callKey });
  }, []);
  const night = game.clock.phase === 'night';
  const seen = useRef({ callKey, seq, night });
  const timer = useRef<number | undefined>(undefined);
  // The MJ stopped the run (« Pause », « Retour », a die to roll): only « Reprendre » starts it again.
  const held = useRef(false);
  // Started with « Commencer », or a call came before the device's voices: read once the voices are there.
  const startPending = useRef(false);

  const stopTimer = (): void => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  /** Read the current call; in guided mode, run it if it has nothing to decide. */
  const run = useCallback((): void => {
    stopTimer();
    held.current = false;
    startPending.current = false;
    const { rules: r, game: g, call: c, effects: fx, settings: st, callKey: key } = live.current;
    if (st.mode === 'off') return;
    // The device's voices not loaded yet (Chrome fills `getVoices()` a moment after the page): `say` could only fail,
    // and the bar would stay on « Lecture… ». Paused until they come, then this call is read (the effect below).
    if (!canSpeakFrench()) {
      setState({ kind: 'paused' });
      startPending.current = true;
      return;
    }
    /** The call itself (and, reading by hand, the calls that share its screen). */
    const readCall = (): void => {
      setState({ kind: 'speaking' });
      // Reading by hand, the calls that share the MJ's screen (callGroup.ts) are read one after the other, each as
      // it would be at its own call; the MJ's one tap sends them all.
      const group = st.mode === 'read' ? callsAhead(r, g, fx) : [];
      const spoken =
        group.length > 0
          ? { lines: group.flatMap((x) => utterancesAt(r, x.state, x.call, x.effects).lines), wholeLine: false }
          : utterancesAt(r, g, c, fx);
      void say(spoken.lines, { voice: st.voice, rate: st.rate }).then((finished) => {
        if (!finished || live.current.callKey !== key) return;
        const alone = c !== null && runsAlone(c, fx, g.clock.phase, spoken.wholeLine, st.touchAlone);
        if (st.mode !== 'guided' || !c || !alone || !canSpeakFrench()) {
          setState({ kind: 'deciding' });
          return;
        }
        const wait = drawPause(st.pauseMin, st.pauseMax);
        setState({ kind: 'waiting', at: Date.now() + wait });
        const send = (): void => {
          timer.current = undefined;
          const s = useSession.getState();
          if (live.current.callKey !== key || s.roll) return;
          // A write still in flight (a note, another tab's catch-up): try again shortly.
          if (s.busy) {
            timer.current = window.setTimeout(send, 300);
            return;
          }
          // Refused (this tab is read-only, the game moved on elsewhere): the MJ takes over.
          void submit(nextAnswer(c)).then((r) => {
            if (!r.ok && live.current.callKey === key) setState({ kind: 'deciding' });
          });
        };
        timer.current = window.setTimeout(send, wait);
      });
    };

    // The calls « Rien (n appels) » answered before the table heard them: said first, then a call's pause.
    const unheard = takeUnheard(live.current.gameId, live.current.seq);
    if (unheard.length === 0) return readCall();
    setState({ kind: 'speaking' });
    void say(unheard, { voice: st.voice, rate: st.rate }).then((finished) => {
      if (!finished || live.current.callKey !== key) return;
      if (st.mode !== 'guided') return readCall();
      const wait = drawPause(st.pauseMin, st.pauseMax);
      setState({ kind: 'waiting', at: Date.now() + wait });
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        if (live.current.callKey === key) readCall();
      }, wait);
    });
  }, [setState]);

  const pause = useCallback((): void => {
    stopTimer();
    held.current = true;
    startPending.current = false;
    hush();
    setState({ kind: 'paused' });
  }, [setState]);

  // A new call: read it (and run it) unless paused; « Retour » pauses the run. The night the MJ's answer brings
  // starts it: that tap was the gesture speech needs, and the table is there (not if the MJ paused it himself).
  useEffect(() => {
    const before = seen.current;
    seen.current = { callKey, seq, night };
    if (before.callKey === callKey) return;
    if (settings.mode === 'off') return;
    if (seq < before.seq) {
      pause();
      return;
    }
    const nightFell = seq > before.seq && !before.night && night && !held.current && speechAllowed();
    if (stateRef.current.kind !== 'paused' || !guided || nightFell) run();
  }, [callKey, seq, night, settings.mode, guided, run, pause]);

  // Opening the game: paused, unless the MJ's tap just started it (startRun.ts). A run cut by a remount (React's
  // development double mount) goes on.
  useEffect(() => {
    const now = stateRef.current.kind;
    if (takeStartedByTap(gameId)) startPending.current = true;
    else if (now === 'speaking' || now === 'waiting') run();
  }, [gameId, run]);
  useEffect(() => {
    if (startPending.current && canSpeak && settings.mode !== 'off') run();
  }, [canSpeak, settings.mode, run]);

  // A die to roll by hand stops the run.
  useEffect(() => {
    if (roll && guided) pause();
  }, [roll, guided, pause]);

  // The mode changed: off silences; the timers follow the settings.
  useEffect(() => {
    if (settings.mode === 'off') {
      stopTimer();
      hush();
      setState({ kind: 'off' });
      setTimerVoice(null);
    } else {
      if (stateRef.current.kind === 'off') setState({ kind: 'paused' });
      setTimerVoice({ voice: settings.voice, rate: settings.rate });
    }
  }, [settings.mode, settings.voice, settings.rate, setState]);

  // Leaving the screen (home, public mode): silence, nothing left to run.
  useEffect(
    () => () => {
      stopTimer();
      hush();
      setTimerVoice(null);
    },
    [],
  );

  const fresh = tagged.key === callKey || tagged.state.kind === 'paused' || tagged.state.kind === 'off';
  return { state: fresh ? tagged.state : ({ kind: 'speaking' } as RunState), pause, resume: run };
}
