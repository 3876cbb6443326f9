import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveNote } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import { NIGHT_1, answer, storeGame, withFreshDB } from './helpers';
import { de } from '../../src/engine/french';

function row(name: string): HTMLElement {
  return within(screen.getByRole('region', { name: 'Grimoire' })).getByRole('listitem', { name });
}

function markers(name: string): string[] {
  const list = within(row(name)).queryByRole('list', { name: `Marqueurs ${de(name)}` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '')
    : [];
}

describe('le grimoire', () => {
  const db = withFreshDB();

  it('suit l’appel lu : à l’aube « sauf Chloé », Chloé n’est plus montrée « Vivant » (004:642 ; issue 23)', async () => {
    const id = await storeGame(NIGHT_1);
    render(<GameScreen gameId={id} />);
    await screen.findByText('Le village se réveille, sauf Chloé.');
    expect(within(row('Chloé')).getByText('Mort')).toBeTruthy();
    expect(within(row('Emma')).getByText('Vivant')).toBeTruthy();
  });

  it('montre le rôle, le camp, l’état, les postes et les marqueurs de chacun', async () => {
    const id = await storeGame([
      ...NIGHT_1,
      answer('aube', null),
      answer('election', { j1: 'j4', j2: 'j4', j4: 'j4', j5: 'j4', j6: 'j4', j7: 'j4', j8: 'j4' }),
    ]);
    render(<GameScreen gameId={id} />);
    await screen.findByText('Le village débat : qui sont les loups ? Quand le débat est clos, passez au vote.');

    expect(within(row('Alice')).getByText('Loup-Garou')).toBeTruthy();
    expect(row('Alice').querySelector('.grimoire-role')?.textContent).toBe('Loup-Garou · Loups-Garous');
    expect(row('Chloé').querySelector('.grimoire-role')?.textContent).toBe('Voyante · Village');
    expect(within(row('Chloé')).getByText('Mort')).toBeTruthy();
    expect(within(row('Emma')).getByText('Vivant')).toBeTruthy();
    expect(within(row('David')).getByText('Capitaine')).toBeTruthy();

    expect(markers('Gaëlle')).toEqual(['Amoureux d’Hugo']);
    expect(markers('Hugo')).toEqual(['Amoureux de Gaëlle']);
    expect(markers('David')).toEqual(['Potion de vie disponible', 'Potion de mort disponible']);
    expect(markers('Alice')).toEqual([]);
  });

  it('enregistre les notes (par joueur et de la partie) dans Dexie', async () => {
    const user = userEvent.setup();
    const id = await storeGame();
    render(<GameScreen gameId={id} />);
    await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.');

    // The player's note is in his details (from the list, or a seat of the circle).
    await user.click(screen.getByRole('button', { name: 'Détails sur Bruno' }));
    await user.type(screen.getByLabelText('Note sur Bruno'), 'Hésite beaucoup');
    await user.click(within(screen.getByRole('dialog', { name: '2. Bruno' })).getByRole('button', { name: 'Fermer' }));
    await user.type(screen.getByLabelText('Notes de la partie'), 'Table bruyante');
    await waitFor(async () => expect(await db().notes.count()).toBe(2), { timeout: 3000 });
    expect((await db().notes.get([id, 'j2']))?.text).toBe('Hésite beaucoup');
    expect((await db().notes.get([id, '']))?.text).toBe('Table bruyante');
  });

  it('une note existante se signale dans la liste et s’ouvre dans les détails du joueur', async () => {
    const user = userEvent.setup();
    const id = await storeGame();
    await saveNote(id, 'j5', 'Chasseur nerveux');
    render(<GameScreen gameId={id} />);
    const details = await screen.findByRole('button', { name: 'Détails ✎ sur Emma' });
    expect(screen.getByRole('button', { name: 'Détails sur Alice' })).toBeTruthy();
    await user.click(details);
    expect((screen.getByLabelText('Note sur Emma') as HTMLTextAreaElement).value).toBe('Chasseur nerveux');
  });
});
