/**
 * A Quinte-bourg game from the new-game form: the mode option, the suggested
 * party and effect cards, a random deal whose checklist names both cards of
 * each player, then the game's first calls (the posts handed out at the start,
 * 000_a045abd3825f1297.txt:471) and a grimoire with coins and effect cards.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import NewGameScreen from '../../src/ui/screens/NewGameScreen';
import { useSetup } from '../../src/ui/store/setup';
import { handRound, withFreshDB } from './helpers';
import { de } from '../../src/engine/french';

const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
const EFFECTS = [
  'Marchand de sable',
  'Curieux',
  'Infirmier',
  'Scientifique',
  'Tricheur',
  'Assassin',
  'Artiste',
  'Éris',
];

type User = ReturnType<typeof userEvent.setup>;

async function toCards(user: User, mode: string): Promise<void> {
  render(<NewGameScreen />);
  await screen.findByRole('heading', { name: 'Options' });
  await user.click(screen.getByRole('radio', { name: 'Les gens étranges de Quinte-bourg' }));
  const modes = await screen.findByRole('group', { name: 'Mode de jeu' });
  await user.click(within(modes).getByRole('radio', { name: new RegExp(`^${mode}`) }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  for (let i = 0; i < NAMES.length; i++) {
    if (i >= 6) await user.click(screen.getByRole('button', { name: 'Ajouter un joueur' }));
    await user.type(screen.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }), NAMES[i]!);
  }
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Cartes' })).toBeTruthy();
}

describe('une partie des gens étranges de Quinte-bourg', () => {
  const db = withFreshDB();
  beforeEach(() => {
    useSetup.getState().reset();
    window.history.replaceState(null, '', '/nouvelle');
  });

  it('mode V : cartes de parti et à effet suggérées, distribution au hasard, chacun voit ses deux cartes, puis les postes de départ', async () => {
    const user = userEvent.setup();
    await toCards(user, 'Villageois');
    // One party card and one effect card a player (000:112-118): 8 + 8.
    expect(document.querySelector('.card-count')?.textContent).toBe(
      '16 cartes pour 8 joueurs + 8 cartes en plus — Le compte est bon\u00a0: 16 cartes (8 joueurs + 8 cartes en plus).',
    );
    expect(screen.getByLabelText('Cartes Reptilienne alpha').textContent).toBe('1');
    expect(screen.getByLabelText('Cartes Médecin').textContent).toBe('1');
    for (const effect of EFFECTS) expect(screen.getByLabelText(`Cartes ${effect}`).textContent).toBe('1');

    // An effect card too many: the engine's reason, and the form stays on the cards.
    await user.click(screen.getByRole('button', { name: 'Ajouter une carte Cupidon' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // The count fits (an effect card is undealt), but the ruleset says why it is wrong, before and after « Suivant ».
    expect(document.querySelector('.card-check')?.textContent).toBe(
      'Il faut exactement un rôle à effet par joueur\u00a0: 9 pour 8 joueurs.',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Il faut exactement un rôle à effet par joueur\u00a0: 9 pour 8 joueurs.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cartes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retirer une carte Cupidon' }));

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // A fixed seed: the same deal every run (Bruno is not the médecin, who is the Bourreau from the start).
    await user.clear(screen.getByRole('textbox', { name: 'Graine du hasard' }));
    await user.type(screen.getByRole('textbox', { name: 'Graine du hasard' }), 'quinte-ui');
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));
    const held = await handRound(user, NAMES);
    // Each player is shown a party card and an effect card (the engine names every card held).
    for (const cards of held) expect(cards.split(' + ')).toHaveLength(2);
    expect(held.map((c) => c.split(' + ')[1]).sort()).toEqual([...EFFECTS].sort());
    expect(held.filter((c) => c.startsWith('Reptilienne alpha'))).toHaveLength(1);
    expect(held[1]!.startsWith('Médecin')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Commencer la partie' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/partie\//));
    const [game] = await db().games.toArray();
    expect(game!.rulesetId).toBe('quintebourg');

    render(<GameScreen gameId={game!.id} />);
    // The posts are handed out before the first night, one call per post.
    expect(await screen.findByText('Qui reçoit le poste de Notaire ?')).toBeTruthy();
    const grid = screen.getByRole('group', { name: /Notaire/ });
    // One player: the tap is the answer.
    await user.click(within(grid).getByRole('button', { name: 'Bruno' }));
    expect(await screen.findByText('Qui reçoit le poste de Président ?')).toBeTruthy();
    // Bruno may not get a second post (000:471): he is no longer offered.
    expect(
      within(screen.getByRole('group', { name: /Président/ })).queryByRole('button', { name: 'Bruno' }),
    ).toBeNull();

    // The grimoire: both cards, the coins, the post.
    const bruno = screen.getByRole('listitem', { name: 'Bruno' });
    expect(within(bruno).getByText('Notaire')).toBeTruthy();
    expect(within(bruno).getByText('Pièces : 3')).toBeTruthy();
    expect(within(bruno).getByText(/^Rôle à effet : /)).toBeTruthy();
    expect(within(bruno).getByText('Indemne')).toBeTruthy();
  });
  it('carte par carte : la carte de parti de chacun ici, la partie demande ensuite les rôles à effet (000:112-118)', async () => {
    const user = userEvent.setup();
    await toCards(user, 'Villageois');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: 'Carte par carte (les joueurs ont déjà tiré leur carte)' }));
    expect(screen.getByText(/^Donnez ici la carte principale de chacun/)).toBeTruthy();
    // An effect card given as the dealt card: the ruleset says why not.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carte d’Ana' }), 'curieux');
    const party = [
      'reptilienne-alpha',
      'reptilien',
      'medecin',
      'villageois',
      'villageois',
      'villageois',
      'sesiano',
      'reptilienne-noire',
    ];
    for (const [i, name] of NAMES.entries())
      if (i > 0) await user.selectOptions(screen.getByRole('combobox', { name: `Carte ${de(name)}` }), party[i]!);
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Curieux est un rôle à effet\u00a0: pour Ana, la distribution donne le rôle de parti\u00a0; les rôles à effet sont demandés au début de la partie.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carte d’Ana' }), 'reptilienne-alpha');
    await user.click(screen.getByRole('button', { name: 'Distribuer les cartes' }));
    // The party cards are in the players' hands already: nothing to tick.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Commencer la partie' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/partie\//));
    const [game] = await db().games.toArray();
    render(<GameScreen gameId={game!.id} />);
    // The game asks each player's effect card, among those still in the pile.
    expect(await screen.findByText('Quel rôle à effet Ana a-t-il tiré ?')).toBeTruthy();
    const tiles = [...document.querySelectorAll('.prompt-choice .choice-btn')].map((l) => l.textContent);
    expect([...tiles].sort()).toEqual([...EFFECTS].sort());
    await user.click(screen.getByRole('button', { name: 'Curieux' }));
    expect(await screen.findByText('Quel rôle à effet Bruno a-t-il tiré ?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Curieux' })).toBeNull();
  });
});
