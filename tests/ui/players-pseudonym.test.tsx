/**
 * The setup form's pseudonym field (issue 27): offered for a forum ruleset,
 * one per player, kept in the draft; absent for a game around a table.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { PlayersStep } from '../../src/ui/setup/PlayersStep';
import { useSetup } from '../../src/ui/store/setup';

describe('le pseudonyme de forum', () => {
  beforeEach(() => useSetup.getState().reset());

  it('se saisit sous le nom de chaque joueur d’une partie sur forum', () => {
    render(<PlayersStep rules={lychantropia} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pseudonyme de joueur 1 sur le forum' }), {
      target: { value: 'Lunaire' },
    });
    expect(useSetup.getState().players[0]!.pseudonym).toBe('Lunaire');
  });

  it('n’est pas proposé autour d’une table', () => {
    render(<PlayersStep rules={thiercelieux} />);
    expect(screen.queryByRole('textbox', { name: /Pseudonyme/ })).toBeNull();
  });
});
