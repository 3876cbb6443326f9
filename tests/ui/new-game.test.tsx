import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine';
import NewGameScreen from '../../src/ui/screens/NewGameScreen';
import { compositionOf } from '../../src/ui/setup/buildSetup';
import { useSetup } from '../../src/ui/store/setup';
import { handRound, TABLE, rules, withFreshDB } from './helpers';
import { de, typo } from '../../src/engine/french';

type User = ReturnType<typeof userEvent.setup>;

async function enterPlayers(user: User): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Suivant' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Joueurs' })).toBeTruthy();
  for (let i = 0; i < TABLE.length; i++) {
    if (i >= 4) await user.click(screen.getByRole('button', { name: 'Ajouter un joueur' }));
    await user.type(screen.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }), TABLE[i]![1]);
  }
}

function countText(): string {
  return document.querySelector('.card-count')?.textContent ?? '';
}

describe('nouvelle partie', () => {
  const db = withFreshDB();
  beforeEach(() => {
    useSetup.getState().reset();
    window.history.replaceState(null, '', '/nouvelle');
  });

  it('ne garde que les options du livre choisi, même si un autre livre en a laissé en route (« Suivant » ne les refuse pas)', async () => {
    // A late effect of the book first shown (Thiercelieux) wrote its options after the MJ picked Quinte-bourg.
    useSetup.getState().setRuleset('quintebourg');
    useSetup.getState().setOptions({ electionCapitaine: 'jour1', pieces: 5 });
    render(<NewGameScreen />);
    await waitFor(() => expect(useSetup.getState().options).toHaveProperty('mode'));
    expect(useSetup.getState().options).not.toHaveProperty('electionCapitaine');
    // The MJ's own choice for this book stays.
    expect(useSetup.getState().options.pieces).toBe(5);
  });

  it('joueurs, composition, cartes saisies une à une, vérification : la partie est créée avec cette distribution', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen />);
    expect(await screen.findByRole('heading', { name: 'Options' })).toBeTruthy();
    // The five books are playable: none is offered as « bientôt ».
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).disabled)).toEqual([]);
    expect((screen.getByRole('radio', { name: 'Quinte-bourg (révision)' }) as HTMLInputElement).disabled).toBe(false);

    // Two players with the same name: the engine's reason, and we stay.
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 1' }), 'Alice');
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 2' }), 'alice');
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 3' }), 'Chloé');
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur 4' }), 'David');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('alert').textContent).toBe(
      typo('Joueurs n° 1 et n° 2 : deux joueurs s’appellent « alice ».'),
    );
    await user.click(screen.getByRole('button', { name: '1. Règles' }));
    useSetup.getState().reset();
    await enterPlayers(user);

    // Seating order: move Bruno up, then back down.
    await user.click(screen.getByRole('button', { name: 'Monter Bruno' }));
    expect((screen.getByRole('textbox', { name: 'Nom du joueur 1' }) as HTMLInputElement).value).toBe('Bruno');
    await user.click(screen.getByRole('button', { name: 'Descendre Bruno' }));
    expect((screen.getByRole('textbox', { name: 'Nom du joueur 2' }) as HTMLInputElement).value).toBe('Bruno');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Cartes' })).toBeTruthy();
    expect(countText()).toBe('8 cartes pour 8 joueurs — Le compte est bon\u00a0: 8 cartes.');

    await user.click(screen.getByRole('button', { name: 'Ajouter une carte Voleur' }));
    expect(countText()).toBe(
      '9 cartes pour 8 joueurs + 2 cartes en plus — Il manque 1 carte\u00a0: il en faut 10 (8 joueurs + 2 cartes en plus).',
    );
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'La composition compte 9 cartes\u00a0; il en faut 10 (dont 2 cartes en plus).',
    );
    await user.click(screen.getByRole('button', { name: 'Retirer une carte Voleur' }));
    await user.click(screen.getByRole('button', { name: 'Tout retirer' }));
    expect(countText()).toBe('0 cartes pour 8 joueurs — Il manque 8 cartes\u00a0: il en faut 8.');
    await user.click(screen.getByRole('button', { name: 'Composition suggérée pour 8 joueurs' }));
    expect(countText()).toBe('8 cartes pour 8 joueurs — Le compte est bon\u00a0: 8 cartes.');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: 'Carte par carte (les joueurs ont déjà tiré leur carte)' }));
    for (const [, name, role] of TABLE.slice(0, 6))
      await user.selectOptions(screen.getByRole('combobox', { name: `Carte ${de(name)}` }), role);
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));
    expect(screen.getByRole('alert').textContent).toBe('Aucune carte n’est attribuée à Gaëlle.');
    // The last card fills itself: one player left, one kind of card left.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carte de Gaëlle' }), 'villageois');
    expect((screen.getByRole('combobox', { name: 'Carte d’Hugo' }) as HTMLSelectElement).value).toBe('villageois');
    expect(screen.getByText('Cartes restantes : 0 (il en faut 0)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Vérification' })).toBeTruthy();
    // Cards entered one by one: the players hold them already, nothing to tick.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    const start = screen.getByRole('button', { name: 'Commencer la partie' }) as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    await user.click(start);

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/partie\/[0-9a-f-]{36}$/));
    const games = await db().games.toArray();
    expect(games).toHaveLength(1);
    expect(games[0]!.setup.deal).toEqual(Object.fromEntries(TABLE.map(([id, , role]) => [id, role])));
    expect(games[0]!.setup.players.map((p) => p.name)).toEqual(TABLE.map(([, name]) => name));
    expect(window.location.pathname).toBe(`/partie/${games[0]!.id}`);
  });

  it('distribution au hasard : la graine est préremplie et la vérification montre la distribution du moteur', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen />);
    await screen.findByRole('heading', { name: 'Options' });
    await enterPlayers(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const seed = screen.getByRole('textbox', { name: 'Graine du hasard' }) as HTMLInputElement;
    expect(seed.value).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    await user.clear(seed);
    await user.type(seed, 'ma-graine');
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));

    const expected = createGame(rules, {
      rulesetId: 'thiercelieux',
      options: {},
      players: TABLE.map(([id, name]) => ({ id, name })),
      // The form lists the cards in the ruleset's order: the seed shuffles that list.
      composition: compositionOf(rules, {
        'loup-garou': 2,
        villageois: 2,
        voyante: 1,
        sorciere: 1,
        chasseur: 1,
        cupidon: 1,
      }),
      seed: 'ma-graine',
    });
    if (!expected.ok) throw new Error(expected.error);
    // The tablet goes round: each player sees the card the engine dealt him, alone.
    const seen = await handRound(
      user,
      TABLE.map(([, name]) => name),
    );
    expect(seen).toEqual(TABLE.map(([id]) => rules.roles.find((r) => r.id === expected.value.players[id]!.role)!.name));
    expect(screen.getByText('8 / 8 joueurs ont vu leur carte')).toBeTruthy();
  });
});
