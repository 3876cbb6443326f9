/**
 * A snapshot is a shortcut, never trusted blindly (issue 28: player names
 * changed inside a stored snapshot opened as is, while a damaged answer
 * opened the recovery screen). Each carries a check (its number of answers
 * and a hash of the state); one that fails it, or has none, is not used: the
 * game is replayed from its answers and a checked snapshot stored again.
 */
import { describe, expect, it } from 'vitest';
import { saveSnapshot } from '../../src/storage';
import { snapshotProblem } from '../../src/storage/snapshot-check';
import { closeGame, openGame } from '../../src/ui/store/play';
import { useSession } from '../../src/ui/store/session';
import { autoplay, play, storeGame, withFreshDB } from './helpers';

describe('un instantané abîmé n’est pas cru', () => {
  const db = withFreshDB();
  const answers = autoplay(30);
  const truth = play(answers).state;

  async function opened(id: string) {
    await openGame(id);
    const { game, load } = useSession.getState();
    closeGame();
    return { state: game?.timeline.state, status: load.status };
  }

  /** Waits for the snapshot the opening stores again (it is written after the screen is shown). */
  async function rebuilt(id: string) {
    for (let i = 0; i < 50; i++) {
      const rows = await db().snapshots.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray();
      if (rows.some((r) => r.seq === answers.length)) return rows.find((r) => r.seq === answers.length)!;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no snapshot stored again');
  }

  it('des noms changés dans l’instantané : la partie est rejouée depuis ses réponses, puis un instantané juste est réécrit', async () => {
    const id = await storeGame(answers);
    expect(await saveSnapshot(id, 25, play(answers.slice(0, 25)).state)).toBe(true);
    // The damage: a player renamed inside the stored state, nothing else touched.
    const row = (await db().snapshots.get([id, 25]))!;
    const damaged = structuredClone(row.state);
    damaged.setup.players[0]!.name = 'Intrus';
    await db().snapshots.put({ ...row, state: damaged });

    const { state, status } = await opened(id);
    expect(status).toBe('ready');
    expect(state?.setup.players.map((p) => p.name)).toEqual(truth.setup.players.map((p) => p.name));
    expect(state).toEqual(truth);
    const again = await rebuilt(id);
    expect(again.state).toEqual(truth);
    expect(snapshotProblem(again, truth.setup)).toBeNull();
  });

  it('un instantané cohérent mais d’une autre configuration (noms changés partout) n’est pas pris non plus', async () => {
    const id = await storeGame(answers);
    const forged = structuredClone(play(answers.slice(0, 25)).state);
    forged.setup.players[1]!.name = 'Faussaire';
    // Saved through the normal path, so its hash matches its (forged) content.
    expect(await saveSnapshot(id, 25, forged)).toBe(true);
    expect((await opened(id)).state).toEqual(truth);
  });

  it('un instantané d’avant les contrôles (sans contrôle) est vérifié à l’ouverture : rejoué, puis réécrit avec son contrôle', async () => {
    const id = await storeGame(answers);
    await db().snapshots.put({ gameId: id, seq: 25, state: play(answers.slice(0, 25)).state });
    expect((await opened(id)).state).toEqual(truth);
    expect((await rebuilt(id)).check).toEqual({ count: 30, hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });
});
