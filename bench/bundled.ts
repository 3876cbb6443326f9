/**
 * Run a bench script as Veilleur ships its engine: bundled by esbuild (as
 * the CLI, `scripts/cli-build.mjs`; the app's workers are bundled by Vite
 * the same way), not through tsx, whose on-the-fly TypeScript keeps every
 * function's name with a call made each time a function is created (a few
 * per cent of a playout). The bundle goes to `dist-cli/` (ignored by git).
 */
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** How a bench script is bundled for node: as the CLI is (`scripts/cli-build.mjs`). */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
} as const satisfies BuildOptions;

/** Bundle `script` (a path from the repository's root) and run it with node; its exit code. */
export async function runBundled(script: string): Promise<number> {
  const outfile = join(ROOT, 'dist-cli', `bench-${basename(script, '.ts')}.mjs`);
  await build({ ...NODE_BUNDLE, entryPoints: [join(ROOT, script)], outfile });
  const run = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
  return run.status ?? 1;
}
