import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Json, Prompt } from '../../src/engine';
import { emptyValue, PromptInput, submitLabel } from '../../src/ui/prompts/PromptInput';

const NAMES: Record<string, string> = { a: 'Alice', b: 'Bruno', c: 'Chloé' };

/** A prompt widget with its draft shown as JSON, the way the call screen holds it. */
function Harness({ prompt }: { prompt: Prompt }) {
  const [value, setValue] = useState<Json | undefined>(undefined);
  return (
    <>
      <PromptInput prompt={prompt} value={value} onChange={setValue} nameOf={(id) => NAMES[id] ?? id} />
      <output data-testid="value">{value === undefined ? 'undefined' : JSON.stringify(value)}</output>
    </>
  );
}

const value = (): unknown => {
  const text = screen.getByTestId('value').textContent!;
  return text === 'undefined' ? undefined : JSON.parse(text);
};

describe('les invites, une par sorte', () => {
  it('joueurs : un seul siège remplace la sélection ; plusieurs sièges s’ajoutent', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness prompt={{ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: ['a', 'b'] }} />);
    await user.click(screen.getByRole('button', { name: 'Alice' }));
    await user.click(screen.getByRole('button', { name: 'Bruno' }));
    expect(value()).toEqual(['b']);
    expect(screen.getByText('1 / 1')).toBeTruthy();
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
      <Harness prompt={{ kind: 'choice', label: 'Choix du Voleur', options: [{ value: 'garder', label: 'Garder sa carte' }, { value: 'carte-0', label: 'Prendre : Loup-Garou' }] }} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Prendre : Loup-Garou' }));
    expect(value()).toBe('carte-0');
    r1.unmount();

    const r2 = render(<Harness prompt={{ kind: 'yesno', label: 'Potion de vie', yes: 'Sauver', no: 'Ne pas sauver' }} />);
    await user.click(screen.getByRole('radio', { name: 'Ne pas sauver' }));
    expect(value()).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Sauver' }));
    expect(value()).toBe(true);
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

  it('carnet d’ordres : saisir, annuler, deadline, clore', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        prompt={{
          kind: 'orders',
          label: 'Ordres de la nuit',
          players: ['a', 'b'],
          kinds: [
            { id: 'attaque', label: 'Attaque', prompt: { kind: 'players', label: 'Cible', min: 1, max: 1, candidates: ['a', 'b', 'c'] } },
            { id: 'mise', label: 'Mise', prompt: { kind: 'number', label: 'Montant', min: 0, max: 9 } },
          ],
        }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Saisir ou modifier un ordre' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Joueur' }), 'b');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordre' }), 'attaque');
    await user.click(screen.getByRole('button', { name: 'Chloé' }));
    expect(value()).toEqual({ put: { player: 'b', kind: 'attaque', value: ['c'] } });

    await user.click(screen.getByRole('radio', { name: 'Annuler un ordre' }));
    expect(value()).toEqual({ cancel: { player: 'b', kind: 'attaque' } });

    await user.click(screen.getByRole('radio', { name: 'Fixer la deadline' }));
    await user.type(screen.getByRole('textbox', { name: 'Deadline' }), 'mardi 21 h');
    expect(value()).toEqual({ deadline: 'mardi 21 h' });

    await user.click(screen.getByRole('radio', { name: 'Clore les ordres' }));
    expect(value()).toEqual({ close: true });
  });

  it('carnet d’ordres : seuls les ordres que le joueur choisi peut donner sont proposés', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        prompt={{
          kind: 'orders',
          label: 'Ordres',
          players: ['a', 'b'],
          kinds: [
            { id: 'vote', label: 'Vote', prompt: { kind: 'players', label: 'Cible', min: 1, max: 1, candidates: ['a', 'b'] } },
            { id: 'enchere', label: 'Enchère', players: ['a'], prompt: { kind: 'number', label: 'Mise', min: 1, max: 9 } },
          ],
        }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Saisir ou modifier un ordre' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Joueur' }), 'a');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordre' }), 'enchere');
    const kinds = () => Array.from(screen.getByRole('combobox', { name: 'Ordre' }).querySelectorAll('option')).map((o) => o.textContent);
    expect(kinds()).toEqual(['— choisir —', 'Vote', 'Enchère']);
    // Bruno may not bid: the kind disappears and the chosen one is dropped.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Joueur' }), 'b');
    expect(kinds()).toEqual(['— choisir —', 'Vote']);
    expect(value()).toEqual({ put: { player: 'b', kind: '', value: null } });
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
    expect(submitLabel({ kind: 'ballots', label: '', voters: [], candidates: [], allowBlank: false })).toBe('Valider le vote');
    expect(submitLabel({ kind: 'choice', label: '', options: [] })).toBe('Valider');
  });
});
