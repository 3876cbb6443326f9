/**
 * What the engine reads of an answer before the ruleset sees it, where the
 * ruleset's rule is the real cause of a refusal: an order book's kinds shut
 * for now (a bid above the highest allowed, Lychantropia 002:62) and the
 * players barred from a kind, each with the rule's line; ballots that leave
 * out absent voters where the book allows it; a die printed 0–9 entered as
 * the face it shows (Quinte-bourg's d10, 000:699).
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameEvent, type GameState, type Prompt } from '../../src/engine';
import { makeCtx, RollNeeded, RollRefused } from '../../src/engine/context';
import { rollOnTable, type DiceTable } from '../../src/rulesets/quintebourg/dice-table';
import { randomValue } from '../../src/engine/playout';
import { seedRng } from '../../src/engine/random';
import { checkPrompt, readAnswer } from '../../src/engine/read-answer';
import { toy } from '../../src/rulesets/toy';

function game(): GameState {
  const g = createGame(toy, {
    rulesetId: 'toy',
    options: {},
    players: ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: ['chef', 'pion', 'pion', 'pion'],
    seed: 's',
  });
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('an order book’s shut kinds and barred players', () => {
  const s = game();
  const book: Prompt = {
    kind: 'orders',
    label: 'Ordres',
    players: ['p1', 'p2', 'p3'],
    kinds: [
      {
        id: 'mise',
        label: 'Mise',
        prompt: { kind: 'number', label: 'Mise', min: 2, max: 9 },
        players: ['p3'],
        barred: { p1: { reason: 'Ana a fait la dernière mise.', rule: '002:62' } },
      },
    ],
    closed: [{ id: 'enchere', label: 'Enchère', reason: 'Aucun objet en boutique.', rule: '002:61' }],
  };

  it('refuses an order of a shut kind with the rule that shuts it, and its line', () => {
    expect(readAnswer(s, book, { put: { player: 'p2', kind: 'enchere', value: 'x' } })).toEqual({
      ok: false,
      reason: 'Aucun objet en boutique.',
      rule: '002:61',
    });
  });

  it('still lets an order of a shut kind be cancelled', () => {
    expect(checkPrompt(s, book, { cancel: { player: 'p2', kind: 'enchere' } })).toBeNull();
  });

  it('refuses a barred player with the rule that bars him, others with the generic reason', () => {
    expect(readAnswer(s, book, { put: { player: 'p1', kind: 'mise', value: 3 } })).toEqual({
      ok: false,
      reason: 'Ana a fait la dernière mise.',
      rule: '002:62',
    });
    expect(checkPrompt(s, book, { put: { player: 'p2', kind: 'mise', value: 3 } })).toBe(
      'Bruno ne peut pas donner l’ordre « Mise ».',
    );
    expect(checkPrompt(s, book, { put: { player: 'p3', kind: 'mise', value: 3 } })).toBeNull();
  });

  it('keeps a kind the book does not know for an unknown kind', () => {
    expect(checkPrompt(s, book, { put: { player: 'p3', kind: 'vol', value: 1 } })).toBe(
      'Type d’ordre inconnu : « vol ».',
    );
  });
});

describe('ballots with absent voters', () => {
  const s = game();
  const ballots = (absent: boolean): Prompt => ({
    kind: 'ballots',
    label: 'Votes',
    voters: ['p1', 'p2', 'p3'].map((id) => ({ id, weight: 1 })),
    candidates: ['p1', 'p2', 'p3'],
    allowBlank: true,
    absent,
  });

  it('takes a vote that lists only those who voted, where the ruleset allows absent voters', () => {
    expect(readAnswer(s, ballots(true), { p2: 'p1' })).toEqual({ ok: true, value: { p2: 'p1' } });
    // An absent voter is left out, not counted blank; a listed null is still a blank vote.
    expect(readAnswer(s, ballots(true), { p2: null })).toEqual({ ok: true, value: { p2: null } });
  });

  it('random playouts leave some voters out, only where absent voters are allowed', () => {
    const rng = seedRng('absents');
    const sizes = (absent: boolean) =>
      Array.from({ length: 200 }, () => Object.keys(randomValue(ballots(absent), rng) as object).length);
    const loose = sizes(true);
    expect(Math.min(...loose)).toBeLessThan(3);
    expect(Math.max(...loose)).toBe(3);
    expect(new Set(sizes(false))).toEqual(new Set([3]));
  });

  it('otherwise names the voter missing, and still refuses someone who may not vote', () => {
    expect(checkPrompt(s, ballots(false), { p2: 'p1' })).toBe('Il manque le vote d’Ana.');
    expect(checkPrompt(s, ballots(true), { p4: 'p1' })).toBe('David ne peut pas voter ici.');
  });
});

describe('a die printed 0–9, rolled at the table', () => {
  const TABLE: DiceTable<'rien' | 'touche'> = {
    id: 'essai',
    name: 'Table d’essai',
    faces: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    rows: [
      { result: 'rien', faces: [0] },
      { result: 'touche', faces: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    ],
  };
  const roll = (queue: number[], required = false) => {
    const s = game();
    const out: GameEvent[] = [];
    // The table's roll writes nothing to the state: the plain state stands for the draft.
    const ctx = makeCtx(toy, s, s, 0, out, [...s.rng], { queue, required });
    return { result: rollOnTable(ctx, TABLE, 'essai'), out };
  };

  it('is entered as the face it shows, 0 included, and logged with its face and row', () => {
    const { result, out } = roll([0]);
    expect(result).toEqual({ face: 0, result: 'rien' });
    expect(out.map((e) => e.data)).toEqual([
      { sides: 10, result: 1, face: 0, purpose: 'Table d’essai — essai', byHand: true },
      { table: 'essai', face: 0, row: [0], result: 'rien', purpose: 'essai' },
    ]);
    expect(out[0]!.text).toBe('Dé à 10 faces (Table d’essai — essai) : face 0 (saisi à la main)');
  });

  it('refuses a face the die does not have, naming its faces', () => {
    expect(() => roll([10])).toThrow(
      new RollRefused(
        'Le dé saisi (10) ne peut pas sortir de ce dé, dont les faces vont de 0 à 9 (Table d’essai — essai).',
      ),
    );
  });

  it('asks for it with its faces when the game rolls physical dice', () => {
    try {
      roll([], true);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RollNeeded);
      expect(e).toMatchObject({ sides: 10, faces: TABLE.faces });
    }
  });
});
