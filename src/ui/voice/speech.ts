/**
 * The one speaker of the tab, over the Web Speech API: lines said in order,
 * one sentence per utterance (engines cut long ones, see sentences.ts), the
 * next sentence started when the last ends. `onend` does not always fire
 * (Chrome), so a watchdog moves on after a generous estimate. A new `say`
 * or `hush` cancels what was being said.
 */
import { splitSentences } from './sentences';
import { pickVoice, synth } from './voices';

export interface SpeakOptions {
  voice: string | null;
  rate: number;
}

let generation = 0;

/** Stop speaking now. */
export function hush(): void {
  generation++;
  synth()?.cancel();
}

/** Whether the device can say French here (a voice, offline or not). */
export function canSpeakFrench(): boolean {
  const s = synth();
  return s !== null && pickVoice(s.getVoices(), null) !== null;
}

/** Say `lines` in order. Resolves true once all were said, false if cut off (a newer `say`, `hush`) or impossible. */
export function say(lines: readonly string[], options: SpeakOptions): Promise<boolean> {
  hush();
  const s = synth();
  const mine = generation;
  const voice = s ? pickVoice(s.getVoices(), options.voice) : null;
  const chunks = lines.flatMap((l) => splitSentences(l));
  if (!s || !voice || chunks.length === 0) return Promise.resolve(chunks.length === 0 && s !== null);
  return new Promise((resolve) => {
    const next = (i: number): void => {
      if (mine !== generation) return resolve(false);
      if (i >= chunks.length) return resolve(true);
      const u = new SpeechSynthesisUtterance(chunks[i]);
      u.voice = voice;
      u.lang = voice.lang;
      u.rate = options.rate;
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        window.clearTimeout(watchdog);
        next(i + 1);
      };
      // About 12 characters a second at rate 1, doubled, plus a margin.
      const watchdog = window.setTimeout(finish, 4000 + (chunks[i]!.length * 170) / options.rate);
      u.onend = finish;
      u.onerror = finish;
      s.speak(u);
    };
    next(0);
  });
}
