/**
 * The day and its deadline (002_8a15d59d81dc3fa5.txt:16-24, 44-69, 84-99, 105-107):
 * votes and their recap, Sacs d'or, the auction, the bûcher, Pigeons, the
 * troc, the theft, successors.
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../src/engine';
import { firstDay, type Hands } from './fixtures';

/** The table of fixtures.ts, everyone else with a Pigeon and a Testament; day 1 has begun (nobody died in the night). */
const day1 = (hands: Hands = {}, options: Options = {}) => firstDay({ hands, fill: ['pigeon', 'testament'], options });

describe('votes and their recap (002:18, 22, 106-107)', () => {
  it('keeps each voter’s last vote, blank votes included, in a recap ready to post', () => {
    const t = day1();
    t.put('Emma', 'vote', ['Ana'])
      .put('Farid', 'vote', [])
      .put('Gaëlle', 'vote', ['Bruno'])
      .put('Emma', 'vote', ['Bruno']);
    expect(t.doc('votes')).toBe(
      [
        'Votes du jour 1',
        '• Farid\u00a0: blanc',
        '• Gaëlle\u00a0: Bruno',
        '• Emma\u00a0: Bruno',
        'Décompte\u00a0: Bruno (2) — 1 blanc.',
      ].join('\n'),
    );
    expect(t.call.notes).toContain('Emma — Vote\u00a0: Bruno');
  });

  it('burns the most voted player at the deadline, and lists the items lost (002:22, 40)', () => {
    const t = day1({ Ana: ['fusil', 'sac'] });
    for (const voter of ['Chloé', 'David', 'Emma']) t.put(voter, 'vote', ['Ana']);
    t.put('Ana', 'vote', ['Emma']).close();
    expect(t.step).toBe('bucher');
    expect(t.call.line).toBe('Ana a le plus de voix (3)\u00a0: il ou elle monte sur le bûcher.');
    t.play('bucher');
    expect(t.step).toBe('fusil');
    t.play('fusil', ['Hugo']);
    expect([t.alive('Ana'), t.alive('Hugo')]).toEqual([false, false]);
    t.until('recap-deadline');
    expect(t.doc('deadline')).toBe(
      [
        'Bûcher du jour 1',
        'Votes\u00a0: Ana (3), Emma (1).',
        'Ana est brûlé·e sur le bûcher.',
        'Ana, en mourant, tire un coup de Fusil sur Hugo.',
        'Hugo est abattu·e d’un coup de Fusil.',
        'Objets perdus par Ana\u00a0: Sac d’or.',
        'Objets perdus par Hugo\u00a0: Pigeon, Testament.',
        'Notaire\u00a0: Chloé — Marchand\u00a0: David.',
      ].join('\n'),
    );
  });

  it('lets the Notaire break a tie (002:60)', () => {
    const t = day1();
    t.put('Emma', 'vote', ['Ana']).put('Farid', 'vote', ['Bruno']).close();
    expect(t.call.line).toBe(
      'Égalité entre Ana et Bruno (1 voix)\u00a0: le Notaire, Chloé, désigne qui monte sur le bûcher.',
    );
    expect(t.refusal('bucher', ['Emma'])).toBe('Emma n’est pas parmi les ex æquo.');
    t.play('bucher', ['Bruno']);
    expect(t.alive('Bruno')).toBe(false);
    expect(t.publicTexts()).toContain('Égalité entre Ana et Bruno\u00a0: le Notaire, Chloé, désigne Bruno.');
  });

  it('burns nobody without a vote', () => {
    const t = day1();
    t.put('Emma', 'vote', []).close();
    expect(t.call.line).toBe('Personne n’a reçu de voix\u00a0: pas de bûcher aujourd’hui.');
  });

  it('lets the Herbes save from the bûcher, which everyone learns (002:90)', () => {
    const t = day1({ Emma: ['herbes', 'pigeon'] });
    t.put('Ana', 'vote', ['Emma']).close().play('bucher');
    expect(t.alive('Emma')).toBe(true);
    expect(t.publicTexts()).toContain(
      'Emma a échappé à la mort, mais dans un état lamentable\u00a0: il ou elle ne votera plus de la partie.',
    );
    t.until('nuit').close().until('jour');
    expect(t.doc('votes')).toContain('Ne votent plus\u00a0: Emma.');
  });
});

