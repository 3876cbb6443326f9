/**
 * No answer lost (issue 23): the ballots being entered are kept on the device
 * as they are entered, restored when the game opens again (a reload, « Mode
 * public »), dropped once the vote is validated or undone; after « Retour »,
 * « Rejouer » gives the undone answer again in one tap.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import { keptDraft } from '../../src/ui/store/draftMemory';
import { closeGame } from '../../src/ui/store/play';
import { answer, lineOf, play, storeGame, TO_DAY_VOTE, withFreshDB } from './helpers';

type User = ReturnType<typeof userEvent.setup>;

const voterButton = (who: string): HTMLElement =>
  within(document.querySelector<HTMLElement>('.ballot-voters')!).getByRole('button', { name: new RegExp(`^${who}`) });

async function vote(user: User, voter: string, target: string): Promise<void> {
  await user.click(within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: target }));
  await user.click(voterButton(voter));
}

/** The game left and opened again, as a reload does. */
async function reopen(id: string): Promise<void> {
  cleanup();
  closeGame();
  render(<GameScreen gameId={id} />);
  await screen.findByText(lineOf(play(TO_DAY_VOTE).state));
}

const VOTE = lineOf(play(TO_DAY_VOTE).state);
const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';
const LOVERS = 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.';

describe('aucune réponse perdue', () => {
  withFreshDB();
  afterEach(() => localStorage.clear());

  it('les bulletins saisis survivent à un rechargement, puis sont oubliés une fois le vote validé', async () => {
    const user = userEvent.setup();
    const id = await storeGame(TO_DAY_VOTE);
    render(<GameScreen gameId={id} />);
    await screen.findByText(VOTE);
    await vote(user, 'Bruno', 'Alice');
    await vote(user, 'David', 'Alice');
    expect(keptDraft(id, TO_DAY_VOTE.length)).toEqual({ j2: 'j1', j4: 'j1' });

    await reopen(id);
    expect(voterButton('Bruno').textContent).toContain('→ Alice');
    expect(voterButton('David').textContent).toContain('→ Alice');

    // Alice for Bruno, everyone else for Alice, validated: the kept ballots go.
    await vote(user, 'Alice', 'Bruno');
    await user.click(
      within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'Alice' }),
    );
    await user.click(screen.getByRole('button', { name: /^Tous les autres/ }));
    await user.click(screen.getByRole('button', { name: 'Valider le vote' }));
    await waitFor(() => expect(screen.queryByText(VOTE)).toBeNull());
    expect(keptDraft(id, TO_DAY_VOTE.length)).toBeUndefined();
    // No ballot left on the device (other preferences, the voice's, may be).
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('veilleur.brouillon.'))).toEqual([]);
  });

  it('« Retour » oublie les bulletins saisis', async () => {
    const user = userEvent.setup();
    const id = await storeGame(TO_DAY_VOTE);
    render(<GameScreen gameId={id} />);
    await screen.findByText(VOTE);
    await vote(user, 'Bruno', 'Alice');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText(lineOf(play(TO_DAY_VOTE.slice(0, -1)).state));
    // No ballot left on the device (other preferences, the voice's, may be).
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('veilleur.brouillon.'))).toEqual([]);
  });

  it('« Rejouer » redonne la réponse défaite en un toucher, jusqu’à ce qu’une autre soit donnée', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    render(<GameScreen gameId={id} />);
    await screen.findByText(CUPIDON);
    expect(screen.queryByRole('button', { name: 'Rejouer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gaëlle' }));
    await user.click(screen.getByRole('button', { name: 'Hugo' }));
    await screen.findByText(LOVERS);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText(CUPIDON);
    await user.click(screen.getByRole('button', { name: 'Rejouer' }));
    await screen.findByText(LOVERS);
    // Done again: nothing left to replay.
    expect(screen.queryByRole('button', { name: 'Rejouer' })).toBeNull();

    // Undone twice, replayed once, then another answer given: the rest of the list is gone.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText(CUPIDON);
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
    await user.click(screen.getByRole('button', { name: 'Rejouer' }));
    await screen.findByText(CUPIDON);
    expect(screen.getByRole('button', { name: 'Rejouer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Alice' }));
    await user.click(screen.getByRole('button', { name: 'Bruno' }));
    await screen.findByText(LOVERS);
    expect(screen.queryByRole('button', { name: 'Rejouer' })).toBeNull();
  });
});
