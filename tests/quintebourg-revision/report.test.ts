/**
 * The revision's part of the CLI report (src/rulesets/quintebourg-revision/report.ts),
 * read on docs/scenarios/quintebourg-revision-village.json: coins, beds, the
 * camp card's one-time power, camps, specialties, goals and fate of each
 * player; the treasury, the lovers and the executions.
 */
import { describe, expect, it } from 'vitest';
import { playFile, type PlayReport } from '../../src/cli/play';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';

const report: PlayReport = playFile('docs/scenarios/quintebourg-revision-village.json', () => quintebourgRevision);
const player = (name: string) => report.players.find((p) => p.name === name)!;

describe('the report of a Quinte-bourg revision game', () => {
  it('gives each player his coins; a dead player holds none (001:181), his estate waits in the treasury', () => {
    expect(player('Hugo').coins).toBe(2);
    expect(player('Bruno').coins).toBe(0);
    expect(report.table).toMatchObject({ treasury: { total: 10, estates: { Bruno: 3 } } });
  });

  it('spends the camp card’s one-time power when used: Shéhérazade converted (001:72-75), the Prophète did not raise (001:76)', () => {
    expect(player('Gaëlle').powers).toEqual({ 'conversion-radieuse': { label: 'Conversion radieuse', left: 0 } });
    expect(player('Chloé').powers).toEqual({ resurrection: { label: 'Résurrection', left: 1 } });
  });

  it('says where each player slept, the dead at the morgue (001:126), and his camps, specialties, goals and fate', () => {
    expect(player('Inès').sleeps).toMatchObject({ place: 'morgue' });
    expect(player('Farid').sleeps).toMatchObject({ place: 'house:Emma' });
    expect(player('Bruno').more).toMatchObject({
      camps: ['idealistes', 'reptiliens'],
      specialties: ['laura'],
      fate: 'esprit',
      turned: ['reptilien'],
    });
    expect(player('David').more).toMatchObject({ goals: ['showman'] });
  });

  it('keeps the lovers and the executions', () => {
    expect(report.table).toMatchObject({ lovers: ['Emma', 'Farid'], executions: ['Ana', 'Jules'] });
  });
});