describe('Sac d’or (002:99)', () => {
  it('adds two votes against the user’s own vote target, told at the bûcher without the user', () => {
    const t = day1({ Emma: ['sac', 'pigeon'] });
    t.put('Emma', 'vote', ['Bruno']).put('Emma', 'sac', 1).put('Farid', 'vote', ['Ana']).put('Gaëlle', 'vote', ['Ana']);
    expect(t.doc('votes')).toContain('Décompte\u00a0: Ana (2), Bruno (1).');
    t.close();
    expect(t.call.notes).toEqual([
      'Décompte avec bonus\u00a0: Bruno (3), Ana (2).',
      'Emma\u00a0: 1 Sac d’or (+2 contre Bruno)',
    ]);
    t.play('bucher');
    expect(t.alive('Bruno')).toBe(false);
    expect(t.items('Emma')).toEqual(['pigeon']);
    t.until('recap-deadline');
    const post = t.doc('deadline');
    expect(post).toContain('Sacs d’or\u00a0: 2 voix de plus contre Bruno.');
    expect(post).toContain('Total\u00a0: Bruno (3), Ana (2).');
    expect(post).not.toContain('Emma');
  });

  it('is kept when its owner votes blank, and is one a day unless the option allows more', () => {
    const t = day1({ Emma: ['sac', 'sac'] });
    expect(t.refuse('Emma', 'sac', 2)).toBe('Entrez un nombre entre 1 et 1.');
    t.put('Emma', 'vote', []).put('Emma', 'sac', 1).close().until('recap-deadline');
    expect(t.items('Emma')).toEqual(['sac', 'sac']);
    const more = day1({ Emma: ['sac', 'sac'] }, { plusieursSacs: true });
    more.put('Emma', 'vote', ['Ana']).put('Emma', 'sac', 2).close();
    expect(more.call.notes[0]).toBe('Décompte avec bonus\u00a0: Ana (5).');
  });
});

