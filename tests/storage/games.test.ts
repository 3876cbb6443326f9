import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  StorageError,
  appendAnswer,
  createStoredGame,
  deleteGame,
  latestSnapshot,
  listGames,
  loadNotes,
  loadStoredGame,
  openVeilleurDB,
  renameGame,
  saveNote,
  saveSnapshot,
  truncateAnswers,
} from '../../src/storage';
import { counts, fakeState, sampleAnswers, sampleSetup, useFreshDB } from './helpers';

const db = useFreshDB();

async function gameWith(n: number, title = 'Soirée du vendredi'): Promise<string> {
  const id = await createStoredGame(sampleSetup(), title, 'Préparation');
  const answers = sampleAnswers(n);
  for (let i = 0; i < n; i++) await appendAnswer(id, i, answers[i]!, { summary: `Après ${i + 1}` });
  return id;
}

describe('create / append / load', () => {
  it('round-trips a game with its answers in order', async () => {
    const setup = sampleSetup();
    const id = await createStoredGame(setup, '  Soirée   du vendredi ', 'Préparation');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const fresh = await loadStoredGame(id);
    expect(fresh?.answers).toEqual([]);
    expect(fresh?.game).toMatchObject({
      id,
      title: 'Soirée du vendredi',
      rulesetId: 'thiercelieux',
      status: 'active',
      answerCount: 0,
      summary: 'Préparation',
      setup,
    });
    expect(fresh?.snapshot).toBeUndefined();

    const answers = sampleAnswers(12);
    for (let i = 0; i < answers.length; i++) await appendAnswer(id, i, answers[i]!, { summary: `Nuit ${i}` });
    await appendAnswer(id, 12, { kind: 'answer', step: 'fin', value: true }, { status: 'ended' });

    const loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual([...answers, { kind: 'answer', step: 'fin', value: true }]);
    expect(loaded?.game.answerCount).toBe(13);
    // The last patch only set the status: the summary of the previous answer stays.
    expect(loaded?.game.summary).toBe('Nuit 11');
    expect(loaded?.game.status).toBe('ended');
    expect(loaded!.game.updatedAt).toBeGreaterThan(loaded!.game.createdAt);
  });

  it('a resolved append is committed: a second connection sees it', async () => {
    const id = await gameWith(3);
    const other = openVeilleurDB(db().name);
    try {
      expect(await other.answers.count()).toBe(3);
      expect((await other.games.get(id))?.answerCount).toBe(3);
    } finally {
      other.close();
    }
  });

  it('refuses an answer whose seq is not the stored count, and changes nothing', async () => {
    const id = await gameWith(2);
    const before = await db().games.get(id);

    for (const seq of [0, 1, 3]) {
      const err = await appendAnswer(id, seq, { kind: 'answer', step: 'double', value: 1 }, { summary: 'modifié', status: 'ended' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).kind).toBe('conflict');
      expect((err as StorageError).message).toBe(
        `Réponse non enregistrée : la partie en compte déjà 2, celle-ci porte le n° ${seq + 1}. Elle a peut-être été jouée dans un autre onglet : rechargez la page.`,
      );
    }

    expect(await db().games.get(id)).toEqual(before);
    expect((await loadStoredGame(id))?.answers).toEqual(sampleAnswers(2));
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 0, notes: 0 });
  });

  it('two concurrent appends with the same seq: exactly one wins', async () => {
    const id = await gameWith(1);
    const results = await Promise.allSettled([
      appendAnswer(id, 1, { kind: 'answer', step: 'a', value: 'A' }),
      appendAnswer(id, 1, { kind: 'answer', step: 'b', value: 'B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loaded = await loadStoredGame(id);
    expect(loaded?.answers).toHaveLength(2);
    expect(loaded?.game.answerCount).toBe(2);
  });

  it('reports a missing game in French', async () => {
    expect(await loadStoredGame('nope')).toBeNull();
    await expect(appendAnswer('nope', 0, { kind: 'answer', step: 's', value: null })).rejects.toThrow(
      'Cette partie est introuvable : elle a peut-être été supprimée dans un autre onglet.',
    );
    await expect(renameGame('nope', 'x')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(saveNote('nope', null, 'x')).rejects.toMatchObject({ kind: 'not-found' });
    expect(await counts(db())).toEqual({ games: 0, answers: 0, snapshots: 0, notes: 0 });
  });

  it('refuses a log with a gap as damaged', async () => {
    const id = await gameWith(3);
    await db().answers.delete([id, 1]);
    await expect(loadStoredGame(id)).rejects.toThrow(
      'La partie « Soirée du vendredi » est endommagée : 3 réponses attendues, 2 trouvées.',
    );
  });
});

describe('undo (truncateAnswers)', () => {
  it('keeps the first answers, drops later ones and later snapshots', async () => {
    const id = await gameWith(6);
    await saveSnapshot(id, 2, fakeState(2));
    await saveSnapshot(id, 5, fakeState(5));

    await truncateAnswers(id, 4, { summary: 'Annulé', status: 'active' });
    let loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(4));
    expect(loaded?.game.answerCount).toBe(4);
    expect(loaded?.game.summary).toBe('Annulé');
    expect(loaded?.snapshot?.seq).toBe(2);
    expect(await counts(db())).toEqual({ games: 1, answers: 4, snapshots: 1, notes: 0 });

    // The snapshot at exactly `keep` stays valid.
    await truncateAnswers(id, 2, {});
    loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(2));
    expect(loaded?.snapshot).toEqual({ seq: 2, state: fakeState(2) });

    // The log continues from the new end.
    await appendAnswer(id, 2, { kind: 'answer', step: 'après-annulation', value: 7 });
    expect((await loadStoredGame(id))?.answers[2]).toEqual({ kind: 'answer', step: 'après-annulation', value: 7 });

    await truncateAnswers(id, 0, {});
    expect(await counts(db())).toEqual({ games: 1, answers: 0, snapshots: 0, notes: 0 });
  });

  it('refuses to truncate beyond the log', async () => {
    const id = await gameWith(2);
    await expect(truncateAnswers(id, 3, {})).rejects.toThrow(
      'Impossible d’annuler jusqu’à la réponse n° 3 : la partie n’en compte que 2.',
    );
    await expect(truncateAnswers(id, -1, {})).rejects.toMatchObject({ kind: 'invalid' });
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 0, notes: 0 });
  });
});

