/**
 * One library for the Quinte-bourg family (issue 11, « First: one library »):
 * both rulesets import the family's modules (FAMILY_MODULES) and neither
 * keeps a second copy of them: no exported name of the family is declared
 * again but as a wrapper of the family's own, no line of the family's source
 * is copied, neither ruleset imports the other.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILY_MODULES } from '../../src/rulesets/quintebourg-family';

const ROOT = 'src/rulesets';
const FAMILY = join(ROOT, 'quintebourg-family');
const RULESETS = ['quintebourg', 'quintebourg-revision'] as const;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const source = (path: string): string => readFileSync(path, 'utf8');

/** The family modules a file imports, by name. */
const importsOf = (text: string): string[] =>
  [...text.matchAll(/from '(?:\.\.\/)+quintebourg-family\/([a-z-]+)'/g)].map((m) => m[1]!);

/** The names a file declares and exports (not re-exports). */
const exported = (text: string): string[] =>
  [...text.matchAll(/^export (?:async )?(?:function|const|let|type|interface|class) ([A-Za-z0-9_]+)/gm)].map(
    (m) => m[1]!,
  );

/** Lines worth comparing: long enough to be code of substance, neither an import nor a comment. */
function codeLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 50 && !/^(\/\/|\*|\/\*|import |export \{|export \*|export type \{)/.test(l));
}

/** The typed helpers every ruleset declares for its own types (docs/rulesets/anatomy.md): the family's are typed by the family's. */
const HELPERS = new Set(['step', 'action', 'game']);

describe('the Quinte-bourg family library', () => {
  it('lists every module of its folder in FAMILY_MODULES', () => {
    const onDisk = readdirSync(FAMILY)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect([...FAMILY_MODULES].sort()).toEqual(onDisk);
  });

  it('is imported by both rulesets: every module but the family’s own step helper, the week editor by the revision only', () => {
    const used = (id: string) => new Set(files(join(ROOT, id)).flatMap((f) => importsOf(source(f))));
    const original = used('quintebourg');
    const revision = used('quintebourg-revision');
    const shared = FAMILY_MODULES.filter((m) => m !== 'step' && m !== 'week-steps');
    for (const m of shared) {
      expect(original.has(m), `quintebourg imports ${m}`).toBe(true);
      expect(revision.has(m), `quintebourg-revision imports ${m}`).toBe(true);
    }
    expect(revision.has('week-steps')).toBe(true);
    for (const m of [...original, ...revision])
      expect(existsSync(join(FAMILY, `${m}.ts`)), `${m} is a family module`).toBe(true);
  });

  it('no ruleset imports the other', () => {
    for (const id of RULESETS) {
      const other = RULESETS.find((x) => x !== id)!;
      for (const f of files(join(ROOT, id)))
        expect(source(f), f).not.toMatch(new RegExp(`from '(?:\\.\\./)+${other}(?:/|')`));
    }
  });

  it('no file of either ruleset declares a family export again, but as a wrapper of the family’s own (its file imports that module)', () => {
    const definedIn = new Map<string, string>();
    for (const f of files(FAMILY))
      for (const n of exported(source(f))) definedIn.set(n, f.replace(/^.*\/([a-z-]+)\.ts$/, '$1'));
    const offenders: string[] = [];
    for (const id of RULESETS) {
      for (const f of files(join(ROOT, id))) {
        const text = source(f);
        for (const n of exported(text)) {
          const module = definedIn.get(n);
          if (!module || HELPERS.has(n) || importsOf(text).includes(module)) continue;
          offenders.push(`${f}: ${n} (quintebourg-family/${module})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no line of the family’s source is copied into either ruleset', () => {
    const family = new Set(files(FAMILY).flatMap((f) => codeLines(source(f))));
    const copies = RULESETS.flatMap((id) =>
      files(join(ROOT, id)).flatMap((f) =>
        codeLines(source(f))
          .filter((l) => family.has(l))
          .map((l) => `${f}: ${l}`),
      ),
    );
    expect(copies).toEqual([]);
  });

  it('the checks can fail: a copied line and a redefined name are found', () => {
    const family = new Set(files(FAMILY).flatMap((f) => codeLines(source(f))));
    const copied = codeLines(source(join(FAMILY, 'session.ts')))[0]!;
    expect(family.has(copied)).toBe(true);
    expect(exported('export function richest(s: FamilyGame): PlayerId | null {')).toEqual(['richest']);
  });
});
