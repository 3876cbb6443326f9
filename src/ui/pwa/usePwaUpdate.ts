import { useCallback, useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks the server whether a new version exists. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface PwaUpdate {
  /** A new version is installed and waiting: offer it (between games). */
  updateReady: boolean;
  /** Everything is precached: the app now works without network. */
  offlineReady: boolean;
  /** Activate the waiting version and reload. Only call it on the MJ's request. */
  applyUpdate(): Promise<void>;
  /** Hide the notices until the next event. */
  dismiss(): void;
}

/**
 * Registers the service worker (vite.config.ts uses `injectRegister: null`, so
 * mounting this hook once, at the app's root, is what makes the app
 * installable and offline-capable) and reports updates.
 *
 * It checks for a new version every hour and whenever the page becomes
 * visible again, but it NEVER reloads the page by itself: a reload only
 * happens inside `applyUpdate()`. If another tab activates the new version,
 * this tab keeps running and simply shows `updateReady`.
 */
export function usePwaUpdate(): PwaUpdate {
  const registrationRef = useRef<ServiceWorkerRegistration | null>(null);
  const reloadRequestedRef = useRef(false);
  // The new worker already controls this page (activated from another tab):
  // applying the update is then only a reload.
  const [takenOver, setTakenOver] = useState(false);

  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, registration) {
      registrationRef.current = registration ?? null;
    },
    // Called when a new worker takes control. Without this callback the
    // register code would reload the page on its own.
    onNeedReload() {
      if (reloadRequestedRef.current) window.location.reload();
      else setTakenOver(true);
    },
    onRegisterError(error: unknown) {
      console.warn('Veilleur : enregistrement du service worker impossible', error);
    },
  });

  useEffect(() => {
    const check = (): void => {
      const registration = registrationRef.current;
      if (!registration || registration.installing) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      registration.update().catch(() => {
        /* offline or server unreachable: try again later */
      });
    };
    const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    const onVisibilityChange = (): void => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  const applyUpdate = useCallback(async (): Promise<void> => {
    reloadRequestedRef.current = true;
    if (takenOver) {
      window.location.reload();
      return;
    }
    // Tells the waiting worker to skip waiting; onNeedReload then reloads.
    await updateServiceWorker(true);
  }, [takenOver, updateServiceWorker]);

  const dismiss = useCallback((): void => {
    setNeedRefresh(false);
    setOfflineReady(false);
    setTakenOver(false);
  }, [setNeedRefresh, setOfflineReady]);

  return {
    updateReady: needRefresh || takenOver,
    offlineReady,
    applyUpdate,
    dismiss,
  };
}
