/**
 * The state of the current call's timer, kept outside the Timer component:
 * it survives the MJ view being unmounted (public mode on the tablet) and it
 * is what the public screen shows. One timer at a time (one call per screen).
 */
import { useSyncExternalStore } from 'react';

export interface TimerMemory {
  /** The call it belongs to (`${answers}:${step}`). */
  key: string;
  totalMs: number;
  /** Left when it was paused or started. */
  leftMs: number;
  running: boolean;
  /** Date.now() when it rings, while running. */
  endsAt: number | null;
}

/** The key under which the Timer of the current call remembers itself. */
export function timerKey(answers: number, step: string): string {
  return `${answers}:${step}`;
}

let memory: TimerMemory | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const l of [...listeners]) l();
}

export function rememberTimer(next: TimerMemory): void {
  const same =
    memory !== null &&
    memory.key === next.key &&
    memory.totalMs === next.totalMs &&
    memory.leftMs === next.leftMs &&
    memory.running === next.running &&
    memory.endsAt === next.endsAt;
  if (same) return;
  memory = next;
  changed();
}

/** The remembered timer of call `key` (of this length), if any. */
export function recallTimer(key: string, totalMs: number): TimerMemory | null {
  return memory && memory.key === key && memory.totalMs === totalMs ? memory : null;
}

export function forgetTimers(): void {
  if (memory === null) return;
  memory = null;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTimerMemory(): TimerMemory | null {
  return useSyncExternalStore(
    subscribe,
    () => memory,
    () => null,
  );
}
