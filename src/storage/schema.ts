/**
 * What is stored and how it is indexed. Every schema version lives in
 * MIGRATIONS, oldest first: to change the schema, append
 * `{ version: 2, stores: {...}, upgrade: async (tx) => {...} }` and never edit
 * an entry that has shipped (browsers already hold databases built from it).
 */
import type { Transaction } from 'dexie';
import type { Answer, GameSetup, GameState } from '../engine/types';

export type GameStatus = 'active' | 'ended';

export interface StoredGame {
  id: string;
  title: string;
  rulesetId: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds of the last answer (or creation/undo/import). Sorts the list. */
  updatedAt: number;
  status: GameStatus;
  setup: GameSetup;
  /** Number of stored answers; the next answer must carry `seq === answerCount`. */
  answerCount: number;
  /** One French line for the game list ("Nuit 3, 7 vivants"), written by the app. */
  summary: string;
}

export interface StoredAnswer {
  gameId: string;
  /** 0-based index in the game's log. */
  seq: number;
  answer: Answer;
  at: number;
}

/** A replay shortcut: the state after `seq` answers. Losing one only costs time. */
export interface StoredSnapshot {
  gameId: string;
  seq: number;
  state: GameState;
}

export interface StoredNote {
  gameId: string;
  /** '' for the game-level note. */
  playerId: string;
  text: string;
  updatedAt: number;
}

export interface Migration {
  version: number;
  /** Dexie store specs; `null` deletes a table. */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    stores: {
      games: 'id, updatedAt, rulesetId',
      answers: '[gameId+seq]',
      snapshots: '[gameId+seq]',
      notes: '[gameId+playerId]',
    },
  },
];

export const SCHEMA_VERSION: number = MIGRATIONS[MIGRATIONS.length - 1]!.version;
