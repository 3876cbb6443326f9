/**
 * `odds SCENARIO.json --games N [--seed S] [--policy random|informed]`: the
 * odds from the scenario's last state (`src/balance/odds.ts`), as JSON; the
 * same figures as the app's « Pronostic » for the same seed.
 */
import { readFileSync } from 'node:fs';
import { apply, createGame, type AnyRuleset, type GameState } from '../engine';
import { odds, oddsSeed, type OddsReport } from '../balance/odds';
import type { PolicyId } from '../balance/games';
import { defaultOddsPolicy } from '../balance/odds-players';
import { loadRuleset } from '../rulesets/registry';
import { readScenario } from './play';
import { policyId, policyOf } from './simulate-flags';

export interface OddsArgs {
  file: string;
  games: number;
  /** Absent: the app's seed for this state (`oddsSeed`). */
  seed?: string;
  /** Absent: informed players where the ruleset has them, as in the app. */
  policy?: PolicyId;
}

/** The scenario's state after its last answer (a French error at the first answer refused). */
export function scenarioState(rules: AnyRuleset, text: string): GameState {
  const { setup, answers } = readScenario(text);
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  answers.forEach((a, i) => {
    const res = apply(rules, state, a);
    if (res.kind !== 'accepted') throw new Error(`Réponse n° ${i + 1} non prise\u00a0: ${res.reason}`);
    state = res.state;
  });
  return state;
}

/** `odds`' arguments: the file first, then its flags (French errors). */
export function parseOddsArgs(argv: readonly string[]): OddsArgs {
  const [file, ...rest] = argv;
  if (!file || file.startsWith('--')) throw new Error('Indiquez le fichier du scénario.');
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [key, inline] = arg.startsWith('--') ? (arg.slice(2).split(/=(.*)/s, 2) as [string, string?]) : ['', ''];
    if (!['games', 'seed', 'policy'].includes(key)) throw new Error(`Argument inattendu\u00a0: «\u00a0${arg}\u00a0».`);
    const value = inline ?? rest[++i];
    if (value === undefined) throw new Error(`--${key} attend une valeur.`);
    flags[key] = value;
  }
  const games = Number(flags.games ?? '1000');
  if (!Number.isInteger(games) || games <= 0)
    throw new Error(`--games attend un entier positif (reçu «\u00a0${flags.games}\u00a0»).`);
  return {
    file,
    games,
    ...(flags.seed !== undefined ? { seed: flags.seed } : {}),
    ...(flags.policy !== undefined ? { policy: policyId(flags.policy) } : {}),
  };
}

export async function oddsCommand(argv: readonly string[]): Promise<OddsReport> {
  const args = parseOddsArgs(argv);
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch {
    throw new Error(`Fichier introuvable ou illisible\u00a0: «\u00a0${args.file}\u00a0».`);
  }
  const ruleset = readScenario(text).setup.rulesetId;
  const rules = await loadRuleset(ruleset);
  const state = scenarioState(rules, text);
  const seed = args.seed ?? oddsSeed(state);
  const policy = args.policy ?? defaultOddsPolicy(rules.id);
  return odds(rules, state, { games: args.games, seed, policy }, await policyOf(rules.id, policy));
}
