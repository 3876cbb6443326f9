import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Json, Prompt } from '../../src/engine';
import { BallotsPrompt } from '../../src/ui/prompts/BallotsPrompt';
import GameScreen from '../../src/ui/screens/GameScreen';
import { TO_DAY_VOTE, answer, storeGame, withFreshDB } from './helpers';

const NAMES: Record<string, string> = { a: 'Alice', b: 'Bruno', c: 'Chloé', d: 'David' };

function tallyLines(): string[] {
  // The prompt's own count (a phone shows the same one in the bottom bar instead).
  const tally = screen.getAllByRole('region', { name: 'Décompte des voix' })[0]!;
  return within(tally)
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

function Harness({ prompt }: { prompt: Extract<Prompt, { kind: 'ballots' }> }) {
  const [value, setValue] = useState<Json | undefined>(undefined);
  return (
    <>
      <BallotsPrompt prompt={prompt} value={value} onChange={setValue} nameOf={(id) => NAMES[id] ?? id} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

type User = ReturnType<typeof userEvent.setup>;

const voters = (): HTMLElement => document.querySelector<HTMLElement>('.ballot-voters')!;
const voterButton = (who: string): HTMLButtonElement =>
  within(voters()).getByRole('button', { name: new RegExp(`^${who}`) }) as HTMLButtonElement;

/** Counting by target: tap the target, then the voter. */
async function vote(user: User, voter: string, target: string): Promise<void> {
  await user.click(within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: target }));
  await user.click(voterButton(voter));
}

describe('le vote (bulletins)', () => {
  const db = withFreshDB();

  it('le décompte en direct pondère les voix : celle du Capitaine compte double', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        prompt={{
          kind: 'ballots',
          label: 'Votes du village',
          voters: [
            { id: 'a', weight: 2 },
            { id: 'b', weight: 1 },
            { id: 'c', weight: 1 },
            { id: 'd', weight: 1 },
          ],
          candidates: ['a', 'b', 'c', 'd'],
          allowBlank: true,
        }}
      />,
    );
    expect(within(voterButton('Alice')).getByText('×2')).toBeTruthy();
    await vote(user, 'Alice', 'Bruno');
    await vote(user, 'Bruno', 'Chloé');
    await user.click(voterButton('Chloé'));
    expect(tallyLines()).toEqual(['Bruno\u00a0: 2\u00a0voix', 'Chloé\u00a0: 2\u00a0voix']);

    await vote(user, 'David', 'Blanc');
    expect(screen.getByText('Blanc : 1 voix')).toBeTruthy();
    expect(screen.getByText('Bulletins saisis : 4 / 4')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ a: 'b', b: 'c', c: 'c', d: null });

    // Tapping a voter again for the same target withdraws the ballot.
    await vote(user, 'Alice', 'Bruno');
    expect(tallyLines()).toEqual(['Chloé\u00a0: 2\u00a0voix']);
    expect(screen.getByText('Bulletins saisis : 3 / 4')).toBeTruthy();
  });

  it('« Tous les autres pour … » donne la cible à chaque votant pas encore compté, elle-même comprise où voter pour soi est permis', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        prompt={{
          kind: 'ballots',
          label: 'Votes',
          voters: ['a', 'b', 'c', 'd'].map((id) => ({ id, weight: 1 })),
          candidates: ['a', 'b', 'c', 'd'],
          allowBlank: true,
        }}
      />,
    );
    await vote(user, 'Alice', 'Bruno');
    await user.click(
      within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'Chloé' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tous les autres pour Chloé' }));
    // Chloé's own tap for herself is taken here (no `only`): « Valider » would otherwise say her vote is missing.
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ a: 'b', b: 'c', c: 'c', d: 'c' });
  });

  it('« Tous les autres pour … » laisse la cible à elle-même quand le vote lui refuse de voter pour soi (`only`)', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        prompt={{
          kind: 'ballots',
          label: 'Votes',
          voters: ['a', 'b', 'c'].map((id) => ({ id, weight: 1 })),
          candidates: ['a', 'b', 'c'],
          allowBlank: false,
          only: { a: ['b', 'c'], b: ['a', 'c'], c: ['a', 'b'] },
        }}
      />,
    );
    await user.click(
      within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'Chloé' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tous les autres pour Chloé' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ a: 'c', b: 'c' });
  });

  it('ne propose à un votant que ses cibles permises quand le vote les restreint (une loi : « seulement ses voisins »)', () => {
    render(
      <Harness
        prompt={{
          kind: 'ballots',
          label: 'Votes',
          voters: [
            { id: 'a', weight: 1 },
            { id: 'b', weight: 1 },
          ],
          candidates: ['a', 'b', 'c', 'd'],
          allowBlank: false,
          only: { a: ['b', 'd'] },
        }}
      />,
    );
    // With Chloé as the target, Alice (who may vote only for Bruno or David) cannot be counted for her.
    fireEvent.click(
      within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'Chloé' }),
    );
    expect(voterButton('Alice').disabled).toBe(true);
    expect(voterButton('Bruno').disabled).toBe(false);
    fireEvent.click(
      within(screen.getByRole('group', { name: /^1\. Pour qui/ })).getByRole('button', { name: 'David' }),
    );
    expect(voterButton('Alice').disabled).toBe(false);
  });

  it('dans une vraie partie : David, Capitaine, pèse deux voix ; « Valider le vote » mène à l’exécution', async () => {
    const user = userEvent.setup();
    const id = await storeGame(TO_DAY_VOTE);
    render(<GameScreen gameId={id} />);
    expect(
      await screen.findByText(
        'Chacun désigne le joueur qu’il veut éliminer. La voix de David (Capitaine) compte double.',
      ),
    ).toBeTruthy();

    const cast = (voter: string, target: string) => vote(user, voter, target);
    expect(within(voterButton('David')).getByText('×2')).toBeTruthy();
    await cast('David', 'Alice');
    await cast('Alice', 'Emma');
    await cast('Bruno', 'Emma');
    // Ties keep the order in which the engine's tally meets them (ballots in seating order: Alice voted Emma).
    expect(tallyLines()).toEqual(['Emma\u00a0: 2\u00a0voix', 'Alice\u00a0: 2\u00a0voix']);
    await cast('Emma', 'Alice');
    await cast('Félix', 'Blanc');
    await cast('Gaëlle', 'Alice');
    expect(tallyLines()).toEqual(['Alice\u00a0: 4\u00a0voix', 'Emma\u00a0: 2\u00a0voix']);

    // One ballot is missing: the engine refuses and names the voter.
    await user.click(screen.getByRole('button', { name: 'Valider le vote' }));
    expect(await screen.findByText('Il manque le vote d’Hugo.')).toBeTruthy();
    expect((await db().games.get(id))?.answerCount).toBe(TO_DAY_VOTE.length);

    await cast('Hugo', 'Bruno');
    await user.click(screen.getByRole('button', { name: 'Valider le vote' }));
    expect(
      await screen.findByText('Le village a désigné Alice, qui est exécuté·e. Retournez sa carte : Loup-Garou.'),
    ).toBeTruthy();
    const last = await db().answers.get([id, TO_DAY_VOTE.length]);
    expect(last?.answer).toEqual({
      ...answer('vote', { j4: 'j1', j1: 'j5', j2: 'j5', j5: 'j1', j6: null, j7: 'j1', j8: 'j2' }),
      // The number of answers the screen had seen (a stale screen's answer replays as stale).
      seq: TO_DAY_VOTE.length,
    });
  });
});
