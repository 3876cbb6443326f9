/**
 * « Équilibrer » after its first round was played ahead (issue 25: the
 * screen plays it while the MJ reads the results, `useEquilibrerAhead`):
 * the search goes on from those games (`known`, through the screen's
 * `Played`) and gives the very answer it gives without them, having played
 * the first round's games only once.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { Played } from '../../src/balance/played';
import { runGames } from '../../src/balance/run';
import { equilibrate, neighbours, type Evaluate, type SearchPlan } from '../../src/balance/search';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const cards = ['loup-garou', 'loup-garou', 'voyante', 'villageois', 'villageois', 'villageois'];
const base: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 6,
  cards,
  seed: 'avance',
  policy: 'random',
};
const plan: SearchPlan = { rounds: [10, 40], keep: 3, share: 0.25 };

/** The search as the screen runs it: real games, each batch's kept in `played`, which `known` reads. */
async function search(played: Played) {
  let games = 0;
  const evaluate: Evaluate = async (requests) =>
    requests.map(({ cards: c, from, to }) => {
      const setup = { ...base, cards: c };
      const t = runGames(thiercelieux, setup, RANDOM_POLICY, from, to).tally;
      played.add(setup, from, t);
      games += t.games;
      return { wins: t.wins.village ?? 0, games: t.games };
    });
  const known = (c: string[]) => {
    const t = played.get({ ...base, cards: c });
    return t && { wins: t.wins.village ?? 0, games: t.games };
  };
  const result = await equilibrate({ cards, change: null }, neighbours(thiercelieux, 6, {}, cards), evaluate, plan, {
    known,
  });
  return { result, games };
}

describe('« Équilibrer » after its first round was played ahead', () => {
  it('gives the very answer, and plays none of the first round again', async () => {
    const plain = await search(new Played());
    const ahead = new Played();
    const candidates = neighbours(thiercelieux, 6, {}, cards);
    // What the screen plays ahead: every neighbour's first-round games (the start's are the run on screen).
    let before = 0;
    for (const c of [{ cards }, ...candidates]) {
      const setup = { ...base, cards: c.cards };
      ahead.add(setup, 0, runGames(thiercelieux, setup, RANDOM_POLICY, 0, plan.rounds[0]!).tally);
      before += plan.rounds[0]!;
    }
    const after = await search(ahead);
    expect(after.result).not.toBeNull();
    expect(after.result!.best).toEqual(plain.result!.best);
    expect(after.result!.start).toEqual(plain.result!.start);
    expect(after.games).toBe(plain.games - before);
  });
});
