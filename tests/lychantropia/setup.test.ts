/**
 * Setup and day 0 (002_8a15d59d81dc3fa5.txt:2-6, 42-43, 71-73).
 */
import { describe, expect, it } from 'vitest';
import { typo } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { hand } from '../../src/rulesets/lychantropia/holdings';
import { ITEMS, kindOf } from '../../src/rulesets/lychantropia/items';
import { suggestComposition } from '../../src/rulesets/lychantropia/setup';
import type { LTypes } from '../../src/rulesets/lychantropia/types';
import { Table } from '../support/table';
import { LTable, type LAnswers } from './driver';
import { FIVE, seats } from './fixtures';

/** A game as the app starts it: camps and items dealt from the seed. */
function randomGame(players = 16, seed = 'graine') {
  return new Table<LTypes, LAnswers>(lychantropia, { cards: suggestComposition(players), randomDeal: true, seed })
    .state;
}

describe('camps and items at the start (002:4-6, 42, 71-73)', () => {
  it('splits 16 players into 4 wolves and 12 villagers; fewer or more players scale the wolves', () => {
    expect(suggestComposition(16).filter((c) => c === 'loup')).toHaveLength(4);
    expect(suggestComposition(16).filter((c) => c === 'villageois')).toHaveLength(12);
    expect(suggestComposition(10).filter((c) => c === 'loup')).toHaveLength(3);
    expect(suggestComposition(20).filter((c) => c === 'loup')).toHaveLength(5);
  });

  it('deals two items each from the pool of 32 and stocks the shop, every draw logged', () => {
    const s = randomGame();
    const dealt = s.order.flatMap((id) => hand(s, id).map(kindOf));
    expect(dealt).toHaveLength(32);
    const count = (k: string) => dealt.filter((x) => x === k).length;
    expect([count('testament'), count('sac'), count('pigeon'), count('pipot'), count('fusil')]).toEqual([
      4, 5, 10, 1, 1,
    ]);
    expect(s.rs.shop.map(kindOf).sort()).toEqual([
      'chaudron',
      'nid',
      'nid',
      'testament',
      'testament',
      'tonneau',
      'tonneau',
    ]);
    const shuffles = s.events.filter((e) => e.type === 'shuffle').map((e) => (e.data as { purpose: string }).purpose);
    expect(shuffles[0]).toBe('distribution des cartes');
    expect(shuffles[1]).toBe('distribution des objets');
    expect(lychantropia.invariants!(s)).toEqual([]);
  });

  it('never deals two « donne des envies de » items to one player (002:72)', () => {
    for (let i = 0; i < 40; i++) {
      const s = randomGame(16, `envies-${i}`);
      for (const id of s.order)
        expect(hand(s, id).filter((x) => ITEMS[kindOf(x)].craving !== null).length).toBeLessThan(2);
    }
  });

  it('is the same deal from the same seed', () => {
    const a = randomGame(16, 'x');
    const b = randomGame(16, 'x');
    expect(a.order.map((id) => hand(a, id))).toEqual(b.order.map((id) => hand(b, id)));
  });

  it('with fewer players, draws from the pool and puts the rest out of the game with a reason', () => {
    const s = randomGame(10);
    expect(s.order.flatMap((id) => hand(s, id))).toHaveLength(20);
    expect(s.rs.removed).toHaveLength(12);
    expect(s.rs.removed[0]!.reason).toBe('non distribué (moins de 16 joueurs)');
    expect(lychantropia.invariants!(s)).toEqual([]);
  });

  it('starts with a private message per player: camp, pack for the wolves, items with their summary', () => {
    const t = new LTable(seats(5, FIVE));
    expect(t.step).toBe('depart');
    expect(t.doc('pm-p1')).toBe(
      [
        'Bienvenue à Lychantropia. Vous êtes loup.',
        'La meute\u00a0: Ana et Bruno.',
        'Vos objets\u00a0: Fusil, Pigeon.',
        // The items' summaries as the engine sets them (French spaces).
        typo(`Fusil — ${ITEMS.fusil.summary}`),
        typo(`Pigeon — ${ITEMS.pigeon.summary}`),
      ].join('\n'),
    );
    expect(t.doc('pm-p4').split('\n').slice(0, 2)).toEqual([
      'Bienvenue à Lychantropia. Vous êtes villageois.',
      'Vos objets\u00a0: Pigeon ×2.',
    ]);
    expect(t.doc('ouverture')).toContain(
      'Boutique\u00a0: Chaudron, Tonneau de bière ×2, Testament ×2, Nid de pigeons ×2.',
    );
  });

  it('lets the MJ enter a deal drawn by hand, refusing two craving items, more than the pool or an incomplete hand', () => {
    const t = new Table<LTypes, LAnswers>(lychantropia, {
      cards: ['loup', 'villageois', 'villageois', 'villageois', 'villageois'],
      randomDeal: true,
      options: { distributionObjets: 'manuelle' },
      seed: 's',
    });
    expect(t.step).toBe('objets');
    const put = (player: string, kind: string, value: number) => {
      const out = t.answer('objets', { put: { player, kind, value } });
      return out.kind === 'accepted' ? null : out.reason;
    };
    expect(put('p1', 'objet:pipot', 1)).toBeNull();
    // The Masque is no longer offered for Ana: the MJ's list (and a random playout) only holds what may still be drawn.
    expect(
      t.call.prompt.kind === 'orders' && t.call.prompt.kinds.find((k) => k.id === 'objet:masque')?.players,
    ).not.toContain('p1');
    expect(put('p1', 'objet:masque', 1)).toBe(
      'Un joueur ne reçoit jamais deux objets qui «\u00a0donnent des envies\u00a0».',
    );
    expect(put('p1', 'objet:pigeon', 2)).toBe('Ana reçoit deux objets, pas plus.');
    // The only Pipot is drawn: it is offered to Ana alone now (to correct her entry).
    expect(t.call.prompt.kind === 'orders' && t.call.prompt.kinds.find((k) => k.id === 'objet:pipot')?.players).toEqual(
      ['p1'],
    );
    expect(put('p2', 'objet:pipot', 1)).toBe('Il n’y a qu’un × «\u00a0Pipot\u00a0» à distribuer.');
    // Two copies are offered only for an item someone may still draw twice (the pool holds one Fusil, ten Pigeons).
    const most = (kind: string) =>
      t.call.prompt.kind === 'orders' ? t.call.prompt.kinds.find((k) => k.id === kind)?.prompt : undefined;
    expect(most('objet:fusil')).toMatchObject({ kind: 'number', max: 1 });
    expect(most('objet:pigeon')).toMatchObject({ kind: 'number', max: 2 });
    expect(put('p1', 'objet:sac', 1)).toBeNull();
    expect(t.refusal('objets', { close: true })).toBe(
      'Il manque des objets pour Bruno, Chloé, David et Emma (deux chacun).',
    );
    for (const p of ['p2', 'p3', 'p4', 'p5']) expect(put(p, 'objet:pigeon', 2)).toBeNull();
    t.play('objets', { close: true });
    const s = t.state;
    expect(s.order.map((id) => hand(s, id).map(kindOf).sort())).toEqual([
      ['pipot', 'sac'],
      ['pigeon', 'pigeon'],
      ['pigeon', 'pigeon'],
      ['pigeon', 'pigeon'],
      ['pigeon', 'pigeon'],
    ]);
    expect(t.step).toBe('depart');
    expect(t.invariants()).toEqual([]);
  });

  it('refuses an entry that would leave too few items to complete the hands without two craving items (002:72)', () => {
    // 16 players deal the whole pool of 32: its 5 craving items must go to 5 different players.
    const cards = suggestComposition(16);
    const t = new Table<LTypes, LAnswers>(lychantropia, {
      cards,
      randomDeal: true,
      options: { distributionObjets: 'manuelle' },
      seed: 's',
    });
    const put = (player: string, kind: string, value: number) => {
      const out = t.answer('objets', { put: { player, kind, value } });
      return out.kind === 'accepted' ? null : out.reason;
    };
    // Eleven players take 8 Pigeons, the 5 Sacs d’or, the 4 Testaments, the three potions, the Flèches and the Lorgnettes…
    const pairs = [
      ['pigeon', 2],
      ['pigeon', 2],
      ['pigeon', 2],
      ['pigeon', 2],
      ['sac', 2],
      ['sac', 2],
      ['testament', 2],
      ['testament', 2],
    ] as const;
    pairs.forEach(([kind, n], i) => expect(put(`p${i + 1}`, `objet:${kind}`, n)).toBeNull());
    const singles = [
      [9, ['sac', 'potion-vie']],
      [10, ['potion-mort', 'potion-analphabetisme']],
      [11, ['fleches', 'lorgnettes']],
    ] as const;
    for (const [i, kinds] of singles) for (const k of kinds) expect(put(`p${i}`, `objet:${k}`, 1)).toBeNull();
    // …five players remain for 10 items, 5 of them craving ones: each must get exactly one, so nobody may take two plain ones.
    expect(put('p12', 'objet:pigeon', 2)).toBe(
      'Avec cet objet, ceux qui restent ne suffiraient plus à donner deux objets à chacun sans deux objets qui «\u00a0donnent des envies\u00a0».',
    );
    expect(put('p12', 'objet:pigeon', 1)).toBeNull();
    // Léa may now take only a craving item: no plain item is offered to her any more.
    const offered = (kind: string) =>
      t.call.prompt.kind === 'orders' ? (t.call.prompt.kinds.find((k) => k.id === `objet:${kind}`)?.players ?? []) : [];
    expect(['fusil', 'chapeau', 'herbes', 'pigeon'].map((k) => offered(k).includes('p12'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(offered('pipot')).toContain('p12');
  });
});

describe('day 0: the Notaire and the Marchand (002:42-43)', () => {
  const five = () => new LTable(seats(5, FIVE));

  it('elects the most voted Notaire and the next one Marchand, with no bûcher', () => {
    const t = five().elect({ Ana: 'Chloé', Bruno: 'Chloé', Chloé: 'David', David: 'Chloé', Emma: 'David' });
    expect(t.state.posts).toEqual({ notaire: t.id('Chloé'), marchand: t.id('David') });
    expect(t.publicTexts().filter((x) => x.startsWith('Élection') || x.includes('devient'))).toEqual([
      'Élection, tour 1\u00a0: Chloé (3), David (2).',
      'Chloé devient Notaire.',
      'David devient Marchand.',
    ]);
    expect(t.state.rs.deaths).toEqual([]);
    expect(t.state.clock).toEqual({ day: 1, phase: 'night' });
  });
});

describe('day 0: ties (002:43)', () => {
  const five = () => new LTable(seats(5, {}, ['pigeon', 'pigeon']));

  it('calls another round without the least voted; a post decided stays decided', () => {
    const t = five();
    t.until('jour')
      .put('Ana', 'vote', ['Chloé'])
      .put('Bruno', 'vote', ['Chloé'])
      .put('Chloé', 'vote', ['David'])
      .put('David', 'vote', ['Emma'])
      .close();
    expect(t.state.posts).toEqual({ notaire: t.id('Chloé') });
    expect(t.step).toBe('election-tour');
    expect(t.call.line).toBe('Tour 2 pour Marchand\u00a0: seuls David et Emma peuvent être élus. Saisissez les votes.');
    expect(t.publicTexts().slice(-3)).toEqual([
      'Élection, tour 1\u00a0: Chloé (2), David (1), Emma (1).',
      'Chloé devient Notaire.',
      'Égalité\u00a0: nouveau tour pour le poste de Marchand. Ne peuvent plus être élus\u00a0: Ana et Bruno.',
    ]);
    expect(t.refusal('election-tour', t.ballots({ Ana: 'Chloé' }))).toBe('Ana ne peut pas voter contre Chloé.');
    t.play('election-tour', t.ballots({ Ana: 'Emma', Bruno: 'Emma', Chloé: 'David' }));
    expect(t.state.posts).toEqual({ notaire: t.id('Chloé'), marchand: t.id('Emma') });
    expect(t.step).toBe('recap-deadline');
  });

  it('a player the MJ excludes between two rounds can no longer be elected (002:43, 002:107)', () => {
    const t = five();
    t.until('jour')
      .put('Ana', 'vote', ['Chloé'])
      .put('Bruno', 'vote', ['Chloé'])
      .put('Chloé', 'vote', ['David'])
      .put('David', 'vote', ['Emma'])
      .close();
    t.invoke('exclusion', ['Emma']);
    expect(t.step).toBe('election-tour');
    expect(t.call.line).toBe('Tour 2 pour Marchand\u00a0: seul·e David peut être élu·e. Saisissez les votes.');
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.candidates).toEqual([t.id('David')]);
    expect(t.refusal('election-tour', t.ballots({ Ana: 'Emma' }))).toBe('Ana ne peut pas voter contre Emma.');
    t.play('election-tour', t.ballots({ Ana: 'David' }));
    expect(t.state.posts).toEqual({ notaire: t.id('Chloé'), marchand: t.id('David') });
    expect(t.invariants()).toEqual([]);
  });

  it('a Notaire excluded between two rounds names a successor, who cannot also be elected Marchand (002:43)', () => {
    const t = five();
    t.until('jour')
      .put('Ana', 'vote', ['Chloé'])
      .put('Bruno', 'vote', ['Chloé'])
      .put('Chloé', 'vote', ['David'])
      .put('David', 'vote', ['Emma'])
      .close();
    t.invoke('exclusion', ['Chloé']).play('successeur', ['David']);
    expect(t.state.posts.notaire).toBe(t.id('David'));
    expect(t.call.prompt.kind === 'ballots' && t.call.prompt.candidates).toEqual([t.id('Emma')]);
    t.play('election-tour', t.ballots({ Ana: 'Emma', David: 'Emma' }));
    expect(t.state.posts).toEqual({ notaire: t.id('David'), marchand: t.id('Emma') });
    expect(t.invariants()).toEqual([]);
  });

  it('draws a tie that two rounds among the same players could not break, and logs the draw', () => {
    const t = five();
    t.until('jour').put('Ana', 'vote', ['Chloé']).put('Bruno', 'vote', ['David']).close();
    // Chloé and David tie for Notaire; the others (no vote) are out.
    t.play('election-tour', t.ballots({ Ana: 'Chloé', Bruno: 'David' }));
    expect(t.step).toBe('election-tour');
    t.play('election-tour', t.ballots({ Ana: 'Chloé', Bruno: 'David' }));
    const draw = t.events('draw').at(-1)!;
    expect(draw.data).toMatchObject({
      purpose: 'égalité persistante pour le poste de Notaire',
      among: [t.id('Chloé'), t.id('David')],
    });
    const notary = (draw.data as { result: string }).result;
    const other = notary === t.id('Chloé') ? t.id('David') : t.id('Chloé');
    expect(t.state.posts).toEqual({ notaire: notary, marchand: other });
  });
});
