/**
 * Veilleur's headless command line: `npm run --silent cli -- <command>`.
 *   rulesets                      JSON: each ruleset's id, name, options and roles
 *   play FILE.json                run a scenario (docs/scenarios.md), JSON report
 *   simulate --ruleset ID [--option KEY=VALUE]... --players N --games N --seed S [--invocations RATE]
 */
import { own, type AnyRuleset } from '../engine';
import { loadAll, RULESETS } from '../rulesets/registry';
import { playFile } from './play';
import { simulate } from './simulate';

/** Every playable ruleset, loaded once from the registry (no bundle to keep small here). */
let LOADED: Record<string, AnyRuleset> = {};

function load(id: string): AnyRuleset {
  const rules = own(LOADED, id);
  if (rules) return rules;
  const info = RULESETS.find((r) => r.id === id);
  throw new Error(info ? `Les règles « ${info.name} » ne sont pas encore jouables.` : `Règles inconnues : « ${id} ».`);
}

const USAGE = `Utilisation :
  npm run --silent cli -- rulesets
  npm run --silent cli -- play FICHIER.json
  npm run --silent cli -- simulate --ruleset ID [--option CLÉ=VALEUR]... --players N --games N --seed GRAINE [--invocations TAUX]`;

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

function listRulesets(): unknown {
  return RULESETS.map((info) => {
    const rules = own(LOADED, info.id);
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

function parseFlags(argv: string[]): { flags: Record<string, string>; options: Record<string, string> } {
  const flags: Record<string, string> = {};
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Argument inattendu : « ${arg} ».`);
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
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
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`--${key} attend un nombre entre 0 et 1 (reçu « ${text} »).`);
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
    LOADED = Object.fromEntries((await loadAll()).map((r) => [r.id, r]));
    switch (command) {
      case 'rulesets':
        print(listRulesets());
        return 0;
      case 'play': {
        if (!rest[0]) throw new Error('Indiquez le fichier du scénario.');
        const report = playFile(rest[0], load);
        print(report);
        if (!report.ok) {
          process.stderr.write(`${report.error}\n`);
          return 1;
        }
        return 0;
      }
      case 'simulate': {
        const { flags, options } = parseFlags(rest);
        const rules = load(flags.ruleset ?? '');
        const report = simulate(rules, {
          games: positiveInt(flags, 'games', 100),
          players: positiveInt(flags, 'players', 8),
          seed: flags.seed ?? 'veilleur',
          options,
          invokeRate: rate(flags, 'invocations'),
        });
        print(report);
        return report.errors === 0 && report.invariantViolations === 0 ? 0 : 1;
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
