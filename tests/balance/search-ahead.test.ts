/**
 * « Équilibrer » played ahead (issue 25: the screen plays the search's games
 * while the MJ reads the results, `useEquilibrerAhead`): the games the
 * search would play next (`nextRequests`) are played in pieces and kept with
 * the screen's (`Played`); the search, tapped at any moment, goes on from
 * them (`known`, through `knownOn`) and gives the very answer it gives
 * without them, having played each game once. Every round judges each change
 * on exactly its games, whatever was played before (a later round's games
 * played ahead, an earlier search on the same screen).
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { knownOn, Played } from '../../src/balance/played';
import { runGames } from '../../src/balance/run';
import {
  equilibrate,
  neighbours,
  nextRequests,
  type Candidate,
  type Evaluate,
  type SearchPlan,
} from '../../src/balance/search';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { piecesOf } from '../../src/ui/balance/useEquilibrerAhead';

const cards = ['loup-garou', 'loup-garou', 'voyante', 'villageois', 'villageois', 'villageois'];
const base: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 6,
  cards,
  seed: 'avance',
  policy: 'random',
};
const plan: SearchPlan = { rounds: [10, 40, 100], keep: 2, share: 0.25 };
const start: Candidate = { cards, change: null };
const candidates = neighbours(thiercelieux, 6, {}, cards);
/** The run of the cards chosen on screen before « Équilibrer »: its games count whole. */
const RUN = 200;

function play(played: Played, setup: BalanceSetup, from: number, to: number) {
  const t = runGames(thiercelieux, setup, RANDOM_POLICY, from, to).tally;
  played.add(setup, from, t);
  return t;
}

/** A screen's games: the run of the cards chosen shown. */
function screen(): Played {
  const played = new Played();
  play(played, base, 0, RUN);
  return played;
}

/** The search as the screen runs it: real games, each batch's kept in `played`, which `known` reads. */
async function search(played: Played) {
  let games = 0;
  const evaluate: Evaluate = async (requests) =>
    requests.map(({ cards: c, from, to }) => {
      const t = play(played, { ...base, cards: c }, from, to);
      games += t.games;
      return { wins: t.wins.village ?? 0, games: t.games };
    });
  const known = knownOn(played, base, 'village', RUN);
  const result = await equilibrate(start, candidates, evaluate, plan, { known });
  return { result, games };
}

/** What the screen plays ahead: the search's next games in pieces, `pieces` of them at most (all: until none is left). */
function ahead(played: Played, pieces = Infinity): number {
  const known = knownOn(played, base, 'village', RUN);
  let games = 0;
  for (let n = 0; n < pieces; n++) {
    const next = nextRequests(start, candidates, known, plan).flatMap((r) =>
      piecesOf(r.from, r.to, 7).map(([from, to]) => ({ cards: r.cards, from, to })),
    )[0];
    if (!next) break;
    games += play(played, { ...base, cards: next.cards }, next.from, next.to).games;
  }
  return games;
}

describe('« Équilibrer » played ahead', () => {
  it('gives the very answer whenever it is tapped, and plays no game twice', async () => {
    const plain = await search(screen());
    expect(plain.result).not.toBeNull();
    // Tapped after a few pieces of the first round, in a later round, once the whole search is known.
    for (const pieces of [5, 60, 130, Infinity]) {
      const played = screen();
      const before = ahead(played, pieces);
      const after = await search(played);
      expect(after.result!.best).toEqual(plain.result!.best);
      expect(after.result!.start).toEqual(plain.result!.start);
      expect(after.games).toBe(plain.games - before);
      if (pieces === Infinity) {
        expect(before).toBe(plain.games);
        expect(after.games).toBe(0);
      }
    }
  });

  it('judges every round on its own games: more games known than a round asks do not change the answer', async () => {
    const plain = await search(screen());
    // Every change played round by round as far as the last before the search: its rounds still read 10, then 40, then 100 games.
    const played = screen();
    for (const c of candidates)
      [0, ...plan.rounds].reduce((from, to) => (play(played, { ...base, cards: c.cards }, from, to), to));
    const after = await search(played);
    expect(after.result!.best).toEqual(plain.result!.best);
    expect(after.games).toBe(0);
    // A second search on the same screen: the same answer, no game played.
    const again = await search(played);
    expect(again.result).toEqual(after.result);
    expect(again.games).toBe(0);
  });

  it('counts the run of the cards chosen whole, whatever the round', async () => {
    const played = screen();
    const known = knownOn(played, base, 'village', RUN);
    expect(known(cards, plan.rounds[0]!)!.games).toBe(RUN);
    play(played, { ...base, cards: candidates[0]!.cards }, 0, 50);
    expect(known(candidates[0]!.cards, plan.rounds[0]!)).toBeUndefined();
    play(played, { ...base, cards: candidates[0]!.cards }, 0, 10);
    expect(known(candidates[0]!.cards, plan.rounds[1]!)!.games).toBe(10);
    expect(known(candidates[0]!.cards, 1000)!.games).toBe(50);
  });
});
