/**
 * Issue 25's « twice the playouts », measured in one run against an earlier
 * commit: `bench/playout-rate.ts` is bundled twice by esbuild, once against
 * this tree's sources and once against the commit's (checked out in a
 * temporary git worktree, this tree's `node_modules` linked in), and the two
 * bundles run in turn, `PAIRS` times each. Each figure is the best of its
 * runs (another process on a shared machine only ever slows one down), and
 * beside it the median of the ratios of runs taken one after the other (a
 * machine whose speed drifts over minutes moves both runs of a pair alike).
 * The same measuring script on both sides: only the engine and the rules
 * differ. Each case runs in a process of its own, as the app's workers play
 * one game's or one setup's ruleset: in one process for all cases, the
 * engine's shared functions would meet the five rulesets' shapes in turn,
 * and a case's figure would depend on the cases timed before it (this
 * tree's Lychantropia game, timed third in one process, 4.00 ms of CPU; in
 * its own process 2.86 ms, within the same half hour).
 *
 *   npx tsx bench/against.ts [commit] [ruleset…]
 *   npx tsx bench/against.ts --instructions [commit] [ruleset…]
 *
 * `--instructions` counts instead of timing (`valgrind --tool=cachegrind`,
 * `node --single-threaded --predictable`, `bench/playout-count.ts`): the
 * instructions of a case's games after a warm-up of as many, the same run
 * without them subtracted. A count another process cannot change, for a
 * machine whose CPU time swings by more than the change measured; it is not
 * a time (one instruction is not always as fast as another: against
 * `2c6a0f0`, Thiercelieux counts ×1.73 where its CPU time gives ×2.09), so
 * it compares a change with the commit before it, and the goals stay times.
 *
 * The commit defaults to `ISSUE_25_BASE`, `main` when issue 25 was filed.
 * Exits 1 when a ratio is below its goal (Thiercelieux and Quinte-bourg mode
 * V ×2, the three others ×1.5; « Pronostic »'s lines are figures to watch).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { NODE_BUNDLE } from './bundled';
import { RATE_CASES, type RateCase } from './rate-cases';
import { median } from './median';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** `main` when issue 25 was filed (29 November 2026, before the session that started on it). */
export const ISSUE_25_BASE = '2c6a0f0';
const PAIRS = 5;
/** Each figure's goal as a ratio (before ÷ after); none: a figure to watch. */
const GOALS: Record<string, number> = {
  'Thiercelieux 12': 2,
  'Quinte-bourg V 12': 2,
  'Lychantropia 16': 1.5,
  'Quinte-bourg révision 12': 1.5,
  'NewMilenium 12': 1.5,
};

/** Resolve the script's `../src/…` imports (its own and its helpers') in `tree` instead of this one. */
function sourcesOf(tree: string): Plugin {
  return {
    name: 'sources-of',
    setup(b) {
      b.onResolve({ filter: /^\.\.\/src\// }, async (args) => {
        if (!args.importer.startsWith(join(ROOT, 'bench'))) return undefined;
        const r = await b.resolve(`./${args.path.slice(3)}`, { kind: args.kind, resolveDir: tree });
        return r.errors.length > 0 ? { errors: r.errors } : { path: r.path };
      });
    },
  };
}

async function bundle(tree: string, script: string, outfile: string): Promise<void> {
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(ROOT, 'bench', script)],
    outfile,
    plugins: tree === ROOT ? [] : [sourcesOf(tree)],
  });
}

