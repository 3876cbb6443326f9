import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { beforeEach } from 'vitest';
import type { Json, OrderBook, Prompt } from '../../src/engine';
import { emptyValue, oneTap, PromptInput, submitLabel } from '../../src/ui/prompts/PromptInput';

const NAMES: Record<string, string> = { a: 'Alice', b: 'Bruno', c: 'Chloé' };

/** What a one-tap widget sent, in order. */
let sent: Json[] = [];

/** A prompt widget with its draft shown as JSON, the way the call screen holds it; `book`: an order book's orders. */
function Harness({ prompt, book }: { prompt: Prompt; book?: OrderBook }) {
  const [value, setValue] = useState<Json | undefined>(undefined);
  return (
    <>
      <PromptInput
        prompt={prompt}
        value={value}
        onChange={setValue}
        onSubmit={(v) => {
          sent.push(v);
          return Promise.resolve(null);
        }}
        nameOf={(id) => NAMES[id] ?? id}
        book={book}
      />
      <output data-testid="value">{value === undefined ? 'undefined' : JSON.stringify(value)}</output>
    </>
  );
}

const value = (): unknown => {
  const text = screen.getByTestId('value').textContent!;
  return text === 'undefined' ? undefined : JSON.parse(text);
};

describe('les invites, une par sorte', () => {
  beforeEach(() => {
    sent = [];
  });

  it('joueurs : un seul siège, le tap est la réponse ; plusieurs sièges s’ajoutent ; « Personne » là où personne est permis', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Harness prompt={{ kind: 'players', label: 'Cible', min: 0, max: 1, candidates: ['a', 'b'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Bruno' }));
    expect(sent).toEqual([['b']]);
    await user.click(screen.getByRole('button', { name: 'Personne' }));
    expect(sent).toEqual([['b'], []]);
    unmount();
    render(<Harness prompt={{ kind: 'players', label: 'Charmés', min: 2, max: 2, candidates: ['a', 'b', 'c'] }} />);
    await user.click(screen.getByRole('button', { name: 'Alice' }));
    await user.click(screen.getByRole('button', { name: 'Chloé' }));
    await user.click(screen.getByRole('button', { name: 'Alice' }));
    expect(value()).toEqual(['c']);
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });

  it('choix, oui/non, nombre, texte', async () => {
    const user = userEvent.setup();
    const r1 = render(
      <Harness
        prompt={{
          kind: 'choice',
          label: 'Choix du Voleur',
          options: [
            { value: 'garder', label: 'Garder sa carte' },
            { value: 'carte-0', label: 'Prendre : Loup-Garou' },
          ],
        }}
      />,
    );
    // One button per option: the tap is the answer.
    await user.click(screen.getByRole('button', { name: 'Prendre\u00a0: Loup-Garou' }));
    expect(sent).toEqual(['carte-0']);
    r1.unmount();

    const r2 = render(
      <Harness prompt={{ kind: 'yesno', label: 'Potion de vie', yes: 'Sauver', no: 'Ne pas sauver' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ne pas sauver' }));
    expect(sent).toEqual(['carte-0', false]);
    expect(screen.getByRole('button', { name: 'Ne pas sauver' }).getAttribute('aria-pressed')).toBe('true');
    r2.unmount();

    const r3 = render(<Harness prompt={{ kind: 'number', label: 'Mise', min: 0, max: 5 }} />);
    await user.click(screen.getByRole('button', { name: 'Augmenter' }));
    expect(value()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Augmenter' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter' }));
    expect(value()).toBe(2);
    await user.clear(screen.getByRole('spinbutton', { name: 'Mise' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Mise' }), '4');
    expect(value()).toBe(4);
    r3.unmount();

    render(<Harness prompt={{ kind: 'text', label: 'Message du Corbeau', maxLength: 20 }} />);
    await user.type(screen.getByRole('textbox', { name: 'Message du Corbeau' }), 'Méfiez-vous');
    expect(value()).toBe('Méfiez-vous');
    expect(screen.getByText('11 / 20 caractères')).toBeTruthy();
  });

  it('carnet d’ordres : chaque joueur sur sa ligne, l’ordre choisi sur place part aussitôt ; deadline datée ; clore', async () => {
    const user = userEvent.setup();
    const book: OrderBook = {
      deadline: null,
      closed: false,
      orders: [{ player: 'a', kind: 'attaque', value: ['b'], seq: 3 }],
    };
    render(
      <Harness
        book={book}
        prompt={{
          kind: 'orders',
          label: 'Ordres de la nuit',
          players: ['a', 'b'],
          kinds: [
            {
              id: 'attaque',
              label: 'Attaque',
              prompt: { kind: 'players', label: 'Cible', min: 1, max: 1, candidates: ['a', 'b', 'c'] },
            },
            { id: 'mise', label: 'Mise', players: ['a'], prompt: { kind: 'number', label: 'Montant', min: 0, max: 9 } },
          ],
        }}
      />,
    );
    // Alice's attack is already in the book: her row shows it, folded to its value; no native select (issue 27).
    expect(screen.queryByRole('combobox', { name: 'Attaque d’Alice' })).toBeNull();
    const given = screen.getByRole('button', { name: 'Bruno : Attaque d’Alice, changer' });
    // Bruno's row has no attack yet: its targets in place, one tap sends it.
    await user.click(
      within(screen.getByRole('group', { name: 'Attaque de Bruno' })).getByRole('button', { name: 'Chloé' }),
    );
    expect(sent).toEqual([{ put: { player: 'b', kind: 'attaque', value: ['c'] } }]);
    // Alice's: one tap opens it, a tap on the target given takes the order back.
    await user.click(given);
    const alice = screen.getByRole('group', { name: 'Attaque d’Alice' });
    expect(within(alice).getByRole('button', { name: 'Bruno' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(alice).getByRole('button', { name: 'Bruno' }));
    expect(sent.at(-1)).toEqual({ cancel: { player: 'a', kind: 'attaque' } });
    // Only Alice may bid: « autre ordre » on her row only.
    expect(screen.queryByRole('combobox', { name: 'Autre ordre de Bruno' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autre ordre d’Alice' }), 'Mise');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mise d’Alice' }), '4');
    expect(sent.at(-1)).toEqual({ put: { player: 'a', kind: 'mise', value: 4 } });

    await user.type(screen.getByLabelText('Deadline'), '24/11/2030 21 h');
    await user.click(screen.getByRole('button', { name: 'Fixer la deadline' }));
    expect(sent.at(-1)).toEqual({ deadline: 'dimanche 24 novembre 2030 à 21 h 00' });

    await user.click(screen.getByRole('button', { name: 'Clore les ordres' }));
    expect(sent.at(-1)).toEqual({ close: true });
  });

  it('texte : une suggestion toute prête remplit le champ', async () => {
    const user = userEvent.setup();
    render(<Harness prompt={{ kind: 'text', label: 'Offre', maxLength: 80, suggestions: ['Pigeon c/ Chaudron'] }} />);
    await user.click(screen.getByRole('button', { name: 'Pigeon c/ Chaudron' }));
    expect(value()).toBe('Pigeon c/ Chaudron');
    expect((screen.getByRole('textbox', { name: 'Offre' }) as HTMLTextAreaElement).value).toBe('Pigeon c/ Chaudron');
  });

  it('la valeur envoyée sans rien toucher, et le libellé du bouton', () => {
    expect(emptyValue({ kind: 'players', label: '', min: 1, max: 1, candidates: [] })).toEqual([]);
    expect(emptyValue({ kind: 'ballots', label: '', voters: [], candidates: [], allowBlank: true })).toEqual({});
    expect(emptyValue({ kind: 'yesno', label: '' })).toBeNull();
    expect(submitLabel({ kind: 'ack' })).toBe('Suivant');
    expect(submitLabel({ kind: 'ballots', label: '', voters: [], candidates: [], allowBlank: false })).toBe(
      'Valider le vote',
    );
    expect(submitLabel({ kind: 'number', label: '', min: 0, max: 1 })).toBe('Valider');
    // One tap, one decision: no « Valider » for these.
    expect(oneTap({ kind: 'yesno', label: '' })).toBe(true);
    expect(oneTap({ kind: 'choice', label: '', options: [] })).toBe(true);
    expect(oneTap({ kind: 'players', label: '', min: 1, max: 1, candidates: ['a'] })).toBe(true);
    // Exactly two (Cupidon's lovers): the tap that completes them sends; up to two: « Valider ».
    expect(oneTap({ kind: 'players', label: '', min: 2, max: 2, candidates: ['a', 'b'] })).toBe(true);
    expect(oneTap({ kind: 'players', label: '', min: 1, max: 2, candidates: ['a', 'b'] })).toBe(false);
    expect(oneTap({ kind: 'players', label: '', min: 0, max: 2, candidates: ['a', 'b'] })).toBe(false);
  });
});
