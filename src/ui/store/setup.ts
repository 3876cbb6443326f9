/**
 * The new-game form's draft (UI state, not persisted). The loaded ruleset is
 * kept out of it: the form derives the setup and validates it with the engine.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { OptionValue, Options, PlayerId } from '../../engine';
import { randomSeed } from '../lib/random';

export type SetupStep = 'rules' | 'players' | 'cards' | 'deal' | 'check';

export const SETUP_STEPS: { id: SetupStep; label: string }[] = [
  { id: 'rules', label: 'Règles' },
  { id: 'players', label: 'Joueurs' },
  { id: 'cards', label: 'Cartes' },
  { id: 'deal', label: 'Distribution' },
  { id: 'check', label: 'Vérification' },
];

export interface DraftPlayer {
  id: PlayerId;
  name: string;
  /** The forum pseudonym (forum rulesets), empty when none. */
  pseudonym?: string;
}

export interface SetupDraft {
  step: SetupStep;
  rulesetId: string;
  /** The MJ's title; empty: the game is named after its ruleset, table and time (`gameTitle.ts`). */
  title: string;
  /** The MJ rolls physical dice at the table and enters each one (`GameSetup.handDice`). */
  handDice: boolean;
  options: Options;
  players: DraftPlayer[];
  /** Next player id number (ids never change when players move). */
  nextPlayer: number;
  /** Cards per role id. */
  counts: Record<string, number>;
  dealMode: 'random' | 'manual';
  seed: string;
  deal: Record<PlayerId, string>;
  /** Who has seen their card in the tablet's round (random deal). */
  seen: Record<PlayerId, boolean>;
  /** The round in progress: whose turn it is, and whether the card is shown or covered. */
  handoff: { player: PlayerId; shown: boolean } | null;
  error: string | null;
}

export function freshDraft(): SetupDraft {
  return {
    step: 'rules',
    rulesetId: 'thiercelieux',
    title: '',
    handDice: false,
    options: {},
    players: [1, 2, 3, 4].map((n) => ({ id: `j${n}`, name: '' })),
    nextPlayer: 5,
    counts: {},
    dealMode: 'random',
    seed: randomSeed(),
    deal: {},
    seen: {},
    handoff: null,
    error: null,
  };
}

interface SetupActions {
  reset(): void;
  goTo(step: SetupStep): void;
  setError(error: string | null): void;
  setRuleset(id: string): void;
  setTitle(title: string): void;
  setOption(id: string, value: OptionValue): void;
  setOptions(options: Options): void;
  addPlayer(): void;
  /** Pad the list to the ruleset's minimum. */
  ensurePlayers(min: number): void;
  renamePlayer(id: PlayerId, name: string): void;
  setPseudonym(id: PlayerId, pseudonym: string): void;
  removePlayer(id: PlayerId): void;
  movePlayer(id: PlayerId, delta: -1 | 1): void;
  setCount(role: string, count: number): void;
  setComposition(roles: string[]): void;
  setDealMode(mode: SetupDraft['dealMode']): void;
  setSeed(seed: string): void;
  dealCard(player: PlayerId, role: string): void;
  setHandDice(on: boolean): void;
  /** The tablet goes to `player`: his card is covered until he asks to see it. */
  handTo(player: PlayerId | null): void;
  /** The player asks to see his card (only the one whose turn it is). */
  showCard(): void;
  /** The player hides his card: he has seen it; the tablet goes to `next` (covered), or the round ends. */
  hideCard(next: PlayerId | null): void;
  /** A new deal: nobody has seen their card yet. */
  resetChecklist(): void;
}

export const useSetup = create<SetupDraft & SetupActions>()(
  immer((set) => ({
    ...freshDraft(),
    reset: () => set(freshDraft()),
    goTo: (step) =>
      set((d) => {
        d.step = step;
        d.error = null;
      }),
    setError: (error) =>
      set((d) => {
        d.error = error;
      }),
    setRuleset: (id) =>
      set((d) => {
        if (d.rulesetId === id) return;
        d.rulesetId = id;
        d.options = {};
        d.counts = {};
        d.deal = {};
      }),
    setTitle: (title) =>
      set((d) => {
        d.title = title;
      }),
    setOption: (id, value) =>
      set((d) => {
        d.options[id] = value;
      }),
    setOptions: (options) =>
      set((d) => {
        d.options = options;
      }),
    addPlayer: () =>
      set((d) => {
        d.players.push({ id: `j${d.nextPlayer}`, name: '' });
        d.nextPlayer++;
      }),
    ensurePlayers: (min) =>
      set((d) => {
        while (d.players.length < min) {
          d.players.push({ id: `j${d.nextPlayer}`, name: '' });
          d.nextPlayer++;
        }
      }),
    renamePlayer: (id, name) =>
      set((d) => {
        const p = d.players.find((x) => x.id === id);
        if (p) p.name = name;
      }),
    setPseudonym: (id, pseudonym) =>
      set((d) => {
        const p = d.players.find((x) => x.id === id);
        if (p) p.pseudonym = pseudonym;
      }),
    removePlayer: (id) =>
      set((d) => {
        d.players = d.players.filter((p) => p.id !== id);
        delete d.deal[id];
        delete d.seen[id];
      }),
    movePlayer: (id, delta) =>
      set((d) => {
        const i = d.players.findIndex((p) => p.id === id);
        const j = i + delta;
        if (i < 0 || j < 0 || j >= d.players.length) return;
        const [p] = d.players.splice(i, 1);
        d.players.splice(j, 0, p!);
      }),
    setCount: (role, count) =>
      set((d) => {
        if (count <= 0) delete d.counts[role];
        else d.counts[role] = count;
      }),
    setComposition: (roles) =>
      set((d) => {
        d.counts = {};
        for (const r of roles) d.counts[r] = (d.counts[r] ?? 0) + 1;
      }),
    setDealMode: (mode) =>
      set((d) => {
        d.dealMode = mode;
      }),
    setSeed: (seed) =>
      set((d) => {
        d.seed = seed;
      }),
    dealCard: (player, role) =>
      set((d) => {
        if (role) d.deal[player] = role;
        else delete d.deal[player];
      }),
    setHandDice: (on) =>
      set((d) => {
        d.handDice = on;
      }),
    handTo: (player) =>
      set((d) => {
        d.handoff = player === null ? null : { player, shown: false };
      }),
    showCard: () =>
      set((d) => {
        if (d.handoff) d.handoff.shown = true;
      }),
    hideCard: (next) =>
      set((d) => {
        if (d.handoff) d.seen[d.handoff.player] = true;
        d.handoff = next === null ? null : { player: next, shown: false };
      }),
    resetChecklist: () =>
      set((d) => {
        d.seen = {};
        d.handoff = null;
      }),
  })),
);
