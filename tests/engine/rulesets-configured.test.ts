/**
 * Shared ruleset code is configured, not branched on which ruleset runs it
 * (issue 20: the Quinte-bourg family chose a refusal's line by reading the
 * game's ruleset id; the ruleset now says which book it plays).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../src/rulesets/quintebourg-family/common';
import { PLAYER_RULES as ORIGINAL } from '../../src/rulesets/quintebourg/family';
import { PLAYER_RULES as REVISION } from '../../src/rulesets/quintebourg-revision/family';
import { sourceFiles } from '../support/import-graph';

describe('rulesets are configured, not branched on their id', () => {
  it.each(sourceFiles('src/rulesets').filter((f) => !f.endsWith('registry.ts')))('%s reads no ruleset id', (path) => {
    expect(readFileSync(path, 'utf8').match(/\brulesetId\b/)?.[0] ?? null).toBeNull();
  });

  it('a shared refusal names the line of the book each ruleset plays (000:537, 001:168)', () => {
    const lines = { original: '000:537', revision: '001:168' };
    expect(refusal(ORIGINAL, 'x', lines).rule).toBe('000:537');
    expect(refusal(REVISION, 'x', lines).rule).toBe('001:168');
  });
});
