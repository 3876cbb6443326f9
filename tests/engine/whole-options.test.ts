/**
 * Number options are whole numbers within their bounds (issue 28): 1.5 coins
 * started a Quinte-bourg game (« Joueur2 a 1.5 pièces », 000:45 deals whole
 * coins), 1.5 henchmen broke every game, and « 1,5 » typed in the form gave
 * 15. Every entry point refuses them with one French reason: the engine's
 * setup check (what the form's « Suivant », imports and scenario files go
 * through), the typed text (form and CLI), the CLI, a scenario file and an
 * imported save file.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions, simulate } from '../../src/cli/simulate';
import { playScenario } from '../../src/cli/play';
import { createGame, normalizeOptions, type AnyRuleset, type GameSetup } from '../../src/engine';
import { parseWholeOption } from '../../src/engine/setup';
import { playerNames } from '../../src/cli/simulate';
import { loadAll } from '../../src/rulesets/registry';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../src/storage';
import { importSaveFile } from '../../src/ui/lib/importFile';
import { everything, withFreshDB } from '../storage/helpers';

const PIECES = 'Pièces de chaque joueur au départ\u00a0: un nombre entier de 0 à 20 est attendu.';
const SBIRES = 'Sbires accordés au Parrain et au Bras droit\u00a0: un nombre entier de 0 à 3 est attendu.';
const pieces = quintebourg.options.find((o) => o.id === 'pieces')!;
const ALL: AnyRuleset[] = await loadAll();

function setup(options: Record<string, unknown>): GameSetup {
  const players = playerNames(12).map((name, i) => ({ id: `p${i + 1}`, name }));
  return {
    rulesetId: 'quintebourg',
    options: options as GameSetup['options'],
    players,
    composition: quintebourg.suggestComposition(12, {}),
    seed: 'entiers',
  };
}

describe('every number option declares whole bounds', () => {
  it.each(ALL.flatMap((r) => r.options.filter((o) => o.type === 'number').map((o) => [`${r.id}.${o.id}`, o] as const)))(
    '%s',
    (_id, o) => {
      expect(Number.isInteger(o.min)).toBe(true);
      expect(Number.isInteger(o.max)).toBe(true);
      expect(Number.isInteger(o.default)).toBe(true);
      expect(o.min! <= (o.default as number) && (o.default as number) <= o.max!).toBe(true);
    },
  );
});

describe('the setup check (the form’s « Suivant », imports, scenario files)', () => {
  it.each([1.5, -1, 21, Number.NaN, Infinity, '3'])('refuses pieces = %s', (v) => {
    expect(normalizeOptions(quintebourg, { pieces: v as number })).toEqual({ ok: false, error: PIECES });
  });

  it('refuses 1.5 henchmen, and takes whole numbers at both bounds', () => {
    expect(normalizeOptions(quintebourg, { sbires: 1.5 })).toEqual({ ok: false, error: SBIRES });
    for (const v of [0, 20]) expect(normalizeOptions(quintebourg, { pieces: v }).ok).toBe(true);
  });

  it('refuses to start a game with 1.5 coins each', () => {
    expect(createGame(quintebourg, setup({ pieces: 1.5 }))).toEqual({ ok: false, error: PIECES });
  });
});

describe('typed text (the setup form, the CLI)', () => {
  it.each(['1,5', '1.5', '1e1', '0x10', '', ' ', '15 pièces', '+3', '٣'])('refuses « %s »', (text) => {
    expect(parseWholeOption(pieces, text)).toEqual({ ok: false, error: PIECES });
  });

  it('reads whole numbers, spaces around them allowed', () => {
    expect(parseWholeOption(pieces, ' 7 ')).toEqual({ ok: true, value: 7 });
    expect(parseWholeOption(pieces, '0')).toEqual({ ok: true, value: 0 });
  });
});

describe('the CLI', () => {
  it.each(['1.5', '1,5', ''])('simulate refuses --option pieces=%s with the French reason', (text) => {
    expect(() => parseOptions(quintebourg, { pieces: text })).toThrow(PIECES);
    expect(() =>
      simulate(quintebourg, { games: 1, players: 12, seed: 's', options: { pieces: text }, invokeRate: 0.05 }),
    ).toThrow(PIECES);
  });

  it('refuses --option sbires=1.5', () => {
    expect(() => parseOptions(quintebourg, { sbires: '1.5' })).toThrow(SBIRES);
  });
});

describe('a scenario file', () => {
  it('is refused with the reason, before any answer', () => {
    const text = JSON.stringify({
      ruleset: 'quintebourg',
      options: { pieces: 1.5 },
      players: playerNames(12),
      composition: quintebourg.suggestComposition(12, {}),
      answers: [],
    });
    // The CLI's `play` prints the reason on stderr and exits with 1 (src/cli/main.ts).
    expect(() => playScenario(text, () => quintebourg)).toThrow(PIECES);
  });
});

describe('an imported save file', () => {
  const db = withFreshDB();

  it('is refused with the reason, the database unchanged', async () => {
    const file: SaveFile = {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      exportedAt: '2025-06-01T20:00:00.000Z',
      game: {
        title: 'Pièces coupées',
        rulesetId: 'quintebourg',
        createdAt: 1_740_000_000_000,
        status: 'active',
        setup: setup({ pieces: 1.5 }),
      },
      answers: [],
      notes: { game: '', players: {} },
      aside: [],
    };
    const before = await everything(db());
    const res = await importSaveFile(JSON.stringify(file));
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error).toContain(PIECES);
    expect(await everything(db())).toEqual(before);
  });
});
