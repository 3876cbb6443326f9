/**
 * The new-game form (issue 23): each step opens at its top with its title;
 * Enter after the last name leaves no empty row to block « Suivant »; a
 * refusal shows beside the button that caused it; the cards step judges the
 * cards only, so « Utiliser cette composition » (Équilibre) lands with no
 * error while the players are still to name.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import NewGameScreen from '../../src/ui/screens/NewGameScreen';
import { useSetup } from '../../src/ui/store/setup';
import { rules, withFreshDB } from './helpers';

describe('le formulaire de nouvelle partie', () => {
  withFreshDB();
  beforeEach(() => {
    useSetup.getState().reset();
    window.history.replaceState(null, '', '/nouvelle');
  });

  it('Entrée après le dernier nom ne laisse pas de ligne vide qui bloque « Suivant » ; chaque étape s’ouvre sur son titre', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen />);
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Joueurs' }));
    const names = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Félix', 'Gaëlle', 'Hugo'];
    for (const [i, name] of names.entries())
      await user.type(screen.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }), `${name}{Enter}`);
    // The Enter after Hugo opened a ninth row, left empty.
    expect(screen.getByRole('textbox', { name: 'Nom du joueur 9' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Cartes' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Cartes' }));
    expect(useSetup.getState().players.map((p) => p.name)).toEqual(names);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('un refus s’affiche à côté du bouton qui l’a causé', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen />);
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 1' }), 'Alice');
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 2' }), 'alice');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.closest('.setup-nav')).toBe(screen.getByRole('button', { name: 'Suivant' }).closest('.setup-nav'));
  });

  it('les cartes d’une table encore à nommer (« Utiliser cette composition ») : aucune erreur', async () => {
    const s = useSetup.getState();
    s.ensurePlayers(8);
    s.setComposition(rules.suggestComposition(8, {}));
    s.goTo('cards');
    render(<NewGameScreen />);
    await screen.findByText('8 cartes pour 8 joueurs');
    await waitFor(() => expect(document.querySelector('.card-check')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
