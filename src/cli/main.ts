/**
 * Veilleur's headless command line: `npm run --silent cli -- <command>`
 * (or `node dist-cli/veilleur.mjs <command>` once built: `npm run build:cli`).
 *   rulesets                      JSON: each ruleset's id, name, options and roles
 *   play FILE.json [FILE.json]…   run scenarios (docs/scenarios.md): one JSON report, or one line per file
 *   next FILE.json                run a scenario, print only the call waiting for an answer
 *   step RULESET STEP             what a step (or an action) accepts, its arguments, its lines in the book
 *   read FILE.json --from NAME [--text FILE]   the orders a player's message gives at the scenario's order book
 *   read FILE.json --thread [--text FILE]      the votes the day's thread gives at the scenario's vote book
 *   simulate --ruleset ID [--option KEY=VALUE]... [--cards ID*N,…] --players N --games N --seed S [--invocations RATE]
 *            [--policy random|informed] [--csv] [--compare "CHANGE;…"]
 *   odds FILE.json --games N [--seed S] [--policy random|informed]   each camp's chances from the scenario's last state
 */
import { readFileSync } from 'node:fs';
import type { AnyRuleset } from '../engine';
import { loadAll, loadRuleset, RULESETS } from '../rulesets/registry';
import { playParsed, readScenario, type PlayReport } from './play';
import type { SimulateArgs } from './simulate';
import { parseCards } from './simulate';
import { comparedSide, compareReport, policyId, reportCsv, runSide, type Side } from './simulate-flags';
import { stepInfo } from './step-info';
import { oddsCommand } from './odds';
import { readReport } from './read';
import { threadReport } from './read-thread';

const USAGE = `Utilisation :
  npm run --silent cli -- rulesets
  npm run --silent cli -- play FICHIER.json [FICHIER.json]…
  npm run --silent cli -- next FICHIER.json
  npm run --silent cli -- step RÈGLES APPEL
  npm run --silent cli -- read FICHIER.json --from NOM [--text MESSAGE.txt]   (sans --text : le message sur l’entrée standard)
  npm run --silent cli -- read FICHIER.json --thread [--text PAGE.txt]   (le fil du jour : les votes de chacun)
  npm run --silent cli -- simulate --ruleset ID [--option CLÉ=VALEUR]... [--cards CARTE*N,…] --players N --games N --seed GRAINE
      [--invocations TAUX] [--policy random|informed] [--csv] [--compare "CHANGEMENT;…"]
  npm run --silent cli -- odds FICHIER.json --games N [--seed GRAINE] [--policy random|informed]`;

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function listRulesets(): Promise<unknown> {
  const loaded = new Map((await loadAll()).map((r) => [r.id, r]));
  return RULESETS.map((info) => {
    const rules = loaded.get(info.id);
    if (!rules) return { id: info.id, name: info.name, playable: false, options: [], roles: [] };
    return {
      id: rules.id,
      name: rules.name,
      playable: true,
      description: rules.description,
      players: { min: rules.minPlayers, max: rules.maxPlayers },
      options: rules.options,
      camps: rules.camps,
      roles: rules.roles.map((r) => ({ id: r.id, name: r.name, camp: r.camp, summary: r.summary, max: r.max ?? 1 })),
    };
  });
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`Fichier introuvable ou illisible : « ${path} ».`);
  }
}

/** Play one scenario file, loading only the ruleset it names. */
async function playOne(path: string): Promise<PlayReport> {
  const scenario = readScenario(readText(path));
  const rules: AnyRuleset = await loadRuleset(scenario.setup.rulesetId);
  return playParsed(scenario, () => rules);
}

/**
 * One file: its report, pretty. Several: one line of JSON per file (JSON
 * Lines), `file` first; a file that cannot be read gets a line with its error
 * and the others still run. Exit status 1 when any stopped early.
 */
async function play(paths: string[]): Promise<number> {
  if (paths.length === 0) throw new Error('Indiquez le fichier du scénario.');
  if (paths.length === 1) {
    const report = await playOne(paths[0]!);
    print(report);
    if (report.ok) return 0;
    process.stderr.write(`${report.error}\n`);
    return 1;
  }
  let status = 0;
  for (const path of paths) {
    try {
      const report = await playOne(path);
      process.stdout.write(`${JSON.stringify({ file: path, ...report })}\n`);
      if (!report.ok) {
        process.stderr.write(`${path} : ${report.error}\n`);
        status = 1;
      }
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      process.stdout.write(`${JSON.stringify({ file: path, ok: false, error })}\n`);
      process.stderr.write(`${path} : ${error}\n`);
      status = 1;
    }
  }
  return status;
}

