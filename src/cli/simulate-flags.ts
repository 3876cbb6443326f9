/**
 * The `simulate` command's flags: `--policy random|informed`, `--cards`,
 * `--csv` (one line per game), `--compare` (a second setup, the first with a
 * few things changed: one report for both and their differences).
 */
import type { AnyRuleset } from '../engine';
import type { Policy } from '../engine/policy';
import { RANDOM_POLICY } from '../engine/policy';
import { differences, type CampDifference } from '../balance/compare';
import { gamesCsv } from '../balance/csv';
import type { PolicyId } from '../balance/games';
import { loadInformed } from '../rulesets/registry';
import { parseCards, simulate, type SimulateArgs, type SimulateReport } from './simulate';

export function policyId(text: string | undefined): PolicyId {
  if (text === undefined || text === 'random') return 'random';
  if (text === 'informed') return 'informed';
  throw new Error(`--policy attend random ou informed (reçu «\u00a0${text}\u00a0»).`);
}

export async function policyOf(rulesetId: string, id: PolicyId): Promise<Policy> {
  return id === 'informed' ? loadInformed(rulesetId) : RANDOM_POLICY;
}

/** A setup and its players, as `simulate` takes them. */
export interface Side {
  args: SimulateArgs;
  policy: PolicyId;
}

/**
 * The second setup of `--compare "policy=informed;players=10;cards=…;option.KEY=VALUE;composition=random-all;invocations=0.05"`:
 * the first one with these changes (separated by « ; »).
 */
export function comparedSide(rules: AnyRuleset, first: Side, text: string): Side {
  const args: SimulateArgs = { ...first.args, options: { ...first.args.options } };
  let policy = first.policy;
  const changes = text
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  if (changes.length === 0)
    throw new Error('--compare attend au moins un changement (par exemple --compare "policy=informed").');
  // Other players need other cards: the suggested ones, unless the comparison names its own.
  const ownCards = changes.some((c) => c.startsWith('cards='));
  for (const change of changes) {
    const eq = change.indexOf('=');
    if (eq <= 0) throw new Error(`--compare\u00a0: «\u00a0${change}\u00a0» n’est pas de la forme CLÉ=VALEUR.`);
    const key = change.slice(0, eq);
    const value = change.slice(eq + 1);
    if (key === 'policy') policy = policyId(value);
    else if (key === 'players') {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0)
        throw new Error(`--compare\u00a0: players attend un entier positif (reçu «\u00a0${value}\u00a0»).`);
      args.players = n;
      if (!ownCards) delete args.cards;
    } else if (key === 'cards') args.cards = parseCards(rules, value);
    else if (key === 'composition') {
      args.options.composition = value;
      delete args.cards;
    } else if (key === 'invocations') {
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0 || n > 1)
        throw new Error(`--compare\u00a0: invocations attend un nombre entre 0 et 1 (reçu «\u00a0${value}\u00a0»).`);
      args.invokeRate = n;
    } else if (key.startsWith('option.')) args.options[key.slice('option.'.length)] = value;
    else
      throw new Error(
        `--compare\u00a0: «\u00a0${key}\u00a0» inconnu (policy, players, cards, composition, invocations, option.CLÉ).`,
      );
  }
  return { args, policy };
}

export interface CompareReport {
  a: SimulateReport;
  b: SimulateReport;
  /** Each camp's rate in both runs, b minus a, and whether it is beyond chance. */
  differences: CampDifference[];
}

export async function runSide(rules: AnyRuleset, side: Side): Promise<SimulateReport> {
  return simulate(rules, side.args, await policyOf(rules.id, side.policy));
}

export function compareReport(a: SimulateReport, b: SimulateReport): CompareReport {
  const strip = (r: SimulateReport): SimulateReport => {
    const { records: _records, ...rest } = r;
    return rest;
  };
  return {
    a: strip(a),
    b: strip(b),
    differences: differences({ games: a.games, wins: winsOf(a) }, { games: b.games, wins: winsOf(b) }),
  };
}

const winsOf = (r: SimulateReport): Record<string, number> =>
  Object.fromEntries(Object.entries(r.camps).map(([camp, c]) => [camp, c.wins]));

/** The games of a report as CSV lines (`label`: which side of a comparison; `header`: print the column names). */
export function reportCsv(r: SimulateReport, seed: string, label?: string, header = true): string {
  const text = gamesCsv(r.records ?? [], seed, r.policy, label);
  return header ? text : text.slice(text.indexOf('\r\n') + 2);
}
