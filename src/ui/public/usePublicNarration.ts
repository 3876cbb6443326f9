/**
 * The players' screen speaking the announcements itself (narration.ts), when
 * the table turned it on on that screen: off by default, kept per device.
 * The MJ's window keeps its own voice; this one is for a TV with speakers in
 * another room corner, where the MJ's tablet cannot be heard.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { storageSubscriber } from '../lib/storageEvents';
import { hush, say } from '../voice/speech';
import { cursorOf, narrationOf, type NarrationCursor } from './narration';
import type { PublicFrame } from './protocol';

export const NARRATION_KEY = 'veilleur.public.narration';
const EVENT = 'veilleur-public-narration';

function read(): boolean {
  try {
    return localStorage.getItem(NARRATION_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setNarration(on: boolean): void {
  try {
    if (on) localStorage.setItem(NARRATION_KEY, 'on');
    else localStorage.removeItem(NARRATION_KEY);
  } catch {
    // Storage refused (private mode): the setting lasts this page only.
  }
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = storageSubscriber(EVENT);

export function useNarrationSetting(): boolean {
  return useSyncExternalStore(subscribe, read);
}

/** Say what each new frame announces, while the setting is on. */
export function usePublicNarration(frame: PublicFrame | null): void {
  const on = useNarrationSetting();
  const cursor = useRef<NarrationCursor | null>(null);
  useEffect(() => {
    if (!frame) return;
    const before = cursor.current;
    cursor.current = cursorOf(frame);
    // Turned on, or the first frame: start listening from here, say nothing of the past.
    if (!on || !before) return;
    const lines = narrationOf(before, frame);
    if (lines.length > 0) void say(lines, { voice: null, rate: 1 });
  }, [frame, on]);
  // Turned off: silence at once.
  useEffect(() => {
    if (!on) hush();
  }, [on]);
  useEffect(() => () => hush(), []);
}
