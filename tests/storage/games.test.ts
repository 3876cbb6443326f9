import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HEAD,
  NOTE_MAX,
  StorageError,
  appendAnswer,
  createStoredGame,
  deleteGame,
  latestSnapshot,
  listGames,
  loadNotes,
  listAside,
  loadStoredGame,
  openVeilleurDB,
  putAside,
  renameGame,
  saveNote,
  saveSnapshot,
  setAsideTail,
  truncateAnswers,
} from '../../src/storage';
import { typo } from '../../src/engine/french';
import { counts, everything, fakeState, sampleAnswers, sampleSetup, withFreshDB } from './helpers';

const db = withFreshDB();

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

  it('refuses an answer whose count is not the stored one, and changes nothing', async () => {
    const id = await gameWith(2);
    const before = await everything(db());

    for (const seen of [0, 1, 3]) {
      const err = await appendAnswer(
        id,
        seen,
        { kind: 'answer', step: 'double', value: 1 },
        { summary: 'modifié', status: 'ended' },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).kind).toBe('conflict');
      expect((err as StorageError).message).toBe(
        typo(
          `Réponse non enregistrée : la partie a changé dans un autre onglet (elle en compte 2 réponses, cet écran en voyait ${seen}). Rien n’a été effacé ; rechargez la partie pour la voir telle qu’elle est.`,
        ),
      );
    }

    expect(await everything(db())).toEqual(before);
    expect((await loadStoredGame(id))?.answers).toEqual(sampleAnswers(2));
  });

  it('returns the new head, and refuses a write from a head whose last answer was replaced (undo then another answer elsewhere)', async () => {
    const id = await createStoredGame(sampleSetup(), 'Deux onglets', '');
    let a = await appendAnswer(id, EMPTY_HEAD, { kind: 'answer', step: 's1', value: 1 });
    a = await appendAnswer(id, a, { kind: 'answer', step: 's2', value: 2 });
    expect(a.count).toBe(2);
    expect((await loadStoredGame(id))?.head).toEqual(a);

    // Tab B saw the same head, goes back and answers differently: same count, another last answer.
    const b = await truncateAnswers(id, a, 1);
    await appendAnswer(id, b, { kind: 'answer', step: 's2', value: 'autre' });
    const before = await everything(db());

    // Tab A, still at its old head: neither its answer nor its « Retour » goes through.
    const append = await appendAnswer(id, a, { kind: 'answer', step: 's3', value: 3 }).catch((e: unknown) => e);
    expect(append).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('une autre réponse y a été donnée à sa place'),
    });
    await expect(truncateAnswers(id, a, 1)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await everything(db())).toEqual(before);
    expect((await loadStoredGame(id))?.answers.map((x) => x.value)).toEqual([1, 'autre']);
  });

  it('a stale « Retour » deletes nothing the other tab played', async () => {
    const id = await createStoredGame(sampleSetup(), 'Deux onglets', '');
    const seenByA = await appendAnswer(id, EMPTY_HEAD, { kind: 'answer', step: 's1', value: 1 });
    let b = seenByA;
    for (const v of [2, 3, 4]) b = await appendAnswer(id, b, { kind: 'answer', step: `s${v}`, value: v });
    await expect(truncateAnswers(id, seenByA, 0)).rejects.toMatchObject({ kind: 'conflict' });
    expect((await loadStoredGame(id))?.answers).toHaveLength(4);
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
    expect(await counts(db())).toEqual({ games: 0, answers: 0, snapshots: 0, notes: 0, aside: 0 });
  });

  it('reads a log with a gap up to the gap, and reports the rest as stored', async () => {
    const id = await gameWith(4);
    await db().answers.delete([id, 1]);
    const loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(1));
    expect(loaded?.damage).toEqual({
      at: 1,
      reason: typo('La réponse n° 2 manque dans la base.'),
      rest: sampleAnswers(4).slice(2),
    });
    expect(loaded?.head.count).toBe(4);
  });

  it('stops at an answer the schema cannot read, keeping it as stored', async () => {
    const id = await gameWith(3);
    await db().answers.update([id, 1], { answer: { kind: 'answer', step: 'constructor', value: 1 } });
    const loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(1));
    expect(loaded?.damage?.at).toBe(1);
    expect(loaded?.damage?.reason).toContain(
      typo('Réponse n° 2 illisible dans la base : L’identifiant « constructor » n’est pas utilisable'),
    );
    expect(loaded?.damage?.rest).toEqual([{ kind: 'answer', step: 'constructor', value: 1 }, sampleAnswers(3)[2]]);
  });

  it('reports a setup the schema refuses', async () => {
    const id = await gameWith(1);
    await db().games.update(id, { setup: { ...sampleSetup(), players: [{ id: 'toString', name: 'Ana' }] } });
    expect((await loadStoredGame(id))?.setupProblem).toContain(
      typo('Joueur n° 1 : l’identifiant « toString » n’est pas utilisable'),
    );
  });
});

