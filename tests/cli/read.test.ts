/**
 * `read SCENARIO.json --from NAME`: the orders a player's message gives at
 * the scenario's order book, as a scenario file writes them (names for ids),
 * with the book's refusals (reason and line), and a French error for a
 * message that cannot be read; `--thread`: the votes of the day's thread.
 */
import { describe, expect, it } from 'vitest';
import { readReport } from '../../src/cli/read';
import { threadReport } from '../../src/cli/read-thread';
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

/** The election scenario, its first night closed and its dawn posted: day 1's vote book is open. */
const day1 = readScenario(
  JSON.stringify({
    ...scenario('lychantropia-election'),
    answers: [
      ...(scenario('lychantropia-election') as { answers: unknown[] }).answers,
      { step: 'nuit', value: { close: true } },
      { step: 'aube' },
    ],
  }),
);

describe('read --thread: the day’s thread at day 1’s vote book', () => {
  const page = [
    'par Le MJ » 08:00',
    'Jour 1 : VOTE Ana pour l’exemple.',
    '',
    'par Emma » 09:12',
    '[quote=Ana]VOTE Hugo[/quote]',
    'VOTE Ana',
    '',
    'par Hugo » 10:03',
    'je vote contre Emma',
    'UNVOTE',
    '',
    'par Farid » 10:30',
    'VOTE Zorglub',
  ].join('\n');

  it('gives each player’s last vote as a put with its line, the authors, the MJ ignored and the unread (002:18)', () => {
    expect(threadReport(day1, rules, page)).toMatchObject({
      step: 'jour',
      orders: [
        {
          put: { player: 'Emma', kind: 'vote', value: ['Ana'] },
          line: 6,
          answer: { step: 'jour', value: { put: { player: 'Emma', kind: 'vote', value: ['Ana'] } } },
        },
      ],
      refused: [],
      unvoted: ['Hugo'],
      authors: [
        { name: 'Emma', posts: 1, votes: [{ line: 6, value: ['Ana'] }] },
        {
          name: 'Hugo',
          votes: [
            { line: 9, value: ['Emma'] },
            { line: 10, value: null },
          ],
        },
        { name: 'Farid', votes: [] },
      ],
      ignored: [{ name: 'Le MJ', posts: 1, lines: [1] }],
      unread: [{ line: 13 }],
    });
  });

  it('refuses a page at night, another game’s page and a binary text with a French reason', () => {
    expect(() => threadReport(night, rules, page)).toThrow(/carnet des votes de la journée/);
    expect(() => threadReport(day1, rules, 'par Zoé » 10:00\nVOTE Yann')).toThrow(/est-ce bien le fil/);
    expect(() => threadReport(day1, rules, '\u0000\u0001PK')).toThrow(/illisibles/);
  });
});
