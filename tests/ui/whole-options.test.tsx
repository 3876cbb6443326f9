/**
 * The setup form's number options take whole numbers only (issue 28): « 1,5 »
 * coins was read as 15, « 1.5 » started a game. The field says why at once,
 * and « Suivant » refuses with the same reason; the options stay unchanged.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import NewGameScreen from '../../src/ui/screens/NewGameScreen';
import { useSetup } from '../../src/ui/store/setup';
import { withFreshDB } from './helpers';

const PIECES = 'Pièces de chaque joueur au départ\u00a0: un nombre entier de 0 à 20 est attendu.';

async function quintebourgOptions() {
  const user = userEvent.setup();
  render(<NewGameScreen />);
  await screen.findByRole('heading', { name: 'Options' });
  await user.click(screen.getByRole('radio', { name: 'Les gens étranges de Quinte-bourg' }));
  const field = await screen.findByRole('textbox', { name: 'Pièces de chaque joueur au départ' });
  return { user, field };
}

describe('a whole-number option in the setup form', () => {
  withFreshDB();
  beforeEach(() => {
    useSetup.getState().reset();
    window.history.replaceState(null, '', '/nouvelle');
  });

  it.each(['1,5', '1.5', ''])('refuses « %s » at once and at « Suivant »', async (typed) => {
    const { user, field } = await quintebourgOptions();
    await user.clear(field);
    if (typed) await user.type(field, typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const option = field.closest('.option') as HTMLElement;
    expect(within(option).getByRole('alert').textContent).toBe(PIECES);
    expect(useSetup.getState().options.pieces).not.toBe(15);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // Still on the options, with the reason.
    expect(screen.getByRole('heading', { name: 'Options' })).toBeTruthy();
    const page = screen.getAllByRole('alert').filter((a) => !a.closest('.option'));
    expect(page.map((a) => a.textContent)).toEqual([PIECES]);
  });

  it('takes a whole number within bounds', async () => {
    const { user, field } = await quintebourgOptions();
    await user.clear(field);
    await user.type(field, '12');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(useSetup.getState().options.pieces).toBe(12);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.queryByRole('heading', { name: 'Options' })).toBeNull();
  });
});
