/**
 * Issue 25's « twice the playouts », measured in one run against an earlier
 * commit: `bench/playout-rate.ts` is bundled twice by esbuild, once against
 * this tree's sources and once against the commit's (checked out in a
 * temporary git worktree, this tree's `node_modules` linked in), and the two
 * bundles run in turn, `PAIRS` times each, each figure the best of its runs
 * (another process on a shared machine only ever slows one down). The same
 * measuring script on both sides: only the engine and the rules differ.
 *
 *   npx tsx bench/against.ts [commit] [ruleset…]
 *
 * The commit defaults to `ISSUE_25_BASE`, `main` when issue 25 was filed.
 * Exits 1 when a ratio is below its goal (Thiercelieux and Quinte-bourg mode
 * V ×2, the three others ×1.5; « Pronostic »'s lines are figures to watch).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { NODE_BUNDLE } from './bundled';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** `main` when issue 25 was filed (29 November 2026, before the session that started on it). */
export const ISSUE_25_BASE = '2c6a0f0';
const PAIRS = 3;
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

async function bundle(tree: string, outfile: string): Promise<void> {
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(ROOT, 'bench', 'playout-rate.ts')],
    outfile,
    plugins: tree === ROOT ? [] : [sourcesOf(tree)],
  });
}

function run(file: string, only: string[]): Record<string, number> {
  const r = spawnSync(process.execPath, [file, ...only], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${file} failed (exit ${r.status})`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, number>;
}

const [ref = ISSUE_25_BASE, ...only] = process.argv.slice(2);
const sha = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'veilleur-against-'));
const tree = join(dir, 'tree');
execFileSync('git', ['worktree', 'add', '--detach', '--quiet', tree, sha], { cwd: ROOT });
let failed = false;
try {
  if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  const before = join(dir, 'before.mjs');
  const after = join(dir, 'after.mjs');
  await bundle(tree, before);
  await bundle(ROOT, after);
  const best = { before: {} as Record<string, number>, after: {} as Record<string, number> };
  const keep = (into: Record<string, number>, got: Record<string, number>) => {
    for (const [key, ms] of Object.entries(got)) into[key] = Math.min(into[key] ?? Infinity, ms);
  };
  for (let pair = 0; pair < PAIRS; pair++) {
    keep(best.before, run(before, only));
    keep(best.after, run(after, only));
  }
  console.log(`CPU ms a game, ${sha} → this tree (best of ${PAIRS} runs of 3 each, taken in turn):`);
  for (const key of Object.keys(best.after)) {
    const was = best.before[key];
    const now = best.after[key]!;
    if (was === undefined) {
      console.log(`     ${key}: ${now.toFixed(3)} ms (not measured before)`);
      continue;
    }
    const ratio = was / now;
    const goal = GOALS[key];
    const ok = goal === undefined || ratio >= goal;
    failed ||= !ok;
    const verdict = goal === undefined ? '    ' : ok ? 'OK  ' : 'SLOW';
    console.log(
      `${verdict} ${key}: ${was.toFixed(3)} → ${now.toFixed(3)} ms, ×${ratio.toFixed(2)}${goal ? ` (goal ×${goal})` : ''}`,
    );
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
