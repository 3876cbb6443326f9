/**
 * « Équilibrer »: the nearby compositions, and the search for the one whose
 * village wins closest to half the games, on cases whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { fits } from '../../src/balance/compositions';
import type { BalanceSetup } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import {
  describeChange,
  equilibrate,
  neighbours,
  type Candidate,
  type Evaluate,
  type Request,
} from '../../src/balance/search';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const sorted = (cards: readonly string[]) => [...cards].sort();

/** A fake runner whose village wins exactly `rate(cards)` of any range of games (no game played). */
const exact =
  (rate: (cards: string[]) => number): Evaluate =>
  async (requests) =>
    requests.map(({ cards, from, to }) => ({
      wins: Math.round(rate(cards) * to) - Math.round(rate(cards) * from),
      games: to - from,
    }));

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
    const evaluate = exact(rate);
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
      share: 0.25,
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
    const evaluate = exact((cards) =>
      sorted(cards).join() === sorted(start).join() ? 0.5 : cards.includes('chasseur') ? 0.5 : 0.1,
    );
    const start = ['loup-garou', 'loup-garou', 'voyante', 'sorciere', 'villageois', 'villageois'];
    const result = await equilibrate({ cards: start, change: null }, neighbours(thiercelieux, 6, {}, start), evaluate, {
      rounds: [10, 40],
      keep: 2,
      share: 0.25,
    });
    expect(result!.best[0]!.change).toBeNull();
  });

  it('stops when told to', async () => {
    const evaluate = exact(() => 0);
    const start = ['loup-garou', 'voyante', 'villageois', 'villageois'];
    let calls = 0;
    const result = await equilibrate(
      { cards: start, change: null },
      neighbours(thiercelieux, 4, {}, start),
      evaluate,
      undefined,
      { progress: () => ++calls < 3 },
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
    const evaluate: Evaluate = async (requests) =>
      requests.map(({ cards, from, to }) => {
        const t = runGames(thiercelieux, setup(cards), RANDOM_POLICY, from, to).tally;
        return { wins: t.wins.village ?? 0, games: t.games };
      });
    // Only the changes of a wolf or of a villager for a few cards: enough to show the direction, quick to play.
    const near = neighbours(thiercelieux, 8, {}, start).filter((c) =>
      ['voyante', 'sorciere', 'chasseur', 'villageois', 'loup-garou'].includes(
        c.change?.kind === 'swap' ? c.change.in : (c.change?.card ?? ''),
      ),
    );
    const result = await equilibrate({ cards: start, change: null }, near, evaluate, {
      rounds: [30, 120, 300],
      keep: 2,
      share: 0.25,
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

describe('sequential halving on intervals', () => {
  // Known rates, one per change: the 49 % change is the answer; the others cannot come near it.
  const start = { cards: ['start'], change: null };
  const rates: Record<string, number> = { start: 0.2, near: 0.49, a: 0.1, b: 0.1, c: 0.05, d: 0.05, e: 0.02 };
  const field: Candidate[] = Object.keys(rates)
    .filter((k) => k !== 'start')
    .map((k) => ({ cards: [k], change: { kind: 'add', card: k } }));
  function recording() {
    const batches: Request[][] = [];
    const inner = exact((cards) => rates[cards[0]!]!);
    const evaluate: Evaluate = (requests) => {
      batches.push(requests);
      return inner(requests);
    };
    return { batches, evaluate };
  }
  const plan = { rounds: [40, 80, 160, 320], keep: 1, share: 1 };

  it('drops a hopeless composition after its first round, and keeps the winner to the end', async () => {
    const { batches, evaluate } = recording();
    const result = await equilibrate(start, field, evaluate, plan);
    const gamesOf = (card: string) => batches.flat().reduce((n, r) => n + (r.cards[0] === card ? r.to - r.from : 0), 0);
    // 2 % of 40 games is far from 50 % at 99 % when 49 % is beside it: gone after 40, not kept for a fixed share.
    expect(batches[1]!.map((r) => r.cards[0])).toEqual(['start', 'near']);
    for (const k of ['a', 'b', 'c', 'd', 'e']) expect(gamesOf(k)).toBe(40);
    expect(gamesOf('near')).toBe(320);
    expect(gamesOf('start')).toBe(320);
    expect(result!.best[0]!.cards).toEqual(['near']);
    expect(result!.best[0]!.games).toBe(320);
    expect(result!.played).toBe(7 * 40 + 2 * 280);
  });

  it('plays each round in one batch, each composition going on from the games it has played (none twice)', async () => {
    const { batches, evaluate } = recording();
    await equilibrate(start, field, evaluate, plan);
    expect(batches).toHaveLength(plan.rounds.length);
    expect(batches[0]).toHaveLength(field.length + 1);
    const played: Record<string, number> = {};
    for (const batch of batches)
      for (const r of batch) {
        expect(r.from).toBe(played[r.cards[0]!] ?? 0);
        played[r.cards[0]!] = r.to;
      }
  });

  it('lets at most a share of the field go on when the intervals cannot tell the changes apart yet', async () => {
    // Twelve changes from 50 % to 77.5 %: 40 games cannot drop any. The next round plays 120 games more,
    // three times this one's: a third goes on (the closest), so that it costs no more than this one.
    const close = Array.from({ length: 12 }, (_, i) => ({ cards: [`c${i}`], change: { kind: 'add', card: `c${i}` } }));
    const rate = (cards: string[]) => (cards[0] === 'start' ? 0.3 : 0.5 + 0.025 * Number(cards[0]!.slice(1)));
    const batches: Request[][] = [];
    const inner = exact(rate);
    await equilibrate(start, close as Candidate[], (r) => (batches.push(r), inner(r)), {
      rounds: [40, 160],
      keep: 2,
      share: 1 / 3,
    });
    expect(batches[1]!.map((r) => r.cards[0])).toEqual(['start', 'c0', 'c1', 'c2', 'c3']);
  });

  it('goes on from the games already played (a run of the cards chosen): none of them is played again', async () => {
    const { batches, evaluate } = recording();
    const result = await equilibrate(start, field, evaluate, plan, {
      known: (cards) => (cards[0] === 'start' ? { wins: 2000, games: 10_000 } : undefined),
    });
    for (const batch of batches) expect(batch[0]).toMatchObject({ from: 10_000, to: 10_000 });
    expect(result!.start).toMatchObject({ wins: 2000, games: 10_000 });
    expect(result!.played).toBe(6 * 40 + 280);
  });
});