describe('answers kept aside', () => {
  it('resuming before an answer moves it and the rest aside, cuts the log and its later snapshots', async () => {
    const id = await gameWith(6);
    await saveSnapshot(id, 2, fakeState(2));
    await saveSnapshot(id, 5, fakeState(5));
    const seen = (await loadStoredGame(id))!.head;
    const head = await setAsideTail(id, seen, 3, 'Réponse n° 4 refusée : test');
    expect(head.count).toBe(3);
    const loaded = (await loadStoredGame(id))!;
    expect(loaded.answers).toEqual(sampleAnswers(3));
    expect(loaded.head).toEqual(head);
    expect(loaded.snapshot?.seq).toBe(2);
    const kept = await listAside(id);
    expect(kept).toMatchObject([
      { gameId: id, from: 3, reason: 'Réponse n° 4 refusée : test', answers: sampleAnswers(6).slice(3) },
    ]);
    // The game goes on from there.
    await appendAnswer(id, head, { kind: 'answer', step: 'suite', value: null });
    expect((await loadStoredGame(id))?.answers).toHaveLength(4);
    // Deleting the game deletes what it kept aside.
    await deleteGame(id);
    expect(await counts(db())).toEqual({ games: 0, answers: 0, snapshots: 0, notes: 0, aside: 0 });
  });

  it('setting aside is conditional on the head, like every write to the log', async () => {
    const id = await gameWith(3);
    const seen = (await loadStoredGame(id))!.head;
    await appendAnswer(id, seen, { kind: 'answer', step: 'ailleurs', value: 1 });
    const before = await everything(db());
    await expect(setAsideTail(id, seen, 1, 'x')).rejects.toMatchObject({ kind: 'conflict' });
    expect(await everything(db())).toEqual(before);
  });

  it('keeps an answer refused by the log with its reason', async () => {
    const id = await gameWith(1);
    await putAside(id, 1, 'Refusée : un autre onglet', [{ kind: 'answer', step: 'x', value: 1 }]);
    expect((await listAside(id)).map((a) => [a.from, a.reason, a.answers])).toEqual([
      [1, 'Refusée : un autre onglet', [{ kind: 'answer', step: 'x', value: 1 }]],
    ]);
    await expect(putAside('nope', 0, 'x', [])).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('undo (truncateAnswers)', () => {
  it('keeps the first answers, drops later ones and later snapshots', async () => {
    const id = await gameWith(6);
    await saveSnapshot(id, 2, fakeState(2));
    await saveSnapshot(id, 5, fakeState(5));

    await truncateAnswers(id, 6, 4, { summary: 'Annulé', status: 'active' });
    let loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(4));
    expect(loaded?.game.answerCount).toBe(4);
    expect(loaded?.game.summary).toBe('Annulé');
    expect(loaded?.snapshot?.seq).toBe(2);
    expect(await counts(db())).toEqual({ games: 1, answers: 4, snapshots: 1, notes: 0, aside: 0 });

    // The snapshot at exactly `keep` stays valid.
    await truncateAnswers(id, 4, 2, {});
    loaded = await loadStoredGame(id);
    expect(loaded?.answers).toEqual(sampleAnswers(2));
    expect(loaded?.snapshot).toEqual({ seq: 2, state: fakeState(2) });

    // The log continues from the new end.
    await appendAnswer(id, 2, { kind: 'answer', step: 'apres-annulation', value: 7 });
    expect((await loadStoredGame(id))?.answers[2]).toEqual({ kind: 'answer', step: 'apres-annulation', value: 7 });

    await truncateAnswers(id, 3, 0, {});
    expect(await counts(db())).toEqual({ games: 1, answers: 0, snapshots: 0, notes: 0, aside: 0 });
  });

  it('refuses to truncate beyond the log', async () => {
    const id = await gameWith(2);
    await expect(truncateAnswers(id, 2, 3, {})).rejects.toThrow(
      'Impossible d’annuler jusqu’à la réponse n° 3 : la partie n’en compte que 2.',
    );
    await expect(truncateAnswers(id, 2, -1, {})).rejects.toMatchObject({ kind: 'invalid' });
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 0, notes: 0, aside: 0 });
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
    const setup = sampleSetup();
    expect(await latestSnapshot(a, 10, setup)).toEqual({ snapshot: { seq: 8, state: fakeState(8) }, refused: 0 });
    expect((await latestSnapshot(a, 7, setup)).snapshot?.seq).toBe(6);
    expect((await latestSnapshot(a, 5, setup)).snapshot).toBeUndefined();
    expect((await loadStoredGame(a))?.snapshot?.seq).toBe(8);
    expect((await latestSnapshot(b, 3, setup)).snapshot?.seq).toBe(1);
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
    await truncateAnswers(b, 0, 0, {});
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
    expect(await counts(db())).toEqual({ games: 2, answers: 7, snapshots: 2, notes: 3, aside: 0 });

    await deleteGame(a);
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 1, notes: 1, aside: 0 });
    expect(await loadStoredGame(a)).toBeNull();
    expect((await loadStoredGame(b))?.answers).toEqual(sampleAnswers(2));
    expect(await loadNotes(b)).toEqual({ game: '', players: { p2: 'note B' } });

    await deleteGame(a); // idempotent
    expect(await counts(db())).toEqual({ games: 1, answers: 2, snapshots: 1, notes: 1, aside: 0 });
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

  it('refuses a note longer than the import accepts, or for someone who is not a player, and changes nothing', async () => {
    const a = await gameWith(0, 'A');
    await saveNote(a, 'p1', 'x'.repeat(NOTE_MAX));
    const before = await everything(db());
    await expect(saveNote(a, 'p1', 'x'.repeat(NOTE_MAX + 36))).rejects.toMatchObject({
      kind: 'invalid',
      message: typo(
        'Note trop longue (100\u202f036 caractères) : 100\u202f000 au plus. Elle n’a pas été enregistrée ; raccourcissez-la.',
      ),
    });
    await expect(saveNote(a, 'constructor', 'x')).rejects.toMatchObject({
      kind: 'invalid',
      message: typo('Note refusée : « constructor » n’est pas un joueur de cette partie.'),
    });
    expect(await everything(db())).toEqual(before);
  });
});

describe('titles', () => {
  it('are normalised like names, and refused in French when they hide a character or run too long', async () => {
    const id = await createStoredGame(sampleSetup(), 'Soire\u0301e', '');
    expect((await db().games.get(id))?.title).toBe('Soirée');
    await expect(createStoredGame(sampleSetup(), 'Soirée\u200b', '')).rejects.toMatchObject({
      kind: 'invalid',
      message: typo('Le titre de la partie « Soirée » contient un caractère invisible (U+200B) : retapez-le.'),
    });
    await expect(renameGame(id, 'x'.repeat(201))).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('200 caractères au plus'),
    });
    expect((await db().games.get(id))?.title).toBe('Soirée');
  });
});
