/**
 * The checkers the French-typography tests rely on catch what they must
 * (a checker that lets a mistake through would make those tests unable to fail).
 */
import { describe, expect, it } from 'vitest';
import { elidingNames, missedElisions, missedSpaces } from './texts';

describe('the typography checkers', () => {
  it('find « de », « que », « le », « la » left before a vowel or an h', () => {
    expect(missedElisions('La Voyante découvre la carte de Inès.')).toEqual(['de Inès']);
    expect(missedElisions('Il ne peut accuser que Hugo ; la voix de Émile compte double.')).toEqual([
      'que Hugo',
      'de Émile',
    ]);
    expect(missedElisions('Montrez le Ancien, puis la Ensorceleuse.')).toEqual(['le Ancien', 'la Ensorceleuse']);
    expect(missedElisions('La carte d’Inès, qu’Hugo, l’Ancien, de Bruno, que David, la Voyante, Ève.')).toEqual([]);
  });

  it('find a plain space (or none) before « : ; ! ? » and inside « »', () => {
    expect(missedSpaces('Sa carte : Voyante.')).toHaveLength(1);
    expect(missedSpaces('Bravo ! Qui ?')).toHaveLength(2);
    expect(missedSpaces('Qui?')).toHaveLength(1);
    expect(missedSpaces('La « victime »')).toHaveLength(2);
    expect(missedSpaces('Le «Pipot»')).toHaveLength(2);
    expect(
      missedSpaces('Sa carte\u00a0: Voyante\u00a0; bravo\u00a0! Qui\u00a0? «\u00a0Pipot\u00a0» (004:523)'),
    ).toEqual([]);
  });

  it('name players with vowels and mute h, and with consonants too, all distinct', () => {
    const names = elidingNames(40, 'x');
    expect(new Set(names).size).toBe(40);
    expect(names.filter((n) => /^[AEIOUYHÉÈÊ]/.test(n)).length).toBeGreaterThan(15);
    expect(names.filter((n) => /^[BCDFGLM]/.test(n)).length).toBeGreaterThan(5);
  });
});
