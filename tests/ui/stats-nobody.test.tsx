/**
 * « Statistiques »: the games nobody won (« Personne ») are a row of the wins
 * by camp and a line of the CSV, real beside simulated, as « Équilibre »
 * lists them (`summarize`): without it the camps' shares add up to less
 * than the games played, with nothing to say why.
 */
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay, type GameState } from '../../src/engine';
import { statsCsv } from '../../src/balance/real-figures';
import { aggregate, type RealGame } from '../../src/balance/real-games';
import { summarize } from '../../src/balance/summary';
import { emptyTally, type Tally } from '../../src/balance/tally';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { GroupPanel } from '../../src/ui/stats/GroupPanel';
import { NOBODY } from '../../src/balance/tally';
import { statsFigures } from '../../src/ui/stats/figures';

// A finished game of 7, and the same table ended with no winning camp (test scaffolding: a game where every seat died).
const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const played = replay(thiercelieux, scenario.setup, scenario.answers);
if (!played.ok) throw new Error(played.error);
const won: GameState = played.value.state;
const camp = won.ended!.camps[0]!;
const nobodyWon: GameState = { ...won, ended: { ...won.ended!, camps: [], winners: [] } };
const game = (state: GameState): RealGame => ({ setup: scenario.setup, state, calls: scenario.answers.length });

/** The group of `games` played at that table. */
const groupOf = (...states: GameState[]) => aggregate(() => thiercelieux, states.map(game))[0]!;

/** A simulator's tally: `games` games, `nobody` of them won by nobody, the rest by `camp`. */
function simulated(games: number, nobody: number): Tally {
  const t = emptyTally();
  t.games = games;
  t.finished = games;
  t.outcomes = { [NOBODY]: nobody, [camp]: games - nobody };
  t.wins = { [camp]: games - nobody };
  return t;
}

describe('« Personne » among the wins by camp', () => {
  it('counts the real games nobody won, out of every game of the table, last after the camps', () => {
    const group = groupOf(won, nobodyWon, won, nobodyWon);
    const camps = statsFigures(thiercelieux, group, null).camps;
    expect(camps.at(-1)).toMatchObject({ id: NOBODY, real: { count: 2, of: 4, rate: 0.5 }, simulated: null });
    // With it, the shares of the outcomes add up to every game (one camp wins alone here).
    expect(camps.reduce((sum, c) => sum + c.real.count, 0)).toBe(4);
  });

  it('beside the simulator’s share, the very figure « Équilibre » gives for the same games', () => {
    const sim = simulated(200, 30);
    const row = statsFigures(thiercelieux, groupOf(won), sim).camps.find((c) => c.id === NOBODY);
    const equilibre = summarize(thiercelieux, sim, false).camps.find((c) => c.camp === NOBODY)!;
    expect(row).toMatchObject({ real: { count: 0, of: 1, rate: 0 } });
    expect(row!.simulated).toEqual({ rate: equilibre.rate, low: equilibre.low, high: equilibre.high });
  });

  it('is left out when nobody won a game, real or simulated (as « Équilibre » does)', () => {
    const camps = statsFigures(thiercelieux, groupOf(won, won), simulated(100, 0)).camps;
    expect(camps.map((c) => c.id)).not.toContain(NOBODY);
  });

  it('is a « camp_wins » line of the CSV', () => {
    const group = groupOf(won, nobodyWon);
    const sim = simulated(100, 10);
    const text = statsCsv([{ rules: thiercelieux, group, figures: statsFigures(thiercelieux, group, sim) }]);
    const lines = text.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    const row = lines.map((l) => l.split(',')).find((cells) => cells[4] === 'camp_wins' && cells[5] === NOBODY);
    expect(row).toBeDefined();
    const cell = (name: string) => row![header.indexOf(name)];
    expect([cell('real_count'), cell('real_of'), cell('real_rate'), cell('simulated_rate')]).toEqual([
      '1',
      '2',
      '0.5',
      '0.1',
    ]);
  });

  it('is a row « Personne » of the table « Victoires par camp »', () => {
    const group = groupOf(won, nobodyWon);
    render(
      <GroupPanel
        rules={thiercelieux}
        group={group}
        figures={statsFigures(thiercelieux, group, null)}
        prediction={{ kind: 'waiting' }}
      >
        {null}
      </GroupPanel>,
    );
    const table = screen.getByRole('table', { name: 'Victoires par camp' });
    const row = within(table).getByRole('rowheader', { name: 'Personne' }).closest('tr')!;
    expect(row.textContent).toBe('Personne50,0\u00a0% (1 sur 2)…');
  });
});
