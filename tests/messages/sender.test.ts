/**
 * The sender of a pasted private message, read from the message itself
 * (issue 27: one tap per message on the book): a forum header or a
 * signature line naming exactly one player, never a guess between two, nor
 * a typo taken for a name.
 */
import { describe, expect, it } from 'vitest';
import { senderIn } from '../../src/engine/message-sender';
import type { NamedSeat } from '../../src/engine/name-match';

const seats: NamedSeat[] = [
  { id: 'ana', name: 'Ana', pseudonym: 'LoupBlanc' },
  { id: 'bruno', name: 'Bruno' },
  { id: 'chloe', name: 'Chloé' },
  { id: 'emma', name: 'Emma' },
  { id: 'emmanuel', name: 'Emmanuel', pseudonym: 'Manu' },
  { id: 'dave', name: 'Le Grand Dave' },
  { id: 'davina', name: 'Dave Martin' },
];

const from = (text: string) => senderIn(seats, text);

describe('l’expéditeur lu dans le message', () => {
  it.each([
    ['De : Ana\nJe vote Bruno', 'ana', 1, 'header'],
    ['Expéditeur : bruno\n\nvote chloé', 'bruno', 1, 'header'],
    ['From: LoupBlanc\nSent: 12/03 18:04\nVOTE Bruno', 'ana', 1, 'header'],
    ['[b]Message de Chloé[/b]\nje vote Bruno', 'chloe', 1, 'header'],
    ['Message privé de Manu, le 3 mars à 18:00\nvote Ana', 'emmanuel', 1, 'header'],
    ['De : Le Grand Dave\nvote Ana', 'dave', 1, 'header'],
    ['Je vote Bruno\n--\nAna', 'ana', 3, 'signature'],
    ['Je vote Bruno\n\nBises,\nChloé', 'chloe', 4, 'signature'],
    ['Je vote Bruno.\nBises, Chloé', 'chloe', 2, 'signature'],
    ['VOTE Ana\n— Manu', 'emmanuel', 2, 'signature'],
    ['vote Ana\nSignature : Bruno', 'bruno', 2, 'signature'],
  ])('%j → %s', (text, id, line, how) => {
    expect(from(text)).toEqual({ id, line, how });
  });

  it('le nom d’un message cité n’est pas l’expéditeur', () => {
    expect(from('[quote]De : Bruno\nvote Ana[/quote]\nJe vote Chloé\n--\nEmma')).toEqual({
      id: 'emma',
      line: 5,
      how: 'signature',
    });
    expect(from('> De : Bruno\nJe vote Chloé')).toEqual({ id: null, why: 'absent' });
  });

  it('sans en-tête ni signature, personne', () => {
    expect(from('Je vote Bruno')).toEqual({ id: null, why: 'absent' });
    expect(from('Salut MJ !\nJe vote contre Ana, on attaque Hugo')).toEqual({ id: null, why: 'absent' });
  });

  it('un nom annoncé par la ligne d’avant est un ordre, pas une signature', () => {
    expect(from('Je vote :\nBruno')).toEqual({ id: null, why: 'absent' });
  });

  it('jamais deviné : nom approché, ambigu, inconnu, ou deux joueurs qui se contredisent', () => {
    // « Bruon » is one typo from Bruno: the order reader flags it, the sender is not taken on it.
    expect(from('De : Bruon\nvote Ana')).toEqual({ id: null, why: 'unknown' });
    // « Emm » begins both Emma and Emmanuel; « Dave » is only the end of a longer name.
    expect(from('De : Emm\nvote Ana')).toEqual({ id: null, why: 'ambiguous' });
    expect(from('De : Dave\nvote Ana')).toEqual({ id: null, why: 'unknown' });
    expect(from('De : Zoé\nvote Ana')).toEqual({ id: null, why: 'unknown' });
    expect(from('De : Ana\nvote Bruno\n--\nChloé')).toEqual({ id: null, why: 'conflict' });
    // A header naming nobody of the game beside a signature naming one: unsure.
    expect(from('De : Zoé\nvote Bruno\n--\nChloé')).toEqual({ id: null, why: 'conflict' });
  });
});
