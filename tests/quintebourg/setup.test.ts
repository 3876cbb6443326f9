/**
 * Setup: the cards of each mode, the deal, the coins, the posts, the médecin
 * shown to all (000_a045abd3825f1297.txt:112-149, 243-247, 471-557, 561).
 */
import { describe, expect, it } from 'vitest';
import { createGame, heldCards, type GameSetup } from '../../src/engine';
import { playerNames } from '../../src/cli/simulate';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { checkTable } from '../../src/engine/dice-table';
import { TABLE_1, TABLE_2, TABLE_3 } from '../../src/rulesets/quintebourg/dice';
import type { QState } from '../../src/rulesets/quintebourg/state';
import { BASIC_V, Table } from './driver';

function setupOf(n: number, mode: string, over: Partial<GameSetup> = {}): GameSetup {
  return {
    rulesetId: 'quintebourg',
    options: { mode },
    players: playerNames(n).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: quintebourg.suggestComposition(n, { mode }),
    seed: 's',
    ...over,
  };
}

describe('the cards and the modes (000:112-149)', () => {
  it('suggests a valid game for every mode and every size from 6 to 21', () => {
    for (const mode of ['V', 'M', 'E']) {
      for (let n = 6; n <= 21; n++) {
        const g = createGame(quintebourg, setupOf(n, mode));
        expect({ mode, n, ok: g.ok, error: g.ok ? null : g.error }).toEqual({ mode, n, ok: true, error: null });
      }
    }
  });

  it('refuses a camp the mode does not play, a missing required camp, a lone lover, a math camp without its leader', () => {
    const base = setupOf(8, 'V');
    const check = (composition: string[], mode = 'V') => {
      const g = createGame(quintebourg, { ...base, options: { mode }, composition });
      return g.ok ? null : g.error;
    };
    const effects = Array.from({ length: 8 }, () => 'sans-effet');
    expect(check(['reptilien', 'algebriste', 'k-hess', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', ...effects])).toBe('Algébriste ne joue pas en mode Villageois.');
    expect(check(['reptilien', ...Array.from({ length: 7 }, () => 'villageois'), ...effects].map((c) => (c === 'reptilien' ? 'villageois' : c)))).toBe(
      'Le mode Villageois demande au moins un joueur du camp Reptiliens.',
    );
    expect(check(['reptilien', 'amoureux', ...Array.from({ length: 7 }, () => 'villageois'), ...effects.slice(1)])).toMatch(/Il faut exactement un rôle à effet par joueur|amoureux vont par deux/);
    expect(check(['geometre', 'j-pach', 'algebriste', 'analyste', 'j-rappaz', 'geometre', 'analyste', 'algebriste', ...effects], 'M')).toBe('Les Algébristes ont besoin de leur leader (K Hess).');
    expect(check(['reptilienne-alpha', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', ...effects.slice(1), 'sans-effet'])).toBeNull();
  });

  it('deals one party and one effect card to each, an alibi to each lover, all at random from the seed', () => {
    const composition = ['reptilienne-alpha', 'reptilien', 'amoureux', 'amoureux', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', 'reptilien', ...['curieux', 'assassin', 'laura', 'coriace', 'eris', 'cupidon', 'artiste', 'sans-effet']];
    const g = createGame<QState>(quintebourg, setupOf(8, 'V', { composition }));
    if (!g.ok) throw new Error(g.error);
    const s = g.value;
    const party = s.order.map((id) => s.players[id]!.role);
    expect(party.filter((c) => c === 'amoureux')).toHaveLength(2);
    expect(s.order.map((id) => s.rs.cards[id]!.effect).sort()).toEqual(['artiste', 'assassin', 'coriace', 'cupidon', 'curieux', 'eris', 'laura', 'sans-effet']);
    for (const id of s.order) {
      const alibi = s.rs.cards[id]!.alibi;
      expect(alibi !== null).toBe(s.players[id]!.role === 'amoureux');
      // A lover plays for the lovers first, and for the alibi's camp too (000:118).
      if (alibi) expect(s.rs.camps[id]![0]).toBe('amoureux');
      expect(heldCards(quintebourg, s, id).length).toBe(alibi ? 3 : 2);
    }
    expect([...party, ...s.order.map((id) => s.rs.cards[id]!.alibi).filter(Boolean)].sort()).toEqual(composition.slice(0, 10).sort());
  });

  it('gives each player the starting coins; shows the médecin to all as the Bourreau (000:247, 493, 561)', () => {
    const t = new Table({ seats: BASIC_V, options: { pieces: 4 } });
    expect(t.state.order.map((id) => t.state.players[id]!.money)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(t.state.posts.bourreau).toBe(t.id('Chloé'));
    expect(t.publicView().players.find((p) => p.name === 'Chloé')!.roleName).toBe('Médecin');
    expect(t.publicView().players.filter((p) => p.roleName !== null)).toHaveLength(1);
  });

  it('hands out the mandatory posts and the optional ones the options keep, the Scrutateur last (000:471-557)', () => {
    const t = new Table({
      seats: BASIC_V,
      posts: { notaire: 'Ana', president: 'Bruno', senateur: 'David', procureur: 'Emma', chef: 'Farid', 'pretre-cupide': 'Gaëlle', mirko: 'Hugo', scrutateur: 'Ana' },
    });
    const holder = (p: string) => (t.state.posts[p] ? t.name(t.state.posts[p]!) : null);
    expect(Object.keys(t.state.posts).sort()).toEqual(['bourreau', 'chef', 'mirka', 'mirko', 'notaire', 'president', 'pretre-cupide', 'procureur', 'scrutateur', 'senateur']);
    expect(['notaire', 'president', 'senateur', 'procureur', 'chef', 'pretre-cupide', 'mirko', 'mirka', 'scrutateur'].map(holder)).toEqual(['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', null, 'Ana']);
    expect(t.state.clock).toEqual({ day: 1, phase: 'night' });
  });
});

describe('the d10 tables, as data (000:699-714)', () => {
  it('keeps the tables complete, with the book’s rows', () => {
    for (const table of [TABLE_1, TABLE_2, TABLE_3]) expect(checkTable(table)).toEqual([]);
    expect(TABLE_1.rows.map((r) => [r.result, r.faces])).toEqual([['I', [0]], ['B', [1]], ['C', [2, 3, 4]], ['Q', [5, 6, 7, 8]], ['M', [9]]]);
    expect(TABLE_2.rows.map((r) => [r.result, r.faces])).toEqual([['I', [0]], ['B', [1]], ['C', [2, 3, 4, 5, 6, 7]], ['Q', [8, 9]]]);
    expect(TABLE_3.rows.map((r) => r.result)).toEqual(['B-C', 'I-B', 'I-I', 'B-B', 'B-I', 'C-B']);
  });
});
