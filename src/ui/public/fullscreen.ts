/** The Fullscreen API, where the browser has it (silently nothing otherwise). */
import { useSyncExternalStore } from 'react';

export function fullscreenAvailable(): boolean {
  return typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
}

export function enterFullscreen(): void {
  if (!fullscreenAvailable() || document.fullscreenElement) return;
  document.documentElement.requestFullscreen().catch(() => undefined);
}

export function exitFullscreen(): void {
  if (typeof document.exitFullscreen !== 'function' || !document.fullscreenElement) return;
  document.exitFullscreen().catch(() => undefined);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
}
