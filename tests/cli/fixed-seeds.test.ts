/**
 * The random runs that found a bug, kept as they were reported (issue 26) or
 * as the wider random runs found them: each `simulate` must now play clean. Each bug's state is a scenario test of
 * its own (tests/quintebourg-revision/law-after-the-end.test.ts,
 * tests/lychantropia/herbes-vote.test.ts); these keep the whole runs.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/cli/simulate';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';

describe('the seeds of issue 26 play clean', () => {
  it('quintebourg-revision, 11 players, game 7: no call left without a legal answer (001:61, 158)', () => {
    const r = simulate(quintebourgRevision, {
      games: 22,
      players: 11,
      seed: 'sw-quintebourg-revision-combo6-11-0.05',
      options: {
        carnage: 'false',
        mjCourageux: 'true',
        parlerRoles: 'false',
        idealistes: 'moitie',
        pieces: '5',
        pretre: 'aucun',
        adjoints: 'false',
        pickpockets: 'false',
        bourreau: 'false',
        senateurFantome: 'false',
        reporter: 'une',
        assassinHerite: 'gratuit',
        dureeDebat: '510',
        dureeFete: '266',
      },
      invokeRate: 0.05,
    });
    expect({ errors: r.errors, violations: r.invariantViolations, finished: r.finished }).toEqual({
      errors: 0,
      violations: 0,
      finished: 22,
    });
  });

  it('lychantropia, 7 players, game 8: no vote without the right to (002:90)', () => {
    const r = simulate(lychantropia, {
      games: 45,
      players: 7,
      seed: 'sw-lychantropia-combo5-7-0.05',
      options: {
        distributionObjets: 'hasard',
        misesParPas: 'false',
        plusieursSacs: 'false',
        analphabetePotions: 'false',
      },
      invokeRate: 0.05,
    });
    expect({ errors: r.errors, violations: r.invariantViolations, finished: r.finished }).toEqual({
      errors: 0,
      violations: 0,
      finished: 45,
    });
  });

  it('lychantropia, 20 players, items drawn by hand: the random deal may take 6 000 answers, and the game still finishes', () => {
    // Found by the wider random runs (game wide-lychantropia-374; wide-lychantropia-64 too): two items each by hand
    // (002:71-72) for 20 players, the MJ excluding everyone meanwhile; the game stopped unfinished at 2 000 answers.
    const r = simulate(lychantropia, {
      games: 1,
      players: 20,
      seed: 'wide-lychantropia-374',
      options: {
        distributionObjets: 'manuelle',
        misesParPas: 'true',
        plusieursSacs: 'true',
        analphabetePotions: 'false',
        composition: 'random-all',
      },
      invokeRate: 0.02,
    });
    expect({ errors: r.errors, violations: r.invariantViolations, finished: r.finished }).toEqual({
      errors: 0,
      violations: 0,
      finished: 1,
    });
  });

  it('lychantropia, 15 players, items drawn by hand: an excluded player is still dealt his two items (002:71-72)', () => {
    // Found when the order kinds took their givers from bars: the dead's bar (002:15) left an excluded player out of
    // the deal, which still waited for his two items, and the random MJ found no legal answer for « objets ».
    const r = simulate(lychantropia, {
      games: 1,
      players: 15,
      seed: 'wide-lychantropia-4',
      options: {
        distributionObjets: 'manuelle',
        misesParPas: 'true',
        plusieursSacs: 'false',
        analphabetePotions: 'true',
        composition: 'random-all',
      },
      invokeRate: 0.05,
    });
    expect({ errors: r.errors, violations: r.invariantViolations, finished: r.finished }).toEqual({
      errors: 0,
      violations: 0,
      finished: 1,
    });
  });

  it('quintebourg, 12 players, game perf-16: a paying vote with nobody else left to pay is free (000:679, 126)', () => {
    // Found by `simulate --ruleset quintebourg --players 12 --games 300 --seed perf --invocations 0.3`: powers invoked
    // between the vote and the payment left the only standing voter nobody to give his coin to (a Q or M holds none,
    // 000:126); the call « paiement » had no legal answer. Games 0-16 of that run.
    const r = simulate(quintebourg, { games: 17, players: 12, seed: 'perf', options: {}, invokeRate: 0.3 });
    expect({ errors: r.errors, violations: r.invariantViolations, finished: r.finished }).toEqual({
      errors: 0,
      violations: 0,
      finished: 17,
    });
  });
});
