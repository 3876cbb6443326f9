/**
 * A fixed example found by random games (issue 26, seed
 * `sw-lychantropia-combo5-7-0.05`, game 8): Ana has voted today when Gaëlle,
 * dying of grief, shoots her with the Fusil (002:84); Ana's Herbes du bonheur
 * save her, and she loses her vote « pour la fin de la partie » (002:90). Her
 * vote already in today's book is withdrawn at once: the bûcher would not
 * count it, and the book holds only the votes of those who may vote.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/cli/scenario';
import { apply, createGame, type GameState } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import type { LState } from '../../src/rulesets/lychantropia/types';

const { setup, answers } = parseScenario(
  readFileSync('tests/lychantropia/scenarios/herbes-withdraw-vote.json', 'utf8'),
);

/** The game after its first `n` answers (every one accepted). */
function after(n: number): GameState<LState> {
  const created = createGame<LState>(lychantropia, setup);
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  for (const a of answers.slice(0, n)) {
    const r = apply<LState>(lychantropia, s, a);
    if (r.kind !== 'accepted') throw new Error(`${r.kind}: ${JSON.stringify(a)}`);
    s = r.state;
  }
  return s;
}

const votesOf = (s: GameState<LState>, id: string) =>
  s.rs.book.orders.filter((o) => o.player === id && (o.kind === 'vote' || o.kind === 'sac'));

describe('a voter saved by the Herbes du bonheur in the day (002:90)', () => {
  const before = after(answers.length - 1);
  const s = after(answers.length);

  it('is the state the seed reached: Ana has voted, then the Fusil is fired at her', () => {
    expect(votesOf(before, 'p1').map((o) => o.kind)).toEqual(['vote']);
    expect(answers.at(-1)).toMatchObject({ kind: 'answer', step: 'fusil', value: ['p1'] });
  });

  it('keeps her alive without a vote, and takes her vote out of today’s book', () => {
    expect(s.players.p1!.health).toBe('vivant');
    expect(s.players.p1!.markers.sansVote).toBe(true);
    expect(votesOf(s, 'p1')).toEqual([]);
    // Her other orders stay: only the vote is lost (002:90).
    expect(s.rs.book.orders.filter((o) => o.player === 'p1').map((o) => o.kind)).toEqual(['pigeon-troc']);
    expect(s.events.filter((e) => e.type === 'vote-retire').map((e) => e.data)).toEqual([
      { player: 'p1', kinds: ['vote'] },
    ]);
  });

  it('keeps the invariants (nobody has a vote in the book without the right to)', () => {
    expect(lychantropia.invariants!(s)).toEqual([]);
  });
});
