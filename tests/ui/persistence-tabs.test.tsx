/**
 * Two tabs on one game (issue 16): one tab holds the game, the other follows
 * it read-only until « Reprendre ici »; a write from a tab that missed the
 * other tab's answers or undo is refused, loses nothing and deletes nothing.
 * « The other tab » is played by the test: it holds the lock, and writes to
 * the same database with the storage functions, as another tab would.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendAnswer, listAside, loadStoredGame, truncateAnswers } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import { back, openGame, submit } from '../../src/ui/store/play';
import { useSession } from '../../src/ui/store/session';
import { installLocks, otherTabHolds, type FakeLocks } from './fake-locks';
import { NIGHT_1, answer, lineOf, play, storeGame, withFreshDB } from './helpers';

const NIGHT = 'C’est la nuit : tout le village s’endort. Fermez les yeux.';
const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';

const db = withFreshDB();

describe('un seul onglet tient la partie', () => {
  let locks: FakeLocks;
  let remove: () => void;
  beforeEach(() => {
    ({ locks, remove } = installLocks());
  });
  afterEach(() => remove());

  it('le second onglet la montre en lecture seule, la suit, et « Reprendre ici » la lui donne', async () => {
    const user = userEvent.setup();
    const id = await storeGame();
    const other = otherTabHolds(locks, id);
    render(<GameScreen gameId={id} />);

    expect(await screen.findByText(NIGHT)).toBeTruthy();
    const banner = screen.getByText(/Cette partie est ouverte dans un autre onglet/).closest('.banner')!;
    expect(banner).toBeTruthy();
    // Read-only: the call's buttons are inert, and the store refuses a write anyway.
    expect(screen.getByRole('button', { name: 'Suivant' }).closest('[inert]')).not.toBeNull();
    expect(await submit(answer('endormissement', null))).toEqual({
      ok: false,
      error:
        'Cette partie est ouverte dans un autre onglet\u00a0: touchez «\u00a0Reprendre ici\u00a0» pour la jouer dans celui-ci.',
    });
    expect((await db().games.get(id))?.answerCount).toBe(0);

    // The holder answers: this tab follows.
    const head = (await loadStoredGame(id))!.head;
    await appendAnswer(id, head, answer('endormissement', null));
    expect(await screen.findByText(CUPIDON)).toBeTruthy();

    // « Reprendre ici »: the other tab loses the lock, this one writes.
    await user.click(within(banner as HTMLElement).getByRole('button', { name: 'Reprendre ici' }));
    await other.lost;
    await waitFor(() => expect(screen.queryByText(/Cette partie est ouverte dans un autre onglet/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Gaëlle' }).closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gaëlle' }));
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    expect(
      await screen.findByText(lineOf(play([answer('endormissement', null), answer('cupidon', ['j7', 'j8'])]).state)),
    ).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(2);
  });

  it('l’onglet qui tenait la partie passe en lecture seule quand un autre la reprend', async () => {
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(NIGHT)).toBeTruthy();
    expect(locks.isHeld(`veilleur-partie-${id}`)).toBe(true);
    expect(screen.queryByText(/ouverte dans un autre onglet/)).toBeNull();

    // The other tab's « Reprendre ici ».
    void locks.request(`veilleur-partie-${id}`, { steal: true }, () => new Promise(() => {}));
    // (Testing Library reads a non-breaking space as a space.)
    expect(
      await screen.findByText(
        'Cette partie a été reprise dans un autre onglet : celui-ci ne fait plus que la montrer.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprendre ici' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' }).closest('[inert]')).not.toBeNull();
  });
});

describe('sans verrou (navigateur sans Web Locks) : les écritures restent conditionnelles', () => {
  it('une réponse d’un onglet qui n’a pas vu l’annulation et la nouvelle réponse de l’autre est refusée, gardée de côté, et la partie s’ouvre toujours', async () => {
    const id = await storeGame(NIGHT_1.slice(0, 3));
    await openGame(id);
    const seen = useSession.getState().game!;
    expect(seen.timeline.answers).toHaveLength(3);

    // The other tab goes back one answer and answers differently (Cupidon's lovers stay, the Voyante looks at Bruno).
    const head = (await loadStoredGame(id))!.head;
    const cut = await truncateAnswers(id, head, 2);
    await appendAnswer(id, cut, answer('amoureux', null));
    await appendAnswer(id, (await loadStoredGame(id))!.head, answer('voyante', ['j2']));
    const stored = (await loadStoredGame(id))!.answers;

    // This tab, still at 3 answers, sends the Voyante's look at Alice.
    const r = await submit(answer('voyante', ['j1']));
    expect(r.ok).toBe(false);
    // Nothing of the other tab was lost, this answer was not written into the log…
    expect((await loadStoredGame(id))!.answers).toEqual(stored);
    // …but kept aside, and the screen shows the game as stored, with why.
    expect((await listAside(id)).map((a) => [a.from, a.answers])).toEqual([
      [3, [{ ...answer('voyante', ['j1']), seq: 3 }]],
    ]);
    await waitFor(() => expect(useSession.getState().game?.timeline.answers).toHaveLength(4));
    expect(useSession.getState().notice).toMatch(/^Cette partie a avancé dans un autre onglet/);
    expect(useSession.getState().aside).toHaveLength(1);
    expect(useSession.getState().load.status).toBe('ready');
  });

  it('« Retour » dans un onglet périmé n’efface rien de ce que l’autre onglet a joué', async () => {
    const id = await storeGame(NIGHT_1.slice(0, 2));
    await openGame(id);
    let head = (await loadStoredGame(id))!.head;
    for (const a of NIGHT_1.slice(2, 5)) head = await appendAnswer(id, head, a);

    await back();
    expect((await loadStoredGame(id))!.answers).toEqual(NIGHT_1.slice(0, 5));
    await waitFor(() => expect(useSession.getState().game?.timeline.answers).toHaveLength(5));
    expect(useSession.getState().notice).toMatch(/^Retour impossible\u00a0: la partie a changé dans un autre onglet/);
  });

  it('l’onglet qui joue voit la réponse d’un autre onglet et se met à jour', async () => {
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    expect(await screen.findByText(NIGHT)).toBeTruthy();
    await appendAnswer(id, (await loadStoredGame(id))!.head, answer('endormissement', null));
    expect(await screen.findByText(CUPIDON)).toBeTruthy();
    expect(
      screen.getByText(
        'La partie a été modifiée dans un autre onglet : l’écran montre maintenant la partie telle qu’elle est enregistrée.',
      ),
    ).toBeTruthy();
  });
});
