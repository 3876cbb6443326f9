import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import { answer, storeGame, withFreshDB } from './helpers';

const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';

async function exclude(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(screen.getByRole('button', { name: 'Exclure un joueur' }));
  const dialog = screen.getByRole('dialog', { name: 'Exclure un joueur' });
  await user.click(within(dialog).getByRole('button', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('actions à tout moment et fin de partie', () => {
  const db = withFreshDB();

  it('une action ouvre son invite ; refusée, l’erreur reste dans la fenêtre ; acceptée, elle est enregistrée comme « invoke »', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    render(<GameScreen gameId={id} />);
    await screen.findByText(CUPIDON);

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('button', { name: 'Exclure un joueur' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclure un joueur' });
    expect(
      within(dialog).getByText(
        'Le MJ retire un joueur de la partie (triche, départ…). Sa carte est révélée comme à une mort.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Désignez exactement un joueur.');
    expect((await db().games.get(id))?.answerCount).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Hugo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db().answers.get([id, 1])).toMatchObject({
      answer: { kind: 'invoke', action: 'exclusion', value: ['j8'] },
    });
    const hugo = within(screen.getByRole('region', { name: 'Grimoire' })).getByRole('listitem', { name: 'Hugo' });
    expect(within(hugo).getByText('Mort')).toBeTruthy();
    // The current call has not moved, and Hugo can no longer be chosen.
    expect(screen.getByText(CUPIDON)).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Les deux amoureux' })).queryByRole('button', { name: 'Hugo' }),
    ).toBeNull();
  });

  it('l’écran de fin : vainqueurs (nom, camp), raison, toutes les cartes et le journal complet', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null)]);
    render(<GameScreen gameId={id} />);
    await screen.findByText(CUPIDON);
    await exclude(user, 'Alice');
    await exclude(user, 'Bruno');

    expect(await screen.findByRole('heading', { name: 'Résultat de la partie', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fin de partie');
    expect(
      screen.getByText('Les villageois ont éliminé tous leurs ennemis : le village gagne !', {
        selector: '.end-reason',
      }),
    ).toBeTruthy();
    const winners = [...document.querySelectorAll('.winners li')].map((li) => li.textContent);
    expect(winners).toEqual([
      'Chloé — Village',
      'David — Village',
      'Emma — Village',
      'Félix — Village',
      'Gaëlle — Village',
      'Hugo — Village',
    ]);

    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Alice', 'Loup-Garou', 'Loups-Garous', 'Mort']);
    expect(rows[3]).toEqual(['David', 'Sorcière', 'Village', 'Vivant']);

    const log = document.querySelector('.end .game-log')!;
    expect(
      within(log as HTMLElement).getByText(/^Distribution — Alice : Loup-Garou ; Bruno : Loup-Garou/),
    ).toBeTruthy();
    expect(within(log as HTMLElement).getAllByText('MJ seul').length).toBeGreaterThan(0);
    expect((await db().games.get(id))?.status).toBe('ended');

    // « Retour » still undoes the last answer, back into the game.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText(CUPIDON)).toBeTruthy();
    expect((await db().games.get(id))?.status).toBe('active');
  });

  it('le journal complet est accessible à tout moment, groupé par phase, avec qui peut savoir', async () => {
    const user = userEvent.setup();
    const id = await storeGame([answer('endormissement', null), answer('cupidon', ['j7', 'j8'])]);
    render(<GameScreen gameId={id} />);
    await screen.findByText('Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.');
    await user.click(screen.getByRole('button', { name: 'Outils' }));
    await user.click(screen.getByRole('button', { name: 'Journal' }));
    const dialog = screen.getByRole('dialog', { name: 'Journal de la partie' });
    const night = within(dialog).getByRole('region', { name: 'Nuit 1' });
    const items = within(night)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Public Nuit 1', 'Joueurs\u00a0: Félix Cupidon unit Gaëlle et Hugo.']);
    expect(within(dialog).getByRole('region', { name: 'Mise en place' })).toBeTruthy();
  });
});
