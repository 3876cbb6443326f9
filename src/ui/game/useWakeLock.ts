import { useEffect } from 'react';

/** Keep the tablet's screen on during a game, where the browser allows it (silently otherwise). */
export function useWakeLock(): void {
  useEffect(() => {
    const api = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
    ).wakeLock;
    if (!api) return;
    let lock: { release(): Promise<void> } | null = null;
    let live = true;
    const acquire = (): void => {
      if (document.visibilityState !== 'visible') return;
      api.request('screen').then(
        (l) => {
          if (live) lock = l;
          else void l.release();
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
