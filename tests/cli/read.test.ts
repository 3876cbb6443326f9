/**
 * `read SCENARIO.json --from NAME`: the orders a player's message gives at
 * the scenario's order book, as a scenario file writes them (names for ids),
 * with the book's refusals (reason and line), and a French error for a
 * message that cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { readReport } from '../../src/cli/read';
import { readScenario } from '../../src/cli/play';
import { load, scenario } from './support';

const night = readScenario(JSON.stringify(scenario('lychantropia-election')));
const rules = load('lychantropia');

describe('read: a private message at the first night’s book', () => {
  it('gives the pack’s target as a put with its line, and refuses the day’s vote at night (002:18)', () => {
    const r = readReport(
      night,
      rules,
      'ana',
      'Salut MJ\n[quote=Bruno]Loups sur Ana[/quote]\nLoups → Hugo\nJe vote contre Chloé',
    );
    expect(r).toMatchObject({
      from: 'Ana',
      step: 'nuit',
      orders: [
        {
          put: { player: 'Ana', kind: 'loups', value: ['Hugo'] },
          line: 3,
          answer: { step: 'nuit', value: { put: { player: 'Ana', kind: 'loups', value: ['Hugo'] } } },
        },
      ],
      refused: [{ put: { kind: 'vote', value: ['Chloé'] }, line: 4, rule: '002:18' }],
      unread: [{ line: 1 }],
    });
  });

  it('refuses an unknown sender, another game’s page and a binary text with a French reason', () => {
    expect(() => readReport(night, rules, 'Zorglub', 'Loups → Hugo')).toThrow(/Aucun joueur de la partie/);
    expect(() => readReport(night, rules, 'Ana', 'Sujet : la recette des crêpes\nMélangez la farine')).toThrow(
      /est-ce bien un message de cette partie/,
    );
    expect(() => readReport(night, rules, 'Ana', '\u0000\u0001PK')).toThrow(/illisibles/);
    expect(() => readReport(night, rules, 'Ana', 'x'.repeat(1_000_000))).toThrow(/trop long/);
  });
});
