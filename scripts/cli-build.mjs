/**
 * The built CLI: `src/cli/main.ts` bundled by esbuild into one ES module,
 * `dist-cli/veilleur.mjs`, so that a command starts in a few tens of
 * milliseconds instead of compiling TypeScript on every run (tsx).
 *   node scripts/cli-build.mjs        build it (npm run build:cli, and npm run build)
 * `scripts/cli.mjs` (npm run cli) builds it on demand, when a source is newer.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const OUT = join(ROOT, 'dist-cli', 'veilleur.mjs');

/** What the bundle is made of: the CLI, the engine and the rulesets (never the app). */
const SOURCES = ['src/cli', 'src/engine', 'src/rulesets'].map((dir) => join(ROOT, dir));

function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

/** Whether the bundle is missing or older than one of its sources (or than the lock file: a new esbuild or immer). */
export function stale() {
  if (!existsSync(OUT)) return true;
  const built = statSync(OUT).mtimeMs;
  const lock = join(ROOT, 'package-lock.json');
  return SOURCES.some((dir) => newest(dir) > built) || (existsSync(lock) && statSync(lock).mtimeMs > built);
}

export async function buildCli() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(ROOT, 'src/cli/main.ts')],
    outfile: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildCli();