function run(file: string, only: string[]): Record<string, number> {
  const r = spawnSync(process.execPath, [file, ...only], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${file} failed (exit ${r.status})`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, number>;
}

/** Instructions valgrind counted for `node <file> <args…>` (its « I refs »). */
function instructions(file: string, args: string[]): Promise<number> {
  return new Promise((done, fail) => {
    const vg = spawn(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        '--single-threaded',
        '--predictable',
        file,
        ...args,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    vg.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    vg.on('error', fail);
    vg.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (code !== 0 || !refs) fail(new Error(`valgrind failed on ${file} ${args.join(' ')}:\n${err.slice(-2000)}`));
      else done(Number(refs[1]!.replaceAll(',', '')));
    });
  });
}

/** A case's warm games counted: with and without them, after the same warm-up; two runs at a time (the two cores). */
async function warmInstructions(file: string, c: RateCase): Promise<number> {
  const [all, warmOnly] = await Promise.all([
    instructions(file, [c.key, String(c.games), String(c.games)]),
    instructions(file, [c.key, '0', String(c.games)]),
  ]);
  return all - warmOnly;
}

/** One line of the report: before, after, their ratio and the verdict against the goal. */
function report(key: string, was: number, now: number, unit: (n: number) => string, spread = ''): boolean {
  const ratio = was / now;
  const goal = GOALS[key];
  const ok = goal === undefined || ratio >= goal;
  const verdict = goal === undefined ? '    ' : ok ? 'OK  ' : 'SLOW';
  console.log(
    `${verdict} ${key}: ${unit(was)} → ${unit(now)}, ×${ratio.toFixed(2)}${spread}${goal ? ` (goal ×${goal})` : ''}`,
  );
  return ok;
}

/** The cases asked for: all, or those of the rulesets named. */
const casesOf = (only: string[]): RateCase[] => RATE_CASES.filter((c) => only.length === 0 || only.includes(c.ruleset));

function byTime(before: string, after: string, sha: string, only: string[]): boolean {
  const best = { before: {} as Record<string, number>, after: {} as Record<string, number> };
  const ratios: Record<string, number[]> = {};
  const keep = (into: Record<string, number>, got: Record<string, number>) => {
    for (const [key, ms] of Object.entries(got)) into[key] = Math.min(into[key] ?? Infinity, ms);
  };
  for (let pair = 0; pair < PAIRS; pair++)
    for (const c of casesOf(only)) {
      // One case a process, the two commits in turn.
      const was = run(before, [c.key]);
      const now = run(after, [c.key]);
      keep(best.before, was);
      keep(best.after, now);
      for (const key of Object.keys(now)) if (was[key] !== undefined) (ratios[key] ??= []).push(was[key] / now[key]!);
    }
  console.log(
    `CPU ms a game, ${sha} → this tree (best of ${PAIRS} runs of 3 each, one case a process, taken in turn; in brackets the median of the ${PAIRS} pairs' ratios):`,
  );
  let ok = true;
  for (const key of Object.keys(best.after)) {
    const was = best.before[key];
    const now = best.after[key]!;
    if (was === undefined) {
      console.log(`     ${key}: ${now.toFixed(3)} ms (not measured before)`);
      continue;
    }
    ok = report(key, was, now, (ms) => `${ms.toFixed(3)} ms`, ` [×${median(ratios[key]!).toFixed(2)}]`) && ok;
  }
  return ok;
}

async function byInstructions(before: string, after: string, sha: string, only: string[]): Promise<boolean> {
  console.log(`Millions of instructions for a case's games once warm, ${sha} → this tree:`);
  let ok = true;
  for (const c of casesOf(only)) {
    const was = await warmInstructions(before, c);
    const now = await warmInstructions(after, c);
    ok = report(c.key, was, now, (n) => `${(n / 1e6).toFixed(0)} M`, ` (${c.games} games)`) && ok;
  }
  return ok;
}

const args = process.argv.slice(2);
const counting = args[0] === '--instructions';
if (counting && spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('--instructions needs valgrind (Debian: apt-get install -y valgrind).');
  process.exit(2);
}
const [ref = ISSUE_25_BASE, ...only] = counting ? args.slice(1) : args;
const sha = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'veilleur-against-'));
const tree = join(dir, 'tree');
execFileSync('git', ['worktree', 'add', '--detach', '--quiet', tree, sha], { cwd: ROOT });
let failed: boolean;
try {
  if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  const script = counting ? 'playout-count.ts' : 'playout-rate.ts';
  const before = join(dir, 'before.mjs');
  const after = join(dir, 'after.mjs');
  await bundle(tree, script, before);
  await bundle(ROOT, script, after);
  failed = !(counting ? await byInstructions(before, after, sha, only) : byTime(before, after, sha, only));
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
