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
});
