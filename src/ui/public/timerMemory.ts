/**
 * The state of the current call's timer, kept outside the Timer component:
 * it survives the MJ view being unmounted (public mode on the tablet) and it
 * is what the public screen shows. One timer at a time (one call per screen).
 */
import { useSyncExternalStore } from 'react';
import { bookStart, type Answer, type Prompt } from '../../engine';

export interface TimerMemory {
  /** The call it belongs to (`${callKey}:${step}`). */
  key: string;
  totalMs: number;
  /** Left when it was paused or started. */
  leftMs: number;
  running: boolean;
  /** Date.now() when it rings, while running. */
  endsAt: number | null;
}

/**
 * The current call's key on screen: the number of answers to calls. An
 * invoked action (a reminder token, an exclusion) is not one: the call in
 * progress, its timer and its announcements stay as they were.
 */
export function callKeyOf(answers: readonly Answer[], current?: { step: string; prompt: Prompt } | null): string {
  // An order book stays the same call while the MJ enters its orders (each one is an answer).
  if (current?.prompt.kind === 'orders') return `livre-${bookStart(answers, current.step)}`;
  let n = 0;
  for (const a of answers) if (a.kind === 'answer') n++;
  return String(n);
}

/** The key under which the Timer of the current call remembers itself (`call`: the call's key on screen). */
export function timerKey(call: string | number, step: string): string {
  return `${call}:${step}`;
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
