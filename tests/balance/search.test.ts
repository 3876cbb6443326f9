/**
 * « Équilibrer »: the nearby compositions, and the search for the one whose
 * village wins closest to half the games, on cases whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { fits } from '../../src/balance/compositions';
import type { BalanceSetup } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import { describeChange, equilibrate, neighbours, type Evaluate } from '../../src/balance/search';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('neighbours', () => {
  const cards = ['loup-garou', 'loup-garou', 'voyante', 'villageois', 'villageois', 'villageois'];
  const near = neighbours(thiercelieux, 6, {}, cards);

  it('swap one card, add one in place of a plain villager, or remove one for a plain villager: all legal, none twice', () => {
    expect(near.length).toBeGreaterThan(30);
    const keys = near.map((c) => sorted(c.cards).join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(sorted(cards).join('|'));
    for (const c of near) {
      expect(fits(thiercelieux, 6, {}, c.cards)).toBe(true);
      expect(c.cards.filter((x, i) => x !== cards[i]).length).toBe(1);
    }
    expect(near.some((c) => c.change?.kind === 'add' && c.change.card === 'sorciere')).toBe(true);
    expect(near.some((c) => c.change?.kind === 'remove' && c.change.card === 'voyante')).toBe(true);
    expect(
      near.some((c) => c.change?.kind === 'swap' && c.change.out === 'voyante' && c.change.in === 'chasseur'),
    ).toBe(true);
  });

  it('says each change in the MJ’s words', () => {
    expect(describeChange(thiercelieux, { kind: 'swap', out: 'voyante', in: 'chasseur' })).toBe('Voyante → Chasseur');
    expect(describeChange(thiercelieux, { kind: 'add', card: 'sorciere' })).toBe(
      '+ Sorcière (à la place d’un simple villageois)',
    );
    expect(describeChange(thiercelieux, { kind: 'remove', card: 'voyante' })).toBe(
      '− Voyante (un simple villageois à sa place)',
    );
  });
});

describe('equilibrate', () => {
  it('finds the known answer: a wolf swapped for a Voyante (35 %), on a village that wins 8 % at the start', async () => {
    // The village's rate is known exactly for every composition: 20 % plus 15 points a Voyante, 10 a Sorcière, minus 12 a wolf beyond the first.
    const rate = (cards: string[]) =>
      0.2 +
      0.15 * cards.filter((c) => c === 'voyante').length +
      0.1 * cards.filter((c) => c === 'sorciere').length -
      0.12 * (cards.filter((c) => c === 'loup-garou').length - 1);
    const evaluate: Evaluate = async (cards, from, to) => ({
      wins: Math.round(rate(cards) * to) - Math.round(rate(cards) * from),
      games: to - from,
    });
    const start = [
      'loup-garou',
      'loup-garou',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
    ];
    const near = neighbours(thiercelieux, 8, {}, start);
    const result = await equilibrate({ cards: start, change: null }, near, evaluate, {
      rounds: [20, 100, 400],
      keep: 2,
    });
    // 20 % - 12 = 8 % at the start. One change: + Voyante 23 %, + Sorcière 18 %, a wolf removed 20 %,
    // a wolf for a Sorcière 30 %, a wolf for a Voyante 35 %: the closest to 50 %.
    expect(result!.start.rate.rate).toBeCloseTo(0.08, 2);
    const best = result!.best[0]!;
    expect(best.change).toEqual({ kind: 'swap', out: 'loup-garou', in: 'voyante' });
    expect(best.rate.rate).toBeCloseTo(0.35, 2);
    expect(result!.best[1]!.change).toEqual({ kind: 'swap', out: 'loup-garou', in: 'sorciere' });
    expect(best.games).toBe(400);
  });

  it('keeps the cards chosen when no change comes closer (a tie keeps them too)', async () => {
    const evaluate: Evaluate = async (cards, from, to) => {
      const r = sorted(cards).join() === sorted(start).join() ? 0.5 : cards.includes('chasseur') ? 0.5 : 0.1;
      return { wins: Math.round(r * to) - Math.round(r * from), games: to - from };
    };
    const start = ['loup-garou', 'loup-garou', 'voyante', 'sorciere', 'villageois', 'villageois'];
    const result = await equilibrate({ cards: start, change: null }, neighbours(thiercelieux, 6, {}, start), evaluate, {
      rounds: [10, 40],
      keep: 2,
    });
    expect(result!.best[0]!.change).toBeNull();
  });

  it('stops when told to', async () => {
    const evaluate: Evaluate = async (_cards, from, to) => ({ wins: 0, games: to - from });
    const start = ['loup-garou', 'voyante', 'villageois', 'villageois'];
    let calls = 0;
    const result = await equilibrate(
      { cards: start, change: null },
      neighbours(thiercelieux, 4, {}, start),
      evaluate,
      undefined,
      () => ++calls < 3,
    );
    expect(result).toBeNull();
    expect(calls).toBe(3);
  });

  it('brings a real table nearer to 50 %: 8 players, 3 wolves and no power against them', async () => {
    const start = [
      'loup-garou',
      'loup-garou',
      'loup-garou',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
    ];
    const setup = (cards: string[]): BalanceSetup => ({
      rulesetId: 'thiercelieux',
      options: {},
      players: 8,
      cards,
      seed: 'equilibre',
      policy: 'random',
    });
    const evaluate: Evaluate = async (cards, from, to) => {
      const t = runGames(thiercelieux, setup(cards), RANDOM_POLICY, from, to).tally;
      return { wins: t.wins.village ?? 0, games: t.games };
    };
    // Only the changes of a wolf or of a villager for a few cards: enough to show the direction, quick to play.
    const near = neighbours(thiercelieux, 8, {}, start).filter((c) =>
      ['voyante', 'sorciere', 'chasseur', 'villageois', 'loup-garou'].includes(
        c.change?.kind === 'swap' ? c.change.in : (c.change?.card ?? ''),
      ),
    );
    const result = await equilibrate({ cards: start, change: null }, near, evaluate, {
      rounds: [30, 120, 300],
      keep: 2,
    });
    const best = result!.best[0]!;
    expect(result!.start.rate.rate).toBeLessThan(0.3);
    expect(best.distance).toBeLessThan(result!.start.distance);
    // The village needs help: a wolf goes, or a power joins the village.
    expect(
      best.cards.filter((c) => c === 'loup-garou').length < 3 ||
        best.cards.some((c) => ['voyante', 'sorciere', 'chasseur'].includes(c)),
    ).toBe(true);
  });
});
