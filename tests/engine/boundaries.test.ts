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
