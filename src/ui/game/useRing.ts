import { useEffect, useRef } from 'react';
import type { Effect } from '../../engine';
import { ring } from '../lib/ring';

/**
 * Run the call's `ring` effect once, when the call arrives (not on a reload of
 * the same call, nor after an invoked action that left the call as it was).
 */
export function useRing(effects: readonly Effect[], callKey: string): void {
  const seen = useRef(callKey);
  useEffect(() => {
    if (seen.current === callKey) return;
    seen.current = callKey;
    if (effects.some((e) => e.type === 'ring')) ring();
  }, [effects, callKey]);
}
