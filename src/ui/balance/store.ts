/**
 * The balance lab's form (UI state): one setup, or two side by side
 * (« Comparer »). The figures themselves come from the engine's balance
 * module; the results are kept in IndexedDB (`storage/balance.ts`). The form
 * is kept in this tab's session storage, so that a reload finds the setup,
 * and with it its last results; what is read back goes through a schema.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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
  return {
    rulesetId: 'thiercelieux',
    options: {},
    players: 12,
    counts: {},
    randomCards: false,
    games: DEFAULT_GAMES,
    seed: randomSeed(),
    policy: 'random',
  };
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

const labSchema = v.object({
  rulesetId: v.string(),
  options: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  players: v.number(),
  counts: v.record(v.string(), v.number()),
  randomCards: v.boolean(),
  games: v.number(),
  seed: v.string(),
  policy: v.picklist(['random', 'informed', 'both']),
});
const keptSchema = v.object({ a: labSchema, b: v.nullable(labSchema) });

export const useLab = create<LabState>()(
  persist(
    (set) => ({
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
      compare: (on) =>
        set((s) => ({ b: on ? { ...s.a, counts: { ...s.a.counts }, options: { ...s.a.options } } : null })),
      load: (setup) => set((s) => ({ a: { ...s.a, ...setup }, b: null })),
    }),
    {
      name: 'veilleur-equilibre',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ a: s.a, b: s.b }),
      // A form kept by another version, or damaged: the fresh form instead.
      merge: (kept, current) => {
        const parsed = v.safeParse(keptSchema, kept);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
