/**
 * A stub `speechSynthesis` for jsdom (which has none): records each utterance
 * said, and ends it after `endAfter` ms, unless `stuck` (an engine whose
 * `onend` never comes). `cancel` cuts the utterance being said, as engines
 * do (its `onerror` fires). Remove it with `Reflect.deleteProperty(window, 'speechSynthesis')`.
 */
export interface Said {
  text: string;
  voice: unknown;
  rate: number;
}

export const FR_VOICE = { voiceURI: 'fr', name: 'Amélie', lang: 'fr-FR', localService: true, default: false };
export const EN_VOICE = { voiceURI: 'en', name: 'Sam', lang: 'en-US', localService: true, default: true };

export function stubSpeech(voices: object[] = [FR_VOICE], { stuck = false, endAfter = 10 } = {}): Said[] {
  const spoken: Said[] = [];
  let current: { onend: (() => void) | null; onerror: (() => void) | null } | null = null;
  class Utterance {
    voice: unknown = null;
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const synth = {
    getVoices: () => voices,
    cancel: () => {
      const u = current;
      current = null;
      u?.onerror?.();
    },
    speak: (u: Utterance) => {
      current = u;
      spoken.push({ text: u.text, voice: u.voice, rate: u.rate });
      if (!stuck) setTimeout(() => current === u && ((current = null), u.onend?.()), endAfter);
    },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  return spoken;
}
