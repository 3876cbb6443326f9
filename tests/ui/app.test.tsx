import { act, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/ui/App';
import { ErrorBoundary } from '../../src/ui/components/ErrorBoundary';
import { navigate } from '../../src/ui/router';
import { storeGame, withFreshDB } from './helpers';
import { typo } from '../../src/engine/french';

function Boom(): never {
  throw new Error('panne simulée');
}

describe('l’application', () => {
  const db = withFreshDB();
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => vi.restoreAllMocks());

  it('route l’accueil, une partie (par son id dans l’URL) et l’écran public', async () => {
    const id = await storeGame([], 'Partie routée');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Veilleur', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Veilleur');

    act(() => navigate(`/partie/${id}`));
    expect(await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Nuit 1 · Partie routée — Veilleur'));

    // The game tab is closed here, so the players' screen waits for a table.
    act(() => navigate('/public'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Écran public');
    expect(screen.getByText('En attente de la table du MJ…')).toBeTruthy();

    act(() => window.history.back());
    expect(await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.')).toBeTruthy();
  });

  it('une partie introuvable : un message en français, pas un écran vide', async () => {
    window.history.replaceState(null, '', '/partie/inconnue');
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette partie est introuvable\u00a0: elle a peut-être été supprimée.',
    );
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });

  it('un autre onglet met la base à jour : bandeau d’alerte et « Recharger »', async () => {
    await storeGame([], 'Partie ouverte');
    render(<App />);
    await screen.findByRole('heading', { name: 'Partie ouverte' });
    // A newer Veilleur opens the same database with a higher version.
    const newer = new Dexie(db().name);
    newer.version(db().verno + 1).stores({ games: 'id, updatedAt, rulesetId' });
    await newer.open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      typo(
        'Veilleur a été mis à jour dans un autre onglet : les réponses confirmées jusqu’ici sont enregistrées, mais cette page ne peut plus rien enregistrer. Rechargez-la pour continuer.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
    newer.close();
  });

  it('une erreur inattendue : message en français et bouton « Recharger »', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Une erreur inattendue est survenue');
    expect(screen.getByText('Détail technique : panne simulée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });
});
