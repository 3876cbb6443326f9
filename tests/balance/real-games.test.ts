/**
 * « Statistiques » (issue 24): the MJ's finished games counted by setup, as
 * the balance lab counts simulated ones: wins by camp, length (nights,
 * calls), each card's survival. Outcomes are read from the games' end
 * states (the village wins once no wolf is left, README of the rule books
 * line 38: the base game's rules), never from wording.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay, type AnyRuleset } from '../../src/engine';
import { aggregate, groupKey, predictionSetup, type RealGame } from '../../src/balance/real-games';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const game = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const rulesOf = (): AnyRuleset => thiercelieux;

function real(answers = game.answers, setup = game.setup): RealGame {
  const r = replay(thiercelieux, setup, answers);
  if (!r.ok) throw new Error(r.error);
  return { setup, state: r.value.state, calls: answers.length };
}

describe('the finished games, by setup', () => {
  const won = real();

  it('counts each finished game’s winners, length and cards; a game still going is left out', () => {
    expect(won.state.ended?.camps).toEqual(['village']);
    const groups = aggregate(rulesOf, [won, won, real(game.answers.slice(0, 5))]);
    expect(groups).toHaveLength(1);
    const g = groups[0]!;
    expect(g.tally.games).toBe(2);
    expect(g.tally.wins).toEqual({ village: 2 });
    expect(g.calls).toBe(2 * game.answers.length);
    expect(g.tally.nightsTotal).toBe(2 * won.state.clock.day);
    // Two wolves dealt per game (the scenario's Ana and Farid); the village won, so no wolf survived.
    expect(g.tally.cards['loup-garou']).toMatchObject({ dealt: 4, survived: 0, present: 2, presentWins: 0 });
    const villagers = won.state.order.filter((id) => won.state.players[id]!.initialRole === 'villageois');
    expect(g.tally.cards.villageois?.dealt).toBe(2 * villagers.length);
  });

  it('another table is another group, beside its own prediction', () => {
    const other = { ...game.setup, options: { ...game.setup.options, autre: true } };
    expect(groupKey(other)).not.toBe(groupKey(game.setup));
    // The composition's order does not matter.
    expect(groupKey({ ...game.setup, composition: [...game.setup.composition].reverse() })).toBe(groupKey(game.setup));
    const groups = aggregate(rulesOf, [won, { ...won, setup: other }, won]);
    expect(groups.map((g) => g.tally.games)).toEqual([2, 1]);
    const p = predictionSetup(groups[0]!, 'informed');
    expect(p).toMatchObject({ rulesetId: 'thiercelieux', players: 7, policy: 'informed' });
    expect(p.cards).toEqual([...game.setup.composition].sort());
  });
});
