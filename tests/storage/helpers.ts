import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import type { Answer, GameSetup, GameState } from '../../src/engine/types';
import { getDB, openVeilleurDB, setDB, type VeilleurDB } from '../../src/storage';
import type { SaveFile } from '../../src/storage/savefile';

/** Give each test its own database so tests cannot see each other's games. */
export function withFreshDB(): () => VeilleurDB {
  let db: VeilleurDB | null = null;
  beforeEach(() => {
    db = openVeilleurDB(`veilleur-test-${crypto.randomUUID()}`);
    setDB(db);
  });
  afterEach(async () => {
    setDB(null);
    await db?.delete();
    db = null;
  });
  return () => getDB();
}

export function sampleSetup(seed = 'graine-1'): GameSetup {
  return {
    rulesetId: 'thiercelieux',
    options: { sorciere: true, tours: 3, variante: 'classique' },
    players: [
      { id: 'p1', name: 'Alice' },
      { id: 'p2', name: 'Benoît' },
      { id: 'p3', name: 'Chloé' },
    ],
    composition: ['loup', 'voyante', 'villageois'],
    deal: { p1: 'loup', p2: 'voyante', p3: 'villageois' },
    seed,
  };
}

export function sampleAnswers(n: number): Answer[] {
  return Array.from({ length: n }, (_, i): Answer =>
    i % 3 === 2
      ? { kind: 'invoke', action: 'pause', value: { note: `pause ${i}`, list: [i, true, null] } }
      : { kind: 'answer', step: `step-${i}`, value: i % 2 === 0 ? ['p1'] : null },
  );
}

export async function counts(
  db: VeilleurDB,
): Promise<{ games: number; answers: number; snapshots: number; notes: number; aside: number }> {
  return {
    games: await db.games.count(),
    answers: await db.answers.count(),
    snapshots: await db.snapshots.count(),
    notes: await db.notes.count(),
    aside: await db.aside.count(),
  };
}

/** Everything the database holds, to prove that a refused operation changed nothing at all. */
export async function everything(db: VeilleurDB): Promise<unknown[]> {
  return Promise.all([db.games, db.answers, db.snapshots, db.notes, db.aside].map((t) => t.toArray()));
}

/** A structurally complete state; storage never interprets it, only stores it. */
export function fakeState(seq: number, setup: GameSetup = sampleSetup()): GameState {
  return {
    rulesetId: setup.rulesetId,
    setup,
    seq,
    clock: { day: 1, phase: 'night' },
    order: setup.players.map((p) => p.id),
    players: {},
    spare: [],
    posts: {},
    rng: [1, 2, 3, seq],
    agenda: [{ step: `step-${seq}` }],
    done: [],
    events: [],
    ended: null,
    rs: { marker: seq },
  };
}

/** A valid export of a Thiercelieux game (the sample setup unless one is given, and `answers` sample answers). */
export function sampleSaveFile(setup: GameSetup = sampleSetup(), answers = 4): SaveFile {
  return {
    format: 'veilleur-partie',
    formatVersion: 2,
    exportedAt: '2025-03-01T20:00:00.000Z',
    game: {
      title: 'Partie test',
      rulesetId: 'thiercelieux',
      createdAt: 1_700_000_000_000,
      status: 'active',
      setup,
    },
    answers: sampleAnswers(answers),
    notes: { game: 'note', players: { p1: 'n1' } },
    aside: [],
  };
}
