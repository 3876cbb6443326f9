/**
 * `simulate`: many games with random legal answers (or informed players'),
 * for balance figures and as a robustness check (errors and invariant
 * violations must stay at zero). The games are the balance lab's
 * (`src/balance`): the same seed gives the same figures here and on the
 * « Équilibre » screen.
 */
import type { AnyRuleset, OptionValue, Options } from '../engine';
import { normalizeOptions, parseWholeOption, roleName } from '../engine/setup';
import { RANDOM_POLICY, type Policy } from '../engine/policy';
import type { BalanceSetup, GameRecord, PolicyId } from '../balance/games';
import { wilson } from '../balance/interval';
import { runGames } from '../balance/run';
import { outcomeKey } from '../balance/tally';

export { playerNames, randomComposition } from '../balance/compositions';

export interface SimulateArgs {
  games: number;
  players: number;
  seed: string;
  /** Ruleset options, plus `composition` = `suggested` (default) or `random-all`. */
  options: Record<string, string>;
  /** A fixed composition (role ids), instead of `composition`'s. */
  cards?: string[];
  /** Chance before each call that an available action is invoked (engine `playout`); 0 by default. */
  invokeRate?: number;
  /** Keep each game's record (`--csv`). */
  records?: boolean;
}

export interface CampFigure {
  wins: number;
  rate: number;
  /** The 95 % interval of the rate (Wilson). */
  low: number;
  high: number;
}

export interface SimulateReport {
  games: number;
  /** Who played: `random` legal answers, or `informed` players. */
  policy: string;
  finished: number;
  errors: number;
  invariantViolations: number;
  /** Games per outcome: the winning camps joined with « + », `personne` when nobody wins. */
  wins: Record<string, number>;
  /** Each camp's wins (alone or with others), rate and 95 % interval. */
  camps: Record<string, CampFigure>;
  meanNights: number;
  gamesPerSecond: number;
  /** First few problems, to reproduce them with `play`. */
  samples: { game: number; seed: string; problems: string[] }[];
  /** Each game (`records: true`), for `--csv`. */
  records?: GameRecord[];
}

/** Turn `--option key=value` strings into typed options (French errors). */
export function parseOptions(rules: AnyRuleset, raw: Record<string, string>): Options {
  const out: Options = {};
  for (const [key, text] of Object.entries(raw)) {
    if (key === 'composition') continue;
    const def = rules.options.find((o) => o.id === key);
    if (!def) throw new Error(`Option inconnue pour ${rules.id}\u00a0: «\u00a0${key}\u00a0».`);
    let value: OptionValue = text;
    if (def.type === 'boolean') {
      if (text !== 'true' && text !== 'false') throw new Error(`L’option «\u00a0${key}\u00a0» attend true ou false.`);
      value = text === 'true';
    } else if (def.type === 'number') {
      // Digits only: Number() would read « 1.5 », « 1e1 », « 0x10 » or nothing as numbers.
      const parsed = parseWholeOption(def, text);
      if (!parsed.ok) throw new Error(`--option ${key}=${text}\u00a0: ${parsed.error}`);
      value = parsed.value;
    }
    out[key] = value;
  }
  const checked = normalizeOptions(rules, out);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** `loup-garou*3,voyante,villageois*2` as role ids (French errors for an unknown card). */
export function parseCards(rules: AnyRuleset, text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const [id, times] = part.split('*') as [string, string | undefined];
      if (!rules.roles.some((r) => r.id === id))
        throw new Error(`Carte inconnue pour ${rules.id}\u00a0: «\u00a0${id}\u00a0».`);
      const n = times === undefined ? 1 : Number(times);
      if (!Number.isInteger(n) || n < 1)
        throw new Error(`«\u00a0${part}\u00a0»\u00a0: le nombre de cartes doit être un entier positif.`);
      return Array.from({ length: n }, () => id);
    });
}

/** The balance setup the arguments describe (French errors). */
export function balanceSetup(rules: AnyRuleset, args: SimulateArgs, policy: PolicyId): BalanceSetup {
  const options = parseOptions(rules, args.options);
  const mode = args.options.composition ?? 'suggested';
  if (mode !== 'suggested' && mode !== 'random-all')
    throw new Error(`Composition inconnue\u00a0: «\u00a0${mode}\u00a0» (suggested ou random-all).`);
  const cards = args.cards ?? (mode === 'random-all' ? null : rules.suggestComposition(args.players, options));
  if (cards)
    for (const id of new Set(cards))
      if (!rules.roles.some((r) => r.id === id))
        throw new Error(`Carte inconnue\u00a0: «\u00a0${roleName(rules, id)}\u00a0».`);
  return {
    rulesetId: rules.id,
    options,
    players: args.players,
    cards,
    seed: args.seed,
    policy,
    ...(args.invokeRate ? { invokeRate: args.invokeRate } : {}),
  };
}

export function simulate(rules: AnyRuleset, args: SimulateArgs, policy: Policy = RANDOM_POLICY): SimulateReport {
  const setup = balanceSetup(rules, args, policy.id === 'informed' ? 'informed' : 'random');
  const start = performance.now();
  // The records are kept for the samples' problems (the first few) and for --csv. The command line checks the
  // invariants after every answer: it is how bugs are found (the app's runs check each game's last state).
  const { tally, records } = runGames(rules, setup, policy, 0, args.games, { records: true, invariants: 'every' });
  const seconds = (performance.now() - start) / 1000;
  const camps: Record<string, CampFigure> = {};
  for (const [camp, wins] of Object.entries(tally.wins)) camps[camp] = { wins, ...rounded(wilson(wins, tally.games)) };
  const wins: Record<string, number> = {};
  let errors = 0;
  let violations = 0;
  for (const g of records) {
    const key = outcomeKey(g);
    if (key !== null) wins[key] = (wins[key] ?? 0) + 1;
  }
  for (const g of records) {
    errors += g.errors.length;
    violations += g.violations.length;
  }
  return {
    games: args.games,
    policy: policy.id,
    finished: tally.finished,
    errors,
    invariantViolations: violations,
    wins,
    camps,
    meanNights: args.games ? Math.round((tally.nightsTotal / args.games) * 100) / 100 : 0,
    gamesPerSecond: Math.round(args.games / Math.max(seconds, 1e-9)),
    samples: tally.samples.map((x) => ({ game: x.index, seed: `${args.seed}-${x.index}`, problems: x.problems })),
    ...(args.records ? { records } : {}),
  };
}

const rounded = (x: { rate: number; low: number; high: number }) => ({
  rate: round4(x.rate),
  low: round4(x.low),
  high: round4(x.high),
});
const round4 = (x: number): number => Math.round(x * 10000) / 10000;
