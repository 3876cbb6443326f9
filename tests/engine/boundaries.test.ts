/**
 * The engine and the rulesets are pure: no DOM, React or Dexie (issue: "a test
 * enforces it").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const FORBIDDEN_IMPORTS =
  /from\s+['"](react|react-dom[^'"]*|dexie[^'"]*|zustand[^'"]*|@testing-library[^'"]*|\.\.\/(\.\.\/)*(ui|storage)\/[^'"]*)['"]/;
const FORBIDDEN_GLOBALS = /\b(window|document|navigator|localStorage|sessionStorage|indexedDB|fetch)\s*[.(]/;

describe('pure core', () => {
  const sources = [...files('src/engine'), ...files('src/rulesets')];

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(sources)('%s imports nothing from React, the DOM or Dexie', (path) => {
    const text = readFileSync(path, 'utf8');
    expect(text.match(FORBIDDEN_IMPORTS)?.[0] ?? null).toBeNull();
    expect(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').match(FORBIDDEN_GLOBALS)?.[0] ?? null).toBeNull();
  });

  it('the checks do catch a forbidden import', () => {
    expect(FORBIDDEN_IMPORTS.test("import { db } from '../../storage/db';")).toBe(true);
    expect(FORBIDDEN_IMPORTS.test("import Dexie from 'dexie';")).toBe(true);
    expect(FORBIDDEN_GLOBALS.test('document.title = 1')).toBe(true);
  });
});

/**
 * A ruleset keeps no state of its own (issue 20): the engine owns every
 * cache (`src/engine/memo.ts`, `table.ts`, the book prompts of
 * `order-kinds.ts`), and alone knows when a part of a game may still change
 * (`draft.ts`, `copy-on-access.ts`). Constant tables built once at load
 * (`const BY_ID = new Map(ROLES.map(…))`) are not state.
 */
const TOP_LEVEL_LET = /^(?:export\s+)?let\s/m;
const TOP_LEVEL_WEAK_MAP = /^(?:export\s+)?const\s+\w+[^=\n]*=\s*new\s+WeakMap\b/m;
const TOP_LEVEL_COLLECTION = /^(?:export\s+)?const\s+(\w+)[^=\n]*=\s*new\s+(?:Map|Set)\b/gm;
const ENGINE_INTERNALS =
  /from\s+['"](?:\.\.\/)+engine\/(?:draft|copy-on-access)['"]|\bisDraft\b[^;]*from\s+['"]immer['"]/;

/** What in a ruleset's source is module state: a description per finding. */
function moduleState(text: string): string[] {
  const found: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  if (TOP_LEVEL_LET.test(code)) found.push(`top-level let: ${code.match(TOP_LEVEL_LET)![0]}`);
  if (TOP_LEVEL_WEAK_MAP.test(code)) found.push(`top-level WeakMap: ${code.match(TOP_LEVEL_WEAK_MAP)![0]}`);
  for (const [, name] of code.matchAll(TOP_LEVEL_COLLECTION)) {
    // Written after load: a call that changes it, anywhere in the module.
    if (new RegExp(`\\b${name}\\s*\\.\\s*(?:set|add|delete|clear)\\s*\\(`).test(code))
      found.push(`top-level ${name} written after load`);
  }
  // One way to read the state in a resolution (anatomy.md, section 5b): `ctx.s` or `ctx.base`, never an alias.
  if (/(?:return|=>)\s*ctx\.s\s*;/.test(code)) found.push('hands ctx.s out under another name');
  const internal = code.match(ENGINE_INTERNALS);
  if (internal) found.push(`imports an engine internal: ${internal[0]}`);
  return found;
}

describe('rulesets hold no module state, and read the state one way', () => {
  // The registry loads the rulesets' modules once each: it is the loader, not a ruleset.
  const rulesets = files('src/rulesets').filter((path) => !path.endsWith('registry.ts'));

  it('has rulesets to check', () => {
    expect(rulesets.length).toBeGreaterThan(100);
  });

  it.each(rulesets)('%s keeps no state of its own', (path) => {
    expect(moduleState(readFileSync(path, 'utf8'))).toEqual([]);
  });

  it('the check does catch module state', () => {
    expect(moduleState('let last: object | null = null;')).toHaveLength(1);
    expect(moduleState('export let n = 0;')).toHaveLength(1);
    expect(moduleState('const cache = new WeakMap<object, string[]>();')).toHaveLength(1);
    expect(moduleState('const SIDES = new Map<string, string>();\nfunction f() { SIDES.set(a, b); }')).toHaveLength(1);
    expect(moduleState("import { mayChange } from '../../engine/draft';")).toHaveLength(1);
    expect(moduleState("import { withoutIdentityCaches } from '../../../engine/copy-on-access';")).toHaveLength(1);
    expect(moduleState("import { isDraft } from 'immer';")).toHaveLength(1);
    expect(moduleState('export function game(ctx: QCtx): QGame {\n  return ctx.s;\n}')).toHaveLength(1);
    expect(moduleState('export const game = (ctx: QCtx): QGame => ctx.s;')).toHaveLength(1);
    // A constant table built once, and a function's own variables, are not state.
    expect(moduleState('const BY_ID = new Map(ROLES.map((r) => [r.id, r]));\nBY_ID.get(x);')).toEqual([]);
    expect(moduleState('function f() {\n  let n = 0;\n  const seen = new Set();\n  seen.add(n);\n}')).toEqual([]);
  });
});
