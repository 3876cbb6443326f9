/**
 * French typography in every text of random Thiercelieux games whose players
 * are called « Inès », « Hugo », « Émile »…: no « de Inès », « que Hugo »,
 * « le Ancien » left, and the non-breaking spaces before « : ; ! ? » and
 * inside « » (the engine sets them: `typography: 'french'`). Every call's
 * line, notes and documents are built as the app shows them, so a line that
 * throws fails here too (the Astrologue taken out by the Prêtre, 004:525).
 */
import { describe, expect, it } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { missedElisions, missedSpaces, playTexts, randomSetup } from '../property/texts';

const GAMES = 160;

describe('French typography in random games (4 to 40 players, options and invoked powers varied)', () => {
  it('every line, note, document, refusal and event elides and spaces as French does', () => {
    const problems = new Map<string, string>();
    let texts = 0;
    for (let i = 0; i < GAMES; i++) {
      const setup = randomSetup(thiercelieux, i, 'pretre');
      const run = playTexts(thiercelieux, setup, `answers-${i}`, { invokeRate: i % 3 === 0 ? 0.08 : 0.02 });
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
