/**
 * The « Voix » setting: per game, with a default for new games. A device
 * preference, never part of the game: it lives in localStorage, not in the
 * game's log, so a game played with the voice exports and replays exactly
 * like one played by hand. Whatever is stored is read defensively: anything
 * unexpected falls back to the default.
 */
import { useSyncExternalStore } from 'react';
import { storageSubscriber } from '../lib/storageEvents';

export type VoiceMode = 'off' | 'read' | 'guided';

export interface VoiceSettings {
  mode: VoiceMode;
  /** The chosen voice's `voiceURI`, or null: the best French voice of the device. */
  voice: string | null;
  /** Speed, 0.5 to 2 (1 is the voice's own). */
  rate: number;
  /** The pause after an automatic call, drawn at random in [min, max] seconds, so no one can time it. */
  pauseMin: number;
  pauseMax: number;
  /**
   * In « nuit guidée », a call whose only task for the MJ is to touch players (« Les Amoureux ») passes by itself too
   * (quietCall.ts `touchOnly`): the MJ touches them while the voice reads and pauses.
   */
  touchAlone: boolean;
}

export const DEFAULT_VOICE: VoiceSettings = {
  mode: 'off',
  voice: null,
  rate: 1,
  pauseMin: 5,
  pauseMax: 12,
  touchAlone: true,
};

export const MODES: { value: VoiceMode; label: string }[] = [
  { value: 'off', label: 'Désactivée' },
  { value: 'read', label: 'Lire les appels' },
  { value: 'guided', label: 'Nuit guidée' },
];

export const PAUSE_LIMIT = 60;
export const RATE_MIN = 0.5;
export const RATE_MAX = 2;

const DEFAULT_KEY = 'veilleur.voix.defaut';
const gameKey = (gameId: string): string => `veilleur.voix.partie.${gameId}`;
const EVENT = 'veilleur:voix';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const inRange = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** A stored value as settings: each field checked, a bad one replaced by the default's. */
export function parseSettings(raw: unknown, base: VoiceSettings = DEFAULT_VOICE): VoiceSettings {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return base;
  const r = raw as Record<string, unknown>;
  const mode = MODES.some((m) => m.value === r.mode) ? (r.mode as VoiceMode) : base.mode;
  const pauseMin = inRange(r.pauseMin, 0, PAUSE_LIMIT) ? r.pauseMin : base.pauseMin;
  const pauseMax =
    inRange(r.pauseMax, 0, PAUSE_LIMIT) && r.pauseMax >= pauseMin ? r.pauseMax : Math.max(pauseMin, base.pauseMax);
  return {
    mode,
    voice: typeof r.voice === 'string' && r.voice !== '' ? r.voice : r.voice === null ? null : base.voice,
    rate: inRange(r.rate, RATE_MIN, RATE_MAX) ? r.rate : base.rate,
    pauseMin,
    pauseMax,
    touchAlone: typeof r.touchAlone === 'boolean' ? r.touchAlone : base.touchAlone,
  };
}

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function defaultSettings(): VoiceSettings {
  return parseSettings(read(DEFAULT_KEY));
}

/** The game's settings; a game never set follows the default for new games. */
export function gameSettings(gameId: string): VoiceSettings {
  const base = defaultSettings();
  const own = read(gameKey(gameId));
  return own === null ? base : parseSettings(own, base);
}

function write(key: string, value: VoiceSettings): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage: the setting lasts as long as the tab.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function saveGameSettings(gameId: string, value: VoiceSettings): void {
  write(gameKey(gameId), value);
}

export function saveDefaultSettings(value: VoiceSettings): void {
  write(DEFAULT_KEY, value);
}

const subscribe = storageSubscriber(EVENT);

/** The game's settings, live (this tab's changes and other tabs'). */
export function useVoiceSettings(gameId: string): VoiceSettings {
  // A snapshot must be stable between changes: compare by its JSON.
  const json = useSyncExternalStore(subscribe, () => JSON.stringify(gameSettings(gameId)));
  return JSON.parse(json) as VoiceSettings;
}

/** A game opened for the first time takes the default as its own: a later default leaves it as it was. */
export function adoptDefault(gameId: string): void {
  if (read(gameKey(gameId)) === null && storage()?.getItem(DEFAULT_KEY) != null)
    write(gameKey(gameId), defaultSettings());
}
