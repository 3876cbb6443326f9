/**
 * Setup: the cards of each mode, the deal, the coins, the posts, the médecin
 * shown to all (000_a045abd3825f1297.txt:112-149, 243-247, 471-557, 561).
 */
import { describe, expect, it } from 'vitest';
import { createGame, heldCards, type GameSetup } from '../../src/engine';
import { playerNames } from '../../src/cli/simulate';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { nightsPerWeek, nightRows } from '../../src/rulesets/quintebourg/week';
import { checkTable } from '../../src/engine/dice-table';
import { TABLE_1, TABLE_2, TABLE_3 } from '../../src/rulesets/quintebourg/dice';
import { idealistsNeed, IDEALISTS } from '../../src/rulesets/quintebourg/win';
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
    expect(check(['reptilien', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', 'villageois', ...effects.slice(1), 'sans-effet'])).toBeNull();
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

describe('the calendar and the tables (000:50-56, 699-805)', () => {
  it('starts on a Thursday; Sunday has no night and is the fête', () => {
    const t = new Table({ seats: BASIC_V });
    expect(quintebourg.calendar).toEqual({ day1: 'jeudi' });
    expect(nightRows('dimanche')).toBeNull();
    expect(nightRows('jeudi')!.map((r) => r.row).join('')).toBe('ABCDEFGHIJKLMNOPQRSTU13V');
    expect(t.state.agenda.map((a) => a.step).slice(0, 3)).toEqual(['tombee', 'presentation', 'bourreau']);
  });

  it('calls each « N nights a week » power on exactly its printed nights', () => {
    const counts = Object.fromEntries(
      ['curieux', 'fouineur', 'indiscret', 'fureteur', 'commere', 'scientifique', 'geek', 'chercheur', 'bricoleur', 'ingenieur', 'infirmier', 'pharmacien', 'chirurgien', 'brancardier', 'anesthesiste', 'tricheur', 'hacker', 'brigand', 'eris-postes', 'cupidon-admiration', 'artiste-sculpture', 'artiste-demission', 'haineux-combat', 'plans-nuit', 'algebristes', 'analystes', 'geometres', 'cortex', 'reptiliens', 'amoureux-nuit', 'skadi', 'parrain', 'bras-droit', 'chef-ronde'].map((s) => [s, nightsPerWeek(s)]),
    );
    expect(counts).toEqual({
      curieux: 2, fouineur: 2, indiscret: 2, fureteur: 2, commere: 2,
      scientifique: 2, geek: 2, chercheur: 2, bricoleur: 2, ingenieur: 2,
      infirmier: 2, pharmacien: 2, chirurgien: 2, brancardier: 2, anesthesiste: 2,
      tricheur: 2, hacker: 2, brigand: 2,
      'eris-postes': 2, 'cupidon-admiration': 2, 'artiste-sculpture': 2, 'artiste-demission': 2,
      'haineux-combat': 2, 'plans-nuit': 2, algebristes: 2, analystes: 2, geometres: 2,
      // As printed: M & C on five nights (the text says four: 000:278), Skadi's row on Saturdays.
      cortex: 5, reptiliens: 6, 'amoureux-nuit': 6, skadi: 1,
      parrain: 3, 'bras-droit': 3, 'chef-ronde': 2,
    });
  });

  it('keeps the d10 tables complete, with the book’s rows (000:701-714)', () => {
    for (const table of [TABLE_1, TABLE_2, TABLE_3]) expect(checkTable(table)).toEqual([]);
    expect(TABLE_1.rows.map((r) => [r.result, r.faces])).toEqual([['I', [0]], ['B', [1]], ['C', [2, 3, 4]], ['Q', [5, 6, 7, 8]], ['M', [9]]]);
    expect(TABLE_2.rows.map((r) => [r.result, r.faces])).toEqual([['I', [0]], ['B', [1]], ['C', [2, 3, 4, 5, 6, 7]], ['Q', [8, 9]]]);
    expect(TABLE_3.rows.map((r) => r.result)).toEqual(['B-C', 'I-B', 'I-I', 'B-B', 'B-I', 'C-B']);
  });

  it('reads the Idéalistes’ table, which is « more than 42 % » (000:255-258)', () => {
    for (const r of IDEALISTS) for (let n = r.from; n <= r.to; n++) expect(idealistsNeed(n)).toBe(Math.floor(0.42 * n) + 1);
    expect([6, 8, 10, 12, 15, 17, 20].map(idealistsNeed)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});
