/**
 * A game that fails to replay is never a dead end (issue 16): the recovery
 * screen shows why, the game up to its last valid answer, the answers after
 * it, and exports the file as stored; resuming keeps those answers aside.
 * And when storage fails under the game, the game on screen can be exported.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoredGame, getDB, listAside, loadStoredGame, toStorageError } from '../../src/storage';
import { emitStorageAlert } from '../../src/storage/alerts';
import { MSG_CLOSED_BY_BROWSER } from '../../src/storage/messages';
import { readText } from '../../src/ui/lib/readText';
import { StorageAlerts } from '../../src/ui/components/StorageAlerts';
import GameScreen from '../../src/ui/screens/GameScreen';
import { NIGHT_1, TO_DAY_VOTE, answer, sampleSetup, storeGame, withFreshDB } from './helpers';

const db = withFreshDB();

const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';

/** What `downloadText` handed to the browser: the files « downloaded » during the test. */
let downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob instanceof Blob ? blob : null;
    return 'blob:veilleur';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    if (last) downloads.push({ name: this.download, blob: last });
  });
});
afterEach(() => vi.restoreAllMocks());

async function fileOf(i: number): Promise<{ answers: unknown[]; aside: { answers: unknown[] }[] }> {
  return JSON.parse(await readText(downloads[i]!.blob));
}

