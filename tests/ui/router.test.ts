import { describe, expect, it } from 'vitest';
import { gamePath, parseRoute } from '../../src/ui/router';
import { cardCountMessage } from '../../src/ui/setup/cardCount';

describe('le routeur', () => {
  it('reconnaît l’accueil, la nouvelle partie, une partie, l’écran public', () => {
    expect(parseRoute('/')).toEqual({ name: 'home' });
    expect(parseRoute('/index.html')).toEqual({ name: 'home' });
    expect(parseRoute('/nouvelle')).toEqual({ name: 'new' });
    expect(parseRoute('/nouvelle/')).toEqual({ name: 'new' });
    expect(parseRoute('/public')).toEqual({ name: 'public' });
    expect(parseRoute('/partie/0d6c1b2e-1111-4222-8333-944445555666')).toEqual({
      name: 'game',
      id: '0d6c1b2e-1111-4222-8333-944445555666',
    });
    expect(parseRoute('/partie/')).toEqual({ name: 'unknown', path: '/partie' });
    expect(parseRoute('/partie/a/b')).toEqual({ name: 'unknown', path: '/partie/a/b' });
    expect(parseRoute('/partie/%E0%A4%A')).toEqual({ name: 'unknown', path: '/partie/%E0%A4%A' });
  });

  it('un id de partie fait l’aller-retour par l’URL', () => {
    const id = 'partie à/part';
    expect(gamePath(id)).toBe('/partie/partie%20%C3%A0%2Fpart');
    expect(parseRoute(gamePath(id))).toEqual({ name: 'game', id });
  });
});

describe('le compte des cartes', () => {
  it('dit ce qui manque ou dépasse, cartes en plus comprises', () => {
    expect(cardCountMessage(8, 8, 0)).toEqual({ fits: true, text: 'Le compte est bon\u00a0: 8 cartes.' });
    expect(cardCountMessage(9, 8, 2)).toEqual({
      fits: false,
      text: 'Il manque 1 carte\u00a0: il en faut 10 (8 joueurs + 2 cartes en plus).',
    });
    expect(cardCountMessage(10, 8, 0)).toEqual({ fits: false, text: '2 cartes de trop\u00a0: il en faut 8.' });
  });
});
