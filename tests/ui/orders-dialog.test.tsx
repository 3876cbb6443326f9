/**
 * An order entered in a dialog (Lychantropia's Pigeons, 002: a Pigeon per
 * message): a refused « Enregistrer » keeps the dialog open with the picks
 * as they were and says why once, in the dialog (issue 23: the dialog closed,
 * the picks were lost and the refusal showed twice).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Json, OrdersPrompt as OrdersPromptType } from '../../src/engine';
import { OrdersPrompt } from '../../src/ui/prompts/OrdersPrompt';
import { PromptInput } from '../../src/ui/prompts/PromptInput';

const NAMES: Record<string, string> = { a: 'Alice', b: 'Bruno', c: 'Chloé' };
const REFUSAL = 'Bruno n’a qu’un Pigeon.';

const prompt: OrdersPromptType = {
  kind: 'orders',
  label: 'Ordres du jour',
  players: ['a', 'b', 'c'],
  noDeadline: true,
  kinds: [
    {
      id: 'pigeon',
      label: 'Pigeon : message',
      prompt: { kind: 'players', label: 'Destinataires', min: 1, max: 5, candidates: ['a', 'b', 'c'] },
    },
  ],
} as OrdersPromptType;

describe('un ordre saisi dans une fenêtre', () => {
  it('refusé, la fenêtre reste ouverte avec les choix faits et dit pourquoi une seule fois ; accepté, elle se ferme', async () => {
    const user = userEvent.setup();
    const sent: Json[] = [];
    render(
      <OrdersPrompt
        prompt={prompt}
        book={{ deadline: null, orders: [], closed: false }}
        value={undefined}
        onChange={() => undefined}
        nameOf={(id) => NAMES[id] ?? id}
        Inner={PromptInput}
        onSubmit={(edit) => {
          sent.push(edit);
          const put = (edit as { put: { value: string[] } }).put;
          return Promise.resolve(put.value.length > 1 ? REFUSAL : null);
        }}
      />,
    );
    await user.click(within(screen.getByRole('listitem', { name: 'Bruno' })).getByRole('button', { name: /^Saisir/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Alice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Chloé' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(sent).toHaveLength(1);
    const still = await screen.findByRole('dialog');
    expect(within(still).getByRole('button', { name: 'Alice' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(still).getByRole('button', { name: 'Chloé' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(within(still).getByRole('alert').textContent).toBe(REFUSAL);

    // One recipient: taken, the dialog closes.
    await user.click(within(still).getByRole('button', { name: 'Chloé' }));
    await user.click(within(still).getByRole('button', { name: 'Enregistrer' }));
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('compte les Pigeons du joueur, pas la borne de tous (« 0 / 2 », pas « 0 / 5 »)', async () => {
    const user = userEvent.setup();
    const own: OrdersPromptType = {
      ...prompt,
      kinds: [{ ...prompt.kinds[0]!, most: { a: 1, b: 2, c: 5 } }],
    };
    render(
      <OrdersPrompt
        prompt={own}
        book={{ deadline: null, orders: [], closed: false }}
        value={undefined}
        onChange={() => undefined}
        nameOf={(id) => NAMES[id] ?? id}
        Inner={PromptInput}
        onSubmit={() => Promise.resolve(null)}
      />,
    );
    const open = async (name: string) => {
      await user.click(within(screen.getByRole('listitem', { name })).getByRole('button', { name: /^Saisir/ }));
      return screen.getByRole('dialog');
    };
    let dialog = await open('Bruno');
    expect(within(dialog).getByText('0 / 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Alice' }));
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    dialog = await open('Chloé');
    expect(within(dialog).getByText('0 / 5')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    // One Pigeon: one recipient, a tap on another replaces him (nothing to refuse).
    dialog = await open('Alice');
    await user.click(within(dialog).getByRole('button', { name: 'Bruno' }));
    await user.click(within(dialog).getByRole('button', { name: 'Chloé' }));
    expect(within(dialog).getByRole('button', { name: 'Bruno' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByRole('button', { name: 'Chloé' }).getAttribute('aria-pressed')).toBe('true');
  });
});
