/**
 * A note being typed survives a crash (issue 16): it is written as it is
 * typed (what is typed during a write goes as soon as the write ends), on
 * leaving the field and on `pagehide`, and says « non enregistré » until the
 * text on screen is the text on disk.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX, saveNote, toStorageError } from '../../src/storage';
import { NoteField } from '../../src/ui/game/NoteField';
import { forgetNoteWriters } from '../../src/ui/store/notes';
import { initialSession, useSession } from '../../src/ui/store/session';

vi.mock('../../src/storage', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/storage')>();
  return { ...real, saveNote: vi.fn() };
});

/** Each write waits for the test to end it. */
let writes: { text: string; done: () => void; fail: (err: unknown) => void }[] = [];

beforeEach(() => {
  writes = [];
  useSession.setState(initialSession);
  forgetNoteWriters(true);
  vi.mocked(saveNote).mockReset();
  vi.mocked(saveNote).mockImplementation(
    (_game, _player, text) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ text, done: resolve, fail: reject });
      }),
  );
});

const status = (): string => document.querySelector('.note-status')?.textContent ?? '';

describe('la note de la partie', () => {
  it('s’écrit dès la frappe ; ce qui est tapé pendant une écriture part juste après ; « Non enregistré… » jusqu’au bout', async () => {
    const user = userEvent.setup();
    render(<NoteField gameId="g" playerId={null} label="Notes de la partie" visibleLabel="Notes de la partie" />);
    const box = screen.getByRole('textbox', { name: 'Notes de la partie' });

    await user.type(box, 'L');
    expect(writes.map((w) => w.text)).toEqual(['L']);
    expect(status()).toBe('Non enregistré…');

    // Typed while « L » is being written: no second write at once…
    await user.type(box, 'ou');
    expect(writes).toHaveLength(1);
    expect(status()).toBe('Non enregistré…');
    // …it goes the moment the first one ends.
    await act(async () => writes[0]!.done());
    expect(writes.map((w) => w.text)).toEqual(['L', 'Lou']);
    expect(status()).toBe('Non enregistré…');
    await act(async () => writes[1]!.done());
    expect(status()).toBe('Note enregistrée.');
    expect(useSession.getState().notes.game).toBe('Lou');
    expect(box).toHaveProperty('maxLength', NOTE_MAX);
  });

  it('une écriture refusée le dit, et pagehide (l’onglet qu’on quitte ou qu’on tue) réessaie avec le dernier texte', async () => {
    const user = userEvent.setup();
    render(<NoteField gameId="g" playerId="j1" label="Note sur Alice" />);
    const box = screen.getByRole('textbox', { name: 'Note sur Alice' });
    await user.type(box, 'a');
    await act(async () => writes[0]!.fail(toStorageError(new DOMException('Quota exceeded', 'QuotaExceededError'))));
    expect(screen.getByRole('alert').textContent).toMatch(/^Le stockage de l’appareil est plein/);
    // Not retried on its own…
    expect(writes).toHaveLength(1);
    // …but on pagehide, with the text as it is now.
    fireEvent.change(box, { target: { value: 'ab' } });
    await act(async () => writes[1]!.fail(new Error('encore')));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(writes.map((w) => w.text)).toEqual(['a', 'ab', 'ab']);
    await act(async () => writes[2]!.done());
    expect(status()).toBe('Note enregistrée.');
    expect(useSession.getState().notes.players).toEqual({ j1: 'ab' });
  });

  it('quand l’onglet passe en arrière-plan, la note part aussi', async () => {
    render(<NoteField gameId="g" playerId={null} label="Notes" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(box, { target: { value: 'x' } });
    await act(async () => writes[0]!.fail(new Error('lent')));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Reflect.deleteProperty(document, 'visibilityState');
    expect(writes.map((w) => w.text)).toEqual(['x', 'x']);
  });
});

describe('une note ne revient jamais à un texte plus ancien (issue 26 : après un arrêt brutal, une note plus ancienne que ce qui était tapé)', () => {
  it('la fiche d’un joueur refermée puis rouverte pendant une écriture montre ce qui a été tapé, pas l’ancien texte, et ne dit « enregistrée » qu’une fois sur le disque', async () => {
    useSession.setState({ notes: { game: '', players: { j1: 'Loup ?' } } });
    const first = render(<NoteField gameId="g" playerId="j1" label="Note sur Alice" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note sur Alice' }), {
      target: { value: 'Loup ? Non : Voyante' },
    });
    expect(writes.map((w) => w.text)).toEqual(['Loup ? Non : Voyante']);
    // The sheet closes and opens again while the write is under way.
    first.unmount();
    render(<NoteField gameId="g" playerId="j1" label="Note sur Alice" />);
    const box = screen.getByRole('textbox', { name: 'Note sur Alice' });
    expect(box).toHaveProperty('value', 'Loup ? Non : Voyante');
    expect(status()).toBe('Non enregistré…');
    // Typed on: it follows the write under way, never beside it.
    fireEvent.change(box, { target: { value: 'Loup ? Non : Voyante !' } });
    expect(writes).toHaveLength(1);
    await act(async () => writes[0]!.done());
    expect(writes.map((w) => w.text)).toEqual(['Loup ? Non : Voyante', 'Loup ? Non : Voyante !']);
    expect(status()).toBe('Non enregistré…');
    await act(async () => writes[1]!.done());
    expect(status()).toBe('Note enregistrée.');
    expect(useSession.getState().notes.players).toEqual({ j1: 'Loup ? Non : Voyante !' });
  });

  it('un texte lu sur le disque ne remplace pas ce qui attend d’être écrit', async () => {
    render(<NoteField gameId="g" playerId={null} label="Notes" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(box, { target: { value: 'abc' } });
    // The game read again meanwhile (another tab, a refresh): its note is the older text.
    act(() => useSession.setState({ notes: { game: 'a', players: {} } }));
    expect(box).toHaveProperty('value', 'abc');
    expect(status()).toBe('Non enregistré…');
    await act(async () => writes[0]!.done());
    expect(status()).toBe('Note enregistrée.');
  });
});
