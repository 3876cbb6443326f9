/**
 * The public window never reads the database nor the MJ's session: the
 * module graph of /public (PublicScreen and everything it imports, types
 * included) holds nothing from src/storage, src/ui/store or src/rulesets.
 */
import { describe, expect, it } from 'vitest';
import { moduleGraph as graph } from '../support/module-graph';

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
