import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { typo } from '../../src/engine';
import { appendAnswers, toStorageError } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import { answer, autoplay, lineOf, play, storeGame, withFreshDB } from './helpers';

// The real storage, with appendAnswers observable and able to fail on demand.
const realStorage = vi.hoisted(() => ({
  appendAnswers: null as null | typeof import('../../src/storage').appendAnswers,
}));
vi.mock('../../src/storage', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/storage')>();
  realStorage.appendAnswers = real.appendAnswers;
  return { ...real, appendAnswers: vi.fn() };
});

const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';
const LOVERS = 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.';
const QUOTA =
  'Le stockage de l’appareil est plein : la dernière réponse n’a pas été enregistrée. ' +
  'Libérez de l’espace (ou exportez puis supprimez d’anciennes parties) et réessayez.';

describe('réponse → enregistrement → affichage', () => {
  const db = withFreshDB();
  beforeEach(() => {
    vi.mocked(appendAnswers).mockReset();
    vi.mocked(appendAnswers).mockImplementation(realStorage.appendAnswers!);
  });

  it('disque plein : le message du stockage s’affiche, l’écran reste sur l’appel avec la sélection, et on peut réessayer', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    render(<GameScreen gameId={id} />);
    await screen.findByText(CUPIDON);
    await user.click(screen.getByRole('button', { name: 'Gaëlle' }));

    const full = toStorageError(new DOMException('Quota exceeded', 'QuotaExceededError'));
    vi.mocked(appendAnswers).mockRejectedValueOnce(full);
    // The tap that completes the two lovers sends them.
    await user.click(screen.getByRole('button', { name: 'Hugo' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(typo(QUOTA)));
    expect(screen.getByText(CUPIDON)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gaëlle' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hugo' }).getAttribute('aria-pressed')).toBe('true');
    expect((await db().games.get(id))?.answerCount).toBe(1);

    // Space freed: the same pair, taken back and tapped again, now goes through.
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    expect(await screen.findByText(LOVERS)).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(2);
  });

  it('la partie n’avance qu’une fois l’écriture terminée', async () => {
    const user = userEvent.setup();
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.');

    let release: () => void = () => {};
    const real = realStorage.appendAnswers!;
    vi.mocked(appendAnswers).mockImplementationOnce(async (...args) => {
      await new Promise<void>((r) => (release = r));
      return real(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // Written? Not yet: the screen stays on the same call, and a second tap is ignored.
    expect(screen.getByText('C’est la nuit : tout le village s’endort. Fermez les yeux.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Suivant' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText(CUPIDON)).toBeTruthy();
    expect(vi.mocked(appendAnswers)).toHaveBeenCalledTimes(1);
    // Conditional on the head the screen loaded (no answer yet), and carrying the number of answers it had seen.
    expect(vi.mocked(appendAnswers).mock.calls[0]!.slice(0, 3)).toEqual([
      id,
      { count: 0, id: '' },
      [{ ...answer('endormissement', null), seq: 0 }],
    ]);
    expect(vi.mocked(appendAnswers).mock.calls[0]![3]).toEqual({
      summary: 'Nuit 1 · Cupidon · 8 vivants sur 8',
      status: 'active',
    });
  });

  it('base fermée (mise à jour dans un autre onglet) : message en français, rien de perdu', async () => {
    const user = userEvent.setup();
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
    db().close({ disableAutoOpen: true });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        typo(
          'Veilleur a été mis à jour dans un autre onglet : cette opération n’a pas été enregistrée (les réponses confirmées avant elle le sont). Rechargez cette page pour continuer.',
        ),
      ),
    );
    expect(screen.getByText('C’est la nuit : tout le village s’endort. Fermez les yeux.')).toBeTruthy();
  });

  it('un instantané est enregistré après la 25ᵉ réponse', async () => {
    const user = userEvent.setup();
    const answers = autoplay(24);
    const id = await storeGame(answers);
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(lineOf(play(answers).state))).toBeTruthy();
    expect(await db().snapshots.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(async () => expect((await db().snapshots.toArray()).map((s) => s.seq)).toEqual([25]));
    const snap = (await db().snapshots.toArray())[0]!;
    expect(snap.state).toEqual(play(autoplay(25)).state);
  });
});
