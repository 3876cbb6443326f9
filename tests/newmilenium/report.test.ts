/**
 * NewMilenium's part of the CLI report (src/rulesets/newmilenium/report.ts),
 * read on the scripted forum game (docs/scenarios/newmilenium-partie.json):
 * each player's two roles, numbers and targets, his limited powers with the
 * uses left, where he sleeps; the table's deaths with their causes.
 */
import { describe, expect, it } from 'vitest';
import { playFile, type PlayReport } from '../../src/cli/play';
import { newmilenium } from '../../src/rulesets/newmilenium';

const report: PlayReport = playFile('docs/scenarios/newmilenium-partie.json', () => newmilenium);
const player = (name: string) => report.players.find((p) => p.name === name)!;

describe('the report of a NewMilenium game', () => {
  it('gives each player his two roles and, for an Assassin, his six targets (003:3, 8)', () => {
    expect(player('Ana').more).toMatchObject({ roles: ['voyante', 'paranoiaque'] });
    expect(player('Jules').more).toMatchObject({ targets: expect.arrayContaining(['Ana', 'David', 'Gaëlle', 'Léa']) });
    expect(player('Jules').more).toMatchObject({ targets: { length: 6 } });
  });

  it('counts the uses left of limited powers: the Planqué hid once of three (003:78), the Sorcier’s ritual is spent (003:73)', () => {
    expect(player('Emma').powers).toMatchObject({ planque: { label: 'planque', left: 2 } });
    expect(player('Jules').powers).toMatchObject({ rituel: { left: 0 } });
    // A player without a limited power has none listed.
    expect(player('Karim').powers).toBeUndefined();
  });

  it('says where each player sleeps: the last night’s beds, his own house without a swap (003:12)', () => {
    expect(player('Ana').sleeps).toMatchObject({ place: 'house:Ana', mapped: true });
  });

  it('lists the deaths with their causes, in order', () => {
    expect(report.table).toMatchObject({
      deaths: expect.arrayContaining([expect.objectContaining({ id: 'Karim', cause: 'bucher', phase: 'deadline' })]),
    });
  });
});
