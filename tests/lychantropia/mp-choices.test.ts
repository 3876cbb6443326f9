/**
 * « Il n'est pas possible de changer ses choix lorsque ceux ci sont effectués
 * par MP » (002_8a15d59d81dc3fa5.txt:105): an order sent by MP (the night's,
 * 002:26; a Sac d'or, 002:99; a Pigeon, 002:91) stays as first given, while
 * what is said on the forum (the vote, 002:18; a troc offer, 002:54) may
 * change until the deadline.
 */
import { describe, expect, it } from 'vitest';
import { firstDay, firstNight } from './fixtures';

describe('a choice sent by MP does not change (002:105)', () => {
  it('refuses a wolf’s second, different target at night, and keeps the first', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Emma']);
    const r = t.rejection(t.step!, { put: { player: 'Ana', kind: 'loups', value: ['Farid'] } });
    expect(r).toMatchObject({ rule: '002:105' });
    expect(t.rs.book.orders).toMatchObject([{ player: t.id('Ana'), kind: 'loups', value: [t.id('Emma')] }]);
    // The same order again changes nothing; the MJ corrects his own typing by cancelling first.
    t.put('Ana', 'loups', ['Emma']);
    t.playCurrent({ cancel: { player: 'Ana', kind: 'loups' } }).put('Ana', 'loups', ['Farid']);
    expect(t.rs.book.orders).toMatchObject([{ kind: 'loups', value: [t.id('Farid')] }]);
  });

  it('refuses a second Sac d’or or Pigeon message by day, but lets the vote change (002:18)', () => {
    const t = firstDay();
    t.put('Emma', 'sac', 1).put('Emma', 'pigeon-message', ['Ana']).put('Emma', 'vote', ['Ana']);
    expect(t.rejection(t.step!, { put: { player: 'Emma', kind: 'pigeon-message', value: ['Bruno'] } })).toMatchObject({
      rule: '002:105',
    });
    t.put('Emma', 'vote', ['Bruno']);
    expect(t.rs.book.orders.find((o) => o.kind === 'vote')).toMatchObject({ value: [t.id('Bruno')] });
  });

  it('says why in French', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Emma']);
    expect(t.refuse('Ana', 'loups', ['Farid'])).toBe(
      'Ana a déjà envoyé son ordre «\u00a0Cible des loups\u00a0» par MP\u00a0: un choix fait par MP ne change pas (annulez l’ordre pour corriger une erreur de saisie).',
    );
  });
});
