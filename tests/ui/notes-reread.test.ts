/**
 * A game read again while a note is being written (issue 26): the read must
 * not bring back the note as it was before the write. The notes are read
 * after the replay, and again when a note's write finished meanwhile.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNotes, type GameNotes } from '../../src/storage';
import { forgetNoteWriters, noteWriter, typeNote } from '../../src/ui/store/notes';
import { openGame, refreshGame } from '../../src/ui/store/play';
import { useSession } from '../../src/ui/store/session';
import { storeGame, withFreshDB } from './helpers';

const real = vi.hoisted(() => ({ loadNotes: null as null | typeof import('../../src/storage').loadNotes }));
vi.mock('../../src/storage', async (importOriginal) => {
  const storage = await importOriginal<typeof import('../../src/storage')>();
  real.loadNotes = storage.loadNotes;
  return { ...storage, loadNotes: vi.fn(storage.loadNotes) };
});

describe('une partie relue pendant l’écriture d’une note', () => {
  withFreshDB();
  beforeEach(() => {
    forgetNoteWriters(true);
    vi.mocked(loadNotes).mockImplementation(real.loadNotes!);
  });

  it('ne remet pas la note d’avant : elle relit les notes si une écriture s’est terminée entre-temps', async () => {
    const id = await storeGame();
    await openGame(id);
    const w = noteWriter(id, null, '');
    typeNote(w, 'avant');
    await vi.waitFor(() => expect(useSession.getState().notes.game).toBe('avant'));

    // The refresh reads the notes as they are now (« avant »), but its answer comes late…
    let release = (): void => {};
    vi.mocked(loadNotes).mockImplementationOnce(async (gameId) => {
      const stale = await real.loadNotes!(gameId);
      return new Promise<GameNotes>((resolve) => (release = () => resolve(stale)));
    });
    const refreshing = refreshGame();
    await vi.waitFor(() => expect(vi.mocked(loadNotes)).toHaveBeenCalledTimes(2));
    // …after the MJ's next text is on disk.
    typeNote(w, 'avant, après');
    await vi.waitFor(() => expect(useSession.getState().notes.game).toBe('avant, après'));
    release();
    await refreshing;

    expect(useSession.getState().notes.game).toBe('avant, après');
  });
});
