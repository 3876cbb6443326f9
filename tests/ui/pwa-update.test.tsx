import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { UPDATE_CHECK_INTERVAL_MS, usePwaUpdate } from '../../src/ui/pwa/usePwaUpdate';

// Capture what the hook hands to useRegisterSW, and drive it by hand.
const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  needRefresh: false,
  updateServiceWorker: undefined as unknown as (reload?: boolean) => Promise<void>,
}));

vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW(options: RegisterSWOptions = {}) {
      sw.options = options;
      const needRefresh = useState(sw.needRefresh);
      const offlineReady = useState(false);
      return { needRefresh, offlineReady, updateServiceWorker: sw.updateServiceWorker };
    },
  };
});

describe('usePwaUpdate', () => {
  const reload = vi.fn();
  const originalLocation = window.location;

  beforeEach(() => {
    vi.useFakeTimers();
    sw.options = undefined;
    sw.needRefresh = false;
    sw.updateServiceWorker = vi.fn(async () => {});
    reload.mockReset();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, reload },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  });

  it('vérifie les mises à jour chaque heure et au retour au premier plan, sans jamais recharger', () => {
    const update = vi.fn(async () => undefined);
    renderHook(() => usePwaUpdate());
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));

    act(() => vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS));
    expect(update).toHaveBeenCalledTimes(1);

    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(update).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('une nouvelle version activée ailleurs ne recharge pas la page : elle est seulement signalée', () => {
    const { result } = renderHook(() => usePwaUpdate());
    expect(result.current.updateReady).toBe(false);
    act(() => sw.options?.onNeedReload?.());
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.updateReady).toBe(true);
  });

  it('applyUpdate active la version en attente puis recharge', async () => {
    sw.needRefresh = true;
    const { result } = renderHook(() => usePwaUpdate());
    expect(result.current.updateReady).toBe(true);
    await act(() => result.current.applyUpdate());
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    // The new worker takes control: now, and only now, the page reloads.
    act(() => sw.options?.onNeedReload?.());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('dismiss masque l’annonce', () => {
    sw.needRefresh = true;
    const { result } = renderHook(() => usePwaUpdate());
    act(() => result.current.dismiss());
    expect(result.current.updateReady).toBe(false);
  });
});
