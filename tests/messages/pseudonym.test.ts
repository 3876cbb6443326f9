/**
 * The optional forum pseudonym per player (issue 27): kept by the engine's
 * setup check and the saved games' schema, normalised like a name, and used
 * by the name matching of a message read from the game's own setup.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkSetup, type GameSetup } from '../../src/engine';
import { readMessage } from '../../src/engine/message-reader';
import { newmileniumMessages } from '../../src/rulesets/newmilenium/messages';
import { loadRuleset } from '../../src/rulesets/registry';
import { setupSchema } from '../../src/storage/savefile-schema';
import { buildSetup } from '../../src/ui/setup/buildSetup';
import { freshDraft } from '../../src/ui/store/setup';

const PLAYERS = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'];

function setup(pseudonyms: Record<string, string>): GameSetup {
  return {
    rulesetId: 'newmilenium',
    options: {},
    players: PLAYERS.map((name, i) => ({
      id: `p${i + 1}`,
      name,
      ...(pseudonyms[name] !== undefined ? { pseudonym: pseudonyms[name] } : {}),
    })),
    // Natures: two wolves, an Assassin, villagers (the roles are drawn at the start).
    composition: ['loup', 'loup', 'assassin', ...PLAYERS.slice(3).map(() => 'villageois')],
    seed: 'pseudo',
  };
}

describe('forum pseudonyms', () => {
  it('the setup check keeps a pseudonym, normalised, and drops an empty one', async () => {
    const rules = await loadRuleset('newmilenium');
    const r = checkSetup(rules, setup({ Ana: '  Lunaire ', Bruno: '' }));
    expect(r.ok && r.value.players.slice(0, 2)).toEqual([
      { id: 'p1', name: 'Ana', pseudonym: 'Lunaire' },
      { id: 'p2', name: 'Bruno' },
    ]);
  });

  it('a saved game keeps the pseudonyms', () => {
    const s = setup({ Ana: 'Lunaire' });
    const parsed = v.safeParse(setupSchema, s);
    expect(parsed.success && parsed.output.players[0]).toEqual({ id: 'p1', name: 'Ana', pseudonym: 'Lunaire' });
  });

  it('the setup form gives a pseudonym typed, none when left empty', async () => {
    const rules = await loadRuleset('newmilenium');
    const draft = {
      ...freshDraft(),
      players: [
        { id: 'j1', name: 'Ana', pseudonym: ' Lunaire ' },
        { id: 'j2', name: 'Bruno', pseudonym: '' },
      ],
    };
    expect(buildSetup(rules, draft).players).toEqual([
      { id: 'j1', name: 'Ana', pseudonym: 'Lunaire' },
      { id: 'j2', name: 'Bruno' },
    ]);
  });

  it('a message names a player by his pseudonym (003:15: the vote read against Ana)', () => {
    const r = readMessage(newmileniumMessages, setup({ Ana: 'Lunaire' }).players, 'p2', 'VOTE : lunaire');
    expect(r.orders.map((o) => o.put)).toEqual([{ player: 'p2', kind: 'vote', value: ['p1'] }]);
  });
});
