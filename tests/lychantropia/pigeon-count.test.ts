/**
 * Each player's own Pigeons bound his Pigeon orders (002_8a15d59d81dc3fa5.txt:91-93:
 * a Pigeon is used once, one per message or target): the book's prompt gives
 * each giver his count (`OrderKind.most`), so that the dialog shows « 0 / 2 »
 * for a player with two Pigeons and not « 0 / 5 » for everyone (issue 23).
 */
import { describe, expect, it } from 'vitest';
import type { OrderKind } from '../../src/engine';
import { firstDay } from './fixtures';

describe('le compte de Pigeons de chacun (002:91-93)', () => {
  it('chaque expéditeur a pour borne ses propres Pigeons, cinq au plus', () => {
    const t = firstDay({
      hands: { Emma: ['pigeon', 'pigeon'], Farid: ['pigeon', 'sac'] },
      fill: ['sac', 'testament'],
    });
    const prompt = t.call.prompt;
    if (prompt.kind !== 'orders') throw new Error('expected the day’s order book');
    const kind = (id: string): OrderKind => prompt.kinds.find((k) => k.id === id)!;
    for (const id of ['pigeon-message', 'pigeon-cible']) {
      expect(kind(id).players).toEqual([t.id('Emma'), t.id('Farid')]);
      expect(kind(id).most).toEqual({ [t.id('Emma')]: 2, [t.id('Farid')]: 1 });
      // The prompt's own bound is everyone's: the rules still check each order (002:91).
      expect(kind(id).prompt).toMatchObject({ kind: 'players', max: 5 });
    }
    // Two recipients for one Pigeon: refused by the rule, whatever the dialog showed.
    expect(t.refuse('Farid', 'pigeon-message', ['Ana', 'Bruno'])).toMatch(/Il faudrait 2 Pigeons/);
  });

  it('le compte suit ce que le joueur tient : un Pigeon reçu s’ajoute', () => {
    const t = firstDay({ hands: { Emma: ['pigeon', 'pigeon'], Farid: ['pigeon', 'sac'] }, fill: ['sac', 'testament'] });
    // Emma sends one of her Pigeons to Farid (002:95: a Pigeon sent takes a second to carry it), delivered at the deadline.
    t.put('Emma', 'don:pigeon', ['Farid']).close().until('jour');
    const prompt = t.call.prompt;
    if (prompt.kind !== 'orders') throw new Error('expected the next day’s order book');
    const most = prompt.kinds.find((k) => k.id === 'pigeon-message')?.most ?? {};
    expect(most[t.id('Farid')]).toBe(2);
    expect(most[t.id('Emma')]).toBeUndefined();
  });
});