describe('snapshots', () => {
  it('keeps only the two latest per game', async () => {
    const a = await gameWith(10, 'A');
    const b = await gameWith(3, 'B');
    await saveSnapshot(b, 1, fakeState(1));
    for (const seq of [2, 4, 6, 8]) expect(await saveSnapshot(a, seq, fakeState(seq))).toBe(true);

    const keysA = (await db().snapshots.where(':id').between([a, 0], [a, Infinity]).primaryKeys()).map((k) => k[1]);
    expect(keysA).toEqual([6, 8]);
    expect(await db().snapshots.count()).toBe(3);
    expect(await latestSnapshot(a, 10)).toEqual({ seq: 8, state: fakeState(8) });
    expect((await latestSnapshot(a, 7))?.seq).toBe(6);
    expect(await latestSnapshot(a, 5)).toBeUndefined();
    expect((await loadStoredGame(a))?.snapshot?.seq).toBe(8);
    expect((await latestSnapshot(b, 3))?.seq).toBe(1);
  });

  it('ignores a snapshot ahead of the log and refuses an inconsistent one', async () => {
    const id = await gameWith(2);
    expect(await saveSnapshot(id, 3, fakeState(3))).toBe(false);
    expect(await saveSnapshot('nope', 0, fakeState(0))).toBe(false);
    await expect(saveSnapshot(id, 1, fakeState(2))).rejects.toMatchObject({ kind: 'invalid' });
    expect(await db().snapshots.count()).toBe(0);
  });
});

describe('list, rename, delete', () => {
  it('lists the most recently played first', async () => {
    const a = await gameWith(0, 'A');
    const b = await gameWith(0, 'B');
    const c = await gameWith(0, 'C');
    expect((await listGames()).map((g) => g.id)).toEqual([c, b, a]);
    await appendAnswer(a, 0, { kind: 'answer', step: 's', value: null });
    expect((await listGames()).map((g) => g.id)).toEqual([a, c, b]);
    await truncateAnswers(b, 0, {});
    expect((await listGames()).map((g) => g.title)).toEqual(['B', 'A', 'C']);
  });

  it('renames without reordering', async () => {
    const a = await gameWith(0, 'A');
    const b = await gameWith(0, 'B');
    await renameGame(a, '  Partie au camping ');
    expect((await listGames()).map((g) => [g.id, g.title])).toEqual([
      [b, 'B'],
      [a, 'Partie au camping'],
    ]);
    await renameGame(a, '   ');
    expect((await db().games.get(a))?.title).toBe('Partie sans titre');
  });

  it('deletes a game from all four tables, leaving the others intact', async () => {
    const a = await gameWith(5, 'A');
    const b = await gameWith(2, 'B');
    await saveSnapshot(a, 5, fakeState(5));
    await saveSnapshot(b, 2, fakeState(2));
    await saveNote(a, null, 'note A');
    await saveNote(a, 'p1', 'loup ?');
    await saveNote(b, 'p2', 'note B');
    expect(await counts(db())).toEqual({ games: 2, answers: 7, snapshots: 2, notes: 3 });

    await deleteGame(a);
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 1, notes: 1 });
    expect(await loadStoredGame(a)).toBeNull();
    expect((await loadStoredGame(b))?.answers).toEqual(sampleAnswers(2));
    expect(await loadNotes(b)).toEqual({ game: '', players: { p2: 'note B' } });

    await deleteGame(a); // idempotent
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 1, notes: 1 });
  });
});

describe('notes', () => {
  it('saves, overwrites and deletes notes per game and player', async () => {
    const a = await gameWith(0, 'A');
    const b = await gameWith(0, 'B');
    expect(await loadNotes(a)).toEqual({ game: '', players: {} });

    await saveNote(a, null, 'Bonne ambiance');
    await saveNote(a, 'p1', 'hésite');
    await saveNote(a, 'p1', 'a voté contre p2');
    await saveNote(a, 'p3', 'discret');
    await saveNote(b, 'p1', 'autre partie');
    expect(await loadNotes(a)).toEqual({ game: 'Bonne ambiance', players: { p1: 'a voté contre p2', p3: 'discret' } });

    await saveNote(a, 'p3', '   ');
    await saveNote(a, null, '');
    expect(await loadNotes(a)).toEqual({ game: '', players: { p1: 'a voté contre p2' } });
    expect(await loadNotes(b)).toEqual({ game: '', players: { p1: 'autre partie' } });
    expect(await db().notes.count()).toBe(2);
  });
});
