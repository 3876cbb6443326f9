/**
 * The device's French voices, best first: offline ones (`localService`)
 * before network ones, `fr-FR` before any other `fr-*`, the device's default
 * first among equals. Voices load asynchronously in some browsers
 * (`getVoices()` is empty until `voiceschanged`), so the hook listens.
 */
import { useEffect, useState } from 'react';

/** What the app needs of a SpeechSynthesisVoice (a test passes plain objects). */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

const isFrench = (lang: string): boolean => /^fr([-_]|$)/i.test(lang);
const isFrFR = (lang: string): boolean => /^fr[-_]FR$/i.test(lang);

export function frenchVoices<V extends VoiceInfo>(voices: readonly V[]): V[] {
  const rank = (v: VoiceInfo): number => (v.localService ? 0 : 4) + (isFrFR(v.lang) ? 0 : 2) + (v.default ? 0 : 1);
  return voices.filter((v) => isFrench(v.lang)).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** The chosen voice if the device still has it, else the best French one, else null. */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[], chosen: string | null): V | null {
  const french = frenchVoices(voices);
  return french.find((v) => v.voiceURI === chosen) ?? french[0] ?? null;
}

export function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** What the device offers, as the settings explain it. */
export type VoiceSupport =
  | { kind: 'none' }
  | { kind: 'no-french' }
  | { kind: 'online-only'; voices: SpeechSynthesisVoice[] }
  | { kind: 'ok'; voices: SpeechSynthesisVoice[] };

export function supportOf(voices: SpeechSynthesisVoice[] | null): VoiceSupport {
  if (voices === null) return { kind: 'none' };
  const french = frenchVoices(voices);
  if (french.length === 0) return { kind: 'no-french' };
  return french.some((v) => v.localService) ? { kind: 'ok', voices: french } : { kind: 'online-only', voices: french };
}

/** The device's voices, live; null where the browser has no speech synthesis. */
export function useVoices(): SpeechSynthesisVoice[] | null {
  const s = synth();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(() => (s ? s.getVoices() : null));
  useEffect(() => {
    if (!s) return;
    const update = (): void => setVoices(s.getVoices());
    update();
    s.addEventListener?.('voiceschanged', update);
    return () => s.removeEventListener?.('voiceschanged', update);
  }, [s]);
  return voices;
}
