/**
 * Every source file a module reaches, read from the files' text: static and
 * lazy imports, type imports included (what a screen's bundle may hold is
 * judged on the widest graph). For the tests that keep the MJ's modules out
 * of the players' side (the public window, « Mode public », the odds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.(tsx?|css)$/.test(candidate)) return candidate;
  // A worker's URL or an asset: not a module of the graph.
  if (/\.(svg|png|json|webmanifest)$/.test(spec)) return null;
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${spec}`);
}

/** Every source file reachable from `entry` (a path from the repository's root), as paths from the root. */
export function moduleGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [resolve(ROOT, entry)];
  while (todo.length > 0) {
    const file = todo.pop()!;
    const rel = relative(ROOT, file);
    if (seen.has(rel)) continue;
    seen.add(rel);
    if (file.endsWith('.css')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, m[1] ?? m[2] ?? m[3]!);
      if (next) todo.push(next);
    }
  }
  return seen;
}