/** Flags that take no value. */
const SWITCHES = new Set(['csv', 'thread']);

function parseFlags(argv: string[]): { flags: Record<string, string>; options: Record<string, string> } {
  const flags: Record<string, string> = {};
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Argument inattendu : « ${arg} ».`);
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (SWITCHES.has(key)) {
      if (inline !== undefined) throw new Error(`--${key} ne prend pas de valeur.`);
      flags[key] = 'true';
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${key} attend une valeur.`);
    if (key === 'option') {
      const eq = value.indexOf('=');
      if (eq <= 0) throw new Error(`--option attend CLÉ=VALEUR (reçu « ${value} »).`);
      options[value.slice(0, eq)] = value.slice(eq + 1);
    } else flags[key] = value;
  }
  return { flags, options };
}

/** A chance between 0 and 1 (0 when the flag is absent). */
function rate(flags: Record<string, string>, key: string): number {
  const text = flags[key];
  if (text === undefined) return 0;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`--${key} attend un nombre entre 0 et 1 (reçu « ${text} »).`);
  return n;
}

function positiveInt(flags: Record<string, string>, key: string, fallback?: number): number {
  const text = flags[key];
  if (text === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`--${key} est obligatoire.`);
  }
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${key} attend un entier positif (reçu « ${text} »).`);
  return n;
}

export async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'rulesets':
        print(await listRulesets());
        return 0;
      case 'play':
        return await play(rest);
      case 'next': {
        if (!rest[0]) throw new Error('Indiquez le fichier du scénario.');
        const report = await playOne(rest[0]);
        print(report.next);
        if (report.ok) return 0;
        process.stderr.write(`${report.error}\n`);
        return 1;
      }
      case 'step': {
        const [id, step] = rest;
        if (!id || !step)
          throw new Error(
            'Indiquez les règles et l’appel : step RÈGLES APPEL (par exemple : step thiercelieux voyante).',
          );
        print(stepInfo(await loadRuleset(id), step));
        return 0;
      }
      case 'read': {
        const [path, ...more] = rest;
        if (!path || path.startsWith('--')) throw new Error('Indiquez le fichier du scénario.');
        const { flags } = parseFlags(more);
        const thread = flags.thread === 'true';
        if (thread && flags.from) throw new Error('--thread lit tout le fil : pas de --from.');
        if (!thread && !flags.from) throw new Error('Indiquez l’expéditeur du message : --from NOM (ou --thread).');
        const scenario = readScenario(readText(path));
        const rules = await loadRuleset(scenario.setup.rulesetId);
        const text = flags.text !== undefined ? readText(flags.text) : readFileSync(0, 'utf8');
        print(thread ? threadReport(scenario, rules, text) : readReport(scenario, rules, flags.from!, text));
        return 0;
      }
      case 'simulate': {
        const { flags, options } = parseFlags(rest);
        const rules = await loadRuleset(flags.ruleset ?? '');
        const csv = flags.csv === 'true';
        const args: SimulateArgs = {
          games: positiveInt(flags, 'games', 100),
          players: positiveInt(flags, 'players', 8),
          seed: flags.seed ?? 'veilleur',
          options,
          invokeRate: rate(flags, 'invocations'),
          ...(flags.cards !== undefined ? { cards: parseCards(rules, flags.cards) } : {}),
          records: csv,
        };
        const first: Side = { args, policy: policyId(flags.policy) };
        const a = await runSide(rules, first);
        const b = flags.compare !== undefined ? await runSide(rules, comparedSide(rules, first, flags.compare)) : null;
        if (csv)
          process.stdout.write(
            b ? reportCsv(a, args.seed, 'a') + reportCsv(b, args.seed, 'b', false) : reportCsv(a, args.seed),
          );
        else print(b ? compareReport(a, b) : { ...a, records: undefined });
        const clean = [a, ...(b ? [b] : [])].every((r) => r.errors === 0 && r.invariantViolations === 0);
        return clean ? 0 : 1;
      }
      case 'odds': {
        const report = await oddsCommand(rest);
        print(report);
        return report.problems === 0 ? 0 : 1;
      }
      default:
        process.stderr.write(`${USAGE}\n`);
        return 2;
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