describe('l’écran de reprise', () => {
  it('une réponse qui ne se rejoue plus : la raison, la partie jusqu’à elle, les réponses qui suivent, l’export brut, puis la reprise', async () => {
    const user = userEvent.setup();
    // As the issue found it: an answer stored for « Le village s’endort » while the game waits for Cupidon's lovers.
    const stored = [...NIGHT_1.slice(0, 2), answer('endormissement', null), answer('voyante', ['j1'])];
    const id = await storeGame(stored);
    render(<GameScreen gameId={id} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'La partie «\u00a0Partie de test\u00a0» ne se rejoue pas jusqu’au bout',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Réponse n° 3 refusée\u00a0: Cette réponse vise «\u00a0Le village s’endort\u00a0», mais l’appel en cours est «\u00a0Les Amoureux\u00a0».',
    );
    expect(screen.getByText(/^2 réponses valides/).textContent).toBe(
      '2 réponses valides\u00a0: Nuit 1, appel en cours\u00a0: Les Amoureux.',
    );
    const tail = within(screen.getByRole('region', { name: 'Les 2 réponses qui suivent' }));
    expect(tail.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Le village s’endort\u00a0: Suivant',
      'La Voyante\u00a0: Alice',
    ]);
    expect(screen.queryByText('Partie indisponible')).toBeNull();

    // The raw file holds every stored answer, the refused ones included.
    await user.click(screen.getByRole('button', { name: 'Exporter le fichier brut' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await fileOf(0)).answers).toEqual(stored);

    await user.click(screen.getByRole('button', { name: 'Reprendre après la réponse n°\u00a02' }));
    expect(
      await screen.findByText('Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Partie reprise après la réponse n° 2 ; les 2 réponses suivantes sont gardées de côté.'),
    ).toBeTruthy();
    expect((await loadStoredGame(id))?.answers).toEqual(stored.slice(0, 2));
    expect((await listAside(id)).map((a) => [a.from, a.answers])).toEqual([[2, stored.slice(2)]]);

    // They stay readable with the game.
    await user.click(screen.getByRole('button', { name: '2 réponses gardées de côté' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Réponses gardées de côté' }));
    expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Le village s’endort\u00a0: Suivant',
      'La Voyante\u00a0: Alice',
    ]);
  });

  it('un journal abîmé (une réponse manque dans la base) s’ouvre aussi sur la reprise', async () => {
    const id = await storeGame(TO_DAY_VOTE);
    await db().answers.delete([id, 4]);
    render(<GameScreen gameId={id} />);
    expect((await screen.findByRole('alert')).textContent).toBe('La réponse n° 5 manque dans la base.');
    expect(screen.getByRole('button', { name: 'Reprendre après la réponse n°\u00a04' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /réponses qui suivent/ })).getAllByRole('listitem')).toHaveLength(
      TO_DAY_VOTE.length - 5,
    );
  });

  it('des règles inconnues : la raison et l’export, pas de reprise possible', async () => {
    const id = await createStoredGame({ ...sampleSetup(), rulesetId: 'inconnu' }, 'Venue d’ailleurs', '');
    render(<GameScreen gameId={id} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Règles inconnues\u00a0: «\u00a0inconnu\u00a0».');
    expect(screen.queryByRole('button', { name: /^Reprendre/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporter le fichier brut' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });
});

describe('le stockage qui lâche', () => {
  it('disque plein : la partie affichée s’exporte depuis la mémoire, avec toutes les réponses confirmées', async () => {
    const user = userEvent.setup();
    const id = await storeGame(NIGHT_1.slice(0, 1));
    render(<GameScreen gameId={id} />);
    await screen.findByText('Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.');
    const quota = toStorageError(new DOMException('Quota exceeded', 'QuotaExceededError'));
    const spy = vi.spyOn(getDB().answers, 'add').mockRejectedValueOnce(quota);
    await user.click(screen.getByRole('button', { name: 'Gaëlle' }));
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    expect(await screen.findByText(/L’appareil manque de place/)).toBeTruthy();
    spy.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Exporter la partie' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^veilleur-partie-de-test-\d{4}-\d{2}-\d{2}\.json$/);
    expect((await fileOf(0)).answers).toEqual(NIGHT_1.slice(0, 1));
  });

  it('base évincée par le navigateur : l’export depuis la mémoire, et le réenregistrement sur l’appareil', async () => {
    const user = userEvent.setup();
    const id = await storeGame(TO_DAY_VOTE);
    render(
      <>
        <StorageAlerts />
        <GameScreen gameId={id} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jour 1'));
    // The browser wiped the origin's data: the database is empty when it reopens.
    await db().delete({ disableAutoOpen: false });
    act(() => emitStorageAlert(MSG_CLOSED_BY_BROWSER, 'closed'));
    expect(await screen.findByText(/complète en mémoire/)).toBeTruthy();

    // The rescue's buttons load with their module (only when storage fails).
    await user.click(await screen.findByRole('button', { name: 'Exporter la partie' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await fileOf(0)).answers).toEqual(TO_DAY_VOTE);

    await user.click(screen.getByRole('button', { name: 'Réenregistrer sur cet appareil' }));
    await waitFor(async () => expect(await getDB().games.count()).toBe(1));
    const [copy] = await getDB().games.toArray();
    expect((await loadStoredGame(copy!.id))?.answers).toEqual(TO_DAY_VOTE);
    // …and the screen moved to the game stored again.
    expect(window.location.pathname).toBe(`/partie/${copy!.id}`);
  });
});

describe('la base supprimée depuis un autre onglet (issue 28)', () => {
  it('le bandeau dit ce qui se passe, l’export vient d’abord, aucun « Recharger », les taps disent « rien n’a été enregistré », puis on réenregistre', async () => {
    const user = userEvent.setup();
    const given = [answer('endormissement', null)];
    const id = await storeGame(given);
    const name = db().name;
    render(
      <>
        <StorageAlerts />
        <GameScreen gameId={id} />
      </>,
    );
    await screen.findByText(CUPIDON);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Another tab deletes the database: this tab's connection is asked to close, then it is gone.
    await act(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.deleteDatabase(name);
          req.onsuccess = () => resolve();
          req.onerror = () => reject(req.error);
        }),
    );

    const banner = await screen.findByText(/supprimées depuis un autre onglet/);
    const box = banner.closest('.storage-banner') as HTMLElement;
    expect(box.dataset.kind).toBe('deleted');
    await within(box).findByRole('button', { name: 'Exporter la partie' });
    // The way out comes first, and a reload (which would lose the game) is not offered.
    const buttons = within(box)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Exporter la partie', 'Réenregistrer sur cet appareil']);
    expect(screen.queryByRole('button', { name: 'Recharger' })).toBeNull();

    // A tap: refused, and said so (never « vos réponses sont enregistrées »); the call stays.
    await user.click(screen.getByRole('button', { name: 'Gaëlle' }));
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    const said = (re: RegExp): boolean => screen.getAllByRole('alert').some((a) => re.test(a.textContent ?? ''));
    await waitFor(() => expect(said(/^Rien n’a été enregistré/)).toBe(true));
    expect(said(/sont enregistrées/)).toBe(false);
    expect(screen.getByText(CUPIDON)).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Exporter la partie' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await fileOf(0)).answers).toEqual(given);

    await user.click(within(box).getByRole('button', { name: 'Réenregistrer sur cet appareil' }));
    await waitFor(async () => expect(await getDB().games.count()).toBe(1));
    const [copy] = await getDB().games.toArray();
    expect((await loadStoredGame(copy!.id))?.answers).toEqual(given);
    expect(window.location.pathname).toBe(`/partie/${copy!.id}`);
    expect(await screen.findByText(/de nouveau enregistrée sur cet appareil/)).toBeTruthy();
    await getDB().delete();
  });
});