describe('the auction (002:21, 59-69)', () => {
  it('is opened by the Notaire on a shop item; bids go up by one, never twice in a row by the same player, never by the Notaire', () => {
    const t = day1();
    expect(t.refuse('Emma', 'enchere', 'chaudron')).toBe(
      'Emma n’est pas le Notaire\u00a0: seul le Notaire lance une enchère.',
    );
    expect(t.refuse('Chloé', 'enchere', 'fusil')).toBe('Choisissez une des options proposées.');
    t.put('Chloé', 'enchere', 'chaudron');
    expect(t.refuse('Emma', 'mise', 2)).toBe('Entrez un nombre entre 1 et 1.');
    t.put('Emma', 'mise', 1).put('Farid', 'mise', 2);
    // The refusal names the rule it applies, with its line in the MJ's « Pourquoi ? » (002:62).
    expect(t.refuse('Farid', 'mise', 3)).toBe(
      'Farid a fait la dernière mise\u00a0: un autre joueur doit surenchérir avant qu’il ou elle puisse remiser.',
    );
    expect(t.refuse('Chloé', 'mise', 3)).toBe('Le Notaire ne mise pas aux enchères qu’il a ouvertes.');
    expect(t.rejection('jour', { put: { player: 'Chloé', kind: 'mise', value: 3 } })).toMatchObject({
      kind: 'refused',
      rule: '002:62',
    });
    t.put('Emma', 'mise', 3);
    expect(t.refuse('Chloé', 'enchere', 'nid')).toBe(
      'Des mises sont déjà faites\u00a0: l’objet de l’enchère ne peut plus changer.',
    );
    expect(t.doc('enchere')).toBe(
      ['Objet aux enchères\u00a0: Chaudron', '• Emma\u00a0: 1', '• Farid\u00a0: 2', '• Emma\u00a0: 3'].join('\n'),
    );
    expect(t.refusal('jour', { cancel: { player: 'Farid', kind: 'mise' } })).toBe(
      'Seule la dernière mise peut être annulée.',
    );
  });

  it('gives the item to the highest bidder, with as many votes against them at the bûcher', () => {
    const t = day1();
    t.put('Chloé', 'enchere', 'nid')
      .put('Emma', 'mise', 1)
      .put('Farid', 'mise', 2)
      .put('Ana', 'vote', ['Emma'])
      .close();
    expect(t.items('Farid')).toEqual(['pigeon', 'pigeon', 'pigeon', 'pigeon', 'testament']);
    expect(t.call.line).toBe('Farid a le plus de voix (2)\u00a0: il ou elle monte sur le bûcher.');
    expect(t.publicTexts()).toContain(
      'Enchère\u00a0: Farid remporte «\u00a0Nid de pigeons\u00a0» pour 2 voix, comptées contre lui ou elle au bûcher.',
    );
    t.play('bucher').until('recap-deadline');
    expect(t.doc('deadline')).toContain('Enchère\u00a0: 2 voix de plus contre Farid.');
  });

  it('accepts any higher bid up to 9 when bids need not go up by one', () => {
    const t = day1({}, { misesParPas: false });
    t.put('Chloé', 'enchere', 'chaudron').put('Emma', 'mise', 4);
    expect(t.refuse('Farid', 'mise', 3)).toBe('Entrez un nombre entre 5 et 9.');
    t.put('Farid', 'mise', 9);
    // A bid of 10 after a 9: the limit on bids, not an unknown kind of order (002:62).
    expect(t.rejection('jour', { put: { player: 'Emma', kind: 'mise', value: 10 } })).toMatchObject({
      kind: 'refused',
      reason: 'La mise la plus haute est déjà de 9 voix, le maximum\u00a0: personne ne peut surenchérir.',
      rule: '002:62',
    });
    // The 9 may still be taken back, the kind shut or not.
    t.play('jour', { cancel: { player: 'Farid', kind: 'mise' } });
    expect(t.state.rs.day.bids.at(-1)).toEqual({ player: t.id('Emma'), amount: 4 });
  });

  it('refuses a bid before any auction with the rule, not an unknown kind (002:61)', () => {
    const t = day1();
    expect(t.refuse('Emma', 'mise', 1)).toBe(
      'Aucune enchère n’est ouverte\u00a0: le Notaire doit d’abord mettre un objet aux enchères.',
    );
  });
});

describe('Pigeons (002:20, 53, 91-95)', () => {
  it('carry an item to its recipient at the deadline, anonymously', () => {
    const t = day1({ Emma: ['fusil', 'pigeon'] });
    t.put('Emma', 'don:fusil', ['Farid']);
    expect(t.items('Farid')).toEqual(['pigeon', 'testament']);
    expect(t.doc('pigeons')).toBe('• Emma → Farid\u00a0: Fusil (livré à la deadline)');
    t.close();
    expect(t.items('Farid')).toEqual(['fusil', 'pigeon', 'testament']);
    expect(t.items('Emma')).toEqual([]);
    t.until('recap-deadline');
    expect(t.doc('pm-p6')).toBe('Un Pigeon vous apporte\u00a0: Fusil.');
  });

  it('are one per message: a player cannot send more than he has, nor to himself', () => {
    const t = day1({ Emma: ['fusil', 'pigeon'] });
    t.put('Emma', 'pigeon-message', ['Ana']);
    expect(t.refuse('Emma', 'don:fusil', ['Farid'])).toBe('Il faudrait 2 Pigeons\u00a0; Emma n’en a qu’un.');
    expect(t.refuse('Emma', 'pigeon-message', ['Emma'])).toBe('On ne s’envoie pas de Pigeon à soi-même.');
    // The Pipot is never sent by Pigeon (002:89): the refusal says so, not « unknown kind ».
    expect(t.rejection(t.step!, { put: { player: 'Emma', kind: 'don:pipot', value: ['Farid'] } })).toMatchObject({
      reason: 'Le Pipot ne se donne pas par Pigeon (ni ne se troque).',
      rule: '002:89',
    });
  });

  it('take a troc offer to the Marchand in secret (002:53)', () => {
    const t = day1({ Emma: ['sac', 'pigeon'] });
    t.put('Emma', 'pigeon-troc', 'Sac d’or c/ Chaudron');
    expect(t.doc('pigeons')).toBe('• Emma → David (Marchand)\u00a0: offre «\u00a0Sac d’or c/ Chaudron\u00a0»');
    t.close().until('troc');
    expect(t.call.prompt).toEqual({
      kind: 'choice',
      label: 'Offre suivante sur la liste du Marchand',
      options: [
        { value: 'pigeon:p5', label: 'Emma (par Pigeon) : Sac d’or c/ Chaudron' },
        { value: 'aucune', label: 'Plus aucune offre sur sa liste' },
      ],
      none: 'aucune',
    });
  });
});

