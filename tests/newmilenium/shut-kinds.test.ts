/**
 * An order of a kind nobody asked may give now (a power spent, a rule of the
 * day) is refused with that rule and its line, never as an unknown kind
 * (issue 23): the book lists the kind as shut, each seat with the first of its
 * givers' bars that catches it (003_7860fbf4cb88296e.txt).
 */
import { describe, expect, it } from 'vitest';
import type { RoleId } from '../../src/rulesets/newmilenium/types';
import { NAMES } from '../support/table';
import { plain } from './driver';
import { firstDay, firstNight, type Hands, toDay } from './fixtures';

/** Ten seats whose roles give no order, but for `hands`: each power below has one holder only. */
function only(hands: Hands): Hands {
  const passive: [RoleId, RoleId] = ['croque-mort', 'meneur'];
  return Object.fromEntries(NAMES.slice(0, 10).map((n) => [n, hands[n] ?? passive]));
}

/** A refusal as data, its spaces made plain: never the engine's « Type d’ordre inconnu ». */
function refused(r: { reason: string; rule?: string }) {
  expect(r.reason).not.toMatch(/inconnu/);
  return { reason: plain(r.reason), rule: r.rule };
}

describe('an order whose power is spent or not open now', () => {
  it('removal before day 3 (003:19)', () => {
    const t = toDay(firstDay(), 2);
    expect(refused(t.refusedWith('Ana', 'destitution', 'oui'))).toEqual({
      reason: 'On ne tente de destituer le Maire qu’à partir du jour 3 (nous sommes au jour 2).',
      rule: '003:19',
    });
  });

  it('the Planqué after his three hidings (003:78), and a seat without the role', () => {
    const t = firstNight({ hands: only({ Gaëlle: ['planque', 'lache'] }) });
    t.put('Gaëlle', 'planque', ['Emma']).close();
    for (let night = 2; night <= 3; night++) t.until('nuit').put('Gaëlle', 'planque', ['Emma']).close();
    t.until('nuit');
    expect(refused(t.refusedWith('Gaëlle', 'planque', ['Emma']))).toEqual({
      reason:
        'Gaëlle s’est déjà planqué·e autant de fois que la partie le permet (trois, une de plus par cadeau du Sympathique).',
      rule: '003:78',
    });
    expect(refused(t.refusedWith('Emma', 'planque', ['Hugo']))).toEqual({
      reason: 'Emma n’a pas le rôle Planqué.',
      rule: '003:78',
    });
  });

  it('the Châtelain who cancelled a bûcher (003:94)', () => {
    const t = firstDay({ hands: only({ David: ['chatelain', 'lache'] }) });
    t.put('David', 'chatelain', ['Emma']);
    for (const v of ['Ana', 'Bruno']) t.put(v, 'vote', ['Emma']);
    t.close();
    toDay(t, 2);
    expect(refused(t.refusedWith('David', 'chatelain', ['Emma']))).toEqual({
      reason: 'David a déjà annulé un bûcher : le Châtelain ne le fait qu’une fois.',
      rule: '003:94',
    });
  });

  it('the Châtelain salbatarised (003:75)', () => {
    const t = firstNight({ hands: only({ David: ['chatelain', 'lache'], Emma: ['salbatar', 'lache'] }) });
    t.put('Emma', 'salbatar', ['David']).close().until('jour');
    expect(refused(t.refusedWith('David', 'chatelain', ['Emma']))).toEqual({
      reason: 'David est salbatarisé·e : plus de pouvoir cette nuit ni le jour qui suit.',
      rule: '003:75',
    });
  });

  it('the Sympathique after his gift, on either role (003:95)', () => {
    const t = firstDay({ hands: only({ David: ['sympathique', 'croque-mort'] }) });
    t.put('David', 'sympathique-1', ['Emma']);
    const spent = {
      reason: 'David a déjà fait son cadeau de Sympathique : une fois dans la partie.',
      rule: '003:95',
    };
    expect(refused(t.refusedWith('David', 'sympathique-2', ['Farid']))).toEqual(spent);
    expect(refused(t.refusedWith('David', 'sympathique-1', ['Farid']))).toEqual(spent);
  });

  it('the Assassin after his meurtre (003:68)', () => {
    const t = firstNight({ hands: only({}) });
    t.put('Jules', 'assassin', ['Emma']).close().until('nuit');
    expect(refused(t.refusedWith('Jules', 'assassin', ['Farid']))).toEqual({
      reason: 'Jules a déjà commis son meurtre.',
      rule: '003:68',
    });
  });

  it('the Nécromancienne after her potion (003:73)', () => {
    const t = firstNight({ hands: only({ David: ['necromancienne', 'lache'] }) });
    t.put('Ana', 'loups', ['Emma']).close();
    t.put('David', 'necromancienne', ['Emma']).close().until('nuit');
    expect(t.alive('Emma')).toBe(true);
    expect(refused(t.refusedWith('David', 'necromancienne', ['Farid']))).toEqual({
      reason: 'David a déjà utilisé sa potion de vie.',
      rule: '003:73',
    });
  });
});

describe('the Lâche’s messages (003:92)', () => {
  it('a third message on day 1 says the day’s allowance, with its line', () => {
    const t = firstDay({ hands: only({ Emma: ['lache', 'croque-mort'] }) });
    t.put('Emma', 'lache', ['Farid']).put('Emma', 'lache', ['Gaëlle']);
    expect(refused(t.refusedWith('Emma', 'lache', ['Hugo']))).toEqual({
      reason: 'Emma a déjà envoyé ses 2 messages anonymes du jour 1 : le Lâche en envoie deux fois le numéro du jour.',
      rule: '003:92',
    });
    // His allowance full, a message entered may still be withdrawn, which frees its place (003:92).
    t.play('jour', { cancel: { player: 'Emma', kind: 'lache' } });
    expect(t.rs.day.messages).toHaveLength(1);
    t.put('Emma', 'lache', ['Hugo']);
    expect(t.rs.day.messages).toHaveLength(2);
  });
});
