/**
 * Every call's book line is written once, in its ruleset's lines.ts (issue 20:
 * two rulesets wrote it inline in each call): the table each ruleset plays
 * carries exactly those lines, and each names a line that exists in its book.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { loadRuleset } from '../../src/rulesets/registry';
import * as lychantropia from '../../src/rulesets/lychantropia/lines';
import * as newmilenium from '../../src/rulesets/newmilenium/lines';
import * as quintebourg from '../../src/rulesets/quintebourg/lines';
import * as revision from '../../src/rulesets/quintebourg-revision/lines';
import * as thiercelieux from '../../src/rulesets/thiercelieux/lines';

type Lines = { STEP_LINES: Record<string, string>; ACTION_LINES?: Record<string, string> };

const BOOKS: Record<string, { lines: Lines; file: string }> = {
  thiercelieux: { lines: thiercelieux, file: '004_d59078fd8312dd78.txt' },
  quintebourg: { lines: quintebourg, file: '000_a045abd3825f1297.txt' },
  'quintebourg-revision': { lines: revision, file: '001_47f38bdc018e2680.txt' },
  lychantropia: { lines: lychantropia, file: '002_8a15d59d81dc3fa5.txt' },
  newmilenium: { lines: newmilenium, file: '003_7860fbf4cb88296e.txt' },
};

/** The number of lines of a book, read from the shared rules folder. */
function bookLength(file: string): number {
  return readFileSync(new URL(`../../../shared/rules/${file}`, import.meta.url), 'utf8').split('\n').length;
}

describe.each(Object.entries(BOOKS))('%s', (id, { lines, file }) => {
  let rules: AnyRuleset;
  const prefix = file.slice(0, 3);

  it('plays each call and action with the line of its lines.ts, none written elsewhere', async () => {
    rules = await loadRuleset(id);
    const steps = Object.fromEntries(Object.entries(rules.steps).map(([k, d]) => [k, d.rule]));
    expect(steps).toEqual(lines.STEP_LINES);
    const actions = Object.fromEntries(Object.entries(rules.actions ?? {}).map(([k, d]) => [k, d.rule]));
    expect(actions).toEqual(lines.ACTION_LINES ?? {});
  });

  it(`names lines that exist in ${file}`, () => {
    const length = bookLength(file);
    const all = [...Object.values(lines.STEP_LINES), ...Object.values(lines.ACTION_LINES ?? {})];
    for (const line of all) {
      const m = /^(\d{3}):(\d+)(?:-(\d+))?(?:, \d+(?:-\d+)?)*$/.exec(line);
      expect(m, line).not.toBeNull();
      expect(m![1], line).toBe(prefix);
      expect(Number(m![2]), line).toBeGreaterThan(0);
      expect(Number(m![3] ?? m![2]), line).toBeLessThanOrEqual(length);
      expect(Number(m![3] ?? m![2]), line).toBeGreaterThanOrEqual(Number(m![2]));
    }
  });
});
