/**
 * Troc offers as the forum writes them (002_8a15d59d81dc3fa5.txt:45-52), and
 * the kinds of item copies: both are read once and kept (issue 15's speed),
 * so a second reading must give the same answer, and an offer kept for every
 * caller must not be changed by one of them.
 */
import { describe, expect, it } from 'vitest';
import { isOf, ITEM_KINDS, kindOf } from '../../src/rulesets/lychantropia/items';
import { parseOffer } from '../../src/rulesets/lychantropia/parse';

describe('reading troc offers (002:45-52)', () => {
  it('reads price and wanted item, the same on a second reading', () => {
    for (let i = 0; i < 2; i++) {
      expect(parseOffer('Pigeon et 2 Sacs d’or c/ Chaudron')).toEqual({
        price: ['pigeon', 'sac', 'sac'],
        want: 'chaudron',
      });
      expect(parseOffer('Pigeon c/ Fusil et Sac')).toBe('Une offre de troc vise un seul objet de la boutique.');
      expect(parseOffer('trois Licornes contre Chaudron')).toBe('Objet inconnu : « trois Licornes ».');
    }
  });

  it('keeps an offer no caller can change', () => {
    const offer = parseOffer('Pigeon et Sac d’or c/ Tonneau de bière');
    if (typeof offer === 'string') throw new Error(offer);
    // The type forbids it (readonly): the test tries all the same.
    expect(() => (offer.price as string[]).push('fusil')).toThrow(TypeError);
    expect(parseOffer('Pigeon et Sac d’or c/ Tonneau de bière')).toEqual({ price: ['pigeon', 'sac'], want: 'tonneau' });
  });
});

describe('the kind of an item copy', () => {
  it('is read from the copy’s id, the same on a second reading, and a copy of no item is refused each time', () => {
    for (let i = 0; i < 2; i++) {
      expect(kindOf('pigeon#12')).toBe('pigeon');
      expect(kindOf('potion-vie#3')).toBe('potion-vie');
      expect(kindOf('sac')).toBe('sac');
      expect(() => kindOf('licorne#1')).toThrow('not an item');
    }
  });
});

describe('whether a copy is of a kind (counting a hand, 002:70)', () => {
  it('answers as its kind read from its id does, for every kind against every other', () => {
    const copies = ITEM_KINDS.flatMap((k) => [k, `${k}#1`, `${k}#27`]);
    for (const copy of copies)
      for (const kind of ITEM_KINDS)
        expect({ copy, kind, is: isOf(copy, kind) }).toEqual({ copy, kind, is: kindOf(copy) === kind });
    // A kind's name that begins another's (« potion-vie », « potion-vie-bis »): the « # » ends it.
    expect(isOf('potion-vie#2', 'potion-vie')).toBe(true);
    expect(isOf('pigeons#2', 'pigeon')).toBe(false);
  });
});
