/**
 * The balance lab's form (UI state): one setup, or two side by side
 * (« Comparer »). The figures themselves come from the engine's balance
 * module; the results are kept in IndexedDB (`storage/balance.ts`).
 */
import { create } from 'zustand';
import type { Options } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { randomSeed } from '../lib/random';

/** `both`: the same games played by random then informed players, and the difference shown. */
export type LabPolicy = PolicyId | 'both';

export interface LabSetup {
  rulesetId: string;
  options: Options;
  players: number;
  /** Cards per role id (unused with random cards). */
  counts: Record<string, number>;
  randomCards: boolean;
  games: number;
  seed: string;
  policy: LabPolicy;
}

export const DEFAULT_GAMES = 10_000;

export function freshLabSetup(): LabSetup {
  return { rulesetId: 'thiercelieux', options: {}, players: 12, counts: {}, randomCards: false, games: DEFAULT_GAMES, seed: randomSeed(), policy: 'random' };
}

export type Side = 'a' | 'b';

interface LabState {
  a: LabSetup;
  /** The second setup, while comparing. */
  b: LabSetup | null;
  set(side: Side, patch: Partial<LabSetup>): void;
  /** Start comparing: the second setup begins as a copy of the first. */
  compare(on: boolean): void;
  /** Take a setup from elsewhere (the new-game form's « Tester cette composition »). */
  load(setup: Partial<LabSetup>): void;
}

export const useLab = create<LabState>()((set) => ({
  a: freshLabSetup(),
  b: null,
  set: (side, patch) =>
    set((s) => {
      const current = side === 'a' ? s.a : s.b;
      if (!current) return {};
      const next = { ...current, ...patch };
      // Another ruleset: its own options and cards.
      if (patch.rulesetId !== undefined && patch.rulesetId !== current.rulesetId) {
        next.options = {};
        next.counts = {};
      }
      return side === 'a' ? { a: next } : { b: next };
    }),
  compare: (on) => set((s) => ({ b: on ? { ...s.a, counts: { ...s.a.counts }, options: { ...s.a.options } } : null })),
  load: (setup) => set((s) => ({ a: { ...s.a, ...setup }, b: null })),
}));
