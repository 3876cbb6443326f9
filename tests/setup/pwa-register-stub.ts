// Stand-in for `virtual:pwa-register/react` in Vitest (no service worker in
// jsdom). Same shape as vite-plugin-pwa's own dev stub: nothing is ever ready.
// Tests that need other values mock '../src/ui/pwa/usePwaUpdate' instead.
import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export type { RegisterSWOptions };

export function useRegisterSW(_options: RegisterSWOptions = {}) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  const updateServiceWorker = async (_reloadPage?: boolean): Promise<void> => {};
  return { needRefresh, offlineReady, updateServiceWorker };
}
