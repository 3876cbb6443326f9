/**
 * The public window never reads the database nor the MJ's session: the
 * module graph of /public (PublicScreen and everything it imports, types
 * included) holds nothing from src/storage, src/ui/store or src/rulesets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(tsx?|css)$/.test(candidate)) return candidate;
  }
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${spec}`);
}

/** Every source file reachable from `entry`, as paths relative to the repository. */
function graph(entry: string): Set<string> {
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

const FORBIDDEN = ['src/storage/', 'src/ui/store/', 'src/rulesets/'];
const forbidden = (files: Set<string>) => [...files].filter((f) => FORBIDDEN.some((dir) => f.startsWith(dir)));

describe('the public window’s module graph', () => {
  it('holds neither the database, the session store nor any ruleset', () => {
    const files = graph('src/ui/screens/PublicScreen.tsx');
    expect(files.has('src/ui/public/usePublicFeed.ts')).toBe(true);
    expect(files.has('src/ui/public/PublicBoard.tsx')).toBe(true);
    expect(forbidden(files)).toEqual([]);
  });

  it('would see them: the MJ’s game screen reaches all three', () => {
    const files = forbidden(graph('src/ui/screens/GameScreen.tsx'));
    for (const dir of FORBIDDEN) expect(files.some((f) => f.startsWith(dir))).toBe(true);
  });
});
