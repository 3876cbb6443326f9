/**
 * A pasted text made readable (engine/message-text.ts) and names matched
 * (engine/name-match.ts): bad input is refused with a French reason, quotes
 * and signatures are not the author's words, and a name is never guessed
 * between two players.
 */
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/engine/message-reader';
import { ownLines, textProblem } from '../../src/engine/message-text';
import { nameAt, tokensOf, type NamedSeat } from '../../src/engine/name-match';
import { lychantropiaMessages } from '../../src/rulesets/lychantropia/messages';

const SEATS: NamedSeat[] = [
  { id: 'p1', name: 'Jules' },
  { id: 'p2', name: 'Julie', pseudonym: 'Juju' },
  { id: 'p3', name: 'Gaëlle', pseudonym: 'Gagou' },
];

describe('pasted text', () => {
  it('refuses an empty, a 1 MB and a binary paste, with a reason', () => {
    expect(textProblem('   ')).toMatch(/vide/);
    expect(textProblem('a'.repeat(1_000_000))).toMatch(/trop long/);
    expect(textProblem('PK\u0003\u0004\u0000binary')).toMatch(/illisibles/);
    expect(textProblem('Je vote contre Julie')).toBeNull();
  });

  it('says how long a wrong paste is, in French (the one wording test)', () => {
    expect(textProblem('a'.repeat(1_080_000))).toBe(
      'Le texte collé est trop long (1\u202f080\u202f000 caractères, 200\u202f000 au plus) : collez un seul message ou une seule page du fil.',
    );
  });

  it('keeps the author’s lines with their numbers: quotes, BBCode, smileys and signatures out', () => {
    const text = '[quote=Ana]Je vote Jules[/quote]\n[b]Je vote Julie[/b] :)\n> Jules a dit\n--\nmon blog';
    expect(ownLines(text)).toEqual([{ line: 2, text: 'Je vote Julie' }]);
  });
});

describe('names', () => {
  const at = (text: string) => nameAt(SEATS, tokensOf(text), 0);

  it('by name or pseudonym, despite case, accents, a typo or a shortened name (flagged as approached)', () => {
    expect(at('GAELLE')).toEqual({ id: 'p3', exact: true, words: 1 });
    expect(at('gagou')).toEqual({ id: 'p3', exact: true, words: 1 });
    expect(at('Gaelel')).toEqual({ id: 'p3', exact: false, words: 1 });
    expect(at('Gaël')).toEqual({ id: 'p3', exact: false, words: 1 });
  });

  it('never guesses between two players: « Jul » is asked', () => {
    expect(at('Jul')).toEqual({ ambiguous: ['p1', 'p2'], words: 1, written: 'jul' });
    const r = readMessage(lychantropiaMessages, SEATS, 'p3', 'Je vote contre Jul');
    expect(r.orders).toEqual([]);
    expect(r.asked).toEqual([expect.objectContaining({ kind: 'vote', candidates: ['p1', 'p2'], line: 1 })]);
  });

  it('a line no phrase reads is listed, never dropped', () => {
    const r = readMessage(lychantropiaMessages, SEATS, 'p3', 'Salut\nJe vote Julie\nÀ demain');
    expect(r.orders.map((o) => o.line)).toEqual([2]);
    expect(r.unread.map((u) => u.line)).toEqual([1, 3]);
  });
});
