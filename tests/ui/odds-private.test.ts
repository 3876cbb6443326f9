/**
 * « Pronostic » is the MJ's alone (issue 24): nothing of it reaches the
 * public window (/public), « Mode public », the frame sent to the players'
 * screen, nor the documents written for players. Its modules are out of
 * their module graphs, and computing the odds leaves the game untouched (a
 * save or an export of the game carries no odds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/playout';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { odds } from '../../src/balance/odds';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { playerNames } from '../../src/cli/simulate';

const ROOT = resolve(__dirname, '../..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.(tsx?|css)$/.test(candidate)) return candidate;
  return null;
}

/** Every source file reachable from `entry` (lazy imports included), relative to the repository. */
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

const ODDS = ['src/ui/odds/', 'src/balance/odds'];
const oddsIn = (files: Set<string>) => [...files].filter((f) => ODDS.some((p) => f.startsWith(p)));

describe('the odds stay on the MJ’s side', () => {
  it.each([
    ['/public', 'src/ui/screens/PublicScreen.tsx'],
    ['« Mode public »', 'src/ui/public/PublicMode.tsx'],
    ['the players’ screen frame', 'src/ui/public/usePublicSide.ts'],
    ['the players’ documents', 'src/ui/game/DocumentsPanel.tsx'],
    ['the game export', 'src/storage/transfer.ts'],
  ])('%s reaches no odds module', (_what, entry) => {
    expect(oddsIn(graph(entry))).toEqual([]);
  });

  it('would see them: the MJ’s game screen reaches « Pronostic »', () => {
    expect(oddsIn(graph('src/ui/screens/GameScreen.tsx'))).toContain('src/ui/odds/OddsPanel.tsx');
  });

  it('computing the odds writes nothing into the game', () => {
    const players = playerNames(8).map((name, i) => ({ id: `p${i + 1}`, name }));
    const setup = {
      rulesetId: 'thiercelieux',
      options: {},
      players,
      composition: thiercelieux.suggestComposition(8, {}),
      seed: 'private',
    };
    const { state } = playout(thiercelieux, setup, 'private', 12);
    const before = JSON.stringify(state);
    odds(thiercelieux, state, { games: 30, seed: 's', policy: 'random' }, RANDOM_POLICY);
    expect(JSON.stringify(state)).toBe(before);
  });
});
