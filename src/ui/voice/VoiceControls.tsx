import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyRuleset, CallView, Effect, GameState } from '../../engine';
import { Modal } from '../components/Modal';
import { adoptDefault, useVoiceSettings } from './settings';
import { useGuidedRun, type RunState } from './useGuidedRun';
import { VoiceSettingsPanel } from './VoiceSettingsPanel';
import { supportOf, useVoices } from './voices';
import './voice.css';

// The settings dialog opens from the game screen's « Outils » menu (openVoiceSettings) or from the bar.
let dialogOpen = false;
const listeners = new Set<() => void>();
function setDialog(open: boolean): void {
  dialogOpen = open;
  listeners.forEach((l) => l());
}
export function openVoiceSettings(): void {
  setDialog(true);
}
const subscribe = (l: () => void): (() => void) => (listeners.add(l), () => listeners.delete(l));

interface VoiceControlsProps {
  gameId: string;
  rules: AnyRuleset;
  state: GameState;
  call: CallView | null;
  callKey: string;
  effects: readonly Effect[];
  seq: number;
}

function stateLabel(state: RunState, left: number | null): string {
  switch (state.kind) {
    case 'speaking':
      return 'Lecture…';
    case 'waiting':
      return left === null ? 'Appel suivant bientôt' : `Appel suivant dans ${left}\u00a0s`;
    case 'deciding':
      return 'À vous';
    case 'paused':
    case 'off':
      return 'En pause';
  }
}

/**
 * The voice on the game screen: a bar over the call while the voice is on
 * (« Pause » large, « Reprendre », « Relire »), and the settings dialog.
 */
export function VoiceControls({ gameId, rules, state: game, call, callKey, effects, seq }: VoiceControlsProps) {
  useEffect(() => adoptDefault(gameId), [gameId]);
  const settings = useVoiceSettings(gameId);
  const open = useSyncExternalStore(subscribe, () => dialogOpen);
  const support = supportOf(useVoices());
  const usable = support.kind === 'ok' || support.kind === 'online-only';
  const { state, pause, resume } = useGuidedRun({
    gameId,
    settings,
    canSpeak: usable,
    rules,
    state: game,
    call,
    callKey,
    effects,
    seq,
  });
  const left = useSecondsLeft(state);
  const dialog = open && (
    <Modal title="Voix" onClose={() => setDialog(false)}>
      <VoiceSettingsPanel gameId={gameId} />
    </Modal>
  );
  if (settings.mode === 'off') return dialog || null;
  const guided = settings.mode === 'guided';
  const running = state.kind === 'speaking' || state.kind === 'waiting';
  return (
    <>
      <section className="voice-bar" aria-label="Voix" data-state={state.kind} data-call={callKey}>
        <p className="voice-status" role="status">
          <span className="voice-mode">{guided ? 'Nuit guidée' : 'Lecture des appels'}</span>
          {usable ? <span>{` · ${stateLabel(state, left)}`}</span> : <span>{' · aucune voix française ici'}</span>}
        </p>
        <div className="voice-buttons">
          {guided && running ? (
            <button type="button" className="btn btn-primary btn-large voice-pause" onClick={pause}>
              Pause
            </button>
          ) : guided ? (
            <button type="button" className="btn btn-primary btn-large" onClick={resume} disabled={!usable}>
              {state.kind === 'deciding' ? 'Relire' : 'Reprendre'}
            </button>
          ) : (
            <button type="button" className="btn" onClick={resume} disabled={!usable}>
              Relire
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => setDialog(true)}>
            Réglages
          </button>
        </div>
      </section>
      {dialog}
    </>
  );
}

/** Whole seconds before an automatic « Suivant », ticking. */
function useSecondsLeft(state: RunState): number | null {
  const at = state.kind === 'waiting' ? state.at : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
