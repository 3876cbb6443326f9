/**
 * What is stored and how it is indexed. Every schema version lives in
 * MIGRATIONS, oldest first: to change the schema, append
 * `{ version: 2, stores: {...}, upgrade: async (tx) => {...} }` and never edit
 * an entry that has shipped (browsers already hold databases built from it).
 */
import type { Transaction } from 'dexie';
import type { Answer, GameSetup, GameState, Json } from '../engine/types';
import type { SnapshotCheck } from './snapshot-check';

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
  /**
   * The id of the last stored answer ('' when there is none). With
   * `answerCount`, the head a tab saw: every write is conditional on it, so a
   * tab that missed another tab's answer or undo cannot fork the log.
   */
  headId: string;
  /** One French line for the game list ("Nuit 3, 7 vivants"), written by the app. */
  summary: string;
}

export interface StoredAnswer {
  gameId: string;
  /** 0-based index in the game's log. */
  seq: number;
  /** Random, unique: the identity of this answer in the head checks. */
  id: string;
  answer: Answer;
  at: number;
}

/**
 * Answers taken out of the log and kept: the tail of a game that stopped
 * replaying (the MJ resumed at the last valid answer), or an answer refused
 * because another tab had moved the game on. Never replayed on their own;
 * shown to the MJ and exported with the game.
 */
export interface StoredAside {
  gameId: string;
  /** When it was set aside (strictly increasing clock): the second key part. */
  at: number;
  /** Why (French). */
  reason: string;
  /** The log position of the first of them. */
  from: number;
  /** As they were stored (an unreadable one is kept as it is). */
  answers: Json[];
}

/** A replay shortcut: the state after `seq` answers. Losing one only costs time. */
export interface StoredSnapshot {
  gameId: string;
  seq: number;
  state: GameState;
  /** Written with the state (snapshot-check.ts); missing on snapshots from before version 4, never trusted then. */
  check?: SnapshotCheck;
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
  {
    // Head checks (answer ids, the game's head) and the answers kept aside.
    version: 2,
    stores: { aside: '[gameId+at]' },
    upgrade: async (tx) => {
      const heads = new Map<string, { seq: number; id: string }>();
      await tx
        .table<StoredAnswer, [string, number]>('answers')
        .toCollection()
        .modify((row) => {
          row.id ??= crypto.randomUUID();
          const head = heads.get(row.gameId);
          if (!head || row.seq > head.seq) heads.set(row.gameId, { seq: row.seq, id: row.id });
        });
      await tx
        .table<StoredGame, string>('games')
        .toCollection()
        .modify((game) => {
          game.headId = heads.get(game.id)?.id ?? '';
        });
    },
  },
  {
    // The balance lab's runs, kept with the setup they came from (storage/balance.ts).
    version: 3,
    stores: { balanceRuns: 'id, key, at' },
  },
  {
    // Snapshots carry a check (snapshot-check.ts). Those written before have
    // none: they are only a shortcut, so they go, and the next opening of each
    // game replays its answers and stores a checked one.
    version: 4,
    stores: {},
    upgrade: async (tx) => {
      await tx.table('snapshots').clear();
    },
  },
  {
    // The odds kept with each game (issue 24, storage/odds.ts): the points computed, keyed by the
    // answers they came from, and the game's last evolution. New tables only: nothing to upgrade.
    version: 5,
    stores: { oddsPoints: '[gameId+seq]', oddsEvolutions: 'gameId' },
  },
  {
    // « Pronostic »'s last run played whole, with its counts (issue 24, storage/odds-run.ts). A new table only.
    version: 6,
    stores: { oddsRuns: 'gameId' },
  },
];

export const SCHEMA_VERSION: number = MIGRATIONS[MIGRATIONS.length - 1]!.version;
