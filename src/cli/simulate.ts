/**
 * `simulate`: many games with random legal answers, for balance figures and
 * as a robustness check (errors and invariant violations must stay at zero).
 */
import { setAutoFreeze } from 'immer';
import type { AnyRuleset, GameSetup, OptionValue, Options, RngState } from '../engine';
import { checkSetup, normalizeOptions } from '../engine/setup';
import { playout } from '../engine/playout';
import { nextInt, seedRng, shuffled } from '../engine/random';

export interface SimulateArgs {
  games: number;
  players: number;
  seed: string;
  /** Ruleset options, plus `composition` = `suggested` (default) or `random-all`. */
  options: Record<string, string>;
  /** Chance before each call that an available action is invoked (engine `playout`); 0 by default. */
  invokeRate?: number;
}

export interface SimulateReport {
  games: number;
  finished: number;
  errors: number;
  invariantViolations: number;
  wins: Record<string, number>;
  meanNights: number;
  gamesPerSecond: number;
  /** First few problems, to reproduce them with `play`. */
  samples: { game: number; seed: string; problems: string[] }[];
}

/** Turn `--option key=value` strings into typed options (French errors). */
export function parseOptions(rules: AnyRuleset, raw: Record<string, string>): Options {
  const out: Options = {};
  for (const [key, text] of Object.entries(raw)) {
    if (key === 'composition') continue;
    const def = rules.options.find((o) => o.id === key);
    if (!def) throw new Error(`Option inconnue pour ${rules.id} : « ${key} ».`);
    let value: OptionValue = text;
    if (def.type === 'boolean') {
      if (text !== 'true' && text !== 'false') throw new Error(`L’option « ${key} » attend true ou false.`);
      value = text === 'true';
    } else if (def.type === 'number') {
      value = Number(text);
      if (!Number.isFinite(value)) throw new Error(`L’option « ${key} » attend un nombre.`);
    }
    out[key] = value;
  }
  const checked = normalizeOptions(rules, out);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** A random composition drawn from every role, with the suggested number of the first camp's killers. */
export function randomComposition(rules: AnyRuleset, players: number, options: Options, seed: string): string[] {
  const rng = seedRng(seed);
  const suggested = rules.suggestComposition(players, options);
  const wolves = suggested.filter((r) => r === suggested[0]).length;
  const cards = suggested.slice(0, wolves);
  const pool = shuffled(
    rng,
    rules.roles.flatMap((r) => (r.id === suggested[0] ? [] : Array.from({ length: Math.min(r.max ?? 1, 3) }, () => r.id))),
  );
  while (cards.length < players && pool.length > 0) cards.push(pool.splice(nextInt(rng, pool.length), 1)[0]!);
  const spare = rules.spareCards?.(cards) ?? 0;
  const filler = rules.roles.find((r) => (r.max ?? 1) > players)?.id ?? suggested[suggested.length - 1]!;
  while (cards.length < players + spare) cards.push(filler);
  if (fits(rules, players, options, cards)) return cards;
  return swappedComposition(rules, players, options, suggested, rng);
}

function fits(rules: AnyRuleset, players: number, options: Options, composition: string[]): boolean {
  const seats = playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name }));
  return checkSetup(rules, { rulesetId: rules.id, options, players: seats, composition, seed: 'composition' }).ok;
}

/**
 * For a ruleset whose cards are of several kinds (Quinte-bourg's party and
 * effect cards, lovers' alibis), a draw from every role rarely fits: start
 * from the suggested composition and swap cards one at a time, keeping each
 * swap the ruleset's setup checks accept.
 */
function swappedComposition(rules: AnyRuleset, players: number, options: Options, suggested: string[], rng: RngState): string[] {
  const cards = [...suggested];
  const ids = rules.roles.map((r) => r.id);
  for (let i = 0; i < players * 10; i++) {
    const at = nextInt(rng, cards.length);
    const next = [...cards];
    next[at] = ids[nextInt(rng, ids.length)]!;
    if (fits(rules, players, options, next)) cards.splice(0, cards.length, ...next);
  }
  return cards;
}

const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa', 'Maël', 'Nora', 'Oscar', 'Paula', 'Quentin', 'Rose', 'Sami', 'Théa'];

export function playerNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''));
}

export function simulate(rules: AnyRuleset, args: SimulateArgs): SimulateReport {
  // States never leave the simulator: freezing them would only cost time.
  setAutoFreeze(false);
  const options = parseOptions(rules, args.options);
  const mode = args.options.composition ?? 'suggested';
  if (mode !== 'suggested' && mode !== 'random-all') throw new Error(`Composition inconnue : « ${mode} » (suggested ou random-all).`);
  const players = playerNames(args.players).map((name, i) => ({ id: `p${i + 1}`, name }));
  const report: SimulateReport = { games: args.games, finished: 0, errors: 0, invariantViolations: 0, wins: {}, meanNights: 0, gamesPerSecond: 0, samples: [] };
  let nights = 0;
  const start = performance.now();
  try {
    for (let g = 0; g < args.games; g++) {
      const seed = `${args.seed}-${g}`;
      const composition = mode === 'random-all' ? randomComposition(rules, args.players, options, seed) : rules.suggestComposition(args.players, options);
      const setup: GameSetup = { rulesetId: rules.id, options, players, composition, seed };
      let problems: string[];
      try {
        const r = playout(rules, setup, `${seed}-answers`, undefined, { invokeRate: args.invokeRate ?? 0 });
        problems = [...r.errors, ...r.violations];
        report.errors += r.errors.length;
        report.invariantViolations += r.violations.length;
        if (r.state.ended) {
          report.finished++;
          const key = r.state.ended.camps.length ? r.state.ended.camps.join('+') : 'personne';
          report.wins[key] = (report.wins[key] ?? 0) + 1;
        }
        nights += r.state.clock.day;
      } catch (e) {
        report.errors++;
        problems = [(e as Error).message];
      }
      if (problems.length > 0 && report.samples.length < 5) report.samples.push({ game: g, seed, problems });
    }
  } finally {
    setAutoFreeze(true);
  }
  const seconds = (performance.now() - start) / 1000;
  report.meanNights = args.games ? Math.round((nights / args.games) * 100) / 100 : 0;
  report.gamesPerSecond = Math.round(args.games / Math.max(seconds, 1e-9));
  return report;
}
