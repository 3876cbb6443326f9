/**
 * No runtime import circle in the sources (issue 20: a circle between
 * Quinte-bourg's vote ties and its tribunal made the order in which modules
 * load decide whether a value was defined yet), and the rulesets reach the
 * engine through its index only (140 imports went past it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, runtimeSpecifiers, sourceFiles } from '../support/import-graph';

/** An import of one of the engine's own modules, past its index. */
const ENGINE_MODULE = /from '(?:\.\.\/)+engine\/[a-z-]+'/;

describe('the import graph', () => {
  it('has no runtime circle in src', () => {
    const graph = importGraph(sourceFiles('src'));
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it.each(sourceFiles('src/rulesets'))('%s imports the engine through its index', (path) => {
    expect(readFileSync(path, 'utf8').match(ENGINE_MODULE)?.[0] ?? null).toBeNull();
  });

  it('finds an import past the engine index', () => {
    expect(ENGINE_MODULE.test("import { editBook } from '../../engine/orders';")).toBe(true);
    expect(ENGINE_MODULE.test("import { editBook } from '../../engine';")).toBe(false);
  });

  it('finds a circle, and leaves type-only imports out', () => {
    const texts: Record<string, string> = {
      'src/rulesets/quintebourg/steps/vote/ties.ts': "import { afterTop } from './tribunal';\n",
      'src/rulesets/quintebourg/steps/vote/tribunal.ts': "import { lawTie } from './ties';\n",
    };
    const graph = importGraph(Object.keys(texts), (path) => texts[path]!);
    expect(circles(graph)).toEqual([Object.keys(texts).sort()]);
    expect(runtimeSpecifiers("import type { A } from './a';\nimport { type B, type C } from './b';")).toEqual([]);
    expect(runtimeSpecifiers("import { type B, c } from './b';\nexport { d } from './d';")).toEqual(['./b', './d']);
  });
});
