/**
 * The odds kept with a game (issue 24): stored points survive a reload, are
 * dropped (to be recomputed) once the answers they came from change, and
 * travel with the game's export and import, never trusted there either.
 */
import { describe, expect, it } from 'vitest';
import {
  answerKeys,
  appendAnswer,
  createStoredGame,
  deleteGame,
  exportGame,
  importGame,
  loadOdds,
  loadOddsRun,
  loadStoredGame,
  saveEvolution,
  saveOddsPoints,
  saveOddsRun,
  truncateAnswers,
  type OddsPointData,
  type OddsRunData,
  type SaveFileCheck,
} from '../../src/storage';
import type { Answer } from '../../src/engine/types';
import { everything, sampleAnswers, sampleSetup, withFreshDB } from './helpers';

const db = withFreshDB();

const accept: SaveFileCheck = () => ({ ok: true, value: { status: 'active', summary: 'Nuit 2' } });

async function gameWith(answers: Answer[]): Promise<string> {
  const id = await createStoredGame(sampleSetup(), 'Partie', 'Préparation');
  for (let i = 0; i < answers.length; i++) await appendAnswer(id, i, answers[i]!, { summary: `Après ${i + 1}` });
  return id;
}

/** A point after `seq` of these answers, keyed by them. */
function point(answers: Answer[], seq: number, village: number): OddsPointData {
  return {
    seq,
    key: answerKeys(answers)[seq]!,
    games: 300,
    policy: 'informed',
    label: `Appel ${seq}`,
    camps: { village, loups: 1 - village },
    text: seq > 0 ? `réponse ${seq}` : null,
  };
}

/** The tap's run kept after `seq` of these answers. */
function run(answers: Answer[], seq: number): OddsRunData {
  return {
    seq,
    key: answerKeys(answers)[seq]!,
    seed: `pronostic-graine-1-${seq}`,
    policy: 'informed',
    counts: {
      games: 2000,
      finished: 1990,
      withProblems: 0,
      outcomes: { village: 1200, loups: 790, inachevée: 10 },
      wins: { village: 1200, loups: 790 },
      nightsTotal: 5210,
      samples: [],
    },
  };
}

describe('answer keys', () => {
  it('depend on the answers, not on the order of their fields', () => {
    const a: Answer = { kind: 'answer', step: 'vote', value: { target: 'p1', votes: [1, 2] } };
    const b = { value: { votes: [1, 2], target: 'p1' }, step: 'vote', kind: 'answer' } as Answer;
    expect(answerKeys([a])).toEqual(answerKeys([b]));
    const other: Answer = { kind: 'answer', step: 'vote', value: { target: 'p2', votes: [1, 2] } };
    expect(answerKeys([other])[1]).not.toBe(answerKeys([a])[1]);
    expect(answerKeys([other])[0]).toBe(answerKeys([a])[0]);
    expect(answerKeys([a, other])[1]).toBe(answerKeys([a])[1]);
  });
});

describe('stored odds', () => {
  it('come back after a reload, and only those of the answers as they are now', async () => {
    const answers = sampleAnswers(6);
    const id = await gameWith(answers);
    await saveOddsPoints(id, [point(answers, 0, 0.5), point(answers, 3, 0.4), point(answers, 6, 0.7)]);
    await saveEvolution(id, {
      key: answerKeys(answers)[6]!,
      games: 300,
      policy: 'informed',
      points: [0, 3, 6].map((seq) => ({ seq, label: `Appel ${seq}`, camps: { village: 0.5 } })),
      moves: [],
    });
    const kept = await loadOdds(id, answers);
    expect(kept.points.map((p) => p.seq)).toEqual([0, 3, 6]);
    expect(kept.evolution?.points).toHaveLength(3);

    // « Retour » twice, then a different 5th answer: the points after it belong to another game.
    const loaded = (await loadStoredGame(id))!;
    const head = await truncateAnswers(id, loaded.head, 4, { summary: 'Retour' });
    const changed: Answer = { kind: 'answer', step: 'step-4', value: ['p3'] };
    await appendAnswer(id, head, changed, { summary: 'Autre' });
    const now = [...answers.slice(0, 4), changed];
    const after = await loadOdds(id, now);
    expect(after.points.map((p) => p.seq)).toEqual([0, 3]);
    expect(after.evolution).toBeNull();
  });

  it('an unreadable row is left out, never shown', async () => {
    const answers = sampleAnswers(2);
    const id = await gameWith(answers);
    await saveOddsPoints(id, [point(answers, 1, 0.5)]);
    await db().oddsPoints.put({ ...point(answers, 2, 0.5), camps: { village: 7 }, gameId: id });
    expect((await loadOdds(id, answers)).points.map((p) => p.seq)).toEqual([1]);
  });

  it('go with the game when it is deleted', async () => {
    const answers = sampleAnswers(2);
    const id = await gameWith(answers);
    await saveOddsPoints(id, [point(answers, 1, 0.5)]);
    await deleteGame(id);
    expect(await db().oddsPoints.count()).toBe(0);
  });
});

