/**
 * The players' screen in jsdom: the board renders a frame (and only what is
 * in it), the public window follows the MJ window over a real
 * BroadcastChannel, and public mode on the tablet keeps the MJ view out of
 * the DOM until the right PIN.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicVote, publicView } from '../../src/engine';
import { App } from '../../src/ui/App';
import { LOCK_KEY } from '../../src/ui/public/lock';
import { PIN_KEY, TRIES_KEY } from '../../src/ui/public/pin';
import { PublicBoard } from '../../src/ui/public/PublicBoard';
import type { PublicFrame } from '../../src/ui/public/protocol';
import { navigate } from '../../src/ui/router';
import GameScreen from '../../src/ui/screens/GameScreen';
import PublicScreen from '../../src/ui/screens/PublicScreen';
import { answer, play, rules, storeGame, TABLE, TO_DAY_VOTE, withFreshDB } from './helpers';

const CARDS = ['Loup-Garou', 'Voyante', 'Sorcière', 'Chasseur', 'Cupidon', 'Simple Villageois'];

describe('le tableau public', () => {
  it('montre le jour, les morts annoncés avec leur carte, le Capitaine, les annonces et le vote en cours', () => {
    const s = play(TO_DAY_VOTE).state;
    const frame: PublicFrame = {
      view: publicView(rules, s),
      vote: publicVote(rules, s, { j4: 'j1', j1: 'j5', j2: 'j5', j5: 'j1', j6: null }),
      timers: [{ label: 'Le débat', totalMs: 180_000, remainingMs: 65_000, running: false, endsAt: null }],
    };
    render(<PublicBoard frame={frame} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jour 1');
    const players = within(screen.getByRole('region', { name: 'Joueurs' }));
    expect(players.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(
      TABLE.map(([, name]) => name),
    );
    expect(players.getByRole('listitem', { name: 'Chloé' }).textContent).toBe('ChloéMortVoyante');
    expect(players.getByRole('listitem', { name: 'David' }).textContent).toBe('DavidCapitaine');
    // French typography on the board: no line break before a colon.
    expect(screen.getByRole('region', { name: 'Aube du jour 1' }).textContent).toContain(
      'Chloé a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Voyante.',
    );
    expect(screen.getByRole('region', { name: 'Postes publics' }).textContent).toContain('Capitaine\u00a0: David');
    // Hands raised: who voted for whom, the Capitaine's voice double.
    const vote = within(screen.getByRole('region', { name: 'Vote en cours' }));
    expect(vote.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Alice3\u00a0voixDavid ×2, Emma',
      'Emma2\u00a0voixAlice, Bruno',
    ]);
    expect(vote.getByText('Bulletins : 5 / 7')).toBeTruthy();
    expect(vote.getByText(/^Blanc/).textContent).toBe('Blanc\u00a0: 1\u00a0voix (Félix)');
    expect(
      within(screen.getByRole('region', { name: 'Minuteur\u00a0: Le débat' })).getByRole('timer').textContent,
    ).toBe('1:05');
    expect(screen.getByText('En pause')).toBeTruthy();
    // Nothing the frame does not hold: Chloé's card only.
    const text = document.body.textContent!;
    for (const card of CARDS.filter((c) => c !== 'Voyante')) expect(text).not.toContain(card);
  });

  it('montre les blocs d’une règle (fête du dimanche, loi du jour, mariages, boutique, enchère, échéance), puis les vainqueurs', () => {
    const base = publicView(rules, play(TO_DAY_VOTE).state);
    const frame: PublicFrame = {
      view: {
        ...base,
        weekday: 'dimanche',
        blocks: [
          { kind: 'banner', title: 'Dimanche : fête au village', text: 'Pas de mort, pas d’exécution.' },
          { kind: 'lines', title: 'Loi du jour', lines: ['Le vote blanc est interdit'] },
          { kind: 'holders', title: 'Mariages', rows: [{ players: ['j1', 'j2'] }] },
          {
            kind: 'tally',
            title: 'Boutique',
            rows: [
              { label: 'Pigeon', count: 2 },
              { label: 'Chaudron', count: 1 },
            ],
          },
          { kind: 'lines', title: 'Enchère', lines: ['Boule de cristal', 'Meilleure mise : Félix, 4'] },
          { kind: 'countdown', title: 'Échéance', endsAt: Date.now() + 3_600_000 },
        ],
        ended: { winners: ['j3', 'j4'], reason: 'Le village gagne !', camps: ['Village'] },
      },
      vote: null,
      timers: [{ label: 'Fête au village', totalMs: 600_000, remainingMs: 600_000, running: false, endsAt: null }],
    };
    render(<PublicBoard frame={frame} />);
    expect(screen.getByText('Dimanche')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dimanche : fête au village' }).textContent).toContain(
      'Pas de mort, pas d’exécution.',
    );
    expect(screen.getByRole('region', { name: 'Minuteur\u00a0: Fête au village' }).textContent).toContain('10:00');
    expect(screen.getByRole('region', { name: 'Loi du jour' }).textContent).toContain('Le vote blanc est interdit');
    expect(screen.getByRole('region', { name: 'Mariages' }).textContent).toContain('Alice et Bruno');
    expect(screen.getByRole('region', { name: 'Boutique' }).textContent).toBe('BoutiquePigeon 2Chaudron 1');
    expect(screen.getByRole('region', { name: 'Enchère' }).textContent).toContain('Meilleure mise\u00a0: Félix, 4');
    expect(screen.getByRole('region', { name: 'Échéance' }).textContent).toMatch(/^Échéance(60:00|59:5\d)$/);
    const end = screen.getByRole('region', { name: 'Fin de partie' });
    expect(end.textContent).toContain('Le village gagne\u00a0!');
    expect(end.textContent).toContain('Vainqueurs\u00a0: Chloé, David');
  });

  it('compte le minuteur en cours à partir de son heure de fin', () => {
    vi.useFakeTimers();
    try {
      const now = Date.now();
      const view = publicView(rules, play(TO_DAY_VOTE).state);
      render(
        <PublicBoard
          frame={{
            view,
            vote: null,
            timers: [{ label: 'Le débat', totalMs: 60_000, remainingMs: 60_000, running: true, endsAt: now + 60_000 }],
          }}
        />,
      );
      expect(screen.getByRole('timer').textContent).toBe('1:00');
      act(() => vi.advanceTimersByTime(21_000));
      expect(screen.getByRole('timer').textContent).toBe('0:39');
      act(() => vi.advanceTimersByTime(40_000));
      expect(screen.getByText('Temps écoulé !')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('la fenêtre publique et la fenêtre du MJ', () => {
  withFreshDB();

  it('attend une table, la rattrape dès qu’elle répond, suit ses réponses et le vote tapé, et revient en attente quand elle part', async () => {
    const user = userEvent.setup();
    const pub = render(<PublicScreen />);
    expect(screen.getByText('En attente de la table du MJ…')).toBeTruthy();

    const id = await storeGame(TO_DAY_VOTE);
    const mj = render(<GameScreen gameId={id} />);
    const board = () => pub.container.querySelector('.pb');
    await waitFor(() => expect(board()?.querySelector('h1')?.textContent).toBe('Jour 1'));

    // The MJ taps a ballot: the public window shows it, not the MJ's screen's other parts.
    await user.click(within(mj.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'Alice' }));
    await user.click(
      within(mj.container.querySelector<HTMLElement>('.ballot-voters')!).getByRole('button', { name: /^David/ }),
    );
    await waitFor(() =>
      expect(within(pub.getByRole('region', { name: 'Vote en cours' })).getAllByRole('listitem')[0]!.textContent).toBe(
        'Alice2\u00a0voixDavid ×2',
      ),
    );
    expect(pub.container.textContent).not.toContain('Sorcière');

    // A second public window opened late catches up at once.
    const late = render(<PublicScreen />);
    await waitFor(() => expect(late.container.querySelector('.pb h1')?.textContent).toBe('Jour 1'));
    late.unmount();

    mj.unmount();
    await waitFor(() => expect(pub.getByText('En attente de la table du MJ…')).toBeTruthy());
  });

  it('ignore un message mal formé ou étranger', async () => {
    render(<PublicScreen />);
    const stranger = new BroadcastChannel('veilleur-public');
    stranger.postMessage({ type: 'view', view: { heading: 'Piège', players: [] } });
    stranger.postMessage({
      protocol: 'veilleur-public',
      v: 1,
      type: 'view',
      from: 'x',
      activeAt: 1,
      view: { heading: 'Piège' },
      vote: null,
      timers: [],
    });
    await new Promise((r) => setTimeout(r, 50));
    stranger.close();
    expect(screen.getByText('En attente de la table du MJ…')).toBeTruthy();
    expect(screen.queryByText('Piège')).toBeNull();
  });
});

describe('le mode public sur la tablette', () => {
  withFreshDB();
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => localStorage.clear());

  const grimoire = () => screen.queryByRole('region', { name: 'Grimoire' });
  async function longPress(): Promise<void> {
    const corner = screen.getByRole('button', { name: 'Vue du MJ (appui long)' });
    fireEvent.pointerDown(corner);
    await act(() => new Promise((r) => setTimeout(r, 900)));
    fireEvent.pointerUp(corner);
  }

  it('le code est choisi la première fois ; la vue du MJ n’est plus dans le DOM ; un mauvais code est refusé, le bon la rend', async () => {
    const user = userEvent.setup();
    const id = await storeGame([...TO_DAY_VOTE.slice(0, 8)]);
    act(() => navigate(`/partie/${id}`));
    render(<App />);
    await screen.findByText('Le village se réveille, sauf Chloé.');
    expect(grimoire()).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Outils' }));
    await user.click(screen.getByRole('button', { name: 'Mode public' }));
    const dialog = screen.getByRole('dialog', { name: 'Choisir un code MJ' });
    // The « Outils » menu folded: not left open behind the dialog (issue 23).
    expect(screen.getByRole('button', { name: 'Outils' }).getAttribute('aria-expanded')).toBe('false');
    await user.type(within(dialog).getByLabelText('Nouveau code'), '2468');
    await user.type(within(dialog).getByLabelText('Confirmez le code'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et passer en mode public' }));

    await waitFor(() => expect(grimoire()).toBeNull());
    expect(localStorage.getItem(PIN_KEY)).not.toContain('2468');
    expect(document.querySelector('.call-line')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Journal' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aube du jour 1');
    // Not a word of a card: the dawn is not even announced yet.
    for (const card of CARDS) expect(document.body.textContent).not.toContain(card);

    // A plain tap on the corner does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Vue du MJ (appui long)' }));
    expect(screen.queryByRole('dialog', { name: 'Code MJ' })).toBeNull();

    await longPress();
    const pad = await screen.findByRole('dialog', { name: 'Code MJ' });
    await user.type(within(pad).getByLabelText('Tapez votre code pour revenir à la vue du MJ.'), '1357');
    await user.click(within(pad).getByRole('button', { name: 'Valider' }));
    // The check is asynchronous (SubtleCrypto): wait for its answer, not for the (always present) alert region.
    await waitFor(() => expect(within(pad).getByRole('alert').textContent).toBe('Code incorrect.'));
    expect(grimoire()).toBeNull();

    for (const d of '2468') await user.click(within(pad).getByRole('button', { name: d }));
    await user.click(within(pad).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(grimoire()).toBeTruthy());
    expect(screen.getByText('Le village se réveille, sauf Chloé.')).toBeTruthy();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('reste en mode public après un rechargement et quelle que soit l’adresse ; trop d’essais font attendre', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    localStorage.setItem(LOCK_KEY, JSON.stringify({ gameId: id }));
    // A PIN chosen earlier on this device (« 2468 »), and two wrong tries already.
    const { choosePin } = await import('../../src/ui/public/pin');
    await choosePin('2468', '2468');
    localStorage.setItem(TRIES_KEY, JSON.stringify({ fails: 2, until: 0 }));

    // The home page's address: still the locked game's public board.
    render(<App />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nuit 1');
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).toBeNull();
    expect(grimoire()).toBeNull();

    await longPress();
    const pad = await screen.findByRole('dialog', { name: 'Code MJ' });
    await user.type(within(pad).getByLabelText('Tapez votre code pour revenir à la vue du MJ.'), '0000');
    await user.click(within(pad).getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(within(pad).getByRole('alert').textContent).toBe(
        'Code incorrect. Trop d’essais\u00a0: réessayez dans 30\u00a0s.',
      ),
    );
    expect((within(pad).getByRole('button', { name: 'Valider' }) as HTMLButtonElement).disabled).toBe(true);
    expect(grimoire()).toBeNull();
  });
});
