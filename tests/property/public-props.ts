/**
 * The public side's properties, run by one file per ruleset
 * (public-<id>.test.ts) so that the long mode spreads over the cores: random
 * games of 4 to 40 players (within the ruleset's limits), any options, cut at
 * a random answer, projected for the players' screen. What the rules make
 * public is cited where a property relies on it.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  apply,
  createGame,
  currentCall,
  publicVote,
  publicVoteRule,
  publicView,
  tally,
  type AnyRuleset,
  type Answer,
  type GameSetup,
  type GameState,
  type Json,
  type Options,
} from '../../src/engine';
import { playout, randomValue } from '../../src/engine/playout';
import { seedRng } from '../../src/engine/random';
import { playerNames, randomComposition } from '../../src/cli/simulate';
import { leaks, type Exemption } from './leaks';
import { TIMEOUT, runs } from './runs';

export interface GameArgs {
  players: number;
  options: Options;
  seed: string;
  randomCards: boolean;
  /** Chance before each call that a player invokes an available action (kills, gifts, the MJ's exclusion…). */
  invocations: number;
}

export function gameArb(rules: AnyRuleset): fc.Arbitrary<GameArgs> {
  const options = fc.record(
    Object.fromEntries(
      rules.options.map((o) => [
        o.id,
        o.type === 'boolean'
          ? fc.boolean()
          : o.type === 'choice'
            ? fc.constantFrom(...o.choices!.map((c) => c.value))
            : fc.integer({ min: o.min ?? 0, max: o.max ?? 5 }),
      ]),
    ),
  ) as fc.Arbitrary<Options>;
  return fc.record({
    players: fc.integer({ min: Math.max(rules.minPlayers, 4), max: Math.min(rules.maxPlayers, 40) }),
    options,
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    randomCards: fc.boolean(),
    invocations: fc.constantFrom(0, 0.02, 0.05),
  });
}

export function setupOf(rules: AnyRuleset, g: GameArgs): GameSetup {
  const players = playerNames(g.players).map((name, i) => ({ id: `p${i + 1}`, name }));
  const composition = g.randomCards
    ? randomComposition(rules, g.players, g.options, g.seed)
    : rules.suggestComposition(g.players, g.options);
  return { rulesetId: rules.id, options: g.options, players, composition, seed: g.seed };
}

/**
 * Every state of a random game up to answer `cut`, and the answers between
 * them. The game is played only that far (its first `cut` answers are those
 * of the whole game: the answers' generator does not look ahead).
 */
export function statesUpTo(
  rules: AnyRuleset,
  setup: GameSetup,
  answerSeed: string,
  cut: number,
  invokeRate = 0,
): { states: GameState[]; answers: Answer[] } {
  const r = playout(rules, setup, answerSeed, cut, { invokeRate });
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  const states: GameState[] = [created.value];
  for (const a of r.answers) {
    const next = apply(rules, states[states.length - 1]!, a);
    if (next.kind !== 'accepted') throw new Error(next.reason);
    states.push(next.state);
  }
  return { states, answers: r.answers };
}

/**
 * Card names a ruleset may show before announcing the card, with the rule that
 * makes them public. None today: Thiercelieux announces the Chasseur's card as
 * he shoots and the Ancien's as his curse strikes, even with the cards of the
 * dead face down. Kept so a later ruleset can state its own.
 */
export const EXEMPTIONS: Record<string, Exemption[]> = {
  // Quinte-bourg's paying-vote law names who may draw from its pot: a rule, not a player's card (000_a045abd3825f1297.txt:687).
  quintebourg: ['cortex', 'minus'].map((role) => ({ role, when: (text: string) => text.includes('cagnotte') })),
};

/** Fixed cases each property replays before its random ones (leaks found once, kept). */
export interface Examples {
  leak?: [GameArgs, number][];
}