describe('export and import', () => {
  it('the odds travel with the game and come back under the new game', async () => {
    const answers = sampleAnswers(5);
    const id = await gameWith(answers);
    await saveOddsPoints(id, [point(answers, 0, 0.5), point(answers, 5, 0.8)]);
    const file = await exportGame(id);
    expect(file.odds?.points.map((p) => p.seq)).toEqual([0, 5]);
    const res = await importGame(JSON.stringify(file), accept);
    if (!res.ok) throw new Error(res.error);
    const kept = await loadOdds(res.value, answers);
    expect(kept.points.map((p) => [p.seq, p.camps.village])).toEqual([
      [0, 0.5],
      [5, 0.8],
    ]);
  });

  it('the run kept at the last call travels too, and is kept only when played from the file’s last call', async () => {
    const answers = sampleAnswers(5);
    const id = await gameWith(answers);
    await saveOddsRun(id, run(answers, 5));
    const file = await exportGame(id);
    expect(file.odds?.run).toEqual(run(answers, 5));
    const res = await importGame(JSON.stringify(file), accept);
    if (!res.ok) throw new Error(res.error);
    expect(await loadOddsRun(res.value, answers)).toEqual(run(answers, 5));

    // A run from an earlier call (the file edited by hand, or written elsewhere): not taken.
    const earlier = await importGame(JSON.stringify({ ...file, odds: { ...file.odds, run: run(answers, 4) } }), accept);
    if (!earlier.ok) throw new Error(earlier.error);
    expect(await db().oddsRuns.get(earlier.value)).toBeUndefined();
    // Unreadable counts: the file is refused in French, nothing written.
    const before = await everything(db());
    const bad = { ...run(answers, 5), counts: { ...run(answers, 5).counts, wins: { village: -1 } } };
    const refused = await importGame(JSON.stringify({ ...file, odds: { ...file.odds, run: bad } }), accept);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/décompte du pronostic gardé/);
    expect(await everything(db())).toEqual(before);
  });

  it('points that do not belong to the file’s answers are not imported', async () => {
    const answers = sampleAnswers(5);
    const id = await gameWith(answers);
    await saveOddsPoints(id, [point(answers, 2, 0.5), point(answers, 5, 0.8)]);
    const file = await exportGame(id);
    // The file's 4th answer edited by hand: the point after 5 answers was not computed from these.
    file.answers[3] = { kind: 'answer', step: 'step-3', value: ['p2'] };
    const res = await importGame(JSON.stringify(file), accept);
    if (!res.ok) throw new Error(res.error);
    expect((await db().oddsPoints.where({ gameId: res.value }).toArray()).map((p) => p.seq)).toEqual([2]);
  });

  it('a file with unreadable odds is refused in French and changes nothing', async () => {
    const answers = sampleAnswers(2);
    const id = await gameWith(answers);
    const file = await exportGame(id);
    const before = await everything(db());
    const res = await importGame(
      JSON.stringify({
        ...file,
        odds: { points: [{ ...point(answers, 1, 0.5), camps: { village: 2 } }], evolution: null },
      }),
      accept,
    );
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error).toMatch(/chance du pronostic/);
    expect(await everything(db())).toEqual(before);
  });
});
