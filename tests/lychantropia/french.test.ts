/**
 * French typography in every text of random Lychantropia games whose players
 * are called « Inès », « Hugo », « Émile »…: no « de Hélène », « que Inès »
 * left, and the non-breaking spaces before « : ; ! ? » and inside « » — in
 * the lines, the notes, the forum posts and private messages to copy, the
 * refusals of orders and every event.
 */
import { describe, expect, it } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { missedElisions, missedSpaces, playTexts, randomSetup } from '../property/texts';

const GAMES = 40;

describe('French typography in random games (5 to 20 players, options varied)', () => {
  it('every line, note, document, refusal and event elides and spaces as French does', () => {
    const problems = new Map<string, string>();
    let texts = 0;
    for (let i = 0; i < GAMES; i++) {
      const run = playTexts(lychantropia, randomSetup(lychantropia, i), `answers-${i}`);
      expect({ game: i, errors: run.errors }).toEqual({ game: i, errors: [] });
      texts += run.texts.length;
      for (const { where, text } of run.texts) {
        for (const bad of [...missedElisions(text), ...missedSpaces(text)])
          if (!problems.has(`${where}: ${bad}`)) problems.set(`${where}: ${bad}`, text);
      }
    }
    expect([...problems].map(([k, text]) => `${k} — ${text}`)).toEqual([]);
    expect(texts).toBeGreaterThan(GAMES * 50);
  }, 120_000);
});