describe('the troc (002:23, 44-58)', () => {
  it('collects public offers, bluffs included, in a recap like the book’s', () => {
    const t = day1({ Emma: ['sac', 'pigeon'] });
    t.put('Emma', 'troc', 'pigeon et sac d’or c/ tonneau').put('Farid', 'troc', 'Potion de vie c/ Chaudron');
    expect(t.doc('trocs')).toBe(
      [
        'Propositions de troc',
        '• Ana\u00a0:',
        '• Bruno\u00a0:',
        '• Chloé\u00a0:',
        '• Emma\u00a0: Pigeon et Sac d’or c/ Tonneau de bière',
        '• Farid\u00a0: Potion de vie c/ Chaudron',
        '• Gaëlle\u00a0:',
        '• Hugo\u00a0:',
      ].join('\n'),
    );
    expect(t.refuse('Gaëlle', 'troc', 'Sac d’or et Pigeon c/ Tonneau de bière')).toBe(
      'Une proposition publique identique est déjà en cours (seul un Pigeon peut la doubler).',
    );
    expect(t.refuse('Gaëlle', 'troc', 'Pipot c/ Chaudron')).toBe(
      'Le Pipot ne peut pas être proposé au troc, même pour bluffer.',
    );
    expect(t.refuse('Gaëlle', 'troc', 'Pigeon c/ Fusil')).toBe('Fusil n’est pas en boutique.');
    expect(t.refuse('Gaëlle', 'troc', 'Pigeon pour Chaudron')).toBe(
      'Écrivez l’offre sous la forme «\u00a0Pigeon et Sac d’or c/ Chaudron\u00a0».',
    );
    expect(t.refuse('Gaëlle', 'troc', 'Caillou c/ Chaudron')).toBe('Objet inconnu\u00a0: «\u00a0Caillou\u00a0».');
    // A name that is no item, even one every JavaScript object answers to.
    expect(t.refuse('Gaëlle', 'troc', 'constructor c/ Chaudron')).toBe(
      'Objet inconnu\u00a0: «\u00a0constructor\u00a0».',
    );
    expect(t.rejection(t.step!, { put: { player: 'David', kind: 'troc', value: 'Pigeon c/ Chaudron' } })).toMatchObject(
      { reason: 'Le Marchand ne peut pas proposer de troc.', rule: '002:57' },
    );
  });

  it('carries out the first feasible offer of the Marchand’s list; price items go to the shop at the next dawn, Sacs d’or to the Marchand', () => {
    const t = day1({ Emma: ['sac', 'pigeon'] });
    t.put('Farid', 'troc', 'Potion de vie c/ Chaudron')
      .put('Emma', 'troc', 'Pigeon et Sac d’or c/ Tonneau de bière')
      .close()
      .until('troc');
    t.play('troc', 'public:p6');
    expect(t.step).toBe('troc');
    expect(t.call.notes).toEqual([
      'Déjà examinée, irréalisable\u00a0: Farid (public)\u00a0: Potion de vie c/ Chaudron.',
    ]);
    t.play('troc', 'public:p5');
    expect(t.items('Emma')).toEqual(['tonneau']);
    expect(t.items('David')).toEqual(['pigeon', 'sac', 'testament']);
    expect(t.shop()).toEqual(['chaudron', 'nid', 'nid', 'testament', 'testament', 'tonneau']);
    t.until('recap-deadline');
    expect(t.doc('pm-p5')).toBe(
      'Le Marchand accepte votre troc\u00a0: vous donnez Pigeon, Sac d’or et recevez «\u00a0Tonneau de bière\u00a0».',
    );
    expect(t.doc('pm-p4')).toBe(
      'Troc conclu avec Emma\u00a0: Pigeon, Sac d’or contre «\u00a0Tonneau de bière\u00a0». Vous recevez Sac d’or.',
    );
    t.until('aube');
    expect(t.shop()).toEqual(['chaudron', 'nid', 'nid', 'pigeon', 'testament', 'testament', 'tonneau']);
  });

  it('does not happen when the Marchand dies during the day; he names a successor, not the Notaire (002:43, 58)', () => {
    const t = day1();
    t.put('Emma', 'troc', 'Pigeon c/ Chaudron')
      .put('Ana', 'vote', ['David'])
      .close()
      .play('bucher')
      .play('testament', false);
    expect(t.step).toBe('successeur');
    expect(t.refusal('successeur', ['Chloé'])).toBe(
      'Chloé est déjà Notaire\u00a0: on ne peut pas être Notaire et Marchand à la fois.',
    );
    t.play('successeur', ['Emma']);
    expect(t.state.posts.marchand).toBe(t.id('Emma'));
    expect(t.step).toBe('recap-deadline');
    expect(t.items('Emma')).toEqual(['pigeon', 'testament']);
    expect(t.publicTexts()).toContain('David désigne Emma comme Marchand.');
  });
});

