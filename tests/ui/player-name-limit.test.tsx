/**
 * A player's name (and a forum pseudonym) has one limit, `PLAYER_NAME_MAX`,
 * on every path: the new-game form, the engine's setup check (scenario files
 * and the command line go through it) and the import of a save file. The form
 * neither cuts a longer name nor takes it silently: it says at once, in
 * French, what « Suivant » would refuse it with.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkSetup, PLAYER_NAME_MAX, typo } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { playerNameSchema } from '../../src/storage/savefile-schema';
import { PlayersStep } from '../../src/ui/setup/PlayersStep';
import { useSetup } from '../../src/ui/store/setup';

const atLimit = 'A'.repeat(PLAYER_NAME_MAX);
const beyond = 'B'.repeat(PLAYER_NAME_MAX + 1);

/** The engine's verdict on a table whose first player bears `name`. */
function engineSays(name: string): string | null {
  const players = [name, 'Bruno', 'Chloé', 'David', 'Emma', 'Farid'].map((n, i) => ({ id: `p${i + 1}`, name: n }));
  const cards = ['loup-garou', 'voyante', 'villageois', 'villageois', 'villageois', 'villageois'];
  const r = checkSetup(thiercelieux, {
    rulesetId: 'thiercelieux',
    options: {},
    players,
    composition: cards,
    seed: 's',
  });
  return r.ok ? null : r.error;
}

const nameField = (n: number) => screen.getByRole('textbox', { name: `Nom du joueur ${n}` }) as HTMLInputElement;

describe('the limit of a player’s name', () => {
  beforeEach(() => useSetup.getState().reset());

  it('is the same for the engine’s setup check and the import: PLAYER_NAME_MAX characters pass, one more is refused', () => {
    expect(engineSays(atLimit)).toBeNull();
    expect(engineSays(beyond)).toMatch(/trop long/);
    expect(v.safeParse(playerNameSchema, atLimit).success).toBe(true);
    expect(v.safeParse(playerNameSchema, beyond).success).toBe(false);
  });

  it('is the form’s: a name of PLAYER_NAME_MAX characters is kept whole, with nothing said', () => {
    render(<PlayersStep rules={thiercelieux} />);
    // No cut below the limit (the form used to stop at 40).
    expect(nameField(1).maxLength === -1 || nameField(1).maxLength >= PLAYER_NAME_MAX).toBe(true);
    fireEvent.change(nameField(1), { target: { value: atLimit } });
    expect(useSetup.getState().players[0]!.name).toBe(atLimit);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameField(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('beyond it, the form keeps what was typed and says at once what « Suivant » would refuse it with', () => {
    render(<PlayersStep rules={thiercelieux} />);
    fireEvent.change(nameField(1), { target: { value: beyond } });
    // Nothing cut without a word: the name stays as typed, for the MJ to shorten.
    expect(useSetup.getState().players[0]!.name).toBe(beyond);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(engineSays(beyond));
    expect(nameField(1).getAttribute('aria-invalid')).toBe('true');
    expect(nameField(1).getAttribute('aria-describedby')).toBe(alert.id);
    // Shortened to the limit, the message goes.
    fireEvent.change(nameField(1), { target: { value: atLimit } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in French, with the limit', () => {
    render(<PlayersStep rules={thiercelieux} />);
    fireEvent.change(nameField(2), { target: { value: beyond } });
    expect(screen.getByRole('alert').textContent).toBe(
      typo(`Le nom du joueur n° 2 « ${'B'.repeat(24)}… » est trop long : ${PLAYER_NAME_MAX} caractères au plus.`),
    );
  });

  it('holds for a forum pseudonym too', () => {
    render(<PlayersStep rules={lychantropia} />);
    const field = screen.getByRole('textbox', { name: 'Pseudonyme de joueur 1 sur le forum' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: atLimit } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: beyond } });
    expect(useSetup.getState().players[0]!.pseudonym).toBe(beyond);
    expect(screen.getByRole('alert').textContent).toMatch(/^Le pseudonyme du joueur n° 1 .* trop long/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
