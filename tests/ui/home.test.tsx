import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportGame } from '../../src/storage';
import { readText } from '../../src/ui/lib/readText';
import { HomeScreen } from '../../src/ui/screens/HomeScreen';
import { NIGHT_1, answer, storeGame, withFreshDB } from './helpers';

function file(text: string, name = 'partie.json'): File {
  return new File([text], name, { type: 'application/json' });
}

function gameTitles(): string[] {
  const list = screen.queryByRole('list', { name: 'Parties enregistrées' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent ?? '')
    : [];
}

describe('l’accueil', () => {
  const db = withFreshDB();
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    vi.restoreAllMocks();
    // jsdom has no object URLs: the export test defines them for itself.
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('sans partie enregistrée, rien à protéger : pas d’avertissement sur le stockage', async () => {
    render(<HomeScreen />);
    expect(await screen.findByText('Aucune partie enregistrée sur cet appareil pour l’instant.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Stockage' })).toBeNull();
  });

  it('liste les parties, et en supprime une après confirmation', async () => {
    const user = userEvent.setup();
    await storeGame([], 'Soirée du vendredi');
    await storeGame(NIGHT_1, 'Chez Marc');
    render(<HomeScreen />);
    await waitFor(() => expect(gameTitles().sort()).toEqual(['Chez Marc', 'Soirée du vendredi']));
    expect(screen.getByRole('link', { name: 'Reprendre «\u00a0Chez Marc\u00a0»' }).getAttribute('href')).toMatch(
      /^\/partie\//,
    );
    // With games to lose, the home says whether the browser may erase them (jsdom has no StorageManager).
    expect(
      await screen.findByText(
        'Ce navigateur ne permet pas de protéger durablement vos parties : exportez les parties importantes.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Supprimer «\u00a0Chez Marc\u00a0»' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la partie\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(await db().games.count()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Supprimer «\u00a0Chez Marc\u00a0»' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(gameTitles()).toEqual(['Soirée du vendredi']));
    expect(await db().games.count()).toBe(1);
    expect(await db().answers.count()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('Partie «\u00a0Chez Marc\u00a0» supprimée.');
  });

  it('exporte une partie dans un fichier JSON', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => {} });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const id = await storeGame(NIGHT_1, 'Chez Marc');
    render(<HomeScreen />);
    await user.click(await screen.findByRole('button', { name: 'Exporter «\u00a0Chez Marc\u00a0»' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^veilleur-chez-marc-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readText(created[0]!));
    expect(saved.answers).toEqual(NIGHT_1);
    expect(saved.game.setup).toEqual((await db().games.get(id))!.setup);
  });

  it('importe un fichier valide (nouvelle entrée) et refuse un fichier abîmé avec le message du validateur', async () => {
    const user = userEvent.setup();
    const id = await storeGame(NIGHT_1, 'Chez Marc');
    const text = JSON.stringify(await exportGame(id));
    render(<HomeScreen />);
    await waitFor(() => expect(gameTitles()).toEqual(['Chez Marc']));
    const input = screen.getByLabelText('Fichier de partie à importer');

    await user.upload(input, file('{ pas du json'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Import refusé\u00a0: Ce fichier n’est pas du JSON lisible.'),
    );
    expect(await db().games.count()).toBe(1);

    // A log the engine refuses: the replay's reason.
    const broken = JSON.parse(text);
    broken.answers[1] = answer('cupidon', ['j7']);
    await user.upload(input, file(JSON.stringify(broken)));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Import refusé\u00a0: Réponse n° 2 refusée : Désignez exactement 2 joueurs.',
      ),
    );
    expect(await db().games.count()).toBe(1);

    await user.upload(input, file(text, 'chez-marc.json'));
    await waitFor(() => expect(gameTitles().sort()).toEqual(['Chez Marc', 'Chez Marc (importée)']));
    expect(screen.getByRole('status').textContent).toBe('Partie importée depuis «\u00a0chez-marc.json\u00a0».');
    const imported = (await db().games.toArray()).find((g) => g.title === 'Chez Marc (importée)')!;
    expect(imported.answerCount).toBe(NIGHT_1.length);
  });

  it('la partie de démonstration : 8 joueurs nommés, composition suggérée, graine au hasard, ouverte sur la nuit 1', async () => {
    const user = userEvent.setup();
    render(<HomeScreen />);
    await user.click(screen.getByRole('button', { name: 'Partie de démonstration' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/partie\//));
    const [game] = await db().games.toArray();
    expect(window.location.pathname).toBe(`/partie/${game!.id}`);
    expect(game!.title).toBe('Partie de démonstration');
    expect(game!.setup.players.map((p) => p.name)).toEqual([
      'Alice',
      'Bruno',
      'Chloé',
      'David',
      'Emma',
      'Félix',
      'Gaëlle',
      'Hugo',
    ]);
    expect([...game!.setup.composition].sort()).toEqual([
      'chasseur',
      'cupidon',
      'loup-garou',
      'loup-garou',
      'sorciere',
      'villageois',
      'villageois',
      'voyante',
    ]);
    expect(game!.setup.deal).toBeUndefined();
    expect(game!.setup.seed).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(game!.summary).toBe('Nuit 1 · Le village s’endort · 8 vivants sur 8');
  });
});
