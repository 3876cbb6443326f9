/** The one-pass `typo` gives exactly what the three replacements give, on texts full of the cases they treat. */
import { describe, expect, it } from 'vitest';
import { typo, typoByPatterns } from '../../src/engine/french';
import { nextInt, seedRng } from '../../src/engine/random';

/** Letters, every kind of space, guillemets and the high marks, crowded together so that runs and neighbours meet. */
const PIECES = ['a', 'é', ' ', ' ', '\u00a0', '\u202f', '«', '»', ':', ';', '!', '?', '.', ',', '«\u00a0', '\u00a0»', ' :', 'Alice'];

describe('French typography in one pass', () => {
  it('matches the three replacements on 20 000 random texts', () => {
    const rng = seedRng('typo');
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      const length = nextInt(rng, 14);
      for (let k = 0; k < length; k++) text += PIECES[nextInt(rng, PIECES.length)];
      expect({ text, set: typo(text) }).toEqual({ text, set: typoByPatterns(text) });
    }
  });

  it('matches them on the edge cases of runs across the guillemets', () => {
    for (const text of ['« »', '«»', '« \u00a0 »', '« :', ' : »', '»«', '« ! »', 'a  :', 'a \u00a0»', '\u00a0»', '«\u00a0', ' ?', '?', '']) {
      expect({ text, set: typo(text) }).toEqual({ text, set: typoByPatterns(text) });
    }
  });

  it('gives the very text back when it has nothing to set', () => {
    const text = 'Alice\u00a0: vivant → mort («\u00a0loups\u00a0»)';
    expect(typo(text)).toBe(text);
  });
});
