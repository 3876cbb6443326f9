import { describe, expect, it } from 'vitest';
import { de, De, la, le, que, queN, typo } from '../../src/engine';

describe('French typography', () => {
  it('elides before a vowel or an h', () => {
    expect(de('Alice')).toBe('d’Alice');
    expect(de('Émile')).toBe('d’Émile');
    expect(de('Hugo')).toBe('d’Hugo');
    expect(de('Bruno')).toBe('de Bruno');
    expect(De('Emma')).toBe('D’Emma');
    expect(que('Inès')).toBe('qu’Inès');
    expect(le('Ancien')).toBe('l’Ancien');
    expect(la('Voyante')).toBe('la Voyante');
  });

  it('reads a name as composed, whether its first letter is one character or a letter and its accent', () => {
    // The answer for a plain ASCII start is read off a table; a combining accent after it sends the name to NFC.
    expect(de('A')).toBe('d’A');
    expect(de('B')).toBe('de B');
    expect(de('E\u0301mile')).toBe('d’E\u0301mile');
    // « å » is not among the letters that elide, though its base « a » is.
    expect(de('a\u030arne')).toBe('de a\u030arne');
    expect(de('åsa')).toBe('de åsa');
    expect(de('')).toBe('de ');
    expect(de('7 nains')).toBe('de 7 nains');
  });

  it('writes one in words after « ne … que » (« n’en a qu’un », not « que 1 », issue 23)', () => {
    expect(queN(1)).toBe('qu’un');
    expect(queN(1, true)).toBe('qu’une');
    expect(queN(2)).toBe('que 2');
    expect(queN(0, true)).toBe('que 0');
  });

  it('puts non-breaking spaces before « : ; ! ? » and inside guillemets', () => {
    expect(typo('Sa carte : Voyante ; bravo ! Qui ? « Alice »')).toBe(
      'Sa carte\u00a0: Voyante\u00a0; bravo\u00a0! Qui\u00a0? «\u00a0Alice\u00a0»',
    );
    expect(typo('«Alice»')).toBe('«\u00a0Alice\u00a0»');
    expect(typo('déjà\u00a0: bon')).toBe('déjà\u00a0: bon');
  });
});
