/**
 * The look-alike table is Unicode's (issue 26: « Unicode's confusable
 * skeletons, from a maintained table, decide "look the same" »): the shipped
 * part is generated from unhomoglyph's data, and must be what the package
 * gives today; for the scripts it keeps, the skeleton agrees with the package's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import unhomoglyph from 'unhomoglyph';
import { describe, expect, it } from 'vitest';
import { skeleton } from '../../src/engine/look-alike';
// @ts-expect-error the generator is a plain ES module script without types
import { kept, tableText } from '../../scripts/look-alike-table.mjs';

const data = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

describe('the look-alike table', () => {
  it('is what scripts/look-alike-table.mjs makes of the package’s data (run it after an update)', async () => {
    expect(readFileSync('src/engine/look-alike-table.ts', 'utf8')).toBe(await tableText());
  });

  it('gives the package’s skeleton for every kept character whose prototype is plain ASCII', () => {
    let checked = 0;
    for (const [char, prototype] of Object.entries(data)) {
      if ([...char].length !== 1 || !(kept as (cp: number) => boolean)(char.codePointAt(0)!)) continue;
      if (!/^[\x20-\x7e]+$/.test(prototype) || char.normalize('NFKC') !== char || char.normalize('NFD') !== char)
        continue;
      expect(skeleton(`A${char}z`), `U+${char.codePointAt(0)!.toString(16)}`).toBe(
        unhomoglyph(`A${char}z`).normalize('NFD'),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('catches the look-alikes of the issue (a Cyrillic А beside a Latin A)', () => {
    expect(skeleton('\u0410na')).toBe(skeleton('Ana'));
    expect(skeleton('Ana')).not.toBe(skeleton('Ama'));
  });
});
