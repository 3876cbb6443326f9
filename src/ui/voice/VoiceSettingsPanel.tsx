import { useId, useState } from 'react';
import { say } from './speech';
import {
  MODES,
  PAUSE_LIMIT,
  RATE_MAX,
  RATE_MIN,
  saveDefaultSettings,
  saveGameSettings,
  useVoiceSettings,
  type VoiceSettings,
} from './settings';
import { supportOf, useVoices, type VoiceSupport } from './voices';

const SAMPLE = 'La nuit tombe sur le village. Tout le monde ferme les yeux.';

/** Why the voice cannot be used here, in French, or null when it can. */
export function supportMessage(support: VoiceSupport): string | null {
  switch (support.kind) {
    case 'none':
      return 'Ce navigateur ne sait pas lire à voix haute\u00a0: la voix reste désactivée, la partie se joue comme d’habitude.';
    case 'no-french':
      return 'Aucune voix française sur cet appareil\u00a0: installez-en une dans les réglages de synthèse vocale de l’appareil. En attendant, la partie se joue comme d’habitude.';
    case 'online-only':
      return 'Les voix françaises de cet appareil passent par le réseau\u00a0: sans connexion, elles se taisent. Installez une voix hors ligne pour jouer sans réseau.';
    case 'ok':
      return null;
  }
}

/** Parse a number of seconds typed by the MJ, or null. */
function seconds(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= PAUSE_LIMIT ? n : null;
}

/** The « Voix » settings of a game: mode, voice, speed, the guided night's pauses. */
export function VoiceSettingsPanel({ gameId }: { gameId: string }) {
  const settings = useVoiceSettings(gameId);
  const support = supportOf(useVoices());
  const ids = useId();
  const [pause, setPause] = useState({ min: String(settings.pauseMin), max: String(settings.pauseMax) });
  const [pauseError, setPauseError] = useState<string | null>(null);
  const [savedDefault, setSavedDefault] = useState(false);
  const update = (patch: Partial<VoiceSettings>): void => {
    setSavedDefault(false);
    saveGameSettings(gameId, { ...settings, ...patch });
  };
  const voices = support.kind === 'ok' || support.kind === 'online-only' ? support.voices : [];
  const message = supportMessage(support);

  const onPause = (min: string, max: string): void => {
    setPause({ min, max });
    const lo = seconds(min);
    const hi = seconds(max);
    if (lo === null || hi === null) {
      setPauseError(`Indiquez des secondes entre 0 et ${PAUSE_LIMIT}\u00a0: la pause n’a pas changé.`);
      return;
    }
    if (lo > hi) {
      setPauseError('La pause la plus courte dépasse la plus longue\u00a0: la pause n’a pas changé.');
      return;
    }
    setPauseError(null);
    update({ pauseMin: lo, pauseMax: hi });
  };

  return (
    <div className="voice-settings">
      {message && (
        <p className="voice-support" role="note">
          {message}
        </p>
      )}
      <fieldset>
        <legend>Voix pour cette partie</legend>
        {MODES.map((m) => (
          <label key={m.value} className="check">
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={settings.mode === m.value}
              onChange={() => update({ mode: m.value })}
            />
            <span>{m.label}</span>
          </label>
        ))}
        <p className="muted voice-help">
          «&nbsp;Lire les appels&nbsp;»&nbsp;: chaque appel et les annonces de l’aube sont lus à voix haute. «&nbsp;Nuit
          guidée&nbsp;»&nbsp;: de plus, la nuit, les appels sans rien à décider passent seuls après une pause tirée au
          hasard.
        </p>
        {/* Off: a call where the MJ touches players waits for his « Suivant », as before (quietCall.ts). */}
        <label className="check">
          <input
            type="checkbox"
            checked={settings.touchAlone}
            onChange={(e) => update({ touchAlone: e.target.checked })}
          />
          <span>
            Nuit guidée&nbsp;: les appels où je touche seulement des joueurs (les amoureux…) passent seuls aussi
          </span>
        </label>
      </fieldset>

      {voices.length > 0 && (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`${ids}-voice`}>
              Voix de l’appareil
            </label>
            <select
              id={`${ids}-voice`}
              value={voices.some((v) => v.voiceURI === settings.voice) ? settings.voice! : voices[0]!.voiceURI}
              onChange={(e) => update({ voice: e.target.value })}
            >
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {`${v.name} (${v.lang})${v.localService ? ' — hors ligne' : ' — par le réseau'}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${ids}-rate`}>
              {`Vitesse\u00a0: ${settings.rate.toLocaleString('fr-FR')}`}
            </label>
            <input
              id={`${ids}-rate`}
              type="range"
              min={RATE_MIN}
              max={RATE_MAX}
              step={0.1}
              value={settings.rate}
              onChange={(e) => update({ rate: Math.round(Number(e.target.value) * 10) / 10 })}
            />
          </div>
          <div className="btn-row">
            <button
              type="button"
              className="btn"
              onClick={() => void say([SAMPLE], { voice: settings.voice, rate: settings.rate })}
            >
              Écouter
            </button>
          </div>
        </>
      )}

      <fieldset>
        <legend>Pause des appels qui passent seuls</legend>
        <div className="voice-pause-fields">
          <label>
            <span>Entre </span>
            <input
              type="text"
              inputMode="decimal"
              size={3}
              aria-label="Pause la plus courte, en secondes"
              value={pause.min}
              onChange={(e) => onPause(e.target.value, pause.max)}
            />
          </label>
          <label>
            <span> et </span>
            <input
              type="text"
              inputMode="decimal"
              size={3}
              aria-label="Pause la plus longue, en secondes"
              value={pause.max}
              onChange={(e) => onPause(pause.min, e.target.value)}
            />
            <span> secondes</span>
          </label>
        </div>
        <p className="call-error" role="alert">
          {pauseError}
        </p>
      </fieldset>

      <div className="btn-row voice-default">
        <button
          type="button"
          className="btn"
          onClick={() => {
            saveDefaultSettings(settings);
            setSavedDefault(true);
          }}
        >
          Garder ces réglages pour les nouvelles parties
        </button>
        <span role="status" className="muted">
          {savedDefault ? 'Enregistré pour les nouvelles parties.' : ''}
        </span>
      </div>
    </div>
  );
}
