/**
 * Notes typed up to a crash (issue 26: in 7 of about 50 kills while typing a
 * note, the note found after the restart was an earlier text, not a
 * beginning of what had been typed). With the real storage, random typing,
 * the field closed and opened again at random (a player's sheet), and the
 * disk read at random moments (what a kill would leave):
 * - the disk always holds a text the field showed;
 * - « Note enregistrée. » is shown only when the disk holds the text shown;
 * - the field never goes back to an older text the MJ did not type.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadNotes } from '../../src/storage';
import { NoteField } from '../../src/ui/game/NoteField';
import { forgetNoteWriters } from '../../src/ui/store/notes';
import { initialSession, useSession } from '../../src/ui/store/session';
import { storeGame, withFreshDB } from './helpers';

/** A small deterministic generator, so that a failure replays. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const field = (): HTMLTextAreaElement | null => screen.queryByRole('textbox', { name: 'Note' });
const status = (): string => document.querySelector('.note-status')?.textContent ?? '';

describe('une note tapée jusqu’à l’arrêt brutal', () => {
  withFreshDB();
  beforeEach(() => {
    useSession.setState(initialSession);
    forgetNoteWriters(true);
  });

  it.each([1, 2, 3, 4, 5])(
    'graine %i : le disque tient toujours un texte affiché, jamais plus ancien que « enregistrée »',
    async (seed) => {
      const random = rng(seed);
      // A player of its own per seed: a write of the previous seed that ends late touches another note.
      const player = `j${seed}`;
      const gameId = await storeGame();
      const shown = new Set<string>(['']);
      let typed = '';
      let view = render(<NoteField gameId={gameId} playerId={player} label="Note" />);
      for (let step = 0; step < 60; step++) {
        const r = random();
        if (r < 0.6) {
          // A keystroke (sometimes a deletion), on the text the field shows.
          const box = field()!;
          expect(box.value).toBe(typed);
          typed = random() < 0.15 && typed.length > 0 ? typed.slice(0, -1) : `${typed}${'abcdefgh'[step % 8]}`;
          fireEvent.change(box, { target: { value: typed } });
          shown.add(typed);
        } else if (r < 0.75) {
          // The sheet closes and opens again, maybe while a write is under way.
          view.unmount();
          view = render(<NoteField gameId={gameId} playerId={player} label="Note" />);
          expect(field()!.value).toBe(typed);
        } else {
          // Time passes: writes finish, or not yet.
          await act(async () => {
            for (let i = 0; i < Math.floor(random() * 6); i++) await new Promise((res) => setTimeout(res, 0));
          });
        }
        // What a kill right now would leave on disk.
        const onDisk = (await loadNotes(gameId)).players[player] ?? '';
        expect(shown.has(onDisk)).toBe(true);
        if (status() === 'Note enregistrée.') expect(onDisk).toBe(field()!.value);
      }
      view.unmount();
    },
  );
});
