import { useEffect, useRef } from 'react';
import type { Effect } from '../../engine';
import { ring } from '../lib/ring';

/**
 * Run the call's `ring` effect once, when the call arrives (not on a reload of
 * the same call: the tablet rang when the MJ got there the first time).
 */
export function useRing(effects: readonly Effect[], seq: number): void {
  const seen = useRef(seq);
  useEffect(() => {
    if (seen.current === seq) return;
    seen.current = seq;
    if (effects.some((e) => e.type === 'ring')) ring();
  }, [effects, seq]);
}
