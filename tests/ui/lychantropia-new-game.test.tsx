/**
 * A Lychantropia game from the new-game form: its options, the two camps as
 * the composition (one wolf in four), a random deal, then the game screen's
 * first call with its texts to copy.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import NewGameScreen from '../../src/ui/screens/NewGameScreen';
import { useSetup } from '../../src/ui/store/setup';
import { handRound, withFreshDB } from './helpers';

const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];

describe('une partie de Made in Lychantropia', () => {
  const db = withFreshDB();
  beforeEach(() => {
    useSetup.getState().reset();
    window.history.replaceState(null, '', '/nouvelle');
  });

  it('se crée avec ses options et ses deux camps, puis s’ouvre sur les messages de départ à copier', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen />);
    await screen.findByRole('heading', { name: 'Options' });
    await user.click(screen.getByRole('radio', { name: 'Made in Lychantropia' }));
    expect(await screen.findByText('Distribution des objets')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    for (let i = 0; i < NAMES.length; i++) {
      if (i >= 5) await user.click(screen.getByRole('button', { name: 'Ajouter un joueur' }));
      await user.type(screen.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }), NAMES[i]!);
    }
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Cartes' })).toBeTruthy();
    expect(document.querySelector('.card-count')?.textContent).toBe(
      '8 cartes pour 8 joueurs — Le compte est bon\u00a0: 8 cartes.',
    );
    expect(screen.getByLabelText('Cartes Loup').textContent).toBe('2');
    expect(screen.getByLabelText('Cartes Villageois').textContent).toBe('6');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));
    const cards = await handRound(user, NAMES);
    expect(cards.filter((c) => c === 'Loup')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Commencer la partie' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/partie\//));
    const [game] = await db().games.toArray();
    expect(game!.rulesetId).toBe('lychantropia');

    render(<GameScreen gameId={game!.id} />);
    expect((await screen.findAllByText('Début de partie')).length).toBeGreaterThan(0);
    expect(document.querySelector('.call-title')?.textContent).toBe('Début de partie');
    const texts = screen.getByRole('region', { name: 'Textes à copier' });
    expect(within(texts).getByRole('listitem', { name: 'Post public\u00a0: ouverture de la partie' })).toBeTruthy();
    expect(
      within(texts)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Post public\u00a0: ouverture de la partie', ...NAMES.map((n) => `Message privé à ${n}`)]);
    // The grimoire shows each player's items.
    expect(screen.getAllByText(/^Objets : /)).toHaveLength(8);
  });
});