/** The three properties of `rules`' public side. */
export function publicSideProperties(rules: AnyRuleset, examples: Examples = {}): void {
  const arb = gameArb(rules);
  const upTo = (g: GameArgs, cut: number) =>
    statesUpTo(rules, setupOf(rules, g), `${g.seed}/answers`, cut, g.invocations);

  it(
    'never holds a hidden card or camp, an unannounced health, a private or MJ-only event, a marker',
    () => {
      fc.assert(
        fc.property(arb, fc.integer({ min: 0, max: 220 }), (g, cut) => {
          // Only the state at the cut matters here: the playout stops there.
          const r = playout(rules, setupOf(rules, g), `${g.seed}/answers`, cut, { invokeRate: g.invocations });
          expect(r.errors).toEqual([]);
          const s = r.state;
          expect(leaks(rules, s, publicView(rules, s), { exemptions: EXEMPTIONS[rules.id] ?? [] })).toEqual([]);
        }),
        { numRuns: runs(150, 10_000), examples: examples.leak ?? [] },
      );
    },
    TIMEOUT,
  );

  it(
    'shows nothing of the night: the view at any night call is the view at nightfall (no target, no potion, no lover)',
    () => {
      fc.assert(
        fc.property(arb, fc.integer({ min: 0, max: 220 }), (g, cut) => {
          const { states, answers } = upTo(g, cut);
          const s = states[states.length - 1]!;
          if (s.clock.phase !== 'night') return;
          // The night's calls show nothing. An action invoked during the night (the MJ's exclusion, a Détective
          // caught spying…) may, in front of all, with the reactions it sets off (a new Capitaine): compare from after them.
          const nightfall = states.findIndex((x) => x.clock.phase === 'night' && x.clock.day === s.clock.day);
          const lastInvoked = answers.findLastIndex((a, i) => a.kind === 'invoke' && i >= nightfall);
          let since = Math.max(nightfall, lastInvoked + 1);
          if (lastInvoked >= 0) while (since < answers.length && states[since]!.agenda[0]?.reaction === true) since++;
          expect(publicView(rules, s)).toEqual(publicView(rules, states[since]!));
        }),
        { numRuns: runs(150, 1000) },
      );
    },
    TIMEOUT,
  );

  it(
    'shows the vote being tapped only when the ruleset makes it public, from its valid ballots, and nothing else of the draft',
    () => {
      fc.assert(
        fc.property(arb, fc.integer({ min: 0, max: 220 }), fc.string({ maxLength: 6 }), (g, cut, draftSeed) => {
          const { states } = upTo(g, cut);
          const s = states[states.length - 1]!;
          const call = currentCall(rules, s);
          if (!call) return;
          // Whatever the MJ has selected (a night victim, a potion's target, ballots).
          const draft = randomValue(call.prompt, seedRng(`draft/${draftSeed}`));
          const vote = publicVote(rules, s, draft);
          const rule =
            call.prompt.kind === 'ballots' && call.inert === null ? publicVoteRule(rules, s, call.step) : null;
          if (rule === null) {
            expect(vote).toBeNull();
            return;
          }
          if (rules.id === 'thiercelieux') {
            // Open votes: each player designates someone in front of all (004_d59078fd8312dd78.txt:230,237), in the day only.
            expect(s.clock.phase).toBe('day');
            expect(rule).toEqual({ show: 'ballots', weighted: true });
          }
          expect(vote).not.toBeNull();
          expect(leaks(rules, s, vote, { exemptions: EXEMPTIONS[rules.id] ?? [] })).toEqual([]);
          const prompt = call.prompt as Extract<typeof call.prompt, { kind: 'ballots' }>;
          const ballots = draft as Record<string, string | null>;
          // Where the book lets a voter be absent (a forum vote nobody posted), a missing ballot is no blank vote.
          const present = prompt.absent ? prompt.voters.filter((v) => Object.hasOwn(ballots, v.id)) : prompt.voters;
          const t = tally(
            present.map((v) => ({ voter: v.id, target: ballots[v.id] ?? null, weight: rule.weighted ? v.weight : 1 })),
          );
          expect(vote!.ranking).toEqual(t.ranking);
          expect(vote!.blank).toBe(t.blank);
          // A draft of the wrong shape is no vote at all, never an error.
          for (const junk of [null, 'p1', ['p1'], { p1: 42 }, { intrus: 'p1' }] as Json[]) {
            expect(publicVote(rules, s, junk)!.ranking).toEqual([]);
          }
        }),
        { numRuns: runs(150, 1000) },
      );
    },
    TIMEOUT,
  );
}