describe('the theft (002:24, 86)', () => {
  it('takes every copy of the named item after the troc, and both players are told', () => {
    const t = day1({ Emma: ['masque', 'pigeon'], Farid: ['sac', 'sac'] });
    t.put('Emma', 'vol:sac', ['Farid']).close().until('recap-deadline');
    expect(t.items('Emma')).toEqual(['masque', 'pigeon', 'sac', 'sac']);
    expect(t.items('Farid')).toEqual([]);
    expect(t.doc('pm-p5')).toBe('Vous volez Sac d’or ×2 à Farid.');
    expect(t.doc('pm-p6')).toBe('On vous a volé\u00a0: Sac d’or ×2.');
  });

  it('sees what the troc changed, and spares the auction’s winner', () => {
    const t = day1({ Emma: ['masque', 'pigeon'], Farid: ['sac', 'pigeon'] });
    t.put('Emma', 'vol:chaudron', ['Farid'])
      .put('Farid', 'troc', 'Sac d’or c/ Chaudron')
      .close()
      .until('troc')
      .play('troc', 'public:p6')
      .until('recap-deadline');
    expect(t.items('Emma')).toEqual(['chaudron', 'masque', 'pigeon']);
    const u = day1({ Emma: ['masque', 'pigeon'] });
    u.put('Chloé', 'enchere', 'chaudron').put('Farid', 'mise', 1).put('Emma', 'vol:chaudron', ['Farid']);
    u.put('Ana', 'vote', ['Hugo'])
      .put('Bruno', 'vote', ['Hugo'])
      .close()
      .play('bucher')
      .play('testament', false)
      .until('recap-deadline');
    expect(u.items('Farid')).toEqual(['chaudron', 'pigeon', 'testament']);
    expect(u.doc('pm-p5')).toBe('Farid a remporté l’enchère du jour\u00a0: on ne peut pas le voler aujourd’hui.');
  });

  it('is one a day', () => {
    const t = day1({ Emma: ['masque', 'pigeon'] });
    t.put('Emma', 'vol:sac', ['Farid']);
    expect(t.refuse('Emma', 'vol:fusil', ['Farid'])).toBe('Un seul vol par jour\u00a0: annulez d’abord l’autre.');
  });
});

describe('successors at night (002:43)', () => {
  it('are named at dawn, once the death is told', () => {
    const t = day1();
    t.close().until('nuit').put('Ana', 'loups', ['Chloé']).close().play('testament', false);
    expect(t.state.posts.notaire).toBe(t.id('Chloé'));
    t.play('aube');
    expect(t.step).toBe('succession');
    expect(t.call.line).toBe('Chloé était Notaire\u00a0: il ou elle désigne en public son successeur.');
    t.play('succession', ['Hugo']);
    expect(t.state.posts.notaire).toBe(t.id('Hugo'));
    expect(t.invariants()).toEqual([]);
  });
});
