/**
 * The runtime import graph of the sources, read from the files' text: which
 * module imports which (type-only imports and exports left out, since they
 * vanish at build time and cannot make a circle at run time).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative specifiers a module's text imports or re-exports at run time. */
export function runtimeSpecifiers(text: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    if (m[2]) continue; // `import type …` / `export type … from`
    const clause = m[3] ?? '';
    // `import { type A, type B } from` imports nothing at run time either.
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces && braces[1]!.split(',').every((part) => /^\s*(type\s+\S.*)?\s*$/.test(part))) continue;
    found.push(m[4]!);
  }
  for (const m of text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found.filter((spec) => spec.startsWith('.'));
}

function resolve(from: string, spec: string): string | null {
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file and the files it imports at run time. */
export function importGraph(files: readonly string[], read = (path: string) => readFileSync(path, 'utf8')) {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeSpecifiers(read(file))
      .map((spec) => resolve(file, spec))
      .filter((t): t is string => t !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one module, or a module importing itself (Tarjan). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}
