/**
 * `checkSetup` keeps the last table of players it checked (a run of simulated
 * games checks the same table for every game): a table changed in place, or
 * a new list with other names, must be judged anew.
 */
import { describe, expect, it } from 'vitest';
import { typo } from '../../src/engine/french';
import { checkSetup } from '../../src/engine/setup';
import { toy } from '../../src/rulesets/toy';
import type { GameSetup } from '../../src/engine';

function setup(players: { id: string; name: string }[]): GameSetup {
  return {
    rulesetId: toy.id,
    players,
    composition: toy.suggestComposition(players.length, {}),
    seed: 'table',
    options: {},
  };
}

const table = (): { id: string; name: string }[] =>
  ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name }));

describe('the players of a setup, checked again', () => {
  it('refuses a table changed in place after it was accepted', () => {
    const players = table();
    expect(checkSetup(toy, setup(players)).ok).toBe(true);
    expect(checkSetup(toy, setup(players)).ok).toBe(true);
    players[3]!.name = 'Ana';
    const again = checkSetup(toy, setup(players));
    expect(again.ok ? null : again.error).toBe(typo('Joueurs n° 1 et n° 4 : deux joueurs s’appellent « Ana ».'));
  });

  it('normalises the names of each new table, and gives each setup its own list', () => {
    const first = checkSetup(toy, setup(table()));
    const players = table();
    players[0]!.name = '  Zoé ';
    const second = checkSetup(toy, setup(players));
    expect(second.ok && second.value.players[0]).toEqual({ id: 'p1', name: 'Zoé' });
    expect(first.ok && first.value.players[0]).toEqual({ id: 'p1', name: 'Ana' });
    const third = checkSetup(toy, setup(table()));
    expect(third.ok && first.ok && third.value.players !== first.value.players).toBe(true);
  });
});
